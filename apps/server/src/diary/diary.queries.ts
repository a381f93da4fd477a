/**
 * Diary entries: read, patch (one transaction holding the entry's row lock, so concurrent patches of
 * different fields all land), clear; the diary list paged in SQL; statistics in one statement.
 */
import {
  DIARY_LIMITS,
  DIARY_STATUSES,
  DiaryStats,
  Entry,
  type DiaryPage,
  type DiaryQuery,
  type DiarySort,
  type EntryChange,
  type EntryPatch,
  utcDay,
} from '@klama/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, orderBy, pageOf, toCard } from '../catalogue/show-cards.js';
import { invalidField } from '../plugins/errors.js';
import { applyPatch, FieldError, fieldsStillNewer, stampAll, stampFields, type DiaryFields, type FieldTimes } from './diary-rules.js';

/** The entry's columns from `user_show us` (may be absent: a LEFT JOIN) and `show s`. */
export const ENTRY_COLUMNS = sql`s.id AS show_id, nullif(s.number_of_episodes, 0) AS total_episodes, us.status,
  coalesce(us.episodes_watched, 0) AS episodes_watched, us.rating::float8 AS rating, us.notes,
  coalesce(us.rewatch_count, 0) AS rewatch_count, us.started_on, us.finished_on, coalesce(us.liked, false) AS liked,
  coalesce(us.bookmarked, false) AS bookmarked, coalesce(us.watched, false) AS watched, us.updated_at`;

export const EntryRow = z.object({
  show_id: Int,
  total_episodes: Int.nullable(),
  status: Entry.shape.status,
  episodes_watched: Int,
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  rewatch_count: Int,
  started_on: z.string().nullable(),
  finished_on: z.string().nullable(),
  liked: z.boolean(),
  bookmarked: z.boolean(),
  watched: z.boolean(),
  updated_at: Timestamp.nullable(),
});
export type EntryRow = z.infer<typeof EntryRow>;

export const toEntry = (r: EntryRow): Entry => ({
  showId: r.show_id,
  status: r.status,
  episodesWatched: r.episodes_watched,
  totalEpisodes: r.total_episodes,
  rating: r.rating,
  notes: r.notes,
  rewatchCount: r.rewatch_count,
  startedOn: r.started_on,
  finishedOn: r.finished_on,
  liked: r.liked,
  bookmarked: r.bookmarked,
  watched: r.watched,
  updatedAt: r.updated_at?.toISOString() ?? null,
});

export const fieldsOf = (r: EntryRow): DiaryFields => ({
  status: r.status,
  episodesWatched: r.episodes_watched,
  rating: r.rating,
  notes: r.notes,
  rewatchCount: r.rewatch_count,
  startedOn: r.started_on,
  finishedOn: r.finished_on,
});

/** A rule the database refused (a constraint or the diary trigger), named as the field it concerns. */
const CONSTRAINT_FIELDS: Record<string, [keyof DiaryFields, string]> = {
  user_show_status_check: ['status', `must be one of ${DIARY_STATUSES.join(', ')}`],
  user_show_episodes_watched_check: ['episodesWatched', 'is out of range'],
  user_show_episodes_within_total: ['episodesWatched', "must be at most the show's episode count"],
  user_show_completed_all_episodes: ['episodesWatched', 'a completed show has every episode watched'],
  user_show_rating_check: ['rating', 'must be from 1 to 10 in steps of 0.5'],
  user_show_notes_check: ['notes', `must be at most ${DIARY_LIMITS.notesMax} characters`],
  user_show_rewatch_count_check: ['rewatchCount', 'is out of range'],
  user_show_started_on_check: ['startedOn', 'is out of range'],
  user_show_finished_on_check: ['finishedOn', 'must not be before startedOn'],
  user_show_started_on_past: ['startedOn', 'must not be in the future'],
  user_show_finished_on_past: ['finishedOn', 'must not be in the future'],
};

