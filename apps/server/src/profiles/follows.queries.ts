/** Follows: a fan follows public profiles; the lists show only fans the caller may see. */
import { z } from 'zod';
import type { FollowList } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { Int, rows, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { visibleFan } from './blocks.queries.js';

export async function follow(db: Queryable, follower: number, followee: number): Promise<void> {
  await db.query(sql`INSERT INTO user_follow (follower_id, followee_id) VALUES (${follower}, ${followee}) ON CONFLICT DO NOTHING`);
}

export async function unfollow(db: Queryable, follower: number, followee: number): Promise<void> {
  await db.query(sql`DELETE FROM user_follow WHERE follower_id = ${follower} AND followee_id = ${followee}`);
}

export async function isFollowing(db: Queryable, follower: number, followee: number): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM user_follow WHERE follower_id = ${follower} AND followee_id = ${followee}`)).length > 0;
}

const FollowRow = z.object({ username: z.string(), avatar: z.string().nullable(), since: Timestamp });

/**
 * Whom the caller follows (`following`), or who follows them (`followers`), newest first: only fans the caller may
 * see (a fan who turned private or blocked since is left out, not unfollowed; a private fan appears nowhere).
 */
export async function followsOf(db: Queryable, userId: number, side: 'following' | 'followers'): Promise<FollowList> {
  const [mine, theirs] = side === 'following' ? [sql`f.follower_id`, sql`f.followee_id`] : [sql`f.followee_id`, sql`f.follower_id`];
  const found = await rows(
    db,
    FollowRow,
    sql`SELECT u.username, u.avatar, f.created_at AS since FROM user_follow f JOIN app_user u ON u.id = ${theirs}
        WHERE ${mine} = ${userId} AND ${visibleFan(userId, sql`u`)} ORDER BY f.created_at DESC, u.id DESC`,
  );
  return found.map((r) => ({ ...r, since: r.since.toISOString() }));
}

const CountsRow = z.object({ followers: Int, following: Int });

/** A profile's counts, as its visitor may see them (fans hidden from the visitor are not counted). */
export async function followCounts(db: Queryable, userId: number, viewerId: number | null) {
  const [counts] = await rows(
    db,
    CountsRow,
    sql`SELECT
      (SELECT count(*)::int FROM user_follow f JOIN app_user u ON u.id = f.follower_id
        WHERE f.followee_id = ${userId} AND ${visibleFan(viewerId, sql`u`)}) AS followers,
      (SELECT count(*)::int FROM user_follow f JOIN app_user u ON u.id = f.followee_id
        WHERE f.follower_id = ${userId} AND ${visibleFan(viewerId, sql`u`)}) AS following`,
  );
  return counts!;
}
