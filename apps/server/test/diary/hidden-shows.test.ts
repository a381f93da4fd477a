/**
 * A show the operators hid is, to a fan's own calls, a show that does not exist: every personal read and
 * write that takes its id answers as for a missing id, and every personal list, count, calendar and export
 * leaves it out. The fan's data on it is kept, untouched, and is back when the show is shown again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  CalendarFeedUrl,
  CalendarResponse,
  DiaryPage,
  DiaryStats,
  Entry,
  KlamaExport,
  ListPage,
  ListSummary,
  MyLists,
  ShowPage,
  MarkCounts,
  MarkState,
  utcDay,
} from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { signUpAdmin } from '../admin/helpers.js';
import { sampleCard } from '../sample-catalogue.js';

const HIDDEN = 9000001; // Crash Landing on You: hidden by an operator below
const VISIBLE = 9000002; // Autumn in My Heart
const OTHER = 9000003; // Winter Sonata: the calls' visible counterpart
const MISSING = 1; // no such show
const SOON = utcDay(2); // an airing day inside the personal feed's window

let t: TestApp;
let auth: Record<string, string>;
let adminAuth: Record<string, string>;
let listId: number;
let feedPath: string;
let entryBefore: Entry;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
async function ok(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? res.json() : undefined;
}
const setHidden = (hidden: boolean) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/shows/${HIDDEN}`, headers: adminAuth, payload: { hidden } });

beforeAll(async () => {
  t = await createTestApp();
  adminAuth = (await signUpAdmin(t.app, t.db)).auth;
  auth = bearer((await signUp(t.app)).session.accessToken);
  await t.write(`INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES
    (${HIDDEN}, 1, 100, 'Reunion', '${SOON}'), (${VISIBLE}, 1, 100, 'Reunion', '${SOON}')`);
  // the fan keeps everything on both shows: marks, a diary entry, list items, the calendar
  for (const [id, rating] of [
    [HIDDEN, 4],
    [VISIBLE, 8],
  ] as const) {
    await ok('POST', `/api/user-show/liked/${id}`);
    await ok('POST', `/api/user-show/bookmarked/${id}`);
    await ok('PATCH', `/api/user-show/entry/${id}`, { status: 'watching', episodesWatched: 3, rating, notes: 'so good' });
  }
  listId = ListSummary.parse(await ok('POST', '/api/lists', { name: 'Favourites', visibility: 'public' })).id;
  await ok('PUT', `/api/lists/${listId}/items/${HIDDEN}`, { note: 'first love' });
  await ok('PUT', `/api/lists/${listId}/items/${VISIBLE}`, { note: 'second' });
  feedPath = new URL(CalendarFeedUrl.parse(await ok('POST', '/api/user/me/calendar-token')).url).pathname;
  entryBefore = Entry.parse(await ok('GET', `/api/user-show/entry/${HIDDEN}`));
  expect(entryBefore).toMatchObject({ status: 'watching', episodesWatched: 3, rating: 4, notes: 'so good', liked: true, bookmarked: true });

  const hide = await setHidden(true);
  expect(hide.statusCode, hide.body).toBe(200);
});
afterAll(() => t.close());

describe(`a hidden show to its fans on ${engine}`, () => {
  it('leaves it out of the marks, the diary, the statistics and the lists', async () => {
    expect(MarkCounts.parse(await ok('GET', '/api/user-show/counts'))).toEqual({
      liked: { count: 1 },
      bookmarked: { count: 1 },
      watched: 0,
    });
    const liked = ShowPage.parse(await ok('GET', '/api/user-show/category/liked'));
    expect(liked.results.map((s) => s.id)).toEqual([VISIBLE]);
    const diary = DiaryPage.parse(await ok('GET', '/api/user-show/diary'));
    expect(diary.results.map((r) => r.show.id)).toEqual([VISIBLE]);
    const stats = DiaryStats.parse(await ok('GET', '/api/user-show/stats'));
    expect(stats).toMatchObject({ meanRating: 8, episodesWatched: 3, statuses: { watching: 1 } });
    const mine = MyLists.parse(await ok('GET', '/api/lists/mine'));
    expect(mine.find((l) => l.id === listId)?.itemCount).toBe(1);
    const page = ListPage.parse(await ok('GET', `/api/lists/${listId}`));
    expect(page.results.map((r) => r.show.id)).toEqual([VISIBLE]);
  });

  it('leaves it out of the personal calendar and its feed', async () => {
    const days = CalendarResponse.parse(await ok('GET', `/api/user-show/calendar?from=${SOON}&to=${SOON}`));
    expect(days).toEqual([{ date: SOON, items: [{ show: sampleCard(VISIBLE), season: 1, episode: 100, name: 'Reunion' }] }]);
    const feed = await t.app.inject({ url: feedPath });
    expect(feed.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.map((v) => v.getFirstPropertyValue('uid'))).toEqual([`klama-episode-${VISIBLE}-s1e100@k-lama`]);
  });

  it('leaves it out of the export, JSON and CSV', async () => {
    const data = KlamaExport.parse(JSON.parse((await call('GET', '/api/me/export')).body));
    expect(data.entries.map((e) => e.showId)).toEqual([VISIBLE]);
    expect(data.lists.map((l) => l.items.map((i) => i.showId))).toEqual([[VISIBLE]]);
    const csv = (await call('GET', '/api/me/export?format=csv')).body.trim().split('\r\n');
    expect(csv.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([VISIBLE]);
  });

  // every personal call that takes a show id, and the public ones beside them
  const CALLS: [string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', (id: number) => string, object?][] = [
    ['marks', 'GET', (id) => `/api/user-show/status/${id}`],
    ['like', 'POST', (id) => `/api/user-show/liked/${id}`],
    ['bookmark', 'POST', (id) => `/api/user-show/bookmarked/${id}`],
    ['watched', 'POST', (id) => `/api/user-show/watched/${id}`],
    ['diary entry', 'GET', (id) => `/api/user-show/entry/${id}`],
    ['diary entry change', 'PATCH', (id) => `/api/user-show/entry/${id}`, { rating: 9 }],
    ['episode progress', 'PATCH', (id) => `/api/user-show/entry/${id}`, { status: 'watching', episodesWatched: 4 }],
    ['diary entry clearing', 'DELETE', (id) => `/api/user-show/entry/${id}`],
    ['list item', 'PUT', (id) => `/api/lists/${listId}/items/${id}`, { note: 'again' }],
    ['list item move', 'PUT', (id) => `/api/lists/${listId}/items/${id}`, { position: 2 }],
    ['list item removal', 'DELETE', (id) => `/api/lists/${listId}/items/${id}`],
    ['episodes', 'GET', (id) => `/api/show/episodes/${id}`],
    ['.ics file', 'GET', (id) => `/api/show/calendar/${id}.ics`],
  ];

  it.each(CALLS)('answers its %s as for a show that does not exist', async (_, method, url, payload) => {
    const missing = await call(method, url(MISSING), payload);
    const hidden = await call(method, url(HIDDEN), payload);
    expect(missing.statusCode).toBe(404);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({ status: 404, body: missing.json() });
    // the same call on a visible show works (the 404 is the hiding, not the call)
    expect((await call(method, url(OTHER), payload)).statusCode).toBeLessThan(300);
  });

  it('answers its share image as for a show that does not exist', async () => {
    const missing = await call('GET', `/api/show/share-image/${MISSING}`);
    const hidden = await call('GET', `/api/show/share-image/${HIDDEN}`);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({ status: 404, body: missing.json() });
  });

  it('keeps the fan’s data on it untouched: shown again, everything is back as it was', async () => {
    const show = await setHidden(false);
    expect(show.statusCode, show.body).toBe(200);
    expect(Entry.parse(await ok('GET', `/api/user-show/entry/${HIDDEN}`))).toEqual(entryBefore);
    expect(MarkState.parse(await ok('GET', `/api/user-show/status/${HIDDEN}`))).toEqual({
      showId: HIDDEN,
      liked: true,
      bookmarked: true,
      watched: false,
    });
    const page = ListPage.parse(await ok('GET', `/api/lists/${listId}`));
    expect(page.results.map((r) => [r.show.id, r.position, r.note])).toEqual([
      [HIDDEN, 1, 'first love'],
      [VISIBLE, 2, 'second'],
    ]);
  });
});
