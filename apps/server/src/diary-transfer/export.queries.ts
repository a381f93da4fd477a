/**
 * Everything a user keeps, for the export: every entry with its show's titles and year, every list with its
 * items. Shows the operators hid are left out, as from every other answer (the rows stay, and come back
 * with the show).
 */
import { ExportedList, type KlamaExport } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { csvRow } from './csv.js';
import { ENTRY_COLUMNS, EntryRow, toEntry } from '../diary/diary.queries.js';

const ExportedEntryRow = EntryRow.extend({ name: z.string(), original_name: z.string(), year: Int.nullable() });
const ExportedListRow = ExportedList.extend({ items: ExportedList.shape.items.nullable() });

export async function exportData(db: Queryable, userId: number, username: string, now = new Date()): Promise<KlamaExport> {
  const entries = await rows(
    db,
    ExportedEntryRow,
    sql`SELECT ${ENTRY_COLUMNS}, s.name, s.original_name, extract(year FROM s.first_air_date)::int AS year
        FROM user_show us JOIN visible_show s ON s.id = us.show_id WHERE us.user_id = ${userId} ORDER BY us.show_id`,
  );
  const lists = await rows(
    db,
    ExportedListRow,
    sql`SELECT l.name, l.description, l.visibility,
          (SELECT json_agg(json_build_object('showId', i.show_id, 'name', s.name, 'position', i.position, 'note', i.note) ORDER BY i.position)
           FROM user_list_item i JOIN visible_show s ON s.id = i.show_id WHERE i.list_id = l.id) AS items
        FROM user_list l WHERE l.user_id = ${userId} ORDER BY l.id`,
  );
  return {
    format: 'klama-diary',
    version: 1,
    exportedAt: now.toISOString(),
    username,
    entries: entries.map((r) => {
      const { showId, status, episodesWatched, rating, notes, rewatchCount, startedOn, finishedOn, liked, bookmarked, updatedAt } =
        toEntry(r);
      const year = r.year;
      return {
        showId,
        name: r.name,
        original_name: r.original_name,
        year,
        status,
        episodesWatched,
        rating,
        notes,
        rewatchCount,
        startedOn,
        finishedOn,
        liked,
        bookmarked,
        updatedAt: updatedAt!,
      };
    }),
    lists: lists.map((l) => ({ name: l.name, description: l.description, visibility: l.visibility, items: l.items ?? [] })),
  };
}

export const CSV_COLUMNS = [
  'show_id',
  'title',
  'original_title',
  'year',
  'status',
  'episodes',
  'rating',
  'notes',
  'rewatches',
  'started_on',
  'finished_on',
  'liked',
  'bookmarked',
] as const;

/** The entries as CSV (lists have no place in one table: they are in the JSON export). */
export function exportCsv(data: KlamaExport): string {
  const lines = [csvRow(CSV_COLUMNS)];
  for (const e of data.entries)
    lines.push(
      csvRow([
        e.showId,
        e.name,
        e.original_name,
        e.year,
        e.status,
        e.episodesWatched,
        e.rating,
        e.notes,
        e.rewatchCount,
        e.startedOn,
        e.finishedOn,
        e.liked,
        e.bookmarked,
      ]),
    );
  return lines.join('\r\n') + '\r\n';
}
