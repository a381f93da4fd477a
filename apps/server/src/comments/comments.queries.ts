/**
 * Comments on reviews and public lists (ARCHITECTURE 9.2, issue 26 item 5). Every read of a comment goes through
 * `readableComments`: the one place that says which comments a reader may see, so blocks, moderation and the
 * target's own rules (a hidden review, a private list) are decided there once, in SQL, when the comment is read.
 *
 * Moderators hide a comment through the reports' registry (moderation/reportable.queries.ts, kind `comment`), which sets
 * `comment.hidden_at`: readableComments leaves it out of every read (its page, the counts on reviews, replying to it)
 * from the next request, and a hidden top-level comment takes its replies with it. Un-hiding is `hidden_at = NULL`.
 * Its author is `comment.user_id`; what it is on is `review_id` or `list_id` (a reply's `parent_id` is its thread). A
 * list hidden by moderators (`user_list.hidden_at`) takes its comments with it, as a private one (`publicList`).
 */
import {
  COMMENT_MESSAGES,
  DIARY_MESSAGES,
  REVIEW_MESSAGES,
  type Comment,
  type CommentBody,
  type CommentPage,
  type CommentsQuery,
  type CommentThread,
} from '@klama/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { pageOf } from '../catalogue/show-cards.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { findUserRole } from '../accounts/users.queries.js';
import { publicList } from '../personal-lists/personal-lists.queries.js';
import { notBlocked } from '../profiles/blocks.queries.js';
import { readableReviews } from '../reviews/reviews.queries.js';

/** What comments are on: a review or a personal list. */
export type CommentTarget = { kind: 'review' | 'list'; id: number };

/**
 * The lists `viewerId` may comment on and read the comments of, as `l`: ones others may see (`publicList`: public and
 * not hidden by moderators), and not of a fan blocked either way.
 */
function commentableLists(viewerId: number | null): Sql {
  return sql`user_list l WHERE ${publicList(sql`l`)} AND ${notBlocked(viewerId, sql`l.user_id`)}`;
}

/**
 * The comments `viewerId` (null: anyone) may read, as `c`, with their authors as `cu`: a FROM clause and its
 * conditions. Not hidden by moderators; not by a fan blocked either way with the viewer; a reply only while its
 * top-level comment is readable too (hidden or blocked, it takes its replies with it); a deleted top-level comment
 * only while it has a readable reply; and only on a review the viewer may read (`readableReviews`) or a list they
 * may comment on (public and not hidden, its owner not blocked).
 */
export function readableComments(viewerId: number | null): Sql {
  const readableReply = (alias: Sql) =>
    sql`${alias}.hidden_at IS NULL AND ${alias}.deleted_at IS NULL AND ${notBlocked(viewerId, sql`${alias}.user_id`)}`;
  return sql`comment c JOIN app_user cu ON cu.id = c.user_id
    WHERE c.hidden_at IS NULL AND ${notBlocked(viewerId, sql`c.user_id`)}
      AND (c.parent_id IS NULL OR EXISTS (SELECT 1 FROM comment p WHERE p.id = c.parent_id AND p.hidden_at IS NULL
        AND ${notBlocked(viewerId, sql`p.user_id`)}))
      AND (c.deleted_at IS NULL OR EXISTS (SELECT 1 FROM comment rc WHERE rc.parent_id = c.id AND ${readableReply(sql`rc`)}))
      AND CASE WHEN c.review_id IS NOT NULL THEN EXISTS (SELECT 1 FROM ${readableReviews(viewerId)} AND r.id = c.review_id)
        ELSE EXISTS (SELECT 1 FROM ${commentableLists(viewerId)} AND l.id = c.list_id) END`;
}

const targetColumn = (target: CommentTarget) => (target.kind === 'review' ? sql`c.review_id` : sql`c.list_id`);

const CommentRow = z.object({
  id: Int,
  parent_id: Int.nullable(),
  user_id: Int,
  username: z.string(),
  avatar: z.string().nullable(),
  body: z.string(),
  deleted: z.boolean(),
  created_at: Timestamp,
});
type CommentRow = z.infer<typeof CommentRow>;
const COMMENT_COLUMNS = sql`c.id, c.parent_id, c.user_id, cu.username, cu.avatar, c.body, c.deleted_at IS NOT NULL AS deleted, c.created_at`;

