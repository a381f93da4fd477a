/** A client written for the original API asks by the original's published ids: they answer as our keys do. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError } from '../api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// the original's ids (its published front end) → ours, in the sample catalogue
const COLLECTIONS = [
  ['66d4cf936b99b0e547a32e77', 'trending-now'],
  ['66e3bbeadecf46fd5d5a1b19', 'upcoming-release'],
  ['671cfb62f4591491a24fd42a', 'new-upcoming'],
  ['66e0cbedc3b4a34f972e7c95', 'most-popular'],
  ['66e0cc67c3b4a34f972e7cb7', 'viewers-choice'],
  ['679d79f9a955e82751787d9f', 'genre-fiction'],
] as const;
const PERIODIC = new Set(['trending-now', 'upcoming-release', 'new-upcoming']);
const PROVIDERS = [
  ['66ea48a71e1c5ad8406fbce5', 8, 'Netflix'],
  ['66ea48cd1e1c5ad8406fbcf1', 344, 'Rakuten Viki'],
  ['66ea48e71e1c5ad8406fbcfd', 9, 'Amazon Prime Video'],
  ['66ea48dc1e1c5ad8406fbcf7', 15, 'Hulu'],
  ['66ea48f11e1c5ad8406fbd03', 464, 'Kocowa'],
  ['66ea48b21e1c5ad8406fbceb', 1773, 'OnDemandKorea'],
] as const;

const body = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe(`the original's ids on ${engine}`, () => {
  it('name the same collections as our keys, by every collection call', async () => {
    for (const [original, key] of COLLECTIONS) {
      const route = PERIODIC.has(key) ? 'periodic-collection' : 'permanent-collection';
      const sub = PERIODIC.has(key) ? '/sub/latest?sort=name_asc' : '?page=1&limit=5';
      expect(await body(`/api/${route}/${original}${sub}`), key).toEqual(await body(`/api/${route}/${key}${sub}`));
      expect(await body(`/api/collection/${original}`), key).toMatchObject({ key, totalDocs: expect.any(Number) });
    }
  });

  it('name the same streaming services as TMDB ids', async () => {
    for (const [original, id, name] of PROVIDERS) {
      const page = await body(`/api/provider/detail/${original}?limit=3`);
      expect(page).toMatchObject({ id, name });
      expect(page).toEqual(await body(`/api/provider/detail/${id}?limit=3`));
    }
  });

  it('leave other ids alone: an unknown one is 404 or 400 as any unknown key', async () => {
    await getError(t.app, '/api/permanent-collection/66e0cbedc3b4a34f972e7c96', 404);
    await getError(t.app, '/api/provider/detail/66ea48a71e1c5ad8406fbce6', 400);
    await getError(t.app, '/api/collection/66d4cf936b99b0e547a32e77x', 404);
  });
});
