/**
 * `sort=community_desc` on every list of shows (issue 26 item 2): a person's, a crew member's and a streaming service's
 * shows, collections (permanent and periodic), a fan's marked shows and a personal list. One eligible member rates six
 * sample shows; the expected orders are worked out by hand from those ratings with the documented prior m = 7 and
 * weight C = 20 (decision 0041): score = (140 + r) / 21, two decimals; the shows without a score follow, by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionPage,
  ListPage,
  PermanentCollectionResponse,
  PersonPage,
  PeriodicList,
  ProviderPage,
  ShowCast,
  ShowPage,
  type ShowCard,
} from '@klama/contract';
import { bearer, signUp } from '../accounts/helpers.js';
import { allPages, getOk } from '../api.js';
import { collections, providerNamed } from '../sample-catalogue.js';
import { createTestApp, engine, type TestApp } from '../test-app.js';

const CLOY = 9000001;
const SAM_SOON = 9000008;
const SECRET_GARDEN = 9000015;
const ALHAMBRA = 9000135;
const REPLY_1988 = 9000103;
const QUEEN_OF_TEARS = 9000317;
const SQUID_GAME = 9000223;
/** Hyun Bin's four sample shows */
const HYUN_BIN_SHOWS = [CLOY, SAM_SOON, SECRET_GARDEN, ALHAMBRA];

/** The member's ratings and the scores they make: (140 + r) / 21. */
const RATINGS = new Map([
  [ALHAMBRA, 10], // 150 / 21 = 7.142… → 7.14
  [QUEEN_OF_TEARS, 10], // 7.14 as well: the tie goes to the lower id (Alhambra)
  [SAM_SOON, 8], // 148 / 21 = 7.047… → 7.05
  [REPLY_1988, 8], // 7.05, after Sam Soon by id
  [CLOY, 4], // 144 / 21 = 6.857… → 6.86
  [SECRET_GARDEN, 1], // 141 / 21 = 6.714… → 6.71
]);
const SCORES = new Map([...RATINGS].map(([id, r]) => [id, { score: Math.round(((140 + r) / 21) * 100) / 100, raters: 1 }]));

/** The K-lama order of a set of shows, from the scores above: scored shows highest first (ties by id), then the rest by id. */
const communityOrder = (ids: readonly number[]) => {
  const rank = (id: number) => SCORES.get(id)?.score ?? -Infinity;
  return [...ids].sort((a, b) => rank(b) - rank(a) || a - b);
};
const scoresOf = (cards: readonly ShowCard[]) => cards.map((c) => c.community);
const expectedScores = (ids: readonly number[]) => ids.map((id) => SCORES.get(id) ?? null);

let t: TestApp;
let token: string;
let hyunBin: number;