/** The caller: who they are, and whether they may delete anyone's comment. */
type Reader = { userId: number; admin: boolean } | null;

function toComment(r: CommentRow, reader: Reader): Comment {
  return {
    id: r.id,
    parentId: r.parent_id,
    author: r.deleted ? null : { username: r.username, avatar: r.avatar },
    body: r.deleted ? '' : r.body,
    deleted: r.deleted,
    createdAt: r.created_at.toISOString(),
    ...(reader
      ? { mine: !r.deleted && r.user_id === reader.userId, canDelete: !r.deleted && (r.user_id === reader.userId || reader.admin) }
      : {}),
  };
}

async function readerOf(db: Queryable, viewerId: number | null): Promise<Reader> {
  return viewerId === null ? null : { userId: viewerId, admin: (await findUserRole(db, viewerId)) === 'admin' };
}

const ORDERS: Record<CommentsQuery['sort'], Sql> = {
  oldest: sql`c.created_at, c.id`,
  newest: sql`c.created_at DESC, c.id DESC`,
};
const TargetRow = z.object({ id: Int });
const CountRow = z.object({ threads: Int, comments: Int });

/** Whether the target is one `viewerId` may read the comments of (a readable review, a commentable list). */
async function readableTarget(db: Queryable, viewerId: number | null, target: CommentTarget): Promise<boolean> {
  const statement =
    target.kind === 'review'
      ? sql`SELECT r.id FROM ${readableReviews(viewerId)} AND r.id = ${target.id}`
      : sql`SELECT l.id FROM ${commentableLists(viewerId)} AND l.id = ${target.id}`;
  return (await firstRow(db, TargetRow, statement)) !== undefined;
}

const targetMissing = (target: CommentTarget) =>
  notFound(target.kind === 'review' ? REVIEW_MESSAGES.reviewNotFound : DIARY_MESSAGES.listNotFound);

/**
 * A page of a review's or list's threads as `viewerId` may read them, each with its replies (oldest first, in one
 * statement for the whole page), and how many comments there are. A 404 when the target is not readable.
 */
