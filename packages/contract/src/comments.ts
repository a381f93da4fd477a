/**
 * Comments on reviews and public lists (ARCHITECTURE 9.2, issue 26 item 5): one level of replies (a reply to a reply
 * joins the top-level comment's thread); the author or an admin deletes. A deleted comment with replies stays as a
 * "deleted" placeholder (no author, no text); without replies it is gone. User text is plain text.
 */
import { z } from 'zod';
import { IdParam, RequestText, pageOf } from './common.js';
import { COMMENT_LIMITS, COMMENT_SORTS } from './community-constants.js';
import { textLength } from './reviews.js';

export const COMMENT_MESSAGES = {
  bodyEmpty: 'A comment needs some text',
  bodyTooLong: `A comment can be at most ${COMMENT_LIMITS.bodyMax} characters`,
  commentNotFound: 'Comment not found',
  /** the comment replied to is not on the review or list the reply is sent to */
  parentElsewhere: 'The comment replied to is on another page',
  /** the owner of a private list: only a public list takes comments */
  listNotPublic: 'Only a public list takes comments',
  /** neither the author nor an admin */
  notYours: 'Only its author or an admin can delete a comment',
} as const;

const Body = RequestText({ error: 'must be text' })
  .refine((s) => s.trim().length > 0, COMMENT_MESSAGES.bodyEmpty)
  .refine((s) => textLength(s) <= COMMENT_LIMITS.bodyMax, COMMENT_MESSAGES.bodyTooLong);

export const CommentBody = z.strictObject({
  body: Body,
  /** the comment replied to (any comment of the same thread: a reply to a reply joins its top-level comment) */
  parentId: IdParam.optional(),
});
export type CommentBody = z.input<typeof CommentBody>;

export const Comment = z.object({
  id: z.number().int(),
  /** the top-level comment it replies to; null for a top-level comment */
  parentId: z.number().int().nullable(),
  /** null when deleted */
  author: z.object({ username: z.string(), avatar: z.string().nullable() }).nullable(),
  /** empty when deleted */
  body: z.string(),
  /** a deleted top-level comment kept in place for its replies */
  deleted: z.boolean(),
  createdAt: z.string(),
  /** whether the caller wrote it (signed-in callers only) */
  mine: z.boolean().optional(),
  /** whether the caller may delete it: its author or an admin (signed-in callers only) */
  canDelete: z.boolean().optional(),
});
export type Comment = z.infer<typeof Comment>;

/** A top-level comment with its replies, oldest first. */
export const CommentThread = Comment.extend({ replies: z.array(Comment) });
export type CommentThread = z.infer<typeof CommentThread>;

/** A page of threads (top-level comments); `comments`: every comment the reader may see there, replies included. */
export const CommentPage = pageOf(CommentThread).extend({ comments: z.number().int() });
export type CommentPage = z.infer<typeof CommentPage>;

export const CommentsQuery = z.strictObject({
  page: IdParam.default(1),
  limit: z.coerce
    .number({ error: `must be an integer from 1 to ${COMMENT_LIMITS.pageMax}` })
    .int(`must be an integer from 1 to ${COMMENT_LIMITS.pageMax}`)
    .min(1, `must be an integer from 1 to ${COMMENT_LIMITS.pageMax}`)
    .max(COMMENT_LIMITS.pageMax, `must be an integer from 1 to ${COMMENT_LIMITS.pageMax}`)
    .default(COMMENT_LIMITS.pageDefault),
  sort: z.enum(COMMENT_SORTS, { error: `must be one of ${COMMENT_SORTS.join(', ')}` }).default('oldest'),
});
export type CommentsQuery = z.infer<typeof CommentsQuery>;

export const CommentParams = z.strictObject({ id: IdParam });
