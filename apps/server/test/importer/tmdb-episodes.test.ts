/**
 * Episodes mapped from a TMDB tv-details object, field by field, on hand-written objects: which episodes
 * are kept and under which show, what an episode's name, date and runtime become, and which seasons the
 * importer asks TMDB for. Pure (episodes-import.test.ts has the import that writes them).
 */
import { describe, expect, it } from 'vitest';
import { appendedSeasons, mapEpisodes, seasonBatches, seasonsToFetch } from '../../src/importer/tmdb-episodes.js';

const SHOW = 1234;
/** season 2 of show 1234 is show 9921234 (map-show.ts: "99" + season + TMDB id) */
const SEASON_2 = 9921234;

/** the one row an episode of season 1 maps to */
const one = (episode: Record<string, unknown>) =>
  mapEpisodes(SHOW, { 'season/1': { season_number: 1, episodes: [{ episode_number: 1, ...episode }] } });

describe('an episode row', () => {
  it('keeps the name in NFC, trimmed, without NUL characters, and at most 500 characters', () => {
    expect(one({ name: '  Cafe\u0301\0 Night  ' })).toEqual([
      { showId: SHOW, seasonNumber: 1, episodeNumber: 1, name: 'Café Night', airDate: null, runtime: null },
    ]);
    expect(one({ name: 'x'.repeat(600) })[0]!.name).toBe('x'.repeat(500));
    expect(one({ name: '   ' })[0]!.name).toBeNull();
    expect(one({ name: '' })[0]!.name).toBeNull();
    expect(one({ name: null })[0]!.name).toBeNull();
  });

  it('keeps a real calendar date from 1900 on, and no other', () => {
    const dateOf = (air_date: unknown) => one({ air_date })[0]!.airDate;
    expect(dateOf('2024-02-29')).toBe('2024-02-29');
    expect(dateOf('1900-01-01')).toBe('1900-01-01');
    expect(dateOf('1899-12-31')).toBeNull();
    expect(dateOf('2023-02-29')).toBeNull();
    expect(dateOf('2024-13-01')).toBeNull();
    expect(dateOf('2024-1-05')).toBeNull();
    expect(dateOf(' 2024-01-05')).toBeNull();
    expect(dateOf('2024-01-05T00:00:00Z')).toBeNull();
    expect(dateOf('')).toBeNull();
    expect(dateOf(null)).toBeNull();
  });

  it('keeps a runtime of 1 to 1000 whole minutes', () => {
    const runtimeOf = (runtime: unknown) => one({ runtime })[0]!.runtime;
    expect(runtimeOf(1)).toBe(1);
    expect(runtimeOf(1000)).toBe(1000);
    expect(runtimeOf(0)).toBeNull();
    expect(runtimeOf(1001)).toBeNull();
    expect(runtimeOf(45.5)).toBeNull();
    expect(runtimeOf(null)).toBeNull();
  });
});

