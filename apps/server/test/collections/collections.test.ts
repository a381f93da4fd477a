import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionPage, PeriodicList, PermanentCollectionResponse, SORT_OPTIONS } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { collections, sampleCard, sortIds } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const listIds = (key: string) =>
  t.db.query<{ id: number; release_date: string }>('SELECT id, release_date FROM periodic_list WHERE collection_key = $1', [key]);
const latestOf = (c: (typeof collections.periodic)[number]) => [...c.lists].sort((a, b) => (a.releaseDate < b.releaseDate ? 1 : -1))[0]!;
const card = sampleCard;

describe(`periodic collections on ${engine}`, () => {
  it('latest is the list with the greatest release date, its shows in curated order', async () => {
    for (const c of collections.periodic) {
      const latest = latestOf(c);
      const [row] = (await listIds(c.key)).filter((l) => l.release_date === latest.releaseDate);
      const list = await getOk(t.app, `/api/periodic-collection/${c.key}/sub/latest`, PeriodicList);
      expect(list).toEqual({ _id: String(row!.id), releaseDate: latest.releaseDate, shows: [...new Set(latest.shows)].map(card) });
    }
  });

  it('any list by id, and each sort order on request', async () => {
    const trending = collections.periodic.find((c) => c.key === 'trending-now')!;
    expect(trending.lists.length).toBeGreaterThan(1);
    for (const l of await listIds('trending-now')) {
      const expected = [...new Set(trending.lists.find((x) => x.releaseDate === l.release_date)!.shows)];
      const list = await getOk(t.app, `/api/periodic-collection/trending-now/sub/${l.id}`, PeriodicList);
      expect(list._id).toBe(String(l.id));
      expect(list.releaseDate).toBe(l.release_date);
      expect(list.shows.map((s) => s.id)).toEqual(expected);
      for (const sort of SORT_OPTIONS) {
        const sorted = await getOk(t.app, `/api/periodic-collection/trending-now/sub/${l.id}?sort=${sort}`, PeriodicList);
        expect(
          sorted.shows.map((s) => s.id),
          sort,
        ).toEqual(sortIds(expected, sort));
      }
    }
  });

  it('404s an unknown collection and an unknown list with their messages, 400s a bad list id or sort', async () => {
    expect((await getError(t.app, '/api/periodic-collection/nope/sub/latest', 404)).message).toBe('Collection not found');
    expect((await getError(t.app, '/api/periodic-collection/most-popular/sub/latest', 404)).message).toBe('Collection not found');
    expect((await getError(t.app, '/api/periodic-collection/trending-now/sub/999999', 404)).message).toBe('List not found');
    const [other] = await listIds('upcoming-release');
    expect((await getError(t.app, `/api/periodic-collection/trending-now/sub/${other!.id}`, 404)).message).toBe('List not found');
    await getError(t.app, '/api/periodic-collection/trending-now/sub/abc', 400);
    await getError(t.app, '/api/periodic-collection/trending-now/sub/latest?sort=random', 400);
    await getError(t.app, '/api/periodic-collection/Trending_Now/sub/latest', 400);
  });
});

describe(`permanent collections on ${engine}`, () => {
  it('each pages through its shows with name and description, in curated order or any sort order', async () => {
    for (const c of collections.permanent) {
      const expected = [...new Set(c.shows)];
      const first = await getOk(t.app, `/api/permanent-collection/${c.key}?limit=5`, PermanentCollectionResponse);
      expect(first).toMatchObject({ name: c.name, description: c.description, totalDocs: expected.length, limit: 5 });
      // without a sort: the curators' order, as the catalogue file lists them
      expect(first.results.map((s) => s.id)).toEqual(expected.slice(0, 5));
      for (const sort of SORT_OPTIONS) {
        const { ids } = await allPages(t.app, `/api/permanent-collection/${c.key}?sort=${sort}`, 5);
        expect(ids, `${c.key} ${sort}`).toEqual(sortIds(expected, sort));
      }
    }
  });

  it('404s a periodic or unknown key, 400s a malformed one', async () => {
    expect((await getError(t.app, '/api/permanent-collection/trending-now', 404)).message).toBe('Collection not found');
    expect((await getError(t.app, '/api/permanent-collection/nope', 404)).message).toBe('Collection not found');
    await getError(t.app, '/api/permanent-collection/NOT_A_KEY', 400);
  });
});

describe(`any collection by key on ${engine}`, () => {
  it('a periodic collection pages through its latest list', async () => {
    for (const c of collections.periodic) {
      const latest = [...new Set(latestOf(c).shows)];
      const page = await getOk(t.app, `/api/collection/${c.key}?limit=5&sort=name_asc`, CollectionPage);
      expect(page).toMatchObject({
        key: c.key,
        kind: 'periodic',
        name: c.name,
        description: c.description,
        releaseDate: latestOf(c).releaseDate,
        totalDocs: latest.length,
        totalPages: Math.ceil(latest.length / 5),
      });
      expect(page.results.map((s) => s.id)).toEqual(sortIds(latest, 'name_asc').slice(0, 5));
      const { ids } = await allPages(t.app, `/api/collection/${c.key}?sort=date_asc`, 4);
      expect(ids).toEqual(sortIds(latest, 'date_asc'));
    }
  });

  it('a permanent collection pages through its shows in curated order, without a release date', async () => {
    for (const c of collections.permanent) {
      const expected = [...new Set(c.shows)];
      const page = await getOk(t.app, `/api/collection/${c.key}?limit=100`, CollectionPage);
      expect(page).toMatchObject({
        key: c.key,
        kind: 'permanent',
        name: c.name,
        description: c.description,
        releaseDate: null,
        totalDocs: expected.length,
      });
      expect(page.results.map((s) => s.id)).toEqual(expected);
    }
  });

  it('404s an unknown key, and a periodic collection that has no list yet', async () => {
    expect((await getError(t.app, '/api/collection/unknown', 404)).message).toBe('Collection not found');
    await t.write(
      `INSERT INTO periodic_collection (key, name, description, frequency) VALUES ('empty-one', 'Empty', 'None yet', 'weekly')`,
    );
    try {
      expect((await getError(t.app, '/api/collection/empty-one', 404)).message).toBe('List not found');
      expect((await getError(t.app, '/api/periodic-collection/empty-one/sub/latest', 404)).message).toBe('List not found');
    } finally {
      await t.write(`DELETE FROM periodic_collection WHERE key = 'empty-one'`);
    }
  });

  it('caches every collection answer publicly', async () => {
    for (const path of ['periodic-collection/trending-now/sub/latest', 'permanent-collection/most-popular', 'collection/trending-now']) {
      const res = await t.app.inject(`/api/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
    }
  });
});
