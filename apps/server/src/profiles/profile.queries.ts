/** A public profile's page: counts from the diary, favourites (liked shows), public lists, follows, recent activity. */
import { z } from 'zod';
import { isoDay, PROFILE_SHOWCASE, type ProfileReview, type PublicProfile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, toCard } from '../catalogue/show-cards.js';
import { publicList } from '../personal-lists/personal-lists.queries.js';
import { recentOf } from './feed.queries.js';
import { followCounts, isFollowing } from './follows.queries.js';
import type { FanRow } from './fans.queries.js';

const StatsRow = z.object({ watching: Int, completed: Int, plan_to_watch: Int, rated: Int, episodes_watched: Int });
const ListRow = z.object({ id: Int, name: z.string(), item_count: Int, updated_at: Timestamp });

/**
 * A fan's newest reviews the viewer may read (`reviews/reviews.queries.ts` fanReviews). Passed in by the caller:
 * `reviews/` ranks above `profiles/` (reviews are read only through their own module's `readableReviews`).
 */
export type FanReviews = (db: Queryable, fanId: number, viewerId: number | null, limit: number) => Promise<ProfileReview[]>;

export async function profileOf(db: Queryable, fan: FanRow, viewerId: number | null, fanReviews: FanReviews): Promise<PublicProfile> {
  const [stats, favourites, lists, counts, recent, follows, reviews] = await Promise.all([
    firstRow(
      db,
      StatsRow,
      sql`SELECT count(*) FILTER (WHERE us.status = 'watching')::int AS watching,
            count(*) FILTER (WHERE us.status = 'completed')::int AS completed,
            count(*) FILTER (WHERE us.status = 'plan_to_watch')::int AS plan_to_watch,
            count(us.rating)::int AS rated,
            coalesce(sum(us.episodes_watched), 0)::int AS episodes_watched
          FROM user_show us JOIN visible_show s ON s.id = us.show_id WHERE us.user_id = ${fan.id}`,
    ),
    rows(
      db,
      CardRow,
      sql`SELECT ${CARD_COLUMNS} FROM user_show us JOIN visible_show s ON s.id = us.show_id
          WHERE us.user_id = ${fan.id} AND us.liked ORDER BY us.updated_at DESC, s.id LIMIT ${PROFILE_SHOWCASE.favourites}`,
    ),
    rows(
      db,
      ListRow,
      sql`SELECT l.id, l.name, l.updated_at,
            (SELECT count(*)::int FROM user_list_item i JOIN visible_show s ON s.id = i.show_id WHERE i.list_id = l.id) AS item_count
          FROM user_list l WHERE l.user_id = ${fan.id} AND ${publicList(sql`l`)}
          ORDER BY l.updated_at DESC, l.id DESC LIMIT ${PROFILE_SHOWCASE.lists}`,
    ),
    followCounts(db, fan.id, viewerId),
    recentOf(db, fan.id, viewerId, PROFILE_SHOWCASE.recent),
    viewerId !== null && viewerId !== fan.id ? isFollowing(db, viewerId, fan.id) : Promise.resolve(null),
    fanReviews(db, fan.id, viewerId, PROFILE_SHOWCASE.reviews),
  ]);
  return {
    username: fan.username,
    avatar: fan.avatar,
    since: isoDay(fan.created_at),
    stats: {
      watching: stats!.watching,
      completed: stats!.completed,
      planToWatch: stats!.plan_to_watch,
      rated: stats!.rated,
      episodesWatched: stats!.episodes_watched,
    },
    favourites: favourites.map((r) => toCard(r)),
    lists: lists.map((l) => ({ id: l.id, name: l.name, itemCount: l.item_count, updatedAt: l.updated_at.toISOString() })),
    reviews,
    followers: counts.followers,
    following: counts.following,
    recent,
    ...(follows !== null ? { viewer: { follows } } : {}),
  };
}
