/**
 * admin/shows/{id}: a hidden show disappears from every public answer (lists, Discover, search, similar,
 * collections, people, providers, details) and comes back when shown again; corrections show everywhere,
 * are found by search, and survive a re-import of the show, as does hiding.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ShowCard } from '@klama/contract';
import { z } from 'zod';
import { engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { genreNamed, providerNamed, show, shows as sampleShows } from '../sample-catalogue.js';
import { addShows, fixtureShow } from '../fixture-shows.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { call, lastAudit, adminTestApp } from './helpers.js';

const CLOY = 9000001; // Crash Landing on You: Romance, Comedy, Drama; on Netflix; in Most Popular; aired 2019
const ROMANCE = genreNamed('Romance').id;
const NETFLIX = providerNamed('Netflix').id;
const SECOND = 9000114;

describe(`admin/shows on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let auth: Record<string, string>;
  let hyunBin: number;
  let similarHost: number;
  beforeAll(async () => {
    ({ t, auth } = ctx);
    const cast = await getOk(t.app, `/api/cast/${CLOY}`, z.array(z.object({ id: z.number(), name: z.string() })));
    hyunBin = cast.find((c) => c.name === 'Hyun Bin')!.id;
    // a show whose similar list holds CLOY (romantic comedies share its rarest terms)
    for (const s of sampleShows.filter((s) => s.id !== CLOY && s.genres.includes('Romance') && s.genres.includes('Comedy'))) {
      const similar = await getOk(t.app, `/api/recommendations/similar/${s.id}`, z.array(ShowCard));
      if (similar.some((c) => c.id === CLOY)) {
        similarHost = s.id;
        break;
      }
    }
    expect(similarHost).toBeDefined();
  });

  const searchIds = async (query: string) =>
    (await getOk(t.app, `/api/show/search?query=${encodeURIComponent(query)}&limit=50`, z.array(ShowCard))).map((c) => c.id);

  /** Every public answer that lists CLOY in the sample. */
  async function whereCloyIs() {
    const similar = await getOk(t.app, `/api/recommendations/similar/${similarHost}`, z.array(ShowCard));
    return {
      genreList: (await allPages(t.app, `/api/show/list/genre/${ROMANCE}`, 100)).ids.includes(CLOY),
      yearList: (await allPages(t.app, `/api/show/list/year/2019`, 100)).ids.includes(CLOY),
      discover: (await allPages(t.app, `/api/show?genre=${ROMANCE}`, 100)).ids.includes(CLOY),
      everything: (await allPages(t.app, `/api/show`, 100)).ids.includes(CLOY),
      searchByTitle: (await searchIds('Crash Landing')).includes(CLOY),
      searchByHangul: (await searchIds('사랑의 불시착')).includes(CLOY),
      searchById: (await searchIds(String(CLOY))).includes(CLOY),
      similar: similar.some((c) => c.id === CLOY),
      collection: (await allPages(t.app, `/api/permanent-collection/most-popular`, 100)).ids.includes(CLOY),
      person: (await allPages(t.app, `/api/person/${hyunBin}`, 100)).ids.includes(CLOY),
      provider: (await allPages(t.app, `/api/provider/detail/${NETFLIX}`, 100)).ids.includes(CLOY),
      details: (await t.app.inject({ url: `/api/show/details/${CLOY}` })).statusCode === 200,
    };
  }

  it('hides a show from every public answer, and shows it again', async () => {
    const everywhere = await whereCloyIs();
    expect(Object.values(everywhere).every(Boolean), JSON.stringify(everywhere)).toBe(true);
    const total = (await getOk(t.app, `/api/show/list/genre/${ROMANCE}?limit=1`, z.object({ totalDocs: z.number() }))).totalDocs;

    const hidden = await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: true });
    expect(hidden).toMatchObject({ id: CLOY, hidden: true, name: 'Crash Landing on You' });
    const nowhere = await whereCloyIs();
    expect(Object.values(nowhere).some(Boolean), JSON.stringify(nowhere)).toBe(false);
    expect((await getOk(t.app, `/api/show/list/genre/${ROMANCE}?limit=1`, z.object({ totalDocs: z.number() }))).totalDocs).toBe(total - 1);
    expect((await getError(t.app, `/api/show/details/${CLOY}`, 404)).message).toBe('Show not found');
    expect(await lastAudit(t.app, auth)).toMatchObject({
      action: 'show.update',
      target: `show/${CLOY}`,
      before: { hidden: false },
      after: { hidden: true },
    });

    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: false });
    expect(await whereCloyIs()).toEqual(everywhere);
  });

  it("a hidden show's own answers are 404 (details, cast, crew, keywords, videos, providers, similar) and it leaves the fans' counts, diary and lists", async () => {
    const fan = await signUp(t.app);
    const fanAuth = { ...bearer(fan.session.accessToken) };
    await call(t.app, fanAuth, 'POST', `/api/user-show/liked/${CLOY}`);
    await call(t.app, fanAuth, 'POST', `/api/user-show/liked/${SECOND}`);
    await call(t.app, fanAuth, 'PATCH', `/api/user-show/entry/${CLOY}`, { status: 'watching' });
    const list = await call(t.app, fanAuth, 'POST', '/api/lists', { name: 'Mine', visibility: 'public' }, 201);
    await call(t.app, fanAuth, 'PUT', `/api/lists/${list.id}/items/${CLOY}`, { note: 'first' });
    await call(t.app, fanAuth, 'PUT', `/api/lists/${list.id}/items/${SECOND}`, {});
    const satellites = [`cast/${CLOY}`, `credit/show/${CLOY}`, `keyword/show/${CLOY}`, `show/videos/${CLOY}`, `provider/show/${CLOY}`];
    for (const url of [...satellites, `recommendations/similar/${CLOY}`])
      expect((await t.app.inject({ url: `/api/${url}` })).statusCode, url).toBe(200);
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/counts')).liked.count).toBe(2);

    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: true });
    expect((await getError(t.app, `/api/cast/${CLOY}`, 404)).message).toBe('Cast not found');
    for (const url of [
      `credit/show/${CLOY}`,
      `keyword/show/${CLOY}`,
      `show/videos/${CLOY}`,
      `provider/show/${CLOY}`,
      `recommendations/similar/${CLOY}`,
    ])
      expect((await getError(t.app, `/api/${url}`, 404)).message, url).toBe('Show not found');
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/counts')).liked.count).toBe(1);
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/diary')).totalDocs).toBe(0);
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/stats')).statuses.watching).toBe(0);
    const page = await call(t.app, fanAuth, 'GET', `/api/lists/${list.id}`);
    expect(page.results.map((i: { show: { id: number } }) => i.show.id)).toEqual([SECOND]);
    expect(page.itemCount).toBe(1);
    expect((await call(t.app, fanAuth, 'GET', '/api/lists/mine'))[0].itemCount).toBe(1);
    expect(await call(t.app, auth, 'GET', '/api/admin/shows/hidden')).toEqual([expect.objectContaining({ id: CLOY, hidden: true })]);

    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: false });
    for (const url of satellites) expect((await t.app.inject({ url: `/api/${url}` })).statusCode, url).toBe(200);
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/counts')).liked.count).toBe(2);
    expect((await call(t.app, fanAuth, 'GET', '/api/user-show/diary')).totalDocs).toBe(1);
    const back = await call(t.app, fanAuth, 'GET', `/api/lists/${list.id}`);
    expect(back.results.map((i: { show: { id: number }; note: string }) => [i.show.id, i.note])).toEqual([
      [CLOY, 'first'],
      [SECOND, ''],
    ]);
    expect(await call(t.app, auth, 'GET', '/api/admin/shows/hidden')).toEqual([]);
  });

  it('hides a show from a periodic list added after it was hidden', async () => {
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: true });
    await call(
      t.app,
      auth,
      'POST',
      '/api/admin/collections/trending-now/lists',
      { releaseDate: '2030-01-06', showIds: [CLOY, 9000114] },
      201,
    );
    const latest = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest', z.object({ shows: z.array(ShowCard) }));
    expect(latest.shows.map((s) => s.id)).toEqual([9000114]);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: false });
    const shown = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest', z.object({ shows: z.array(ShowCard) }));
    expect(shown.shows.map((s) => s.id)).toEqual([CLOY, 9000114]);
  });

  it('corrects titles and overview: details, cards and search follow; null brings the imported value back', async () => {
    const sample = show(CLOY);
    const fixed = await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, {
      overrides: { name: 'Crash Landing Zephyrquill', overview: 'A corrected overview.' },
    });
    expect(fixed).toEqual({
      id: CLOY,
      hidden: false,
      name: 'Crash Landing Zephyrquill',
      original_name: sample.original_name,
      overview: 'A corrected overview.',
      overrides: { name: 'Crash Landing Zephyrquill', original_name: null, overview: 'A corrected overview.' },
    });
    const details = await getOk(t.app, `/api/show/details/${CLOY}`, z.object({ name: z.string(), overview: z.string() }));
    expect(details).toMatchObject({ name: 'Crash Landing Zephyrquill', overview: 'A corrected overview.' });
    expect(await searchIds('zephyrquill')).toContain(CLOY);
    const card = (await getOk(t.app, `/api/show/search?query=zephyrquill`, z.array(ShowCard))).find((c) => c.id === CLOY);
    expect(card?.name).toBe('Crash Landing Zephyrquill');

    const back = await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { overrides: { name: null, overview: null } });
    expect(back).toMatchObject({ name: sample.name, overview: sample.overview, overrides: { name: null, overview: null } });
    expect(await searchIds('zephyrquill')).not.toContain(CLOY);
  });

  it('keeps corrections and hiding through a re-import, and shows the newly imported value once a correction is cleared', async () => {
    const ID = 8_100_001;
    await addShows(t, [fixtureShow(ID, 'Imported Title', { originalName: '수입 제목', overview: 'Imported overview' })]);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${ID}`, { overrides: { name: 'Fernwhistle' } });
    await addShows(t, [fixtureShow(ID, 'Wobblegrange', { originalName: '수입 제목', overview: 'Imported overview again' })]);
    expect(await getOk(t.app, `/api/show/details/${ID}`, z.object({ name: z.string(), overview: z.string() }))).toMatchObject({
      name: 'Fernwhistle',
      overview: 'Imported overview again',
    });
    expect(await searchIds('Fernwhistle')).toContain(ID);
    expect(await searchIds('Wobblegrange')).not.toContain(ID);

    await call(t.app, auth, 'PATCH', `/api/admin/shows/${ID}`, { hidden: true, overrides: { name: null } });
    await addShows(t, [fixtureShow(ID, 'Quirtlebatch', { originalName: '수입 제목' })]);
    await getError(t.app, `/api/show/details/${ID}`, 404);
    expect(await searchIds('Quirtlebatch')).not.toContain(ID);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${ID}`, { hidden: false });
    expect((await getOk(t.app, `/api/show/details/${ID}`, z.object({ name: z.string() }))).name).toBe('Quirtlebatch');
  });

  it('answers 404 for an unknown show and 400 for invalid input', async () => {
    await call(t.app, auth, 'PATCH', '/api/admin/shows/123456789', { hidden: true }, 404);
    await call(t.app, auth, 'GET', '/api/admin/shows/123456789', undefined, 404);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { hidden: 'yes' }, 400);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { overrides: { name: '' } }, 400);
    await call(t.app, auth, 'PATCH', `/api/admin/shows/${CLOY}`, { overrides: { poster: 'x' } }, 400);
    await call(t.app, auth, 'PATCH', '/api/admin/shows/abc', { hidden: true }, 400);
  });
});
