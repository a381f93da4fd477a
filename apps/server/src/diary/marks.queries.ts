/**
 * A user's marks on shows: each toggle is one atomic SQL statement; counts are one query. A show the
 * operators hid is, to every call here, a show that does not exist (its marks are kept, not shown).
 */
import type { PageQuery, ShowPage, MarkCounts, MarkState, MarkStatus } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { identifier, sql } from '../db/sql.js';
import { pagedShows, type ScoreOrder } from '../catalogue/show-cards.js';
import { stampAll } from './diary-rules.js';

// Column names come from this fixed map, never from the request.
const FLAG_COLUMN: Record<MarkStatus, 'liked' | 'bookmarked' | 'watched'> = {
  liked: 'liked',
  bookmarked: 'bookmarked',
  watched: 'watched',
};

const StateRow = z.object({ show_id: Int, liked: z.boolean(), bookmarked: z.boolean(), watched: z.boolean() });
type StateRow = z.infer<typeof StateRow>;
const CountsRow = z.object({ liked: Int, bookmarked: Int, watched: Int });
const toState = (r: StateRow): MarkState => ({ showId: r.show_id, liked: r.liked, bookmarked: r.bookmarked, watched: r.watched });

/**
 * Flips one flag: the first toggle inserts the row with the flag set, every later one negates it
 * under the row lock, so concurrent toggles never lose an update or duplicate a row.
 * undefined when the show does not exist or is hidden.
 */
export async function toggleMark(db: Queryable, userId: number, showId: number, status: MarkStatus): Promise<MarkState | undefined> {
  if (status === 'watched') return toggleWatched(db, userId, showId);
  const col = identifier(FLAG_COLUMN[status]);
  const row = await firstRow(
    db,
    StateRow,
    sql`INSERT INTO user_show (user_id, show_id, ${col}) SELECT ${userId}, s.id, true FROM visible_show s WHERE s.id = ${showId}
        ON CONFLICT (user_id, show_id) DO UPDATE SET ${col} = NOT user_show.${col}, updated_at = now()
        RETURNING show_id, liked, bookmarked, watched`,
  );
  return row && toState(row);
}

/**
 * `watched` is status `completed` (ARCHITECTURE 7.1): on, every episode is watched and finishedOn is today
 * when unset; off, the status, progress and dates are cleared. One statement under the row lock, as the
 * other toggles.
 */
function toggleWatched(db: Queryable, userId: number, showId: number): Promise<MarkState | undefined> {
  const today = sql`(now() AT TIME ZONE 'UTC')::date`;
  // the fields a toggle may change, stamped now: an older change made offline does not undo it (decision 0052)
  const times = sql`${JSON.stringify(stampAll({}, Date.now(), ['status', 'episodesWatched', 'startedOn', 'finishedOn']))}::jsonb`;
  const total = sql`(SELECT nullif(number_of_episodes, 0) FROM show WHERE id = user_show.show_id)`;
  return firstRow(
    db,
    StateRow,
    sql`INSERT INTO user_show (user_id, show_id, status, episodes_watched, finished_on, field_changed_at)
          SELECT ${userId}, s.id, 'completed', coalesce(nullif(s.number_of_episodes, 0), 0), ${today}, ${times}
          FROM visible_show s WHERE s.id = ${showId}
          ON CONFLICT (user_id, show_id) DO UPDATE SET
            status = CASE WHEN user_show.watched THEN NULL ELSE 'completed' END,
            episodes_watched = CASE WHEN user_show.watched THEN 0 ELSE coalesce(${total}, user_show.episodes_watched) END,
            started_on = CASE WHEN user_show.watched THEN NULL ELSE user_show.started_on END,
            finished_on = CASE WHEN user_show.watched THEN NULL
                               ELSE coalesce(user_show.finished_on, greatest(${today}, user_show.started_on)) END,
            field_changed_at = user_show.field_changed_at || ${times},
            updated_at = now()
          RETURNING show_id, liked, bookmarked, watched`,
  ).then((row) => row && toState(row));
}

/** The caller's marks on a show (all false for nobody); undefined when the show does not exist or is hidden. */
export async function markState(db: Queryable, userId: number | null, showId: number): Promise<MarkState | undefined> {
  const row = await firstRow(
    db,
    StateRow,
    sql`SELECT s.id AS show_id, coalesce(us.liked, false) AS liked, coalesce(us.bookmarked, false) AS bookmarked,
            coalesce(us.watched, false) AS watched
     FROM visible_show s LEFT JOIN user_show us ON us.show_id = s.id AND us.user_id = ${userId}
     WHERE s.id = ${showId}`,
  );
  return row && toState(row);
}

export async function markCounts(db: Queryable, userId: number): Promise<MarkCounts> {
  const row = await firstRow(
    db,
    CountsRow,
    sql`SELECT count(*) FILTER (WHERE liked)::int AS liked, count(*) FILTER (WHERE bookmarked)::int AS bookmarked,
            count(*) FILTER (WHERE watched)::int AS watched
     FROM user_show us JOIN visible_show s ON s.id = us.show_id WHERE us.user_id = ${userId}`,
  );
  // Stryker disable next-line OptionalChaining: an aggregate without GROUP BY always returns exactly one row
  return { liked: { count: row?.liked ?? 0 }, bookmarked: { count: row?.bookmarked ?? 0 }, watched: row?.watched ?? 0 };
}

export function markedShows(db: Queryable, userId: number, status: MarkStatus, q: PageQuery, scores: ScoreOrder): Promise<ShowPage> {
  return pagedShows(
    db,
    { showIds: sql`SELECT show_id FROM user_show WHERE user_id = ${userId} AND ${identifier(FLAG_COLUMN[status])}` },
    q,
    scores,
  );
}
