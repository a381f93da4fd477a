/**
 * Public profiles, follows, blocks and the feed (ARCHITECTURE 9.2, issue 26 items 3 and 4). Profiles are private by
 * default; a private, blocked or unknown profile answers the same 404 (nobody learns which).
 */
import { z } from 'zod';
import { PageQuery, RequestText, ShowCard, pageOf } from './common.js';
import { FEED_KINDS, FEED_PAGE, PROFILE_VISIBILITIES } from './community-constants.js';
import { Review } from './reviews.js';

export const PROFILE_MESSAGES = {
  /** unknown, private and blocked profiles alike */
  profileNotFound: 'Profile not found',
  /** following needs a public profile (unknown, private or blocking you: the same answer) */
  notFollowable: 'Only public profiles can be followed',
  cannotFollowSelf: 'You cannot follow yourself',
  cannotBlockSelf: 'You cannot block yourself',
  /** following a fan one has blocked: unblock first */
  unblockToFollow: 'Unblock this fan before following them',
  badCursor: 'must be a cursor from the feed',
} as const;

export const ProfileVisibility = z.enum(PROFILE_VISIBILITIES, { error: 'must be private or public' });
export type ProfileVisibility = z.infer<typeof ProfileVisibility>;

export const ProfileUsernameParams = z.strictObject({ username: RequestText().min(1).max(200) });

export const FanRef = z.object({ username: z.string(), avatar: z.string().nullable() });
export type FanRef = z.infer<typeof FanRef>;

/** `GET user/me/following` and `followers`: whom, and since when (the follow's time). */
export const FollowEntry = FanRef.extend({ since: z.string() });
export const FollowList = z.array(FollowEntry);
export type FollowList = z.infer<typeof FollowList>;

/** `GET user/me/blocks`: the fans the caller blocked, newest block first (`since`: the block's time), paged. */
export const BlockedFan = FanRef.extend({ since: z.string() });
export type BlockedFan = z.infer<typeof BlockedFan>;
export const BlockedFansQuery = PageQuery.pick({ page: true, limit: true });
export type BlockedFansQuery = z.infer<typeof BlockedFansQuery>;
export const BlockedFansPage = pageOf(BlockedFan);
export type BlockedFansPage = z.infer<typeof BlockedFansPage>;

export const FeedItem = z.object({
  id: z.number().int(),
  /** ISO time to the millisecond; `{at}~{id}` of the last item is the next page's `before` */
  at: z.string(),
  actor: FanRef,
  kind: z.enum(FEED_KINDS),
  show: ShowCard.optional(),
  list: z.object({ id: z.number().int(), name: z.string() }).optional(),
  rating: z.number().optional(),
  reviewId: z.number().int().optional(),
});
export type FeedItem = z.infer<typeof FeedItem>;
export const Feed = z.array(FeedItem);
export type Feed = z.infer<typeof Feed>;

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~(\d{1,18})$/;
export const FeedCursor = RequestText()
  .regex(CURSOR, PROFILE_MESSAGES.badCursor)
  .refine((s) => !Number.isNaN(Date.parse(s.split('~')[0]!)), PROFILE_MESSAGES.badCursor)
  .transform((s) => {
    const [, at, id] = CURSOR.exec(s)!;
    return { at: at!, id: id! };
  });
export const FeedQuery = z.strictObject({
  before: FeedCursor.optional(),
  limit: z.coerce
    .number({ error: `must be an integer from 1 to ${FEED_PAGE.max}` })
    .int(`must be an integer from 1 to ${FEED_PAGE.max}`)
    .min(1, `must be an integer from 1 to ${FEED_PAGE.max}`)
    .max(FEED_PAGE.max, `must be an integer from 1 to ${FEED_PAGE.max}`)
    .default(FEED_PAGE.default),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

/**
 * A public profile's reviews as the caller may read them (not hidden, of visible shows), newest first, at most
 * `PROFILE_SHOWCASE.reviews`, each with the titles of its show (no `votedHelpful`/`mine`: the profile only shows them).
 */
export const ProfileReview = Review.omit({ votedHelpful: true, mine: true }).extend({
  show: ShowCard.pick({ id: true, name: true, original_name: true }),
});
export type ProfileReview = z.infer<typeof ProfileReview>;
export const ProfileReviews = z.array(ProfileReview);

export const PublicProfile = z.object({
  username: z.string(),
  avatar: z.string().nullable(),
  /** when the account was made (ISO day) */
  since: z.string(),
  stats: z.object({
    watching: z.number().int(),
    completed: z.number().int(),
    planToWatch: z.number().int(),
    rated: z.number().int(),
    episodesWatched: z.number().int(),
  }),
  /** liked shows, most recent first */
  favourites: z.array(ShowCard),
  /** public lists only */
  lists: z.array(z.object({ id: z.number().int(), name: z.string(), itemCount: z.number().int(), updatedAt: z.string() })),
  reviews: ProfileReviews,
  followers: z.number().int(),
  following: z.number().int(),
  recent: Feed,
  /** whether the signed-in caller follows this fan (absent for an anonymous caller and for oneself) */
  viewer: z.object({ follows: z.boolean() }).optional(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
