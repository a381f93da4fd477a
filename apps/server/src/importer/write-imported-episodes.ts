import type { Queryable } from '../db/client.js';
import { deleteEpisodes, replaceEpisodes } from '../episodes/write-episodes.js';
import { seasonShowId, type MappedShow } from './map-show.js';
import { mapEpisodes } from './tmdb-episodes.js';

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
  await deleteEpisodes(tx, dropped);
  await replaceEpisodes(tx, writtenIds, mapEpisodes(tmdbId, raw));
}
