/**
 * Loading the sample catalogue into an empty database: the data every other catalogue test reads
 * comes from a template loaded once per run (test/global-setup.ts), so the loader itself is
 * checked here, inside a test, against the files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionPage, HeroList, PeriodicList, Profile, ShowPage } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { about, collections, heroes, representativeShows, shows } from '../sample-catalogue.js';
import { isCatalogueEmpty, loadSampleCatalogue } from '../../src/sample-catalogue/load-sample.js';
import { stableId } from '../../src/sample-catalogue/stable-id.js';
import { expectShowMatchesSample } from './expect-show.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe(`loading the sample catalogue on ${engine}`, () => {
  it('fills an empty database with every show as in its file, and the collections, heroes and About text', async () => {
    expect(await isCatalogueEmpty(t.db)).toBe(true);
    expect(await loadSampleCatalogue(t.db)).toEqual({ shows: shows.length });
    expect(await isCatalogueEmpty(t.db)).toBe(false);

    expect((await getOk(t.app, '/api/show?limit=1', ShowPage)).totalDocs).toBe(shows.length);
    for (const s of representativeShows) await expectShowMatchesSample(t.app, s);

    for (const c of collections.periodic) {
      const lists = await t.db.query<{ id: number; release_date: string }>(
        'SELECT id, release_date FROM periodic_list WHERE collection_key = $1 ORDER BY release_date',
        [c.key],
      );
      expect(lists.map((l) => l.release_date)).toEqual(c.lists.map((l) => l.releaseDate).sort());
      for (const l of lists) {
        const list = await getOk(t.app, `/api/periodic-collection/${c.key}/sub/${l.id}`, PeriodicList);
        expect(list.shows.map((s) => s.id)).toEqual([...new Set(c.lists.find((x) => x.releaseDate === l.release_date)!.shows)]);
      }
      expect(await getOk(t.app, `/api/collection/${c.key}`, CollectionPage)).toMatchObject({ name: c.name, description: c.description });
    }
    for (const c of collections.permanent) {
      const page = await getOk(t.app, `/api/collection/${c.key}?limit=100`, CollectionPage);
      expect(page).toMatchObject({ kind: 'permanent', name: c.name, description: c.description, totalDocs: new Set(c.shows).size });
    }
    for (const r of collections.recommendations) {
      const rows = await t.db.query<{ recommended_id: number }>(
        'SELECT recommended_id FROM recommendation WHERE show_id = $1 ORDER BY position',
        [r.show],
      );
      expect(rows.map((x) => x.recommended_id)).toEqual([...new Set(r.shows)].filter((id) => id !== r.show));
    }

    const slides = await getOk(t.app, '/api/hero', HeroList);
    // in English (the call's default language); the Korean beside it is curated-korean.test.ts's
    expect(slides).toEqual([...heroes].sort((a, b) => a.order - b.order).map(({ ko: _korean, ...english }) => english));
    expect(await getOk(t.app, '/api/profile', Profile)).toEqual({ about });
  });

  it('gives people and keywords stable ids from their names (same on every load)', async () => {
    const [hyunBin] = await t.db.query<{ id: number; original_name: string }>(
      `SELECT id, original_name FROM person WHERE name = 'Hyun Bin'`,
    );
    expect(hyunBin).toEqual({ id: stableId('person:Hyun Bin'), original_name: '현빈' });
    const [keyword] = await t.db.query<{ id: number; uid: string }>(`SELECT id, uid FROM keyword WHERE name = 'north korea'`);
    expect(keyword).toEqual({ id: stableId('keyword:north korea'), uid: 'keyword-north-korea' });
  });

  it('stable ids are FNV-1a of the UTF-8 name, in [1e9, 2e9)', () => {
    // reference values of 32-bit FNV-1a: "" → 0x811c9dc5, "a" → 0xe40c292c
    expect(stableId('')).toBe(1_000_000_000 + (0x811c9dc5 % 1_000_000_000));
    expect(stableId('a')).toBe(1_000_000_000 + (0xe40c292c % 1_000_000_000));
    expect(stableId('현빈')).not.toBe(stableId('현반'));
    for (const name of ['x', 'person:Hyun Bin', '사랑의 불시착']) {
      expect(stableId(name)).toBeGreaterThanOrEqual(1e9);
      expect(stableId(name)).toBeLessThan(2e9);
    }
  });
});
