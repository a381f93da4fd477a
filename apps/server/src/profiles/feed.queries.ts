/**
 * The feed (ARCHITECTURE 9.2): what followed fans did, newest first, paged by time with `(at, id)` as the cursor so
 * ties never repeat or skip an item. One statement per page; whether an activity may be shown (the actor's profile
 * public, no block, a public list, a visible show, a review not hidden) is decided here, when it is read.
 */
import { z } from 'zod';
import { FEED_KINDS, type Feed, type FeedQuery } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { Int, Int8, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { CardRow, toCard } from '../catalogue/show-cards.js';
import { publicList } from '../personal-lists/personal-lists.queries.js';
import { visibleFan } from './blocks.queries.js';

const ActivityRow = z.object({
  id: Int8,
  at: Timestamp,
  kind: z.enum(FEED_KINDS),
  rating: z
    .union([z.number(), z.string()])
    .nullable()
    .transform((r) => (r === null ? null : Number(r))),
  review_id: Int.nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
  show: CardRow.nullable(),
  list_id: Int.nullable(),
  list_name: z.string().nullable(),
});

const SHOW_CARD = sql`CASE WHEN s.id IS NOT NULL THEN json_build_object('id', s.id, 'name', s.name, 'original_name', s.original_name,
  'first_air_date', to_char(s.first_air_date, 'YYYY-MM-DD'), 'poster_us', s.poster_us, 'poster_kr', s.poster_kr,
  'season_number', CASE WHEN s.series_id IS NOT NULL THEN s.season_number END) END`;

/** Activities of the fans `actors` selects (SQL of user ids), as `viewerId` may see them. */
async function activities(db: Queryable, viewerId: number | null, actors: Sql, before: FeedQuery['before'], limit: number): Promise<Feed> {
  const after = before ? sql`AND (a.at, a.id) < (${before.at}::timestamptz, ${before.id}::bigint)` : sql``;
  // each fan's newest `limit` visible activities first (an index range per fan, LATERAL), then the newest of those:
  // a page reads at most fans × limit rows however long their history (decision 0042)
  const found = await rows(
    db,
    ActivityRow,
    sql`SELECT a.id, a.at, a.kind, a.rating, a.review_id, u.username, u.avatar, a.show, a.list_id, a.list_name
        FROM app_user u
        CROSS JOIN LATERAL (
          SELECT a.id, a.at, a.kind, a.rating, a.review_id, ${SHOW_CARD} AS show, l.id AS list_id, l.name AS list_name
          FROM fan_activity a
          LEFT JOIN visible_show s ON s.id = a.show_id
          LEFT JOIN user_list l ON l.id = a.list_id
          WHERE a.user_id = u.id
            AND (a.show_id IS NULL OR s.id IS NOT NULL)
            AND (a.list_id IS NULL OR ${publicList(sql`l`)})
            AND (a.review_id IS NULL OR NOT EXISTS (SELECT 1 FROM review rv WHERE rv.id = a.review_id AND rv.hidden_at IS NOT NULL))
            ${after}
          ORDER BY a.at DESC, a.id DESC
          LIMIT ${limit}
        ) a
        WHERE u.id IN (${actors}) AND ${visibleFan(viewerId, sql`u`)}
        ORDER BY a.at DESC, a.id DESC
        LIMIT ${limit}`,
  );
  return found.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: { username: r.username, avatar: r.avatar },
    kind: r.kind,
    ...(r.show ? { show: toCard(r.show) } : {}),
    ...(r.list_id !== null && r.list_name !== null ? { list: { id: r.list_id, name: r.list_name } } : {}),
    ...(r.rating !== null ? { rating: r.rating } : {}),
    ...(r.review_id !== null ? { reviewId: r.review_id } : {}),
  }));
}

/** The caller's feed: activities of the fans they follow. */
export function feedOf(db: Queryable, viewerId: number, q: FeedQuery): Promise<Feed> {
  return activities(db, viewerId, sql`SELECT followee_id FROM user_follow WHERE follower_id = ${viewerId}`, q.before, q.limit);
}

/** A public profile's recent activity. */
export function recentOf(db: Queryable, actorId: number, viewerId: number | null, limit: number): Promise<Feed> {
  return activities(db, viewerId, sql`${actorId}::int`, undefined, limit);
}
