/** admin/collections and admin/profile: curated collections and the About text, as readers then see them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ShowCard, type AdminCollection } from '@klama/contract';
import { engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { about as sampleAbout, aboutKo as sampleAboutKo, collections as sample } from '../sample-catalogue.js';
import { call, lastAudit, adminTestApp } from './helpers.js';

const [A, B, C] = [9000001, 9000114, 9000106];
const Latest = z.object({ releaseDate: z.string(), shows: z.array(ShowCard) });

describe(`admin/collections on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => void ({ t, auth } = ctx));

  it('lists both kinds with their shows in curated order', async () => {
    const all: AdminCollection[] = await call(t.app, auth, 'GET', '/api/admin/collections');
    expect(all.map((c) => c.key).sort()).toEqual([...sample.permanent, ...sample.periodic].map((c) => c.key).sort());
    const popular = all.find((c) => c.key === 'most-popular')!;
    expect(popular).toMatchObject({
      kind: 'permanent',
      frequency: null,
      showIds: sample.permanent.find((p) => p.key === 'most-popular')!.shows,
    });
    const trending = all.find((c) => c.key === 'trending-now')!;
    const lists = [...sample.periodic.find((p) => p.key === 'trending-now')!.lists].sort((a, b) =>
      b.releaseDate.localeCompare(a.releaseDate),
    );
    expect(trending).toMatchObject({ kind: 'periodic', frequency: 'weekly' });
    expect(trending.lists.map((l) => [l.releaseDate, l.showIds])).toEqual(lists.map((l) => [l.releaseDate, l.shows]));
  });

  it('creates a permanent collection with a slug key, sets its shows in order, and readers see it', async () => {
    const created = await call(
      t.app,
      auth,
      'POST',
      '/api/admin/collections',
      { key: 'slow-burn', name: 'Slow Burn', description: 'Take your time.', kind: 'permanent' },
      201,
    );
    expect(created).toEqual({
      key: 'slow-burn',
      name: 'Slow Burn',
      description: 'Take your time.',
      kind: 'permanent',
      frequency: null,
      showIds: [],
      lists: [],
      ko: { name: null, description: null },
    });
    expect(await getOk(t.app, '/api/permanent-collection/slow-burn', z.object({ name: z.string(), totalDocs: z.number() }))).toMatchObject({
      name: 'Slow Burn',
      totalDocs: 0,
    });

    const set = await call(t.app, auth, 'PUT', '/api/admin/collections/slow-burn/items', { showIds: [C, A, B] });
    expect(set.showIds).toEqual([C, A, B]);
    const Page = z.object({ results: z.array(ShowCard) });
    // readers see the curators' order, by either call, unless they ask for a sort
    expect((await getOk(t.app, '/api/permanent-collection/slow-burn', Page)).results.map((s) => s.id)).toEqual([C, A, B]);
    expect((await getOk(t.app, '/api/collection/slow-burn', Page)).results.map((s) => s.id)).toEqual([C, A, B]);
    expect((await getOk(t.app, '/api/permanent-collection/slow-burn?limit=2&page=2', Page)).results.map((s) => s.id)).toEqual([B]);
    const byName = (await getOk(t.app, '/api/permanent-collection/slow-burn?sort=name_asc', Page)).results.map((s) => s.name);
    expect(byName).toEqual([...byName].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(byName).not.toEqual((await getOk(t.app, '/api/permanent-collection/slow-burn', Page)).results.map((s) => s.name));
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'collection.items',
      target: 'collection/slow-burn',
      before: [],
      after: [C, A, B],
    });

    const reordered = await call(t.app, auth, 'PUT', '/api/admin/collections/slow-burn/items', { showIds: [B, C] });
    expect(reordered.showIds).toEqual([B, C]);
    expect((await getOk(t.app, '/api/permanent-collection/slow-burn', Page)).results.map((s) => s.id)).toEqual([B, C]);
    const edited = await call(t.app, auth, 'PATCH', '/api/admin/collections/slow-burn', { name: 'Slow Burners' });
    expect(edited).toMatchObject({ name: 'Slow Burners', description: 'Take your time.' });
    expect((await getOk(t.app, '/api/collection/slow-burn', z.object({ name: z.string() }))).name).toBe('Slow Burners');
  });

  it('adds a dated list to a periodic collection: it becomes the latest, in its curated order', async () => {
    const after = await call(
      t.app,
      auth,
      'POST',
      '/api/admin/collections/trending-now/lists',
      { releaseDate: '2031-02-03', showIds: [B, A, C] },
      201,
    );
    expect(after.lists[0]).toMatchObject({ releaseDate: '2031-02-03', showIds: [B, A, C] });
    const latest = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest', Latest);
    expect(latest.releaseDate).toBe('2031-02-03');
    expect(latest.shows.map((s) => s.id)).toEqual([B, A, C]);
    await call(t.app, auth, 'POST', '/api/admin/collections/trending-now/lists', { releaseDate: '2031-02-03', showIds: [A] }, 409);
  });

  it('refuses bad keys, clashes, unknown or repeated shows, the wrong kind and impossible dates', async () => {
    for (const key of ['Slow Burn', 'slow_burn', '-slow', 'slow--burn', 'UPPER', 'a'.repeat(61), '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/collections',
        headers: auth,
        payload: { key, name: `Name ${key}`, kind: 'permanent' },
      });
      expect(res.statusCode, key).toBe(400);
    }
    await call(t.app, auth, 'POST', '/api/admin/collections', { key: 'most-popular', name: 'Another', kind: 'permanent' }, 409);
    await call(t.app, auth, 'POST', '/api/admin/collections', { key: 'other-name', name: 'most popular', kind: 'periodic' }, 409);
    await call(t.app, auth, 'POST', '/api/admin/collections', { key: 'x', name: 'X', kind: 'weird' }, 400);
    const unknown = await call(t.app, auth, 'PUT', '/api/admin/collections/most-popular/items', { showIds: [A, 123456789] }, 400);
    expect(unknown.message).toBe('Unknown show ids: 123456789');
    await call(t.app, auth, 'PUT', '/api/admin/collections/most-popular/items', { showIds: [A, A] }, 400);
    await call(t.app, auth, 'PUT', '/api/admin/collections/trending-now/items', { showIds: [A] }, 400);
    await call(t.app, auth, 'POST', '/api/admin/collections/most-popular/lists', { releaseDate: '2031-01-01', showIds: [A] }, 400);
    await call(t.app, auth, 'POST', '/api/admin/collections/trending-now/lists', { releaseDate: '2031-02-30', showIds: [A] }, 400);
    await call(t.app, auth, 'PATCH', '/api/admin/collections/no-such-thing', { name: 'X' }, 404);
    // nothing of the refused writes reached readers
    const popular = await call(t.app, auth, 'GET', '/api/admin/collections');
    expect(popular.find((c: AdminCollection) => c.key === 'most-popular').showIds).toEqual(
      sample.permanent.find((p) => p.key === 'most-popular')!.shows,
    );
  });
});

describe(`admin/profile on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(() => void ({ t, auth } = ctx));

  it('replaces the About text that GET /api/profile serves, audited with before and after', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).json()).toEqual({ about: sampleAbout });
    const about = '# About K-lama\n\nRun by **fans**.';
    // a write without `ko` keeps the Korean About
    const ko = { about: sampleAboutKo };
    expect(await call(t.app, auth, 'PUT', '/api/admin/profile', { about })).toEqual({ about, ko });
    expect((await t.app.inject({ url: '/api/profile' })).json()).toEqual({ about });
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'profile.update',
      before: { about: sampleAbout, ko },
      after: { about, ko },
    });
    await call(t.app, auth, 'PUT', '/api/admin/profile', { about: 'x'.repeat(20_001) }, 400);
    await call(t.app, auth, 'PUT', '/api/admin/profile', { about: 'nul \u0000 here' }, 400);
  });
});
