/**
 * A show's details with its seasons' episodes, against a scripted in-process TMDB: what is asked for
 * in which request, and how the later seasons' answers are merged into the details object.
 */
import { describe, expect, it } from 'vitest';
import type { TmdbGet } from '../../src/importer/tmdb/client.js';
import { fetchDetailsWithSeasons } from '../../src/importer/tmdb/fetch-seasons.js';

type Query = Record<string, string | number | undefined>;

/** answers the first /tv/{id} request with `details`, later ones with `later` */
function fakeTmdb(details: Record<string, unknown>, later: Record<string, unknown> = {}) {
  const calls: { path: string; query: Query }[] = [];
  const get = (async (path: string, query: Query = {}) => {
    calls.push({ path, query });
    return structuredClone(calls.length === 1 ? details : later);
  }) as TmdbGet;
  return { get, calls };
}

const SECTIONS = 'aggregate_credits,keywords,videos,watch/providers,recommendations,alternative_titles,images,translations';

describe('a show’s details with its seasons', () => {
  it('asks for season 1 with the show’s sections, in English with Korean, English and untagged images', async () => {
    const tmdb = fakeTmdb({ id: 7, seasons: [{ season_number: 0 }, { season_number: 1 }], 'season/1': { season_number: 1 } });
    expect(await fetchDetailsWithSeasons(tmdb.get, 7)).toEqual({
      id: 7,
      seasons: [{ season_number: 0 }, { season_number: 1 }],
      'season/1': { season_number: 1 },
    });
    expect(tmdb.calls).toEqual([
      { path: '/tv/7', query: { language: 'en-US', include_image_language: 'ko,en,null', append_to_response: `${SECTIONS},season/1` } },
    ]);
  });

  it('asks for seasons 2–9 in one more request and merges the ones TMDB answers', async () => {
    const seasons = [1, 2, 3, 4, 12].map((season_number) => ({ season_number }));
    // TMDB answers nothing for season 4: the details get no key for it
    const tmdb = fakeTmdb({ id: 7, seasons }, { id: 7, name: 'not merged', 'season/2': { season_number: 2 }, 'season/3': null });
    const details = await fetchDetailsWithSeasons(tmdb.get, 7);
    expect(details).toEqual({ id: 7, seasons, 'season/2': { season_number: 2 }, 'season/3': null });
    expect(Object.keys(details as object)).toEqual(['id', 'seasons', 'season/2', 'season/3']);
    expect(tmdb.calls[1]).toEqual({ path: '/tv/7', query: { language: 'en-US', append_to_response: 'season/2,season/3,season/4' } });
    expect(tmdb.calls).toHaveLength(2);
  });
});
