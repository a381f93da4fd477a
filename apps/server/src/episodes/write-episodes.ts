/**
 * Writes episodes in the caller's transaction (the one that writes their shows and so bumps the
 * catalogue version): a show's episodes are replaced as a whole, like its credits, so an episode or
 * a season dropped upstream disappears on the next import.
 */
import type { Queryable } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { sql } from '../db/sql.js';

export interface EpisodeRow {
  showId: number;
  seasonNumber: number;
  episodeNumber: number;
  name: string | null;
  airDate: string | null;
  runtime: number | null;
}

/** Deletes every episode of `showIds`. */
export async function deleteEpisodes(tx: Queryable, showIds: readonly number[]): Promise<void> {
  if (showIds.length) await tx.query(sql`DELETE FROM episode WHERE show_id = ANY(${showIds}::int[])`);
}

/** Replaces the episodes of `showIds` with `rows` (rows of other shows are ignored). */
export async function replaceEpisodes(tx: Queryable, showIds: readonly number[], rows: readonly EpisodeRow[]): Promise<void> {
  if (!showIds.length) return;
  await deleteEpisodes(tx, showIds);
  const kept = new Set(showIds);
  await insertRows(
    tx,
    'episode',
    ['show_id', 'season_number', 'episode_number', 'name', 'air_date', 'runtime'],
    rows.filter((r) => kept.has(r.showId)).map((r) => [r.showId, r.seasonNumber, r.episodeNumber, r.name, r.airDate, r.runtime]),
    'ON CONFLICT DO NOTHING',
  );
}
