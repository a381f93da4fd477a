import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowPage, MarkState } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

let t: TestApp;
let showIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  showIds = (await t.db.query<{ id: number }>('SELECT id FROM show ORDER BY id LIMIT 5')).map((r) => r.id);
  expect(showIds.length).toBe(5);
});
afterAll(() => t.close());

const toggle = (
  token: string,
  status: string,
  showId: number | string,
  extra: { payload?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user-show/${status}/${showId}`,
    headers: { ...bearer(token), ...extra.headers },
    payload: extra.payload,
  });
const status = (showId: number, token?: string) =>
  t.app.inject({ url: `/api/user-show/status/${showId}`, headers: token ? bearer(token) : {} });
const counts = (token: string) => t.app.inject({ url: '/api/user-show/counts', headers: bearer(token) });

describe('marks', () => {
  it('toggles each flag on and off (watched too) and reports the new status', async () => {
    const { session } = await signUp(t.app);
    const id = showIds[0]!;
    for (const flag of ['liked', 'bookmarked', 'watched'] as const) {
      const on = await toggle(session.accessToken, flag, id);
      expect(on.statusCode).toBe(200);
      expect(on.json<MarkState>()[flag]).toBe(true);
    }
    expect((await status(id, session.accessToken)).json()).toEqual({ showId: id, liked: true, bookmarked: true, watched: true });
    const off = await toggle(session.accessToken, 'watched', id);
    expect(off.json()).toEqual({ showId: id, liked: true, bookmarked: true, watched: false });
    expect((await status(id, session.accessToken)).json()).toEqual({ showId: id, liked: true, bookmarked: true, watched: false });
  });

  it('accepts an empty JSON body on a toggle, ignores any JSON, still refuses an oversized body', async () => {
    const { session } = await signUp(t.app);
    const json = { 'content-type': 'application/json' };
    const res = await toggle(session.accessToken, 'liked', showIds[1]!, { payload: '', headers: json });
    expect(res.statusCode).toBe(200);
    expect(res.json().liked).toBe(true);
    const ignored = await toggle(session.accessToken, 'liked', showIds[1]!, { payload: '{"liked": true}', headers: json });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().liked).toBe(false);
    // the body is read (and ignored) under the app's 64 KiB body limit, like every other route's
    const huge = await toggle(session.accessToken, 'liked', showIds[1]!, { payload: `"${'x'.repeat(70 * 1024)}"`, headers: json });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: 'error', code: 'common.bodyTooLarge', message: expect.stringMatching(/too large/i) });
  });

  it('answers all false for anonymous callers and for bad or expired tokens', async () => {
    const { session } = await signUp(t.app);
    await toggle(session.accessToken, 'liked', showIds[0]!);
    const expected = { showId: showIds[0], liked: false, bookmarked: false, watched: false };
    expect((await status(showIds[0]!)).json()).toEqual(expected);
    const bad = await status(showIds[0]!, 'garbage.token.here');
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual(expected);
  });

  it('keeps marks per user', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await toggle(a.session.accessToken, 'bookmarked', showIds[2]!);
    expect((await status(showIds[2]!, b.session.accessToken)).json().bookmarked).toBe(false);
    expect((await counts(b.session.accessToken)).json()).toEqual({ liked: { count: 0 }, bookmarked: { count: 0 }, watched: 0 });
  });

  it('404s an unknown show and 400s a bad status or id', async () => {
    const { session } = await signUp(t.app);
    const missing = await toggle(session.accessToken, 'liked', 999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', code: 'common.showNotFound', message: 'Show not found' });
    expect((await status(999_999_999)).statusCode).toBe(404);
    const badId = await t.app.inject({ url: '/api/user-show/status/abc' });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().errors)).toContain('showId');
    expect((await toggle(session.accessToken, 'disliked', showIds[0]!)).statusCode).toBe(400);
    expect((await toggle(session.accessToken, 'liked', 'abc')).statusCode).toBe(400);
    expect((await toggle(session.accessToken, 'liked', '1 OR 1=1')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user-show/category/liked%27--', headers: bearer(session.accessToken) })).statusCode).toBe(400);
  });

  it('requires a valid session to toggle, count and list', async () => {
    expect((await toggle('', 'liked', showIds[0]!)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user-show/counts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user-show/category/liked' })).statusCode).toBe(401);
  });

  it(`leaves a flag as the count of concurrent toggles implies, in one row (${engine})`, async () => {
    const { session } = await signUp(t.app);
    const id = showIds[3]!;
    const fire = (n: number) => Promise.all(Array.from({ length: n }, () => toggle(session.accessToken, 'liked', id)));
    const first = await fire(100);
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    expect((await status(id, session.accessToken)).json().liked).toBe(false);
    // every state in between was seen exactly half of the time: no lost or doubled update
    expect(first.filter((r) => r.json().liked).length).toBe(50);
    await fire(101);
    expect((await status(id, session.accessToken)).json().liked).toBe(true);
    const rows = await t.db.query('SELECT 1 FROM user_show us JOIN app_user u ON u.id = us.user_id WHERE u.username = $1', [
      session.username,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('counts and lists', () => {
  it('counts each mark and lists the marked shows in every sort, paged in SQL', async () => {
    const { session } = await signUp(t.app);
    const token = session.accessToken;
    for (const id of showIds.slice(0, 3)) await toggle(token, 'liked', id);
    await toggle(token, 'bookmarked', showIds[4]!);
    await toggle(token, 'watched', showIds[0]!);
    await toggle(token, 'watched', showIds[1]!);
    await toggle(token, 'watched', showIds[1]!); // unwatched again
    expect((await counts(token)).json()).toEqual({ liked: { count: 3 }, bookmarked: { count: 1 }, watched: 1 });

    const names = await t.db.query<{ id: number; name: string; first_air_date: string | null }>(
      'SELECT id, name, first_air_date FROM show WHERE id = ANY($1)',
      [showIds.slice(0, 3)],
    );
    const byName = [...names].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)).map((r) => r.id);
    const page = await t.app.inject({ url: '/api/user-show/category/liked?sort=name_asc&limit=2&page=1', headers: bearer(token) });
    expect(page.statusCode).toBe(200);
    const p1 = page.json<ShowPage>();
    expect(p1).toMatchObject({ page: 1, limit: 2, totalDocs: 3, totalPages: 2, hasNextPage: true, nextPage: 2 });
    const p2 = (
      await t.app.inject({ url: '/api/user-show/category/liked?sort=name_asc&limit=2&page=2', headers: bearer(token) })
    ).json<ShowPage>();
    expect([...p1.results, ...p2.results].map((s) => s.id)).toEqual(byName);

    for (const sort of ['date_desc', 'date_asc', 'name_asc', 'original_name_asc']) {
      const res = await t.app.inject({ url: `/api/user-show/category/liked?sort=${sort}`, headers: bearer(token) });
      expect(res.statusCode, sort).toBe(200);
      expect(
        res
          .json<ShowPage>()
          .results.map((s) => s.id)
          .sort(),
      ).toEqual([...showIds.slice(0, 3)].sort());
    }
    const dated = names.filter((n) => n.first_air_date).sort((a, b) => (a.first_air_date! < b.first_air_date! ? 1 : -1));
    const desc = (await t.app.inject({ url: '/api/user-show/category/liked?sort=date_desc', headers: bearer(token) })).json<ShowPage>();
    expect(desc.results.slice(0, dated.length).map((s) => s.id)).toEqual(dated.map((d) => d.id));

    const watched = (await t.app.inject({ url: '/api/user-show/category/watched', headers: bearer(token) })).json<ShowPage>();
    expect(watched.results.map((s) => s.id)).toEqual([showIds[0]]);

    // unmark: the counts drop
    await toggle(token, 'liked', showIds[0]!);
    expect((await counts(token)).json()).toEqual({ liked: { count: 2 }, bookmarked: { count: 1 }, watched: 1 });
  });

  it('lists in each category only the shows with that mark', async () => {
    const { session } = await signUp(t.app);
    const token = session.accessToken;
    await toggle(token, 'liked', showIds[0]!);
    await toggle(token, 'bookmarked', showIds[1]!);
    await toggle(token, 'bookmarked', showIds[2]!);
    await toggle(token, 'watched', showIds[3]!);
    const listed = async (flag: string) =>
      (await t.app.inject({ url: `/api/user-show/category/${flag}`, headers: bearer(token) }))
        .json<ShowPage>()
        .results.map((s) => s.id)
        .sort((a, b) => a - b);
    expect(await listed('liked')).toEqual([showIds[0]]);
    expect(await listed('bookmarked')).toEqual([showIds[1], showIds[2]]);
    expect(await listed('watched')).toEqual([showIds[3]]);
    expect((await status(showIds[1]!, token)).json()).toEqual({ showId: showIds[1], liked: false, bookmarked: true, watched: false });
    expect((await status(showIds[3]!, token)).json()).toEqual({ showId: showIds[3], liked: false, bookmarked: false, watched: true });
    expect((await counts(token)).json()).toEqual({ liked: { count: 1 }, bookmarked: { count: 2 }, watched: 1 });
  });

  it('never lets a cache keep a user’s marks, and ignores any JSON body on a toggle', async () => {
    const { session } = await signUp(t.app);
    const token = session.accessToken;
    const toggled = await toggle(token, 'bookmarked', showIds[4]!, {
      payload: '{"bookmarked":false}',
      headers: { 'content-type': 'application/json' },
    });
    expect(toggled.json()).toEqual({ showId: showIds[4], liked: false, bookmarked: true, watched: false });
    for (const res of [
      toggled,
      await status(showIds[4]!),
      await counts(token),
      await t.app.inject({ url: '/api/user-show/category/bookmarked', headers: bearer(token) }),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('deletes marks with their show', async () => {
    const { session } = await signUp(t.app);
    const [extra] = await t.db.query<{ id: number }>('SELECT id FROM show ORDER BY id DESC LIMIT 1');
    await toggle(session.accessToken, 'liked', extra!.id);
    await t.db.query('DELETE FROM show WHERE id = $1', [extra!.id]);
    expect((await counts(session.accessToken)).json().liked.count).toBe(0);
  });
});
