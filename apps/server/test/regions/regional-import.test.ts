/**
 * The importer keeps every region TMDB returns (ARCHITECTURE 7.2), with the offer type and the link, and a
 * second import drops what TMDB no longer lists: a provider gone from a region, a whole region gone.
 * Against the stub TMDB (fixtures tv/1008-regions*.json), on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegionalShowProviders, RegionProviders, ShowPage } from '@klama/contract';
import { runTmdbImport } from '../../src/importer/tmdb/import-run.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { startStubTmdb, type StubTmdb } from '../importer/stub-tmdb.js';
import { rows, stubClient } from '../importer/helpers.js';

let stub: StubTmdb;
let t: TestApp;
const link = (region: string) => `https://www.themoviedb.org/tv/1008/watch?locale=${region}`;
const importVersion = async (version: string) => {
  stub.useVersion(1008, version);
  const summary = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1008] });
  expect(summary).toMatchObject({ total: 1, failed: [] });
  await t.followed();
};
const offers = async (region: string) =>
  (await getOk(t.app, `/api/provider/show/1008?region=${region}`, RegionalShowProviders)).results.map((p) => `${p.name}:${p.type}`);
const discover = async (provider: number, region: string) =>
  (await getOk(t.app, `/api/show?provider=${provider}&region=${region}`, ShowPage)).results.map((s) => s.id);

beforeAll(async () => {
  stub = await startStubTmdb();
  t = await createTestApp({ seed: false });
  await importVersion('regions');
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('importing where to watch in every region', () => {
  it('keeps each region with its offer types and JustWatch link, by display priority; leaves out a code that is not a region', async () => {
    const kr = await getOk(t.app, '/api/provider/show/1008?region=KR', RegionalShowProviders);
    expect(kr).toMatchObject({ id: 1008, region: 'KR', availableRegions: ['GB', 'JP', 'KR', 'US'] });
    expect(kr.results.map((p) => ({ id: p.id, name: p.name, type: p.type, link: p.link }))).toEqual([
      { id: 1883, name: 'TVING', type: 'flatrate', link: link('KR') },
      { id: 8, name: 'Netflix', type: 'flatrate', link: link('KR') },
      { id: 356, name: 'wavve', type: 'flatrate', link: link('KR') },
      { id: 2, name: 'Apple TV', type: 'rent', link: link('KR') },
    ]);
    // display priorities (fixture): TVING 2, Netflix 3, wavve 4, U-NEXT 5, Apple TV 6, Rakuten Viki 11, Tubi 20
    expect(await offers('US')).toEqual(['Netflix:flatrate', 'Apple TV:buy', 'Rakuten Viki:flatrate', 'Tubi TV:ads']);
    expect(await offers('JP')).toEqual(['U-NEXT:flatrate', 'Apple TV:buy']);
    expect(await offers('GB')).toEqual(['Netflix:flatrate']);
    expect(await offers('FR')).toEqual([]);
  });

  it('answers the spec call without a region with the US offers', async () => {
    const us = await getOk(t.app, '/api/provider/show/1008', RegionalShowProviders);
    expect(us.region).toBe('US');
    expect(us.results.filter((p) => p.type === 'flatrate').map((p) => p.name)).toEqual(['Netflix', 'Rakuten Viki']);
  });

  it('lets Discover filter by a service streaming in a region (not one that only rents or sells it)', async () => {
    expect(await discover(1883, 'KR')).toEqual([1008]);
    expect(await discover(1883, 'US')).toEqual([]);
    expect(await discover(73, 'US')).toEqual([1008]); // with ads
    expect(await discover(2, 'KR')).toEqual([]); // rent
    expect((await getOk(t.app, '/api/provider?region=JP', RegionProviders)).results).toEqual([
      { id: 84, name: 'U-NEXT', logo_path: null, count: 1 },
    ]);
  });

  it('a second import drops a provider a region lost and a region that is gone, and adds a new one', async () => {
    await importVersion('regions-later');
    try {
      const kr = await getOk(t.app, '/api/provider/show/1008?region=KR', RegionalShowProviders);
      expect(kr.availableRegions).toEqual(['FR', 'JP', 'KR', 'US']);
      expect(kr.results.map((p) => `${p.name}:${p.type}`)).toEqual(['TVING:flatrate', 'Netflix:flatrate']);
      expect(await offers('GB')).toEqual([]);
      expect(await offers('FR')).toEqual(['Netflix:flatrate']);
      expect(await offers('US')).toEqual(['Netflix:flatrate', 'Apple TV:buy', 'Rakuten Viki:flatrate']);
      expect(await discover(356, 'KR')).toEqual([]);
      expect(await discover(8, 'GB')).toEqual([]);
      expect(await discover(8, 'FR')).toEqual([1008]);
      expect(
        await rows(t.db, `SELECT region, count(*)::int AS n FROM show_provider WHERE show_id = 1008 GROUP BY region ORDER BY region`),
      ).toEqual([
        { region: 'FR', n: 1 },
        { region: 'JP', n: 2 },
        { region: 'KR', n: 2 },
        { region: 'US', n: 3 },
      ]);
    } finally {
      stub.useVersion(1008, null);
    }
  });
});
