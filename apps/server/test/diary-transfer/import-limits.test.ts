/**
 * The import's bounds and what it reports: the line cap, each show's card sent once, a preview that
 * writes nothing, the per-account rate limit, list limits as the list calls hold them, and the result
 * each line will get (status, progress, rating; added, updated, unchanged; skipped with the reason).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY_LIMITS, DiaryStats, ImportResult, KlamaExport, ListSummary, MyLists, type Entry } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

const [CLOY, SIGNAL, WINTER] = [9000001, 9000107, 9000003];
const [REPLY_1997, REPLY_1994, REPLY_1988] = [9000022, 9000033, 9000103];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = async () => (await signUp(t.app)).session.accessToken;
const importCall = (tk: string, body: object, dryRun: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/me/import?dryRun=${dryRun}`, headers: bearer(tk), payload: body });
const importOk = async (tk: string, body: object, dryRun: boolean) => {
  const res = await importCall(tk, body, dryRun);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return ImportResult.parse(res.json());
};
const entry = async (tk: string, id: number) =>
  (await t.app.inject({ url: `/api/user-show/entry/${id}`, headers: bearer(tk) })).json<Entry>();
const myLists = async (tk: string) => MyLists.parse((await t.app.inject({ url: '/api/lists/mine', headers: bearer(tk) })).json());
const lines = (n: number, line: string) => Array.from({ length: n }, () => line).join('\n');

const klamaFile = (lists: object[], entries: object[] = []) =>
  JSON.stringify({ format: 'klama-diary', version: 1, exportedAt: '2026-01-01T00:00:00Z', username: 'x', entries, lists });
const list = (overrides: object = {}, item: object = {}) => ({
  name: 'Tearjerkers',
  description: '',
  visibility: 'private',
  items: [{ showId: WINTER, name: 'Winter Sonata', position: 1, note: '', ...item }],
  ...overrides,
});
const cloyEntry = {
  showId: CLOY,
  name: 'Crash Landing on You',
  original_name: '사랑의 불시착',
  year: 2019,
  status: 'watching',
  episodesWatched: 3,
  rating: null,
  notes: null,
  rewatchCount: 0,
  startedOn: null,
  finishedOn: null,
  liked: false,
  bookmarked: false,
  updatedAt: '2026-01-01T00:00:00Z',
};

describe(`the line cap (${engine})`, () => {
  const tooMany = {
    path: 'body.content',
    code: 'diary.importTooManyLines',
    message: `The file has more than ${DIARY_LIMITS.importLines} lines`,
  };

  it(`refuses more than ${DIARY_LIMITS.importLines} lines in every format with a 400 naming the content, writing nothing`, async () => {
    const tk = await token();
    const over = DIARY_LIMITS.importLines + 1;
    const trakt = JSON.stringify(Array.from({ length: over }, () => ({ show: { title: 'Signal', year: 2016, ids: { tmdb: SIGNAL } } })));
    const cases: object[] = [
      // the case: "a\n" × 1,048,575, just under 2 MB
      { format: 'text', content: 'a\n'.repeat(1_048_575) },
      { format: 'text', content: lines(over, 'Signal') },
      { format: 'trakt', content: trakt },
      { format: 'csv', content: `Title\n${lines(over, 'Signal')}` },
      {
        format: 'klama',
        content: klamaFile(
          [],
          Array.from({ length: over }, () => cloyEntry),
        ),
      },
    ];
    for (const body of cases) {
      const res = await importCall(tk, body, false);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json().errors).toEqual([tooMany]);
    }
    expect((await entry(tk, SIGNAL)).status).toBeNull();
  });

  it('takes exactly the cap, blank lines and the CSV header aside', async () => {
    const tk = await token();
    const text = await importOk(tk, { format: 'text', content: `\n\n${lines(DIARY_LIMITS.importLines, 'Signal')}\n\n` }, true);
    expect(text.matched).toHaveLength(1);
    expect(text.skipped).toHaveLength(DIARY_LIMITS.importLines - 1);
    const csv = await importOk(tk, { format: 'csv', content: `Title\n${lines(DIARY_LIMITS.importLines, 'Signal')}` }, true);
    expect(csv.matched.length + csv.skipped.length).toBe(DIARY_LIMITS.importLines);
  });
});

describe(`the preview's size and side effects (${engine})`, () => {
  it('sends each candidate show once, however many lines name it', async () => {
    const tk = await token();
    const res = await importOk(tk, { format: 'text', content: lines(50, 'reply') }, true);
    expect(res.ambiguous).toHaveLength(50);
    for (const a of res.ambiguous) expect(a.candidates).toEqual(expect.arrayContaining([REPLY_1997, REPLY_1994, REPLY_1988]));
    const ids = res.shows.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(res.ambiguous[0]!.candidates));
    expect(ids.length).toBe(res.ambiguous[0]!.candidates.length);
  });

  it('a dry run writes nothing, not even a row rolled back (a list id is not used up)', async () => {
    const tk = await token();
    const create = async (name: string) =>
      ListSummary.parse(
        (await t.app.inject({ method: 'POST', url: '/api/lists', headers: bearer(tk), payload: { name, visibility: 'private' } })).json(),
      );
    const first = await create('first');
    // no other test of this file creates lists while this one runs (tests of a file run one after another)
    const preview = await importOk(tk, { format: 'klama', content: klamaFile([list({ name: 'new one' })], [cloyEntry]) }, true);
    expect(preview.applied).toBe(false);
    expect(preview.matched.map((m) => [m.showId, m.change])).toEqual([[CLOY, 'added']]);
    const second = await create('second');
    expect(second.id).toBe(first.id + 1);
    expect((await myLists(tk)).map((l) => l.name).sort()).toEqual(['first', 'second']);
    expect((await entry(tk, CLOY)).status).toBeNull();
  });
});

describe(`the rate limit (${engine})`, () => {
  it(`lets an account import ${DIARY_LIMITS.importsPerWindow} times in ${DIARY_LIMITS.importWindowMinutes} minutes, then answers 429`, async () => {
    const tk = await token();
    for (let i = 0; i < DIARY_LIMITS.importsPerWindow; i++) await importOk(tk, { format: 'text', content: 'Signal' }, i % 2 === 0);
    const over = await importCall(tk, { format: 'text', content: 'Signal' }, true);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(DIARY_LIMITS.importWindowMinutes * 60);
    // another account is not held back
    await importOk(await token(), { format: 'text', content: 'Signal' }, true);
  });
});

describe(`lists in a K-lama file hold to the list calls' limits (${engine})`, () => {
  const cases: [string, object, string, string, string][] = [
    [
      'a name of 81 characters',
      list({ name: 'n'.repeat(81) }),
      'lists.0.name',
      'validation.atMostCharacters',
      'must be at most 80 characters',
    ],
    ['an empty name', list({ name: '  ' }), 'lists.0.name', 'validation.required', 'is required'],
    [
      'a description of 2,001 characters',
      list({ description: 'd'.repeat(2001) }),
      'lists.0.description',
      'validation.atMostCharacters',
      'must be at most 2000 characters',
    ],
    [
      'an item note of 501 characters',
      list({}, { note: 'x'.repeat(501) }),
      'lists.0.items.0.note',
      'validation.atMostCharacters',
      'must be at most 500 characters',
    ],
    [
      'a NUL in a name',
      list({ name: 'bad\u0000name' }),
      'lists.0.name',
      'validation.storableText',
      'must not contain NUL or unpaired surrogate characters',
    ],
    ['a show id beyond the integers', list({}, { showId: 2 ** 31 }), 'lists.0.items.0.showId', 'validation.invalid', 'is too large'],
    ['an unknown visibility', list({ visibility: 'friends' }), 'lists.0.visibility', 'validation.visibility', 'must be private or public'],
  ];
  for (const [what, bad, path, code, message] of cases)
    it(`refuses ${what}: 400 naming the field, nothing written`, async () => {
      const tk = await token();
      const content = klamaFile([list({ name: 'fine' }), bad], [cloyEntry]);
      for (const dryRun of [true, false]) {
        const res = await importCall(tk, { format: 'klama', content }, dryRun);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual([{ path: `body.content.${path.replace('lists.0', 'lists.1')}`, code, message }]);
      }
      expect(await myLists(tk)).toEqual([]);
      expect((await entry(tk, CLOY)).status).toBeNull();
    });

  it('refuses more lists than an account may have, or more items than a list holds, before writing', async () => {
    const tk = await token();
    const many = Array.from({ length: DIARY_LIMITS.listsPerUser + 1 }, (_, i) => list({ name: `list ${i}` }));
    const res = await importCall(tk, { format: 'klama', content: klamaFile(many, [cloyEntry]) }, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.content.lists', code: 'diary.tooManyLists', message: `You can have at most ${DIARY_LIMITS.listsPerUser} lists` },
    ]);
    const items = Array.from({ length: DIARY_LIMITS.itemsPerList + 1 }, (_, i) => ({ showId: i + 1, name: '', position: i + 1, note: '' }));
    const big = await importCall(tk, { format: 'klama', content: klamaFile([list({ items })], [cloyEntry]) }, false);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      {
        path: 'body.content.lists.0.items',
        code: 'diary.tooManyItems',
        message: `A list holds at most ${DIARY_LIMITS.itemsPerList} shows`,
      },
    ]);
    expect(await myLists(tk)).toEqual([]);
    expect((await entry(tk, CLOY)).status).toBeNull();
  });

  it('a good file still imports its lists, and a name is trimmed as the list calls trim it', async () => {
    const tk = await token();
    await importOk(tk, { format: 'klama', content: klamaFile([list({ name: '  Tearjerkers ' })], [cloyEntry]) }, false);
    expect((await myLists(tk)).map((l) => [l.name, l.itemCount])).toEqual([['Tearjerkers', 1]]);
  });
});

describe(`what the preview and the result say (${engine})`, () => {
  it('lists a rule a line breaks as skipped, not as not found', async () => {
    const tk = await token();
    const content = ['Title,Year,Status,Score', 'Signal,2016,Watching,11', 'qxzvw jjjkkq,,,'].join('\n');
    const res = await importOk(tk, { format: 'csv', content }, true);
    expect(res.skipped).toEqual([
      { line: 2, input: 'Signal (2016)', reason: 'rating: must be from 1 to 10', code: 'validation.ratingRange', field: 'rating' },
    ]);
    expect(res.unmatched).toEqual([
      { line: 3, input: 'qxzvw jjjkkq', reason: 'No show with this title', code: 'importReasons.noTitleMatch' },
    ]);
    expect(res.matched).toEqual([]);
  });

  it('leaves the finishing day of a show imported as completed unknown, so it counts in no year', async () => {
    const tk = await token();
    const content = ['Title,Year,Status', 'Crash Landing on You,2019,Completed', 'Winter Sonata,2002,Completed'].join('\n');
    const res = await importOk(tk, { format: 'csv', content }, false);
    expect(res.matched.map((m) => [m.showId, m.outcome.status])).toEqual([
      [CLOY, 'completed'],
      [WINTER, 'completed'],
    ]);
    expect(await entry(tk, CLOY)).toMatchObject({ status: 'completed', episodesWatched: 16, startedOn: null, finishedOn: null });
    const stats = DiaryStats.parse((await t.app.inject({ url: '/api/user-show/stats', headers: bearer(tk) })).json());
    expect(stats.statuses.completed).toBe(2);
    expect(stats.completedPerYear).toEqual([]);
    // a day the file gives is kept, and counted in its year
    await importOk(tk, { format: 'csv', content: 'Title,Year,Status,Finished\nSignal,2016,Completed,2019-05-04' }, false);
    expect((await entry(tk, SIGNAL)).finishedOn).toBe('2019-05-04');
    const after = DiaryStats.parse((await t.app.inject({ url: '/api/user-show/stats', headers: bearer(tk) })).json());
    expect(after.completedPerYear).toEqual([{ year: 2019, count: 1 }]);
  });

  it('counts a drama pasted twice once: the second line is skipped, naming the first', async () => {
    const tk = await token();
    const res = await importOk(tk, { format: 'text', content: 'Signal (2016)\nsignal\nCrash Landing on You' }, false);
    expect(res.matched.map((m) => [m.line, m.showId])).toEqual([
      [1, SIGNAL],
      [3, CLOY],
    ]);
    expect(res.skipped).toEqual([
      { line: 2, input: 'signal', reason: 'The same show as line 1', code: 'importReasons.sameShow', values: ['1'] },
    ]);
    expect(res.summary).toEqual({ added: 2, updated: 0, unchanged: 0 });
  });

  it('previews the status, progress and rating each line will get, and counts added, updated and unchanged', async () => {
    const tk = await token();
    await t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${SIGNAL}`, headers: bearer(tk), payload: { episodesWatched: 4 } });
    await t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${WINTER}`, headers: bearer(tk), payload: { rating: 7 } });
    const content = [
      'Title,Year,Status,Episodes,Score',
      'Crash Landing on You,2019,Completed,3/16,9', // completed: every episode, whatever the other site counted
      'Signal,2016,Plan to Watch,,', // plan to watch never replaces a status: watching, 4 of 16, as it is
      'Winter Sonata,2002,,,8', // a rating alone: the entry is updated
    ].join('\n');
    const preview = await importOk(tk, { format: 'csv', content }, true);
    expect(preview.matched.map((m) => [m.showId, m.outcome, m.change])).toEqual([
      [CLOY, { status: 'completed', episodesWatched: 16, totalEpisodes: 16, rating: 9 }, 'added'],
      [SIGNAL, { status: 'watching', episodesWatched: 4, totalEpisodes: 16, rating: null }, 'unchanged'],
      [WINTER, { status: null, episodesWatched: 0, totalEpisodes: 20, rating: 8 }, 'updated'],
    ]);
    expect(preview.summary).toEqual({ added: 1, updated: 1, unchanged: 1 });
    const applied = await importOk(tk, { format: 'csv', content }, false);
    expect(applied.applied).toBe(true);
    expect(applied.summary).toEqual(preview.summary);
    expect(await entry(tk, CLOY)).toMatchObject({ status: 'completed', episodesWatched: 16, rating: 9 });
    expect(await entry(tk, WINTER)).toMatchObject({ rating: 8 });
    // applied again: nothing changes
    expect((await importOk(tk, { format: 'csv', content }, false)).summary).toEqual({ added: 0, updated: 0, unchanged: 3 });
  });

  it('a K-lama file round-trips through the batched write with every field', async () => {
    const tk = await token();
    const full = { ...cloyEntry, status: 'completed', episodesWatched: 16, rating: 9.5, notes: 'best', startedOn: '2020-01-01' };
    const content = klamaFile([], [{ ...full, finishedOn: '2020-02-01', liked: true, rewatchCount: 2 }]);
    const res = await importOk(tk, { format: 'klama', content }, false);
    expect(res.summary).toEqual({ added: 1, updated: 0, unchanged: 0 });
    const exported = KlamaExport.parse((await t.app.inject({ url: '/api/me/export', headers: bearer(tk) })).json());
    expect(exported.entries).toEqual([
      expect.objectContaining({ showId: CLOY, status: 'completed', episodesWatched: 16, rating: 9.5, notes: 'best', rewatchCount: 2 }),
    ]);
    expect(exported.entries[0]).toMatchObject({ startedOn: '2020-01-01', finishedOn: '2020-02-01', liked: true, bookmarked: false });
  });
});
