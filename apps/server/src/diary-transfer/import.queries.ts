/** The statements of a diary import (import.ts): titles looked up exactly, the entries as they are, and the writes. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { ENTRY_COLUMNS, EntryRow } from '../diary/diary.queries.js';

const CompactRow = z.object({ compact: z.string(), show_id: Int });

/** One import of an account at a time: the second plans on what the first wrote (call in the import's transaction). */
export async function lockAccount(tx: Queryable, userId: number): Promise<void> {
  await tx.query(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
}

/**
 * The import adds nothing to followers' feeds (decision 0048): the diary's and the lists' activity triggers write no
 * row for the rest of this transaction (migration 0089). Call in the import's transaction.
 */
export async function quietActivity(tx: Queryable): Promise<void> {
  await tx.query(sql`SELECT set_config('klama.activity', 'quiet', true)`);
}

/** The shows whose compacted title is one of `compacts`, by id. */
export const showsWithCompactTitles = (db: Queryable, compacts: readonly string[]) =>
  rows(db, CompactRow, sql`SELECT DISTINCT compact, show_id FROM show_search_term WHERE compact = ANY(${compacts}) ORDER BY show_id`);

/** The account's entries for `showIds` (defaults for shows never touched; unknown shows have no row), locked when asked. */
export async function entriesOf(q: Queryable, userId: number, showIds: readonly number[], lock: boolean): Promise<EntryRow[]> {
  if (!showIds.length) return [];
  if (lock) await q.query(sql`SELECT 1 FROM user_show WHERE user_id = ${userId} AND show_id = ANY(${showIds}::int[]) FOR UPDATE`);
  return rows(
    q,
    EntryRow,
    sql`SELECT ${ENTRY_COLUMNS} FROM visible_show s LEFT JOIN user_show us ON us.show_id = s.id AND us.user_id = ${userId}
        WHERE s.id = ANY(${showIds}::int[])`,
  );
}

export interface EntryWrite {
  show_id: number;
  status: string | null;
  episodes: number | null;
  rating: number | null;
  notes: string | null;
  rewatches: number;
  started: string | null;
  finished: string | null;
  liked: boolean;
  bookmarked: boolean;
}

/** Writes entries in one statement: each replaces the account's entry for its show. */
export async function upsertEntries(tx: Queryable, userId: number, entries: readonly EntryWrite[]): Promise<void> {
  await tx.query(
    sql`INSERT INTO user_show (user_id, show_id, status, episodes_watched, rating, notes, rewatch_count, started_on, finished_on,
          liked, bookmarked, updated_at)
        SELECT ${userId}, x.show_id, x.status, x.episodes, x.rating, x.notes, x.rewatches, x.started, x.finished, x.liked, x.bookmarked, now()
        FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
          AS x(show_id int, status text, episodes int, rating numeric, notes text, rewatches int, started date, finished date,
               liked bool, bookmarked bool)
        ON CONFLICT (user_id, show_id) DO UPDATE SET status = EXCLUDED.status, episodes_watched = EXCLUDED.episodes_watched,
          rating = EXCLUDED.rating, notes = EXCLUDED.notes, rewatch_count = EXCLUDED.rewatch_count, started_on = EXCLUDED.started_on,
          finished_on = EXCLUDED.finished_on, liked = EXCLUDED.liked, bookmarked = EXCLUDED.bookmarked, updated_at = now()`,
  );
}
