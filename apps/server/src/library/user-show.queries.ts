/** A user's marks on shows: each toggle is one atomic SQL statement; counts are one query. */
import type { PageQuery, ShowPage, UserShowCounts, UserShowState, UserShowStatus } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { pagedShows } from '../catalogue/show-cards.js';

// Column names come from this fixed map, never from the request.
const FLAG_COLUMN: Record<UserShowStatus, string> = { liked: 'liked', bookmarked: 'bookmarked', watched: 'watched' };

interface StateRow {
  show_id: number;
  liked: boolean;
  bookmarked: boolean;
  watched: boolean;
}
const toState = (r: StateRow): UserShowState => ({ showId: r.show_id, liked: r.liked, bookmarked: r.bookmarked, watched: r.watched });

/**
 * Flips one flag: the first toggle inserts the row with the flag set, every later one negates it
 * under the row lock, so concurrent toggles never lose an update or duplicate a row.
 * undefined when the show does not exist.
 */
export async function toggleMark(
  db: Queryable,
  userId: number,
  showId: number,
  status: UserShowStatus,
): Promise<UserShowState | undefined> {
  const col = FLAG_COLUMN[status];
  const [row] = await db.query<StateRow>(
    `INSERT INTO user_show (user_id, show_id, ${col}) SELECT $1, s.id, true FROM show s WHERE s.id = $2
     ON CONFLICT (user_id, show_id) DO UPDATE SET ${col} = NOT user_show.${col}, updated_at = now()
     RETURNING show_id, liked, bookmarked, watched`,
    [userId, showId],
  );
  return row && toState(row);
}

/** The caller's marks on a show (all false for nobody); undefined when the show does not exist. */
export async function markState(db: Queryable, userId: number | null, showId: number): Promise<UserShowState | undefined> {
  const [row] = await db.query<StateRow>(
    `SELECT s.id AS show_id, coalesce(us.liked, false) AS liked, coalesce(us.bookmarked, false) AS bookmarked,
            coalesce(us.watched, false) AS watched
     FROM show s LEFT JOIN user_show us ON us.show_id = s.id AND us.user_id = $2
     WHERE s.id = $1`,
    [showId, userId],
  );
  return row && toState(row);
}

export async function markCounts(db: Queryable, userId: number): Promise<UserShowCounts> {
  const [row] = await db.query<{ liked: number; bookmarked: number; watched: number }>(
    `SELECT count(*) FILTER (WHERE liked)::int AS liked, count(*) FILTER (WHERE bookmarked)::int AS bookmarked,
            count(*) FILTER (WHERE watched)::int AS watched
     FROM user_show WHERE user_id = $1`,
    [userId],
  );
  // Stryker disable next-line OptionalChaining: an aggregate without GROUP BY always returns exactly one row
  return { liked: { count: row?.liked ?? 0 }, bookmarked: { count: row?.bookmarked ?? 0 }, watched: row?.watched ?? 0 };
}

export function markedShows(db: Queryable, userId: number, status: UserShowStatus, q: PageQuery): Promise<ShowPage> {
  const col = FLAG_COLUMN[status];
  return pagedShows(db, { showIds: `SELECT show_id FROM user_show WHERE user_id = $1 AND ${col}`, params: [userId] }, q);
}
