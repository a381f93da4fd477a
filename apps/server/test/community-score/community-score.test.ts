/**
 * The K-lama score (issue 26 item 2, decision 0041): expected scores are worked out by hand from the ratings each test
 * writes, with the documented prior m = 7 and weight C = 20: score = (20·7 + Σr) / (20 + n), two decimals.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryListResponse, ShowDetails, ShowPage } from '@klama/contract';
import { buildApp } from '../../src/app.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { eventually } from '../response-cache/eventually.js';
import { genreNamed, idsWhere } from '../sample-catalogue.js';
import { createTestApp, type TestApp, type TestDatabase } from '../test-app.js';

const CLOY = 9000001; // Crash Landing on You (Romance)
const WINTER_SONATA = 9000003; // Romance
const FULL_HOUSE = 9000006; // Romance
const JANG_GEUM = 9000005; // Historical, Drama: not Romance
/** Shows the members fill their diaries with (status only, no rating): never rated in these tests. */
const FILLERS = [9000010, 9000011, 9000012, 9000013, 9000014, 9000015];

let t: TestApp;
beforeAll(async () => {
  // the full refresh runs when a test asks (refreshAll), so eligibility changes are seen exactly then
  t = await createTestApp({ app: { communityScores: { fullRefreshMs: 0 } } });
});
afterAll(() => t.close());

interface Member {
  token: string;
  id: number;
}

const patchEntry = async (token: string, showId: number, payload: object) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${showId}`, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
};

/** A member: verified (or not), `ageDays` old, with `entries` diary entries of filler shows (status only). */
async function member({ verified = true, ageDays = 30, entries = 5 } = {}): Promise<Member> {
  const { username, session } = await signUp(t.app);
  const token = session.accessToken;
  for (const show of FILLERS.slice(0, entries)) await patchEntry(token, show, { status: 'plan_to_watch' });
  const [row] = await t.db.query<{ id: number }>(
    `UPDATE app_user SET email_verified_at = CASE WHEN $2 THEN now() END, created_at = now() - make_interval(days => $3)
     WHERE username = $1 RETURNING id`,
    [username, verified, ageDays],
  );
  return { token, id: row!.id };
}

const rate = (m: Member, showId: number, rating: number) => patchEntry(m.token, showId, { rating });

async function details(app: FastifyInstance, showId: number) {
  const res = await app.inject({ url: `/api/show/details/${showId}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: ShowDetails.parse(res.json()), cache: res.headers['x-cache'], etag: res.headers.etag };
}

/** Waits until `app` answers `expected` for the show (a rating reaches every instance within the poll). */
const scoreBecomes = (app: FastifyInstance, showId: number, expected: ShowDetails['community']) =>
  eventually(async () => expect((await details(app, showId)).body.community).toEqual(expected), 20_000);