function asFieldError(err: unknown): never {
  if (err instanceof FieldError) throw invalidField(`body.${err.field}`, err.message);
  const constraint = (err as { code?: string; constraint?: string }).constraint;
  const field = (err as { code?: string }).code === '23514' && constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  if (field) throw invalidField(`body.${field[0]}`, field[1]);
  throw err;
}

/** The caller's entry for a show (defaults when never touched); undefined when the show does not exist or is hidden. */
export async function readEntry(db: Queryable, userId: number, showId: number): Promise<Entry | undefined> {
  const row = await firstRow(
    db,
    EntryRow,
    sql`SELECT ${ENTRY_COLUMNS} FROM visible_show s LEFT JOIN user_show us ON us.show_id = s.id AND us.user_id = ${userId}
        WHERE s.id = ${showId}`,
  );
  return row && toEntry(row);
}

/** UTC today, as the database's diary trigger sees it. */
export const today = () => utcDay();

/** `user_show.field_changed_at`: epoch milliseconds by field name. */
const FieldTimesColumn = z.record(z.string(), z.number()).transform((times) => times as FieldTimes);
const LockedEntryRow = EntryRow.extend({ field_changed_at: FieldTimesColumn });

/** The SQL that sets the field times (a parameter, never text of the request). */
export const fieldTimes = (times: FieldTimes): Sql => sql`${JSON.stringify(times)}::jsonb`;

/**
 * Applies a change under the entry's row lock: the row is made to exist, locked, read, changed by the
 * rules and written back, all in one transaction. A concurrent patch waits for the lock and then reads
 * what this one wrote, so no field is lost. A change that says when it was made (`changedAt`, made offline)
 * leaves alone every field that changed later (decision 0052); when no field is left, nothing is written.
 * undefined when the show does not exist or is hidden (nothing is written).
 */
export async function patchEntry(db: Database, userId: number, showId: number, change: EntryChange): Promise<Entry | undefined> {
  const { changedAt, ...patch } = change;
  const at = changedAt === undefined ? Date.now() : Date.parse(changedAt);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        sql`INSERT INTO user_show (user_id, show_id) SELECT ${userId}, s.id FROM visible_show s WHERE s.id = ${showId}
            ON CONFLICT DO NOTHING`,
      );
      const row = await firstRow(
        tx,
        LockedEntryRow,
        sql`SELECT ${ENTRY_COLUMNS}, us.field_changed_at FROM user_show us JOIN visible_show s ON s.id = us.show_id
            WHERE us.user_id = ${userId} AND us.show_id = ${showId} FOR UPDATE OF us`,
      );
      if (!row) return undefined;
      const times = row.field_changed_at;
      const winning = changedAt === undefined ? patch : fieldsStillNewer(patch, times, at);
      if (!Object.keys(winning).length) return readEntry(tx, userId, showId);
      const current = fieldsOf(row);
      const next = applyPatch(current, winning, row.total_episodes, today());
      await tx.query(
        sql`UPDATE user_show SET ${assignments(next)}, field_changed_at = ${fieldTimes(stampFields(times, current, next, winning, at))},
              updated_at = now()
            WHERE user_id = ${userId} AND show_id = ${showId}`,
      );
      return readEntry(tx, userId, showId);
    });
  } catch (err) {
    asFieldError(err);
  }
}

const assignments = (f: DiaryFields): Sql =>
  sql`status = ${f.status}, episodes_watched = ${f.episodesWatched}, rating = ${f.rating}, notes = ${f.notes},
      rewatch_count = ${f.rewatchCount}, started_on = ${f.startedOn}::date, finished_on = ${f.finishedOn}::date`;

/**
 * Writes an imported entry in the caller's transaction, by the same rules as a patch. `merge` (imports
 * from other sites): progress is capped at the show's episode count, and plan-to-watch never replaces a
 * status the fan already has. A FieldError leaves nothing written. Unchanged entries are not touched.
 */
