/**
 * Reviews and their helpful votes. Every read of a review goes through `readableReviews`: the one place that says
 * which reviews a reader may see (not hidden by moderators, of a show the public sees), so blocks and other
 * exclusions are added there once.
 */
import {
  REVIEW_MESSAGES,
  type ProfileReview,
  type Review,
  type ReviewBody,
  type ReviewPage,
  type ReviewSubScore,
  type ReviewsQuery,
} from '@klama/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { pageOf } from '../catalogue/show-cards.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { notBlocked } from '../profiles/blocks.queries.js';
import { NEWCOMER_HOURS } from '../accounts/rate-limits.js';

/**
 * The reviews `viewerId` (null: anyone) may read, as `r`, with their authors as `u`: a FROM clause and its
 * conditions. Not hidden by moderators, of a show the public sees, and not by a fan blocked either way with the viewer.
 */
export function readableReviews(viewerId: number | null): Sql {
  return sql`review r JOIN visible_show s ON s.id = r.show_id JOIN app_user u ON u.id = r.user_id
    WHERE r.hidden_at IS NULL AND ${notBlocked(viewerId, sql`r.user_id`)}`;
}

const REVIEW_COLUMNS = sql`r.id, r.show_id, u.username, u.avatar, r.title, r.body, r.spoiler, r.rating::float8 AS rating,
  r.story::float8 AS story, r.acting::float8 AS acting, r.music::float8 AS music, r.rewatch::float8 AS rewatch,
  r.episodes_seen, r.helpful, r.created_at, r.updated_at, r.user_id`;

const Score = z.number().nullable();
const ReviewRow = z.object({
  id: Int,
  show_id: Int,
  username: z.string(),
  avatar: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  spoiler: z.boolean(),
  rating: z.number(),
  story: Score,
  acting: Score,
  music: Score,
  rewatch: Score,
  episodes_seen: Int,
  helpful: Int,
  created_at: Timestamp,
  updated_at: Timestamp,
  user_id: Int,
  voted: z.boolean().optional(),
  vote_pending: z.boolean().optional(),
});
type ReviewRow = z.infer<typeof ReviewRow>;