export async function commentPage(db: Queryable, target: CommentTarget, viewerId: number | null, q: CommentsQuery): Promise<CommentPage> {
  if (!(await readableTarget(db, viewerId, target))) throw targetMissing(target);
  const on = sql`${targetColumn(target)} = ${target.id}`;
  const [reader, threads, counts] = await Promise.all([
    readerOf(db, viewerId),
    rows(
      db,
      CommentRow,
      sql`SELECT ${COMMENT_COLUMNS} FROM ${readableComments(viewerId)} AND ${on} AND c.parent_id IS NULL
          ORDER BY ${ORDERS[q.sort]} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    ),
    firstRow(
      db,
      CountRow,
      sql`SELECT (count(*) FILTER (WHERE c.parent_id IS NULL))::int AS threads,
            (count(*) FILTER (WHERE c.deleted_at IS NULL))::int AS comments
          FROM ${readableComments(viewerId)} AND ${on}`,
    ),
  ]);
  const ids = threads.map((r) => r.id);
  const replies =
    ids.length === 0
      ? []
      : await rows(
          db,
          CommentRow,
          sql`SELECT ${COMMENT_COLUMNS} FROM ${readableComments(viewerId)} AND c.parent_id = ANY(${ids}::int[])
              ORDER BY c.parent_id, c.created_at, c.id`,
        );
  const byThread = new Map<number, CommentRow[]>();
  for (const r of replies) byThread.set(r.parent_id!, [...(byThread.get(r.parent_id!) ?? []), r]);
  const results: CommentThread[] = threads.map((r) => ({
    ...toComment(r, reader),
    replies: (byThread.get(r.id) ?? []).map((reply) => toComment(reply, reader)),
  }));
  return { ...pageOf(results, counts!.threads, q), comments: counts!.comments };
}

const ReviewCountRow = z.object({ review_id: Int, n: Int });

/** How many comments `viewerId` may read on each of these reviews (one grouped statement; absent ones have none). */
export async function reviewCommentCounts(db: Queryable, viewerId: number | null, reviewIds: number[]): Promise<Map<number, number>> {
  if (reviewIds.length === 0) return new Map();
  const found = await rows(
    db,
    ReviewCountRow,
    sql`SELECT c.review_id, count(*)::int AS n FROM ${readableComments(viewerId)}
        AND c.review_id = ANY(${reviewIds}::int[]) AND c.deleted_at IS NULL GROUP BY c.review_id`,
  );
  return new Map(found.map((r) => [r.review_id, r.n]));
}

const ParentRow = z.object({ id: Int, parent_id: Int.nullable(), review_id: Int.nullable(), list_id: Int.nullable() });
const OwnListRow = z.object({ id: Int });
const IdRow = z.object({ id: Int });

/**
 * Writes a comment (or a reply: to a reply, it joins the top-level comment's thread) as `userId`, in one
 * transaction: the target must be one they may read (404), a list public (409 to its owner), the comment replied to
 * one they may read on the same target (404 otherwise).
 */
export async function postComment(
  db: Database,
  userId: number,
  target: CommentTarget,
  body: z.output<typeof CommentBody>,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    if (!(await readableTarget(tx, userId, target))) {
      if (target.kind === 'list') {
        const own = await firstRow(tx, OwnListRow, sql`SELECT id FROM user_list WHERE id = ${target.id} AND user_id = ${userId}`);
        if (own) throw new HttpError(409, COMMENT_MESSAGES.listNotPublic);
      }
      throw targetMissing(target);
    }
    let parentId: number | null = null;
    if (body.parentId !== undefined) {
      const parent = await firstRow(
        tx,
        ParentRow,
        sql`SELECT c.id, c.parent_id, c.review_id, c.list_id FROM ${readableComments(userId)} AND c.id = ${body.parentId} FOR UPDATE OF c`,
      );
      if (!parent) throw notFound(COMMENT_MESSAGES.commentNotFound);
      if ((target.kind === 'review' ? parent.review_id : parent.list_id) !== target.id)
        throw new HttpError(400, COMMENT_MESSAGES.parentElsewhere);
      parentId = parent.parent_id ?? parent.id;
    }
    const written = await firstRow(
      tx,
      IdRow,
      sql`INSERT INTO comment (user_id, review_id, list_id, parent_id, body)
          VALUES (${userId}, ${target.kind === 'review' ? target.id : null}, ${target.kind === 'list' ? target.id : null},
                  ${parentId}, ${body.body})
          RETURNING id`,
    );
    const row = await firstRow(
      tx,
      CommentRow,
      sql`SELECT ${COMMENT_COLUMNS} FROM comment c JOIN app_user cu ON cu.id = c.user_id WHERE c.id = ${written!.id}`,
    );
    return toComment(row!, await readerOf(tx, userId));
  });
}

const DeleteRow = z.object({ id: Int, user_id: Int, parent_id: Int.nullable(), has_replies: z.boolean(), readable: z.boolean() });

/**
 * Deletes a comment as `userId`, its author or an admin (403 for anyone else who can read it, 404 for what they
 * cannot). A top-level comment with replies becomes a placeholder (its text erased); anything else is removed, and a
 * placeholder whose last reply goes is removed with it. One transaction.
 */
export async function deleteComment(db: Database, userId: number, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await firstRow(
      tx,
      DeleteRow,
      sql`SELECT c.id, c.user_id, c.parent_id,
            EXISTS (SELECT 1 FROM comment rc WHERE rc.parent_id = c.id) AS has_replies,
            EXISTS (SELECT 1 FROM ${readableComments(userId)} AND c.id = ${commentId}) AS readable
          FROM comment c WHERE c.id = ${commentId} AND c.deleted_at IS NULL FOR UPDATE`,
    );
    if (!found) throw notFound(COMMENT_MESSAGES.commentNotFound);
    if (found.user_id !== userId && (await findUserRole(tx, userId)) !== 'admin') {
      throw found.readable ? new HttpError(403, COMMENT_MESSAGES.notYours) : notFound(COMMENT_MESSAGES.commentNotFound);
    }
    if (found.has_replies) {
      await tx.query(sql`UPDATE comment SET deleted_at = now(), body = '' WHERE id = ${commentId}`);
      return;
    }
    await tx.query(sql`DELETE FROM comment WHERE id = ${commentId}`);
    if (found.parent_id !== null) {
      await tx.query(
        sql`DELETE FROM comment p WHERE p.id = ${found.parent_id} AND p.deleted_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM comment rc WHERE rc.parent_id = p.id)`,
      );
    }
  });
}