export async function writeEntry(
  tx: Queryable,
  userId: number,
  showId: number,
  patch: EntryPatch,
  flags: { liked: boolean | null; bookmarked: boolean | null },
  merge: boolean,
): Promise<void> {
  await tx.query(sql`SELECT 1 FROM user_show WHERE user_id = ${userId} AND show_id = ${showId} FOR UPDATE`);
  const row = await firstRow(
    tx,
    LockedEntryRow,
    sql`SELECT ${ENTRY_COLUMNS}, coalesce(us.field_changed_at, '{}'::jsonb) AS field_changed_at
        FROM show s LEFT JOIN user_show us ON us.show_id = s.id AND us.user_id = ${userId} WHERE s.id = ${showId}`,
  );
  const current = fieldsOf(row!);
  const total = row!.total_episodes;
  const p = { ...patch };
  if (merge && total !== null && p.episodesWatched !== undefined && p.episodesWatched > total) p.episodesWatched = total;
  if (merge && p.status === 'plan_to_watch' && current.status !== null) delete p.status;
  if (!Object.keys(p).length && flags.liked === null && flags.bookmarked === null) return;
  const next = Object.keys(p).length ? applyPatch(current, p, total, today()) : current;
  const liked = flags.liked ?? row!.liked;
  const bookmarked = flags.bookmarked ?? row!.bookmarked;
  const unchanged =
    row!.updated_at !== null && JSON.stringify(next) === JSON.stringify(current) && liked === row!.liked && bookmarked === row!.bookmarked;
  if (unchanged) return;
  await tx.query(sql`INSERT INTO user_show (user_id, show_id) VALUES (${userId}, ${showId}) ON CONFLICT DO NOTHING`);
  await tx.query(
    sql`UPDATE user_show SET ${assignments(next)}, liked = ${liked}, bookmarked = ${bookmarked},
          field_changed_at = ${fieldTimes(stampFields(row!.field_changed_at, current, next, p, Date.now()))}, updated_at = now()
        WHERE user_id = ${userId} AND show_id = ${showId}`,
  );
}

/**
 * Clears the diary fields (liked and bookmarked stay). The row stays too, with the time of the clearing, so a change
 * made offline before it does not bring the fields back (decision 0052). false: no such show, or hidden (nothing cleared).
 */
export async function clearEntry(db: Queryable, userId: number, showId: number): Promise<boolean> {
  if (!(await db.query(sql`SELECT 1 FROM visible_show WHERE id = ${showId}`)).length) return false;
  await db.query(
    sql`UPDATE user_show SET status = NULL, episodes_watched = 0, rating = NULL, notes = NULL, rewatch_count = 0,
          started_on = NULL, finished_on = NULL, field_changed_at = field_changed_at || ${fieldTimes(stampAll({}, Date.now()))},
          updated_at = now()
        WHERE user_id = ${userId} AND show_id = ${showId}`,
  );
  return true;
}

/** A row is in the diary once it has a status, a rating or notes. */
const IN_DIARY = sql`(us.status IS NOT NULL OR us.rating IS NOT NULL OR us.notes IS NOT NULL)`;

/** Shows the operators hid leave the diary, its counts and its statistics (the rows are kept). */
const VISIBLE = sql`NOT EXISTS (SELECT 1 FROM show h WHERE h.id = us.show_id AND h.hidden)`;

const DIARY_ORDER: Record<DiarySort, Sql> = {
  updated_desc: sql`us.updated_at DESC, s.id`,
  rating_desc: sql`us.rating DESC NULLS LAST, us.updated_at DESC, s.id`,
  date_desc: orderBy('date_desc'),
  date_asc: orderBy('date_asc'),
  name_asc: orderBy('name_asc'),
  original_name_asc: orderBy('original_name_asc'),
};

/** A page's rows: its entries with the diary's total, or the total alone (a page past the end). */
const DiaryPageRow = z.union([CardRow.extend(EntryRow.shape).extend({ total: Int }), z.object({ total: Int, id: z.null() })]);