beforeAll(async () => {
  t = await createTestApp({ app: { communityScores: { fullRefreshMs: 0, pollMs: 0 } } });
  const { username, session } = await signUp(t.app);
  token = session.accessToken;
  for (const [show, rating] of RATINGS) {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${show}`, headers: bearer(token), payload: { rating } });
    expect(res.statusCode, res.body).toBe(200);
  }
  // eligible: verified, a month old, six diary entries
  await t.db.query(`UPDATE app_user SET email_verified_at = now(), created_at = now() - interval '30 days' WHERE username = $1`, [
    username,
  ]);
  await t.app.communityScores.refreshAll();
  const cast = await getOk(t.app, `/api/cast/${CLOY}`, ShowCast);
  hyunBin = cast.find((c) => c.name === 'Hyun Bin')!.id;
});
afterAll(() => t.close());

describe(`sort=community_desc on every list on ${engine}`, () => {
  it("orders a person's shows by the score, each card with it", async () => {
    const page = await getOk(t.app, `/api/person/${hyunBin}?sort=community_desc&limit=100`, PersonPage);
    expect(page.results.map((c) => c.id)).toEqual([ALHAMBRA, SAM_SOON, CLOY, SECRET_GARDEN]);
    expect(scoresOf(page.results)).toEqual([
      { score: 7.14, raters: 1 },
      { score: 7.05, raters: 1 },
      { score: 6.86, raters: 1 },
      { score: 6.71, raters: 1 },
    ]);
    // paged: the second page of two goes on where the first ended
    expect((await allPages(t.app, `/api/person/${hyunBin}?sort=community_desc`, 3)).ids).toEqual(communityOrder(HYUN_BIN_SHOWS));
    // the other orders' cards carry no score
    const byDate = await getOk(t.app, `/api/person/${hyunBin}?limit=100`, PersonPage);
    expect(byDate.results.every((c) => c.community === undefined)).toBe(true);
  });

  it("orders a streaming service's shows by the score, the unscored after by id", async () => {
    const netflix = providerNamed('Netflix').id;
    // the service's shows, as its default order lists them
    const set = (await allPages(t.app, `/api/provider/detail/${netflix}`, 100)).ids;
    expect(set).toEqual(expect.arrayContaining([CLOY, ALHAMBRA]));
    const sorted = await allPages(t.app, `/api/provider/detail/${netflix}?sort=community_desc`, 7);
    expect(sorted.ids).toEqual(communityOrder(set));
    const first = await getOk(t.app, `/api/provider/detail/${netflix}?sort=community_desc&limit=100`, ProviderPage);
    expect(scoresOf(first.results)).toEqual(expectedScores(communityOrder(set)));
  });

  it('orders a permanent collection, then a periodic one, by the score instead of its curated order', async () => {
    const mostPopular = collections.permanent.find((c) => c.key === 'most-popular')!.shows;
    const page = await getOk(t.app, '/api/collection/most-popular?sort=community_desc&limit=100', CollectionPage);
    expect(page.results.map((c) => c.id)).toEqual(communityOrder(mostPopular));
    expect(page.results.slice(0, 4).map((c) => c.id)).toEqual([
      QUEEN_OF_TEARS,
      REPLY_1988,
      CLOY,
      Math.min(...mostPopular.filter((id) => !SCORES.has(id))),
    ]);
    expect(scoresOf(page.results)).toEqual(expectedScores(communityOrder(mostPopular)));
    const permanent = await getOk(
      t.app,
      '/api/permanent-collection/most-popular?sort=community_desc&limit=100',
      PermanentCollectionResponse,
    );
    expect(permanent.results.map((c) => c.id)).toEqual(communityOrder(mostPopular));
    // without a sort: the curators' order still
    expect((await getOk(t.app, '/api/collection/most-popular?limit=100', CollectionPage)).results.map((c) => c.id)).toEqual(mostPopular);

    const trending = collections.periodic.find((c) => c.key === 'trending-now')!.lists;
    const latest = [...trending].sort((a, b) => (a.releaseDate < b.releaseDate ? 1 : -1))[0]!.shows;
    const periodic = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest?sort=community_desc', PeriodicList);
    expect(periodic.shows.map((c) => c.id)).toEqual(communityOrder(latest));
    expect(periodic.shows[0]).toMatchObject({ id: QUEEN_OF_TEARS, community: { score: 7.14, raters: 1 } });
  });

  it("orders a fan's marked shows and a personal list by the score", async () => {
    for (const show of [SECRET_GARDEN, CLOY, SAM_SOON, SQUID_GAME]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/user-show/bookmarked/${show}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const marked = await t.app.inject({ url: '/api/user-show/category/bookmarked?sort=community_desc', headers: bearer(token) });
    expect(marked.statusCode, marked.body).toBe(200);
    const markedPage = ShowPage.parse(marked.json());
    expect(markedPage.results.map((c) => c.id)).toEqual([SAM_SOON, CLOY, SECRET_GARDEN, SQUID_GAME]);
    expect(scoresOf(markedPage.results)).toEqual([SCORES.get(SAM_SOON), SCORES.get(CLOY), SCORES.get(SECRET_GARDEN), null]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: bearer(token),
      payload: { name: 'Mine', visibility: 'public' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId = created.json<{ id: number }>().id;
    const items = [SECRET_GARDEN, REPLY_1988, SQUID_GAME, ALHAMBRA];
    for (const show of items) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/lists/${listId}/items/${show}`, headers: bearer(token), payload: {} });
      expect(res.statusCode, res.body).toBe(200);
    }
    const own = await getOk(t.app, `/api/lists/${listId}`, ListPage);
    expect(own.results.map((i) => i.show.id)).toEqual(items);
    const sorted = await getOk(t.app, `/api/lists/${listId}?sort=community_desc`, ListPage);
    expect(sorted.results.map((i) => i.show.id)).toEqual([ALHAMBRA, REPLY_1988, SECRET_GARDEN, SQUID_GAME]);
    expect(sorted.results.map((i) => i.show.community)).toEqual([
      SCORES.get(ALHAMBRA),
      SCORES.get(REPLY_1988),
      SCORES.get(SECRET_GARDEN),
      null,
    ]);
    // its pages go on where the first ended
    const second = await getOk(t.app, `/api/lists/${listId}?sort=community_desc&limit=2&page=2`, ListPage);
    expect(second.results.map((i) => i.show.id)).toEqual([SECRET_GARDEN, SQUID_GAME]);
    expect((await t.app.inject({ url: `/api/lists/${listId}?sort=date_desc` })).statusCode).toBe(400);
  });

  it('is never served from the response cache: a new score reorders the next answer', async () => {
    const url = `/api/person/${hyunBin}?sort=community_desc&limit=100`;
    await t.app.inject({ url });
    const again = await t.app.inject({ url });
    expect(again.headers['x-cache']).not.toBe('hit');
    // the member rates Secret Garden 10 instead of 1: (150) / 21 = 7.14, the tie with Alhambra to the lower id
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user-show/entry/${SECRET_GARDEN}`,
      headers: bearer(token),
      payload: { rating: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.communityScores.refreshAll();
    expect(PersonPage.parse((await t.app.inject({ url })).json()).results.map((c) => c.id)).toEqual([
      SECRET_GARDEN,
      ALHAMBRA,
      SAM_SOON,
      CLOY,
    ]);
  });
});
