/**
 * A show's details with its seasons' episodes: the first request appends `season/1` to the show's own
 * sections (most dramas have one season); later seasons come in one more request, appended in
 * batches that respect TMDB's limit of 20 appended items. The `season/N` keys are merged into the
 * details object, as a file import line would carry them.
 */
import type { TmdbGet } from './client.js';
import { APPEND_TO_RESPONSE } from './types.js';
import { seasonBatches, seasonsToFetch, TMDB_APPEND_LIMIT } from '../tmdb-episodes.js';

export async function fetchDetailsWithSeasons(get: TmdbGet, id: number): Promise<unknown> {
  const common = { language: 'en-US', include_image_language: 'ko,en,null' };
  const details = await get<Record<string, unknown>>(`/tv/${id}`, { ...common, append_to_response: `${APPEND_TO_RESPONSE},season/1` });
  const later = seasonsToFetch(details).filter((n) => n !== 1);
  for (const batch of seasonBatches(later, TMDB_APPEND_LIMIT)) {
    const more = await get<Record<string, unknown>>(`/tv/${id}`, { language: 'en-US', append_to_response: batch });
    for (const key of batch.split(',')) if (more[key] !== undefined) details[key] = more[key];
  }
  return details;
}
