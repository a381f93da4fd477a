/**
 * Where to watch by region on the sample catalogue (ARCHITECTURE 7.2): a show's offers per region, the region
 * list, Discover's provider filter per region, a region's providers, the signed-in user's region, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegionalShowProviders, RegionProviders, ShowPage, UserRegion } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { bearer, signUp } from '../accounts/helpers.js';

const CLOY = 9000001; // Crash Landing on You: Netflix in the US (show file), KR, GB, JP and FR (watch-regions.json)
const MOVING = 9000305; // Moving: Hulu and Disney Plus in the US, Disney Plus in KR, GB, JP and FR
const SECRET_LOVE_AFFAIR = 9000036; // no providers anywhere
const NETFLIX = 8;
const DISNEY_PLUS = 337;
const HULU = 15;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const providers = (id: number, query = '') => getOk(t.app, `/api/provider/show/${id}${query}`, RegionalShowProviders);
const discoverIds = async (query: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const p = await getOk(t.app, `/api/show?${query}&limit=100&page=${page}`, ShowPage);
    ids.push(...p.results.map((s) => s.id));
    if (!p.hasNextPage) return { ids, total: p.totalDocs };
  }
};

describe('GET provider/show/{id}?region=', () => {
  it('answers the US by default, exactly the spec answer plus region, type, link and the regions', async () => {
    expect(await providers(MOVING)).toEqual({
      id: MOVING,
      region: 'US',
      results: [
        { id: HULU, name: 'Hulu', logo_path: null, display_priority: 4, type: 'flatrate', link: null },
        { id: DISNEY_PLUS, name: 'Disney Plus', logo_path: null, display_priority: 7, type: 'flatrate', link: null },
      ],
      availableRegions: ['FR', 'GB', 'JP', 'KR', 'US'],
    });
  });

  it('answers another region, in upper or lower case', async () => {
    const kr = await providers(MOVING, '?region=kr');
    expect(kr.region).toBe('KR');
    expect(kr.results.map((p) => [p.id, p.type])).toEqual([[DISNEY_PLUS, 'flatrate']]);
    expect((await providers(CLOY, '?region=JP')).results.map((p) => p.name)).toEqual(['Netflix']);
  });

  it('answers a region without offers with none, and a show without any with no regions', async () => {
    expect(await providers(CLOY, '?region=BR')).toEqual({
      id: CLOY,
      region: 'BR',
      results: [],
      availableRegions: ['FR', 'GB', 'JP', 'KR', 'US'],
    });
    expect(await providers(SECRET_LOVE_AFFAIR, '?region=KR')).toEqual({
      id: SECRET_LOVE_AFFAIR,
      region: 'KR',
      results: [],
      availableRegions: [],
    });
  });

  it('refuses an unknown region (400) and an unknown show (404) with clear messages', async () => {
    for (const region of ['XX', 'UK', 'USA', '1', '', 'ZZ'])
      expect((await getError(t.app, `/api/provider/show/${CLOY}?region=${region}`, 400)).errors).toEqual([
        {
          path: 'querystring.region',
          code: 'region.unknownRegion',
          message: 'must be a region code (ISO 3166-1 alpha-2, such as US or KR)',
        },
      ]);
    expect((await getError(t.app, '/api/provider/show/8999999?region=KR', 404)).message).toBe('Show not found');
    expect((await getError(t.app, `/api/provider/show/${CLOY}?country=KR`, 400)).status).toBe('error');
  });
});

describe('Discover by a streaming service in a region', () => {
  it('filters by a provider in the US by default and in the chosen region', async () => {
    const us = await discoverIds(`provider=${HULU}`);
    expect(us.ids).toEqual([MOVING]);
    expect((await discoverIds(`provider=${HULU}&region=KR`)).ids).toEqual([]);
    expect((await discoverIds(`provider=${DISNEY_PLUS}&region=GB`)).ids).toEqual([MOVING]);
    // Netflix in Japan: the Netflix originals and the worldwide releases listed in watch-regions.json (41 shows)
    const jp = await discoverIds(`provider=${NETFLIX}&region=JP`);
    expect(jp.total).toBe(41);
    expect(jp.ids).toContain(CLOY);
    expect(jp.ids).not.toContain(MOVING);
  });

  it('combines with the other filters and refuses a bad region or provider', async () => {
    const { results } = await getOk(t.app, `/api/show?provider=${NETFLIX}&region=KR&limit=100`, ShowPage);
    const romance = await getOk(t.app, '/api/genre', (await import('@klama/contract')).TermList);
    const genre = romance.find((g) => g.name === 'Romance')!.id;
    const both = await getOk(t.app, `/api/show?provider=${NETFLIX}&region=KR&genre=${genre}&limit=100`, ShowPage);
    expect(both.results.map((s) => s.id)).toContain(CLOY);
    expect(both.totalDocs).toBeLessThan(results.length);
    expect((await getError(t.app, `/api/show?provider=${NETFLIX}&region=XX`, 400)).errors?.[0]?.path).toBe('querystring.region');
    expect((await getError(t.app, '/api/show?provider=netflix&region=KR', 400)).errors?.[0]?.path).toBe('querystring.provider');
  });
});

describe('GET provider?region=', () => {
  it('lists the providers that stream a show in the region, with how many', async () => {
    expect((await getOk(t.app, '/api/provider?region=GB', RegionProviders)).results).toEqual([
      { id: NETFLIX, name: 'Netflix', logo_path: null, count: 41 },
      { id: DISNEY_PLUS, name: 'Disney Plus', logo_path: null, count: 1 },
    ]);
    const us = await getOk(t.app, '/api/provider', RegionProviders);
    expect(us.region).toBe('US');
    expect(us.results.map((p) => p.name)).toEqual(expect.arrayContaining(['Netflix', 'Rakuten Viki', 'Kocowa', 'Hulu']));
    expect((await getOk(t.app, '/api/provider?region=BR', RegionProviders)).results).toEqual([]);
    expect((await getError(t.app, '/api/provider?region=EU', 400)).errors?.[0]?.path).toBe('querystring.region');
  });
});

describe("the signed-in user's region", () => {
  it('is saved by PATCH user/me {region} and read back; anonymous callers get 401', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    expect((await t.app.inject({ url: '/api/user/me/region', headers: auth })).json()).toEqual({ region: null });
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/user/me', headers: auth, payload: { region: 'gb' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      username: user.username,
      email: user.email,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
      region: 'GB',
    });
    expect(UserRegion.parse((await t.app.inject({ url: '/api/user/me/region', headers: auth })).json())).toEqual({ region: 'GB' });
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).json()).toMatchObject({ region: 'GB' });
    expect((await t.app.inject({ url: '/api/user/me/region' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/user/me', payload: { region: 'KR' } })).statusCode).toBe(401);
  });

  it('refuses an unknown region and an empty update, changing nothing', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    await t.app.inject({ method: 'PATCH', url: '/api/user/me', headers: auth, payload: { region: 'KR' } });
    for (const payload of [{ region: 'XX' }, { region: 'Korea' }, { region: 42 }, {}, { email: 'other@example.org', region: 'XX' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/user/me', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/user/me', headers: auth, payload: { region: 'XX' } });
    expect(bad.json().errors).toEqual([
      { path: 'body.region', code: 'region.unknownRegion', message: 'must be a region code (ISO 3166-1 alpha-2, such as US or KR)' },
    ]);
    const empty = await t.app.inject({ method: 'PATCH', url: '/api/user/me', headers: auth, payload: {} });
    expect(empty.json().errors).toEqual([
      { path: 'body', code: 'region.nothingToUpdate', message: 'Nothing to update: send email or region' },
    ]);
    expect((await t.app.inject({ url: '/api/user/me/region', headers: auth })).json()).toEqual({ region: 'KR' });
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).json().email).toBe(user.email);
  });
});
