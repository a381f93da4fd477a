/** Episodes from TMDB: appended season details, next/last episode, and re-imports that drop episodes and seasons. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowEpisodes } from '@klama/contract';
import { runTmdbImport } from '../../src/importer/tmdb/import-run.js';
import { importFile } from '../../src/importer/file-import.js';
import { mapEpisodes, seasonBatches } from '../../src/importer/tmdb-episodes.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { startStubTmdb, type StubTmdb } from './stub-tmdb.js';
import { rows, stubClient } from './helpers.js';

const SEASON_2 = 9921001; // season 2 of Hospital Days (1001) is its own show

let stub: StubTmdb;
let t: TestApp;
beforeAll(async () => {
  stub = await startStubTmdb();
  t = await createTestApp({ seed: false });
  await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001, 1005] });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const episodesOf = (showId: number) =>
  rows<{ season_number: number; episode_number: number; name: string | null; air_date: string | null; runtime: number | null }>(
    t.db,
    `SELECT season_number, episode_number, name, to_char(air_date, 'YYYY-MM-DD') AS air_date, runtime FROM episode
     WHERE show_id = $1 ORDER BY season_number, episode_number`,
    [showId],
  );

describe('episodes from the TMDB import', () => {
  it('fetches season 1 with the show and later seasons in one more request, and files each season under its show', async () => {
    expect(stub.requests.filter((p) => p === '/3/tv/1001')).toHaveLength(2);
    const first = await episodesOf(1001);
    expect(first).toHaveLength(12);
    expect(first[0]).toEqual({ season_number: 1, episode_number: 1, name: 'The First Day', air_date: '2020-03-12', runtime: 90 });
    expect(first[11]).toEqual({ season_number: 1, episode_number: 12, name: 'Episode 12', air_date: '2020-05-28', runtime: 90 });
    const second = await episodesOf(SEASON_2);
    expect(second).toHaveLength(12);
    expect(second[0]).toMatchObject({ season_number: 2, episode_number: 1, air_date: '2021-06-17', runtime: 100 });
    // 2021-02-30 is not a date: the episode stays, off the calendar
    expect(second[5]).toMatchObject({ episode_number: 6, air_date: null });
  });

  it('takes a planned show’s next episode when TMDB has no season details yet', async () => {
    expect(await episodesOf(1005)).toEqual([
      { season_number: 1, episode_number: 1, name: 'Episode 1', air_date: '2027-03-05', runtime: null },
    ]);
  });

  it('answers GET show/episodes by season', async () => {
    const body = await getOk(t.app, '/api/show/episodes/1001', ShowEpisodes);
    expect(body.id).toBe(1001);
    expect(body.seasons.map((s) => [s.season_number, s.episodes.length])).toEqual([[1, 12]]);
    expect(body.seasons[0]!.episodes[0]).toEqual({ episode_number: 1, name: 'The First Day', air_date: '2020-03-12', runtime: 90 });
  });

  it('a re-import removes what TMDB dropped: an episode, and a whole season, and bumps the catalogue version', async () => {
    const before = await readCatalogueVersion(t.db);
    stub.useVersion(1001, 'dropped');
    try {
      await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001], restart: true });
    } finally {
      stub.useVersion(1001, null);
    }
    expect((await episodesOf(1001)).map((e) => e.episode_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await episodesOf(SEASON_2)).toEqual([]);
    expect(await readCatalogueVersion(t.db)).toBeGreaterThan(before);
    // and the next import brings them back
    await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001], restart: true });
    expect(await episodesOf(SEASON_2)).toHaveLength(12);
  });

  it('the file import reads season details carried as TMDB appends them', async () => {
    const details = JSON.parse(readFileSync(new URL('./fixtures/tv/1002.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    details['season/1'] = {
      season_number: 1,
      episodes: [
        { episode_number: 1, season_number: 1, name: 'Arrival', air_date: '2019-11-20', runtime: 70 },
        { episode_number: 2, season_number: 1, name: 'Departure', air_date: '2019-11-21', runtime: 70 },
      ],
    };
    const path = join(mkdtempSync(join(tmpdir(), 'klama-episodes-')), 'shows.jsonl');
    writeFileSync(path, `${JSON.stringify(details)}\n`);
    expect((await importFile(t.db, path)).bad).toEqual([]);
    expect((await episodesOf(1002)).map((e) => [e.episode_number, e.name, e.air_date])).toEqual([
      [1, 'Arrival', '2019-11-20'],
      [2, 'Departure', '2019-11-21'],
    ]);
  });
});

describe('episode mapping', () => {
  it('leaves out specials, seasons without a show of their own and malformed episodes', () => {
    const raw = {
      'season/0': { season_number: 0, episodes: [{ episode_number: 1, air_date: '2020-01-01' }] },
      'season/12': { season_number: 12, episodes: [{ episode_number: 1, air_date: '2020-01-01' }] },
      'season/1': { season_number: 1, episodes: [{ episode_number: 'one' }, { episode_number: 2, air_date: '2020-01-02', runtime: -5 }] },
    };
    expect(mapEpisodes(7, raw)).toEqual([
      { showId: 7, seasonNumber: 1, episodeNumber: 2, name: null, airDate: '2020-01-02', runtime: null },
    ]);
  });

  it('asks for at most 20 seasons in one request', () => {
    const batches = seasonBatches(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(batches.map((b) => b.split(',').length)).toEqual([20, 5]);
    expect(batches[1]).toBe('season/21,season/22,season/23,season/24,season/25');
  });
});
