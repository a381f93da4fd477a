/**
 * Writes episodes in the caller's transaction (the one that writes their shows and so bumps the
 * catalogue version): a show's episodes are replaced as a whole, like its credits, so an episode or
 * a season dropped upstream disappears on the next import.
 */
import type { Queryable } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { sql } from '../db/sql.js';
import { mapEpisodes, type EpisodeRow } from '../importer/tmdb-episodes.js';
import { seasonShowId, type MappedShow } from '../importer/map-show.js';

export type { EpisodeRow };

/** Replaces the episodes of `showIds` with `rows` (rows of other shows are ignored). */
export async function replaceEpisodes(tx: Queryable, showIds: readonly number[], rows: readonly EpisodeRow[]): Promise<void> {
  if (!showIds.length) return;
  await tx.query(sql`DELETE FROM episode WHERE show_id = ANY(${showIds}::int[])`);
  const kept = new Set(showIds);
  await insertRows(
    tx,
    'episode',
    ['show_id', 'season_number', 'episode_number', 'name', 'air_date', 'runtime'],
    rows.filter((r) => kept.has(r.showId)).map((r) => [r.showId, r.seasonNumber, r.episodeNumber, r.name, r.airDate, r.runtime]),
    'ON CONFLICT DO NOTHING',
  );
}

/**
 * An imported show's episodes: every show row its seasons can have (seasonShowId) loses what the new
 * object no longer lists, so a season TMDB dropped keeps no episodes.
 */
export async function writeImportedEpisodes(tx: Queryable, mapped: Pick<MappedShow, 'tmdbId' | 'shows'>, raw: unknown) {
  const { tmdbId } = mapped;
  const writtenIds = mapped.shows.map((s) => s.id);
  const written = new Set(writtenIds);
  const seasonIds = [tmdbId, ...Array.from({ length: 8 }, (_, i) => seasonShowId(tmdbId, i + 2))];
  const dropped = seasonIds.filter((id): id is number => id !== null && !written.has(id));
  if (dropped.length) await tx.query(sql`DELETE FROM episode WHERE show_id = ANY(${dropped}::int[])`);
  await replaceEpisodes(tx, writtenIds, mapEpisodes(tmdbId, raw));
}
