/**
 * The one place that answers "are these two fans blocked?" (ARCHITECTURE 9.2): a block by either hides each from the
 * other everywhere. Reads that show what fans wrote (profiles, the feed, and reviews and comments once they land)
 * exclude blocked authors with `notBlocked(viewerId, authorColumn)` in their WHERE clause, and visible profiles with
 * `visibleFan(viewerId, userAlias)`: one SQL fragment each, so no read path keeps its own copy of the rule.
 */
import { z } from 'zod';
import type { BlockedFansPage, BlockedFansQuery } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { pageOf } from '../catalogue/show-cards.js';

/**
 * True when neither the viewer nor the author has blocked the other; `author` is the SQL of the author's user id
 * (`r.user_id`). Anonymous viewers (null) block nobody. Uses user_block's primary key and user_block_blocked_idx.
 */
export function notBlocked(viewerId: number | null, author: Sql): Sql {
  if (viewerId === null) return sql`TRUE`;
  return sql`NOT EXISTS (SELECT 1 FROM user_block b
    WHERE (b.blocker_id = ${viewerId} AND b.blocked_id = ${author}) OR (b.blocker_id = ${author} AND b.blocked_id = ${viewerId}))`;
}

/**
 * The fan of `app_user` alias `u` may be shown to the viewer: a public profile not hidden by moderators, an account
 * not disabled, no block either way. The viewer always sees themselves.
 */
export function visibleFan(viewerId: number | null, u: Sql): Sql {
  return sql`((${u}.profile_visibility = 'public' AND ${u}.profile_hidden_at IS NULL AND ${u}.disabled_at IS NULL
      AND ${notBlocked(viewerId, sql`${u}.id`)})
    OR ${u}.id = ${viewerId})`;
}

/** Whether either of the two has blocked the other. */
export async function blockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  return (await db.query(sql`SELECT 1 WHERE NOT ${notBlocked(a, sql`${b}::int`)}`)).length > 0;
}

/** Whether `blocker` has blocked `blocked` (one direction). */
export async function hasBlocked(db: Queryable, blocker: number, blocked: number): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM user_block WHERE blocker_id = ${blocker} AND blocked_id = ${blocked}`)).length > 0;
}

/** Blocks, and removes the follows of both ways in the same transaction. */
export async function block(db: Queryable, blocker: number, blocked: number): Promise<void> {
  await db.query(sql`INSERT INTO user_block (blocker_id, blocked_id) VALUES (${blocker}, ${blocked}) ON CONFLICT DO NOTHING`);
  await db.query(
    sql`DELETE FROM user_follow WHERE (follower_id = ${blocker} AND followee_id = ${blocked})
          OR (follower_id = ${blocked} AND followee_id = ${blocker})`,
  );
}

export async function unblock(db: Queryable, blocker: number, blocked: number): Promise<void> {
  await db.query(sql`DELETE FROM user_block WHERE blocker_id = ${blocker} AND blocked_id = ${blocked}`);
}

const BlockedRow = z.union([
  z.object({ total: Int, username: z.string(), avatar: z.string().nullable(), since: Timestamp }),
  z.object({ total: Int, username: z.null() }),
]);

/**
 * The fans `blocker` blocked, newest block first, a page of them with their count in one statement (the primary key's
 * prefix and user_block_blocker_since_idx). Private and disabled accounts too: the blocker knows them, and may unblock.
 */
export async function blocksOf(db: Queryable, blocker: number, q: BlockedFansQuery): Promise<BlockedFansPage> {
  const found = await rows(
    db,
    BlockedRow,
    sql`SELECT (SELECT count(*)::int FROM user_block WHERE blocker_id = ${blocker}) AS total, p.* FROM (SELECT 1) one
        LEFT JOIN LATERAL (SELECT u.username, u.avatar, b.created_at AS since FROM user_block b JOIN app_user u ON u.id = b.blocked_id
          WHERE b.blocker_id = ${blocker} ORDER BY b.created_at DESC, b.blocked_id DESC
          LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}) p ON true`,
  );
  const results = found.flatMap((r) =>
    r.username === null ? [] : [{ username: r.username, avatar: r.avatar, since: r.since.toISOString() }],
  );
  return pageOf(results, found[0]?.total ?? 0, q);
}
