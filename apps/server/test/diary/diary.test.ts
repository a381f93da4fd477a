import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiaryPage, DiaryStats, Entry, utcDay } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { genreNamed, show } from '../sample-catalogue.js';

const CLOY = 9000001; // Crash Landing on You: 16 episodes, Romance, Comedy, Drama
const WINTER_SONATA = 9000003; // 20 episodes, Melodrama, Romance
const JANG_GEUM = 9000005; // Dae Jang Geum: 54 episodes, Historical, Drama
const FULL_HOUSE = 9000006; // 16 episodes, Romance, Comedy

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = utcDay();
const entry = (token: string, showId: number | string) => t.app.inject({ url: `/api/user-show/entry/${showId}`, headers: bearer(token) });
const patch = (token: string, showId: number | string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${showId}`, headers: bearer(token), payload });
const patchOk = async (token: string, showId: number, payload: object) => {
  const res = await patch(token, showId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return Entry.parse(res.json());
};
const toggle = (token: string, flag: string, showId: number) =>
  t.app.inject({ method: 'POST', url: `/api/user-show/${flag}/${showId}`, headers: bearer(token) });
const get = async <T>(token: string, url: string, schema: { parse(v: unknown): T }) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
};
const token = async () => (await signUp(t.app)).session.accessToken;

describe('diary entries', () => {
  it('answers defaults for a show never touched, with the show’s episode count', async () => {
    const res = await entry(await token(), CLOY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      showId: CLOY,
      status: null,
      episodesWatched: 0,
      totalEpisodes: show(CLOY).number_of_episodes,
      rating: null,
      notes: null,
      rewatchCount: 0,
      startedOn: null,
      finishedOn: null,
      liked: false,
      bookmarked: false,
      watched: false,
      updatedAt: null,
    });
  });

  it('moves through the statuses as progress is marked: watching, then completed at the last episode', async () => {
    const tk = await token();
    const first = await patchOk(tk, CLOY, { episodesWatched: 1 });
    expect(first).toMatchObject({ status: 'watching', episodesWatched: 1, startedOn: today, finishedOn: null, watched: false });
    const last = await patchOk(tk, CLOY, { episodesWatched: 16 });
    expect(last).toMatchObject({ status: 'completed', episodesWatched: 16, startedOn: today, finishedOn: today, watched: true });
    // the spec's watched flag and lists read the same row
    expect((await t.app.inject({ url: `/api/user-show/status/${CLOY}`, headers: bearer(tk) })).json().watched).toBe(true);
    expect((await t.app.inject({ url: '/api/user-show/counts', headers: bearer(tk) })).json().watched).toBe(1);
    // stepping back below the total leaves completed
    expect(await patchOk(tk, CLOY, { episodesWatched: 15 })).toMatchObject({ status: 'watching', episodesWatched: 15, watched: false });
  });

  it('completes a show with every episode when the status is set, and keeps given dates', async () => {
    const tk = await token();
    const done = await patchOk(tk, JANG_GEUM, { status: 'completed', startedOn: '2020-01-02', finishedOn: '2020-03-04', rating: 9.5 });
    expect(done).toMatchObject({
      status: 'completed',
      episodesWatched: 54,
      startedOn: '2020-01-02',
      finishedOn: '2020-03-04',
      rating: 9.5,
    });
    const planned = await patchOk(tk, WINTER_SONATA, { status: 'plan_to_watch' });
    expect(planned).toMatchObject({ status: 'plan_to_watch', episodesWatched: 0, startedOn: null });
  });

  it('toggling watched sets completed with every episode, and off clears status and progress', async () => {
    const tk = await token();
    expect((await toggle(tk, 'watched', WINTER_SONATA)).json().watched).toBe(true);
    expect((await entry(tk, WINTER_SONATA)).json()).toMatchObject({ status: 'completed', episodesWatched: 20, finishedOn: today });
    await patchOk(tk, WINTER_SONATA, { rating: 7 });
    expect((await toggle(tk, 'watched', WINTER_SONATA)).json().watched).toBe(false);
    expect((await entry(tk, WINTER_SONATA)).json()).toMatchObject({ status: null, episodesWatched: 0, finishedOn: null, rating: 7 });
  });

  it('refuses every broken rule with a 400 naming the field, and writes nothing', async () => {
    const tk = await token();
    await patchOk(tk, FULL_HOUSE, { startedOn: '2024-05-01', notes: 'kept' });
    const cases: [object, string][] = [
      [{ episodesWatched: 17 }, 'body.episodesWatched'],
      [{ episodesWatched: -1 }, 'body.episodesWatched'],
      [{ episodesWatched: 1.5 }, 'body.episodesWatched'],
      [{ status: 'completed', episodesWatched: 3 }, 'body.episodesWatched'],
      [{ rating: 0.5 }, 'body.rating'],
      [{ rating: 10.5 }, 'body.rating'],
      [{ rating: 7.3 }, 'body.rating'],
      [{ rating: '8' }, 'body.rating'],
      [{ notes: 'x'.repeat(2001) }, 'body.notes'],
      [{ status: 'binging' }, 'body.status'],
      [{ rewatchCount: -1 }, 'body.rewatchCount'],
      [{ finishedOn: '2024-04-30' }, 'body.finishedOn'], // before the stored startedOn
      [{ startedOn: '2024-06-01', finishedOn: '2024-05-01' }, 'body.finishedOn'],
      [{ startedOn: utcDay(2) }, 'body.startedOn'],
      [{ finishedOn: '2024-02-30' }, 'body.finishedOn'],
      [{ color: 'red' }, 'body.color'],
      [{}, 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await patch(tk, FULL_HOUSE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    expect((await entry(tk, FULL_HOUSE)).json()).toMatchObject({
      status: null,
      episodesWatched: 0,
      startedOn: '2024-05-01',
      notes: 'kept',
    });
  });

  it('keeps notes as text (HTML is stored as typed) and clears fields set to null', async () => {
    const tk = await token();
    const html = '<img src=x onerror=alert(1)> loved it';
    expect((await patchOk(tk, CLOY, { notes: html, rating: 8.5 })).notes).toBe(html);
    expect(await patchOk(tk, CLOY, { notes: null, rating: null })).toMatchObject({ notes: null, rating: null });
  });

  it('404s an unknown show, 400s a bad id, 401s without a session', async () => {
    const tk = await token();
    expect((await entry(tk, 999_999_999)).statusCode).toBe(404);
    expect((await patch(tk, 999_999_999, { rating: 5 })).json()).toEqual({
      status: 'error',
      code: 'common.showNotFound',
      message: 'Show not found',
    });
    expect((await entry(tk, 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/user-show/entry/${CLOY}` })).statusCode).toBe(401);
  });

  it('DELETE clears the diary but keeps liked and bookmarked', async () => {
    const tk = await token();
    await toggle(tk, 'liked', CLOY);
    await patchOk(tk, CLOY, { episodesWatched: 4, rating: 6, notes: 'n' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user-show/entry/${CLOY}`, headers: bearer(tk) });
    expect(res.statusCode).toBe(204);
    expect((await entry(tk, CLOY)).json()).toMatchObject({ status: null, episodesWatched: 0, rating: null, notes: null, liked: true });
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/user-show/entry/999999999', headers: bearer(tk) });
    expect(gone.statusCode).toBe(404);
  });

  it(`loses no field when patches of different fields race on one entry (${engine})`, async () => {
    const tk = await token();
    const fields: object[] = [
      { rating: 8 },
      { notes: 'racing' },
      { rewatchCount: 2 },
      { startedOn: '2023-01-01' },
      { episodesWatched: 5 },
      { status: 'on_hold' },
    ];
    const results = await Promise.all(fields.map((f) => patch(tk, JANG_GEUM, f)));
    expect(results.map((r) => r.statusCode)).toEqual(fields.map(() => 200));
    const final = (await entry(tk, JANG_GEUM)).json<Entry>();
    expect(final).toMatchObject({ rating: 8, notes: 'racing', rewatchCount: 2, startedOn: '2023-01-01', episodesWatched: 5 });
    // in either order progress leaves on_hold alone (it moves only an empty or completed status)
    expect(final.status).toBe('on_hold');
  });
});

describe('the database enforces the rules itself', () => {
  it('refuses rows that break them, whoever writes', async () => {
    await signUp(t.app);
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM app_user ORDER BY id DESC LIMIT 1');
    const insert = (cols: string, values: string) =>
      t.db.query(`INSERT INTO user_show (user_id, show_id, ${cols}) VALUES (${user!.id}, ${CLOY}, ${values})`);
    for (const [cols, values] of [
      ['rating', '7.3'],
      ['rating', '11'],
      ['status', "'binging'"],
      ['episodes_watched', '17'],
      ['status, episodes_watched', "'completed', 3"],
      ['started_on, finished_on', "'2024-02-01', '2024-01-01'"],
      ['started_on', 'current_date + 5'],
      ['notes', `'${'x'.repeat(2001)}'`],
    ])
      await expect(insert(cols!, values!), `${cols} = ${values}`).rejects.toThrow();
  });
});

describe('the diary list and statistics', () => {
  it('lists entries per status in every sort, paged in SQL, and counts them', async () => {
    const tk = await token();
    await patchOk(tk, CLOY, { status: 'completed', rating: 9, finishedOn: '2021-06-01' });
    await patchOk(tk, JANG_GEUM, { episodesWatched: 10, rating: 7.5 });
    await patchOk(tk, WINTER_SONATA, { status: 'completed', rating: 6, startedOn: '2022-01-01', finishedOn: '2022-02-01' });
    await patchOk(tk, FULL_HOUSE, { status: 'plan_to_watch' });

    const all = await get(tk, '/api/user-show/diary', DiaryPage);
    expect(all.totalDocs).toBe(4);
    // default: most recently updated first
    expect(all.results.map((r) => r.show.id)).toEqual([FULL_HOUSE, WINTER_SONATA, JANG_GEUM, CLOY]);
    expect(all.results[0]!.show.name).toBe('Full House');

    const rated = await get(tk, '/api/user-show/diary?sort=rating_desc', DiaryPage);
    expect(rated.results.map((r) => r.entry.rating)).toEqual([9, 7.5, 6, null]);

    const completed = await get(tk, '/api/user-show/diary?status=completed&sort=name_asc', DiaryPage);
    expect(completed.results.map((r) => r.show.id)).toEqual([CLOY, WINTER_SONATA]);
    const byDate = await get(tk, '/api/user-show/diary?sort=date_asc&limit=2&page=2', DiaryPage);
    expect(byDate).toMatchObject({ page: 2, limit: 2, totalDocs: 4, totalPages: 2, hasPrevPage: true, hasNextPage: false });
    // first air dates: Winter Sonata 2002, Dae Jang Geum 2003, Full House 2004, CLOY 2019
    expect(byDate.results.map((r) => r.show.id)).toEqual([FULL_HOUSE, CLOY]);
    const origName = await get(tk, '/api/user-show/diary?sort=original_name_asc', DiaryPage);
    expect(origName.results.map((r) => r.show.original_name)).toEqual(['겨울연가', '대장금', '사랑의 불시착', '풀하우스']);
    expect((await get(tk, '/api/user-show/diary?sort=date_desc', DiaryPage)).results[0]!.show.id).toBe(CLOY);

    const bad = await t.app.inject({ url: '/api/user-show/diary?status=binging', headers: bearer(tk) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('querystring.status');

    const stats = await get(tk, '/api/user-show/stats', DiaryStats);
    const romance = genreNamed('Romance');
    expect(stats).toMatchObject({
      statuses: { watching: 1, completed: 2, plan_to_watch: 1, on_hold: 0, dropped: 0 },
      episodesWatched: 16 + 10 + 20,
      minutesWatched: (16 + 10 + 20) * 60,
      meanRating: 7.5, // (9 + 7.5 + 6) / 3
      ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 1, '7': 1, '8': 0, '9': 1, '10': 0 },
      completedPerYear: [
        { year: 2021, count: 1 },
        { year: 2022, count: 1 },
      ],
    });
    // seen (not planned): CLOY (Romance, Comedy, Drama), Dae Jang Geum (Historical, Drama), Winter Sonata (Melodrama, Romance)
    expect(stats.genres.slice(0, 2)).toEqual([
      { id: genreNamed('Drama').id, name: 'Drama', count: 2 },
      { id: romance.id, name: 'Romance', count: 2 },
    ]);
    expect(stats.genres.map((g) => g.name).sort()).toEqual(['Comedy', 'Drama', 'Historical', 'Melodrama', 'Romance']);
  });

  it('answers empty statistics for a new account', async () => {
    const stats = await get(await token(), '/api/user-show/stats', DiaryStats);
    expect(stats).toEqual({
      statuses: { watching: 0, completed: 0, plan_to_watch: 0, on_hold: 0, dropped: 0 },
      episodesWatched: 0,
      minutesWatched: 0,
      meanRating: null,
      ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '8': 0, '9': 0, '10': 0 },
      genres: [],
      completedPerYear: [],
    });
  });
});
