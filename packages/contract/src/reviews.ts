/**
 * Reviews (ARCHITECTURE 9.2, issue 26 item 1): one per fan and show, with a rating on the diary's scale and
 * optional sub-scores, and "helpful" votes. User text is plain text: stored as typed, rendered as text.
 */
import { z } from 'zod';
import { IdParam, PageQuery, RequestText, pageOf } from './common.js';
import { REVIEW_LIMITS, REVIEW_SORTS, REVIEW_SUB_SCORES, type ReviewSubScore } from './community-constants.js';
import { Rating } from './diary.js';
import { VALIDATION_MESSAGES } from './messages.js';

export const REVIEW_MESSAGES = {
  bodyTooShort: `must be at least ${REVIEW_LIMITS.bodyMin} characters`,
  reviewNotFound: 'Review not found',
  ownReview: 'You cannot vote on your own review',
} as const;

/** Characters as a person (and PostgreSQL's char_length) counts them: an emoji is one. */
export const textLength = (s: string) => Array.from(s).length;

const Title = RequestText({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .refine((s) => textLength(s) <= REVIEW_LIMITS.titleMax, VALIDATION_MESSAGES.atMostCharacters(REVIEW_LIMITS.titleMax));
const Body = RequestText({ error: 'must be text' })
  .refine((s) => textLength(s.trim()) >= REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.bodyTooShort)
  .refine((s) => textLength(s) <= REVIEW_LIMITS.bodyMax, VALIDATION_MESSAGES.atMostCharacters(REVIEW_LIMITS.bodyMax));

export const ReviewScores = z.strictObject(
  Object.fromEntries(REVIEW_SUB_SCORES.map((k) => [k, Rating.nullable().optional()])) as Record<
    ReviewSubScore,
    z.ZodOptional<z.ZodNullable<typeof Rating>>
  >,
);
export type ReviewScores = z.infer<typeof ReviewScores>;

export const ReviewBody = z.strictObject({
  title: Title,
  body: Body,
  spoiler: z.boolean({ error: 'must be true or false' }).default(false),
  rating: Rating,
  scores: ReviewScores.optional(),
});
export type ReviewBody = z.input<typeof ReviewBody>;

const Score = z.number().nullable();
export const Review = z.object({
  id: z.number().int(),
  showId: z.number().int(),
  author: z.object({ username: z.string(), avatar: z.string().nullable() }),
  title: z.string(),
  body: z.string(),
  spoiler: z.boolean(),
  rating: z.number(),
  scores: z.object({ story: Score, acting: Score, music: Score, rewatch: Score }).optional(),
  episodesSeen: z.number().int(),
  helpful: z.number().int(),
  /** whether the caller voted it helpful (signed-in callers only) */
  votedHelpful: z.boolean().optional(),
  /** whether the caller wrote it (signed-in callers only) */
  mine: z.boolean().optional(),
  /** how many of its comments the caller may read (on a show's reviews, `GET show/{id}/reviews`) */
  comments: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof Review>;

/**
 * A page of a show's reviews, and what every review of it (not just the page) says: the mean rating and how many,
 * for `AggregateRating` until the K-lama score exists.
 */
export const ReviewPage = pageOf(Review).extend({
  ratings: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** the caller's own review of the show, wherever it stands in the order (signed-in callers only) */
  own: Review.nullable().optional(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewsQuery = PageQuery.omit({ sort: true }).extend({
  sort: z.enum(REVIEW_SORTS, { error: `must be one of ${REVIEW_SORTS.join(', ')}` }).default('helpful'),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const ReviewParams = z.strictObject({ id: IdParam });
export const HelpfulAnswer = z.object({ helpful: z.number().int(), votedHelpful: z.boolean() });
export type HelpfulAnswer = z.infer<typeof HelpfulAnswer>;