describe('the K-lama score', () => {
  it('is null for a show nobody eligible has rated', async () => {
    expect((await details(t.app, JANG_GEUM)).body.community).toBeNull();
  });

  it('is the Bayesian average of the eligible ratings, computed by hand', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await rate(a, CLOY, 9);
    await rate(b, CLOY, 8);
    await rate(c, CLOY, 10);
    // (140 + 9 + 8 + 10) / (20 + 3) = 167 / 23 = 7.2608…
    await scoreBecomes(t.app, CLOY, { score: 7.26, raters: 3 });
    // half points: a changed rating replaces the old one: (140 + 9 + 8 + 6.5) / 23 = 163.5 / 23 = 7.1086…
    await rate(c, CLOY, 6.5);
    await scoreBecomes(t.app, CLOY, { score: 7.11, raters: 3 });
  });

  it('ignores accounts that are unverified, younger than 7 days or with fewer than 5 diary entries; they count once eligible', async () => {
    const eligible = await member();
    const unverified = await member({ verified: false });
    const young = await member({ ageDays: 6 });
    const fewEntries = await member({ entries: 3 }); // with the rating below: 4 entries
    await rate(eligible, WINTER_SONATA, 6);
    for (const m of [unverified, young, fewEntries]) await rate(m, WINTER_SONATA, 1);
    // (140 + 6) / 21 = 6.952…
    await scoreBecomes(t.app, WINTER_SONATA, { score: 6.95, raters: 1 });
    await t.app.communityScores.refreshAll();
    expect((await details(t.app, WINTER_SONATA)).body.community).toEqual({ score: 6.95, raters: 1 });

    // eligibility changes count at the next full refresh: verified, 7 days old, a 5th entry
    await t.db.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [unverified.id]);
    await t.app.communityScores.refreshAll();
    // (140 + 6 + 1) / 22 = 6.681…
    expect((await details(t.app, WINTER_SONATA)).body.community).toEqual({ score: 6.68, raters: 2 });
    await t.db.query(`UPDATE app_user SET created_at = now() - interval '7 days' WHERE id = $1`, [young.id]);
    await patchEntry(fewEntries.token, FILLERS[5]!, { status: 'plan_to_watch' });
    await t.app.communityScores.refreshAll();
    // (140 + 6 + 1 + 1 + 1) / 24 = 6.208…
    expect((await details(t.app, WINTER_SONATA)).body.community).toEqual({ score: 6.21, raters: 4 });
  });

  it('does not move when 200 new accounts rate a show 1', async () => {
    const [a, b] = [await member(), await member()];
    await rate(a, FULL_HOUSE, 8);
    await rate(b, FULL_HOUSE, 9);
    // (140 + 17) / 22 = 7.136…
    await scoreBecomes(t.app, FULL_HOUSE, { score: 7.14, raters: 2 });

    // verified, 5 diary entries each, but a day old: written straight into the tables (200 sign-ups would be slow)
    await t.db.query(
      `WITH brigade AS (
         INSERT INTO app_user (username, email, password_hash, email_verified_at, created_at)
         SELECT 'brigade' || i, 'brigade' || i || '@example.com', 'x', now(), now() - interval '1 day' FROM generate_series(1, 200) i
         RETURNING id)
       INSERT INTO user_show (user_id, show_id, status, rating)
       SELECT b.id, s.show_id, 'plan_to_watch', CASE WHEN s.show_id = $1 THEN 1 END
       FROM brigade b CROSS JOIN unnest($2::int[]) AS s(show_id)`,
      [FULL_HOUSE, [FULL_HOUSE, ...FILLERS.slice(0, 4)]],
    );
    // a later rating by an eligible member: once it shows, the brigade's ratings (marked before it) have been read too
    const witness = await member();
    await rate(witness, JANG_GEUM, 10);
    await scoreBecomes(t.app, JANG_GEUM, { score: 7.14, raters: 1 }); // (140 + 10) / 21 = 7.142…
    expect((await details(t.app, FULL_HOUSE)).body.community).toEqual({ score: 7.14, raters: 2 });
    await t.app.communityScores.refreshAll();
    expect((await details(t.app, FULL_HOUSE)).body.community).toEqual({ score: 7.14, raters: 2 });
  });

  it('changes without moving the catalogue version, and a cached details answer stays a cache hit', async () => {
    const rater = await member();
    await details(t.app, FULL_HOUSE);
    const before = await details(t.app, FULL_HOUSE);
    expect(before.cache).toBe('hit');
    const version = await readCatalogueVersion(t.db);
    const followed = t.app.catalogueVersion.current();

    await rate(rater, FULL_HOUSE, 10);
    // (140 + 8 + 9 + 10) / 23 = 7.260…
    await scoreBecomes(t.app, FULL_HOUSE, { score: 7.26, raters: 3 });
    const after = await details(t.app, FULL_HOUSE);
    expect(after.cache).toBe('hit');
    expect(after.etag).not.toBe(before.etag);
    // the catalogue part is the one cached before the rating
    expect({ ...after.body, community: null }).toEqual({ ...before.body, community: null });
    expect(await readCatalogueVersion(t.db)).toBe(version);
    expect(t.app.catalogueVersion.current()).toBe(followed);
    // a conditional request with the new ETag is answered 304, with the old one 200
    const again = await t.app.inject({ url: `/api/show/details/${FULL_HOUSE}`, headers: { 'if-none-match': String(after.etag) } });
    expect(again.statusCode).toBe(304);
    const stale = await t.app.inject({ url: `/api/show/details/${FULL_HOUSE}`, headers: { 'if-none-match': String(before.etag) } });
    expect(stale.statusCode).toBe(200);
  });

  it('reaches a second instance on the same database', async () => {
    const { url } = t.db as TestDatabase;
    const second: Database = url ? await openPostgres(url, 2) : t.db;
    const reader = await buildApp(t.config, second);
    try {
      await reader.ready();
      const before = (await details(reader, CLOY)).body.community;
      expect(before).toEqual({ score: 7.11, raters: 3 });
      const rater = await member();
      await rate(rater, CLOY, 1);
      // (140 + 9 + 8 + 6.5 + 1) / 24 = 164.5 / 24 = 6.854…
      await scoreBecomes(reader, CLOY, { score: 6.85, raters: 4 });
    } finally {
      await reader.close();
      if (second !== t.db) await second.close();
    }
  });

  it('orders a category list and Discover by the score (community_desc), the shows without one after, by id', async () => {
    // scores by now (worked out above): CLOY 6.85, WINTER_SONATA 6.21, FULL_HOUSE 7.26, JANG_GEUM 7.14
    const romance = genreNamed('Romance');
    const romanceIds = idsWhere((s) => s.genres.includes('Romance'));
    const scored = [FULL_HOUSE, CLOY, WINTER_SONATA];
    const expected = [...scored, ...romanceIds.filter((id) => !scored.includes(id))];
    const res = await t.app.inject({ url: `/api/show/list/genre/${romance.id}?sort=community_desc&limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    const list = CategoryListResponse.parse(res.json());
    expect(list.results.map((c) => c.id)).toEqual(expected.slice(0, 100));
    expect(list.results.slice(0, 4).map((c) => c.community)).toEqual([
      { score: 7.26, raters: 3 },
      { score: 6.85, raters: 4 },
      { score: 6.21, raters: 4 },
      null,
    ]);

    const discover = await t.app.inject({ url: '/api/show?sort=community_desc&limit=5' });
    expect(discover.statusCode, discover.body).toBe(200);
    expect(
      ShowPage.parse(discover.json())
        .results.slice(0, 4)
        .map((c) => c.id),
    ).toEqual([FULL_HOUSE, JANG_GEUM, CLOY, WINTER_SONATA]);

    // never cached: a new rating reorders the next answer
    const rater = await member();
    await rate(rater, WINTER_SONATA, 10);
    // with four more tens: (140 + 9 + 50) / (20 + 9) = 199 / 29 = 6.862…, above CLOY's 6.85
    for (const m of [await member(), await member(), await member(), await member()]) await rate(m, WINTER_SONATA, 10);
    await scoreBecomes(t.app, WINTER_SONATA, { score: 6.86, raters: 9 });
    const reordered = await t.app.inject({ url: `/api/show/list/genre/${romance.id}?sort=community_desc&limit=3` });
    expect(reordered.headers['x-cache']).not.toBe('hit');
    expect(CategoryListResponse.parse(reordered.json()).results.map((c) => c.id)).toEqual([FULL_HOUSE, WINTER_SONATA, CLOY]);
  });

  it('refuses an unknown sort on a list', async () => {
    const res = await t.app.inject({ url: `/api/show/list/genre/${genreNamed('Romance').id}?sort=community_asc` });
    expect(res.statusCode).toBe(400);
  });
});