/** A page of the caller's diary, optionally one status, counted and sliced in one statement. */
export async function diaryPage(db: Queryable, userId: number, q: DiaryQuery): Promise<DiaryPage> {
  const where = q.status
    ? sql`us.user_id = ${userId} AND us.status = ${q.status} AND ${VISIBLE}`
    : sql`us.user_id = ${userId} AND ${IN_DIARY} AND ${VISIBLE}`;
  const page = await rows(
    db,
    DiaryPageRow,
    sql`SELECT (SELECT count(*)::int FROM user_show us WHERE ${where}) AS total, p.* FROM (SELECT 1) one
        LEFT JOIN LATERAL (
          SELECT ${CARD_COLUMNS}, ${ENTRY_COLUMNS} FROM user_show us JOIN show s ON s.id = us.show_id WHERE ${where}
          ORDER BY ${DIARY_ORDER[q.sort]} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}) p ON true`,
  );
  const results = page.flatMap((r) => (r.id === null ? [] : [{ show: toCard(r), entry: toEntry(r) }]));
  return pageOf(results, page[0]?.total ?? 0, q);
}

const StatsRow = z.object({
  statuses: z.partialRecord(z.enum(DIARY_STATUSES), Int).nullable(),
  episodes: Int,
  mean_rating: z.number().nullable(),
  ratings: z.array(z.object({ bucket: Int, count: Int })),
  genres: DiaryStats.shape.genres,
  per_year: DiaryStats.shape.completedPerYear,
});

const TOP_GENRES = 10;

/**
 * Everything the statistics panel shows, in one statement. Genres count the shows the fan has seen some
 * of (every status but plan_to_watch); a completed show counts in the year it was finished (one whose
 * day is unknown, as an import from another site leaves it, in none); a rating counts in its whole-number bucket (7.5 → "7").
 */
export async function diaryStats(db: Queryable, userId: number): Promise<DiaryStats> {
  const row = await firstRow(
    db,
    StatsRow,
    sql`WITH mine AS MATERIALIZED (SELECT * FROM user_show us WHERE us.user_id = ${userId} AND ${VISIBLE})
        SELECT
          (SELECT json_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM mine WHERE status IS NOT NULL GROUP BY status) c) AS statuses,
          (SELECT coalesce(sum(episodes_watched), 0)::int FROM mine) AS episodes,
          (SELECT round(avg(rating), 2)::float8 FROM mine) AS mean_rating,
          (SELECT coalesce(json_agg(json_build_object('bucket', bucket, 'count', n)), '[]'::json)
             FROM (SELECT floor(rating)::int AS bucket, count(*)::int AS n FROM mine WHERE rating IS NOT NULL GROUP BY 1) h) AS ratings,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'count', n) ORDER BY n DESC, name), '[]'::json)
             FROM (SELECT g.id, g.name, count(*)::int AS n FROM mine m JOIN show_genre sg ON sg.show_id = m.show_id
                   JOIN genre g ON g.id = sg.genre_id WHERE m.status IN ('watching', 'completed', 'on_hold', 'dropped')
                   GROUP BY g.id, g.name ORDER BY n DESC, g.name LIMIT ${TOP_GENRES}) t) AS genres,
          (SELECT coalesce(json_agg(json_build_object('year', y, 'count', n) ORDER BY y), '[]'::json)
             FROM (SELECT extract(year FROM finished_on)::int AS y, count(*)::int AS n
                   FROM mine WHERE status = 'completed' AND finished_on IS NOT NULL GROUP BY 1) py) AS per_year`,
  );
  const r = row!;
  const ratings = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 0]));
  for (const b of r.ratings) ratings[String(b.bucket)] = b.count;
  return {
    statuses: Object.fromEntries(DIARY_STATUSES.map((s) => [s, r.statuses?.[s] ?? 0])) as DiaryStats['statuses'],
    episodesWatched: r.episodes,
    minutesWatched: r.episodes * DIARY_LIMITS.minutesPerEpisode,
    meanRating: r.mean_rating,
    ratings,
    genres: r.genres,
    completedPerYear: r.per_year,
  };
}