describe('which episodes, under which show', () => {
  it('files season 1 under the show and seasons 2–9 under their own shows, ordered by show, season and episode', () => {
    const raw = {
      'season/2': { season_number: 2, episodes: [{ episode_number: 2 }, { episode_number: 1 }] },
      'season/1': { season_number: 1, episodes: [{ episode_number: 10 }, { episode_number: 9 }] },
      'season/9': { season_number: 9, episodes: [{ episode_number: 1 }] },
    };
    expect(mapEpisodes(SHOW, raw).map((e) => [e.showId, e.seasonNumber, e.episodeNumber])).toEqual([
      [SHOW, 1, 9],
      [SHOW, 1, 10],
      [SEASON_2, 2, 1],
      [SEASON_2, 2, 2],
      [9991234, 9, 1],
    ]);
  });

  it('leaves out a later season whose show id would not fit an int', () => {
    const raw = {
      'season/2': { season_number: 2, episodes: [{ episode_number: 1 }] },
      'season/1': { season_number: 1, episodes: [{ episode_number: 1 }] },
    };
    expect(mapEpisodes(300_000_000, raw).map((e) => e.showId)).toEqual([300_000_000]);
  });

  it('files an episode by its own season number over the season it is listed in', () => {
    const raw = { 'season/1': { season_number: 1, episodes: [{ episode_number: 1, season_number: 2 }] } };
    expect(mapEpisodes(SHOW, raw).map((e) => [e.showId, e.seasonNumber])).toEqual([[SEASON_2, 2]]);
  });

  it('keeps the first of two rows for the same episode, the season list before the next and last episode', () => {
    const raw = {
      'season/1': {
        season_number: 1,
        episodes: [
          { episode_number: 3, name: 'From the list' },
          { episode_number: 3, name: 'Again' },
        ],
      },
      last_episode_to_air: { season_number: 1, episode_number: 3, name: 'Last aired' },
      next_episode_to_air: { season_number: 1, episode_number: 4, name: 'Next' },
    };
    expect(mapEpisodes(SHOW, raw).map((e) => [e.episodeNumber, e.name])).toEqual([
      [3, 'From the list'],
      [4, 'Next'],
    ]);
  });

  it('takes the next and last episode of a show imported without season details, and only with a season number', () => {
    const raw = {
      last_episode_to_air: { season_number: 2, episode_number: 16, air_date: '2024-06-01' },
      next_episode_to_air: { episode_number: 1, air_date: '2024-07-01' },
    };
    expect(mapEpisodes(SHOW, raw)).toEqual([
      { showId: SEASON_2, seasonNumber: 2, episodeNumber: 16, name: null, airDate: '2024-06-01', runtime: null },
    ]);
    expect(mapEpisodes(SHOW, { next_episode_to_air: null, last_episode_to_air: 'soon' })).toEqual([]);
    expect(mapEpisodes(SHOW, null)).toEqual([]);
  });

  it('leaves out an episode that is not one: no episode number, or a season or episode number that is not a number', () => {
    const episodes = [
      { episode_number: 'one' },
      { name: 'No number' },
      { episode_number: 2, season_number: 'two' },
      'episode 3',
      null,
      { episode_number: 4 },
    ];
    expect(mapEpisodes(SHOW, { 'season/1': { season_number: 1, episodes } }).map((e) => e.episodeNumber)).toEqual([4]);
  });

  it('reads at most 1000 episodes of one season', () => {
    const episodes = Array.from({ length: 1005 }, (_, i) => ({ episode_number: i + 1 }));
    const rows = mapEpisodes(SHOW, { 'season/1': { season_number: 1, episodes } });
    expect(rows).toHaveLength(1000);
    expect(rows.at(-1)!.episodeNumber).toBe(1000);
  });
});

describe('appended seasons', () => {
  it('reads the season/N keys with one to four digits; a malformed season is skipped, not the show', () => {
    const raw = {
      'season/1': { season_number: 1, episodes: [{ episode_number: 1 }] },
      'season/2': { season_number: 'two', episodes: [] },
      'season/3': { season_number: 3 },
      'season/1000': { season_number: 1000, episodes: [] },
      'season/10000': { season_number: 5, episodes: [] },
      'season/4x': { season_number: 4, episodes: [] },
      'xseason/4': { season_number: 4, episodes: [] },
      'season/': { season_number: 4, episodes: [] },
    };
    expect(appendedSeasons(raw)).toEqual([
      { seasonNumber: 1, episodes: [{ episode_number: 1 }] },
      { seasonNumber: 3, episodes: [] },
      { seasonNumber: 1000, episodes: [] },
    ]);
    expect(appendedSeasons(null)).toEqual([]);
    expect(appendedSeasons('season/1')).toEqual([]);
  });
});

describe('seasons to ask TMDB for', () => {
  it('asks for the seasons 1–9 the show lists, once each, in order', () => {
    const seasons = [9, 0, 2, 10, 1, 2, 1.5, '3', null].map((season_number) => ({ season_number, episode_count: 4 }));
    expect(seasonsToFetch({ seasons })).toEqual([1, 2, 9]);
    expect(seasonsToFetch({ seasons: 'all' })).toEqual([]);
    expect(seasonsToFetch({})).toEqual([]);
    expect(seasonsToFetch(null)).toEqual([]);
  });

  it('names them in batches of the size asked for', () => {
    expect(seasonBatches([1, 2, 3, 4, 5], 2)).toEqual(['season/1,season/2', 'season/3,season/4', 'season/5']);
    expect(seasonBatches([1, 2], 2)).toEqual(['season/1,season/2']);
    expect(seasonBatches([])).toEqual([]);
  });
});