function toReview(r: ReviewRow, viewerId: number | null): Review {
  const scores = { story: r.story, acting: r.acting, music: r.music, rewatch: r.rewatch };
  return {
    id: r.id,
    showId: r.show_id,
    author: { username: r.username, avatar: r.avatar },
    title: r.title,
    body: r.body,
    spoiler: r.spoiler,
    rating: r.rating,
    ...(Object.values(scores).some((v) => v !== null) ? { scores } : {}),
    episodesSeen: r.episodes_seen,
    // the viewer's own vote of a newcomer, not counted yet, is in the count they see (and only theirs: decision 0048)
    helpful: r.helpful + (r.vote_pending ? 1 : 0),
    ...(viewerId !== null ? { votedHelpful: r.voted ?? false, mine: r.user_id === viewerId } : {}),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Whether `viewerId` voted the review `r` helpful (`voted`), and whether that vote is a newcomer's not counted yet. */
const viewerVote = (viewerId: number) =>
  sql`EXISTS (SELECT 1 FROM review_vote v WHERE v.review_id = r.id AND v.user_id = ${viewerId}) AS voted,
      EXISTS (SELECT 1 FROM review_vote v WHERE v.review_id = r.id AND v.user_id = ${viewerId} AND NOT v.counted) AS vote_pending`;

const ORDERS: Record<ReviewsQuery['sort'], Sql> = {
  helpful: sql`r.helpful DESC, r.id DESC`,
  newest: sql`r.created_at DESC, r.id DESC`,
};

const SummaryRow = z.object({ n: Int, average: z.number().nullable() });
const ShowRow = z.object({ id: Int });

/** A page of a show's readable reviews with their rating summary; undefined when the show is not one the public sees. */
export async function showReviews(
  db: Queryable,
  showId: number,
  viewerId: number | null,
  q: ReviewsQuery,
): Promise<ReviewPage | undefined> {
  if (!(await firstRow(db, ShowRow, sql`SELECT id FROM visible_show WHERE id = ${showId}`))) return undefined;
  const voted = viewerId === null ? sql`` : sql`, ${viewerVote(viewerId)}`;
  const [found, summary, own] = await Promise.all([
    rows(
      db,
      ReviewRow,
      sql`SELECT ${REVIEW_COLUMNS}${voted} FROM ${readableReviews(viewerId)} AND r.show_id = ${showId}
          ORDER BY ${ORDERS[q.sort]} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    ),
    firstRow(
      db,
      SummaryRow,
      sql`SELECT count(*)::int AS n, round(avg(r.rating), 2)::float8 AS average FROM ${readableReviews(viewerId)} AND r.show_id = ${showId}`,
    ),
    viewerId === null ? undefined : ownReview(db, viewerId, showId),
  ]);
  const { n, average } = summary!;
  const page = {
    ...pageOf(
      found.map((r) => toReview(r, viewerId)),
      n,
      q,
    ),
    ratings: { average, count: n },
  };
  return viewerId === null ? page : { ...page, own: own ?? null };
}

/** The caller's review of a show, as readers see it (undefined when there is none they could see). */
async function ownReview(db: Queryable, userId: number, showId: number): Promise<Review | undefined> {
  const row = await firstRow(
    db,
    ReviewRow,
    sql`SELECT ${REVIEW_COLUMNS}, ${viewerVote(userId)} FROM ${readableReviews(userId)} AND r.show_id = ${showId} AND r.user_id = ${userId}`,
  );
  return row && toReview(row, userId);
}

const FanReviewRow = ReviewRow.extend({ show_name: z.string(), show_original_name: z.string() });

/** A fan's newest reviews that `viewerId` may read, with their shows' titles: the reviews of their public profile. */
export async function fanReviews(db: Queryable, fanId: number, viewerId: number | null, limit: number): Promise<ProfileReview[]> {
  const found = await rows(
    db,
    FanReviewRow,
    sql`SELECT ${REVIEW_COLUMNS}, s.name AS show_name, s.original_name AS show_original_name
        FROM ${readableReviews(viewerId)} AND r.user_id = ${fanId}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
  return found.map((r) => ({ ...toReview(r, null), show: { id: r.show_id, name: r.show_name, original_name: r.show_original_name } }));
}

const SeenRow = z.object({ episodes_seen: Int });
const IdRow = z.object({ id: Int });

/**
 * Writes (or replaces) the caller's review of a show; the episode they had reached is their diary's progress now.
 * Undefined when the show is not one the public sees.
 */
export async function putReview(
  db: Database,
  userId: number,
  showId: number,
  body: z.output<typeof ReviewBody>,
): Promise<Review | undefined> {
  return db.transaction(async (tx) => {
    const seen = await firstRow(
      tx,
      SeenRow,
      sql`SELECT coalesce((SELECT episodes_watched FROM user_show WHERE user_id = ${userId} AND show_id = s.id), 0) AS episodes_seen
          FROM visible_show s WHERE s.id = ${showId}`,
    );
    if (!seen) return undefined;
    const score = (k: ReviewSubScore) => body.scores?.[k] ?? null;
    await firstRow(
      tx,
      IdRow,
      sql`INSERT INTO review (user_id, show_id, title, body, spoiler, rating, story, acting, music, rewatch, episodes_seen)
          VALUES (${userId}, ${showId}, ${body.title}, ${body.body}, ${body.spoiler}, ${body.rating}, ${score('story')},
                  ${score('acting')}, ${score('music')}, ${score('rewatch')}, ${seen.episodes_seen})
          ON CONFLICT ON CONSTRAINT review_one_per_show DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body,
            spoiler = EXCLUDED.spoiler, rating = EXCLUDED.rating, story = EXCLUDED.story, acting = EXCLUDED.acting,
            music = EXCLUDED.music, rewatch = EXCLUDED.rewatch, episodes_seen = EXCLUDED.episodes_seen, updated_at = now()
          RETURNING id`,
    );
    return ownReview(tx, userId, showId);
  });
}

/** Deletes the caller's review of a show (its votes go with it); false when there was none. */
export async function deleteReview(db: Queryable, userId: number, showId: number): Promise<boolean> {
  const deleted = await rows(
    db,
    IdRow,
    sql`DELETE FROM review r USING visible_show s WHERE s.id = r.show_id AND r.show_id = ${showId} AND r.user_id = ${userId} RETURNING r.id`,
  );
  return deleted.length > 0;
}

const VoteTargetRow = z.object({ user_id: Int });
const HelpfulRow = z.object({ helpful: Int, voted: z.boolean(), vote_pending: z.boolean() });

/**
 * Votes a review helpful, or takes the vote back: once per fan (a second vote changes nothing), never on one's own.
 * The review must be one the voter can read (404 otherwise).
 */
export async function setHelpful(db: Database, userId: number, reviewId: number, helpful: boolean) {
  return db.transaction(async (tx) => {
    const target = await firstRow(tx, VoteTargetRow, sql`SELECT r.user_id FROM ${readableReviews(userId)} AND r.id = ${reviewId}`);
    if (!target) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (target.user_id === userId) throw new HttpError(403, REVIEW_MESSAGES.ownReview);
    await tx.query(
      helpful
        ? // a newcomer's vote is kept but counts once the account is past NEWCOMER_HOURS (decision 0048)
          sql`INSERT INTO review_vote (review_id, user_id, counted)
              SELECT ${reviewId}, ${userId}, u.created_at <= now() - make_interval(hours => ${NEWCOMER_HOURS}) FROM app_user u WHERE u.id = ${userId}
              ON CONFLICT DO NOTHING`
        : sql`DELETE FROM review_vote WHERE review_id = ${reviewId} AND user_id = ${userId}`,
    );
    const row = await firstRow(tx, HelpfulRow, sql`SELECT r.helpful, ${viewerVote(userId)} FROM review r WHERE r.id = ${reviewId}`);
    return { helpful: row!.helpful + (row!.vote_pending ? 1 : 0), votedHelpful: row!.voted };
  });
}

/**
 * Counts the helpful votes kept from accounts that have since passed NEWCOMER_HOURS (decision 0048): the trigger on
 * `review_vote.counted` adds each to its review's `helpful`. Idempotent (a vote turns counted once), so every
 * instance may run it. Returns how many votes now count.
 */
export async function countMaturedVotes(db: Queryable): Promise<number> {
  const counted = await rows(
    db,
    z.object({ review_id: Int }),
    sql`UPDATE review_vote v SET counted = true FROM app_user u
        WHERE NOT v.counted AND u.id = v.user_id AND u.created_at <= now() - make_interval(hours => ${NEWCOMER_HOURS})
        RETURNING v.review_id`,
  );
  return counted.length;
}
