import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiaryPage, ImportResult, KlamaExport } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

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
const diary = async (tk: string, query = '') =>
  DiaryPage.parse((await t.app.inject({ url: `/api/user-show/diary?limit=100${query}`, headers: bearer(tk) })).json());
const exportJson = async (tk: string) => KlamaExport.parse((await t.app.inject({ url: '/api/me/export', headers: bearer(tk) })).json());

/** Real titles of the sample catalogue as fans type them: lower case, punctuation dropped, Korean, another title, a year off by one. */
const FAN_LINES: [string, number][] = [
  ['crash landing on you', 9000001],
  ['autumn in my heart (2001)', 9000002],
  ['겨울연가', 9000003],
  ['stairway to heaven (2003)', 9000004],
  ['jewel in the palace', 9000005],
  ['full house (2005)', 9000006],
  ['im sorry i love you', 9000007],
  ['my lovely sam soon', 9000008],
  ['궁', 9000009],
  ['coffee prince (2007)', 9000010],
  ['boys over flowers', 9000011],
  ['youre beautiful', 9000012],
  ['iris (2009)', 9000013],
  ['추노', 9000014],
  ['secret garden', 9000015],
  ['sungkyunkwan scandal (2011)', 9000016],
  ['city hunter', 9000017],
  ['the princess man', 9000018],
  ['deep rooted tree', 9000019],
  ['the moon embracing the sun', 9000020],
  ['rooftop prince', 9000021],
  ['reply 1997', 9000022],
  ['the king 2 hearts', 9000023],
  ['a gentlemans dignity', 9000025],
  ['queen inhyuns man', 9000026],
  ['that winter the wind blows', 9000028],
  ['i hear your voice (2013)', 9000029],
  ['the heirs', 9000030],
  ['masters sun', 9000031],
  ['별에서 온 그대', 9000032],
  ['reply 1994 (2014)', 9000033],
  ['good doctor', 9000034],
  ['misaeng', 9000037],
  ['its okay thats love', 9000038],
  ['healer', 9000039],
  ['pinocchio (2014)', 9000040],
  ['kill me heal me', 9000101],
  ['she was pretty', 9000102],
  ['응답하라 1988', 9000103],
  ['descendants of the sun (2016)', 9000106],
  ['goblin', 9000114],
  ['moon lovers scarlet heart ryeo', 9000111],
  ['dr. romantic 2', 9000116],
  ['3. hospital playlist (2020)', 9000127],
];

describe(`import from pasted lines (${engine})`, () => {
  it('matches 44 titles written the way fans write them, and a dry run writes nothing', async () => {
    const tk = await token();
    const content = FAN_LINES.map(([line]) => line).join('\n');
    const preview = await importOk(tk, { format: 'text', content }, true);
    expect(preview.unmatched).toEqual([]);
    expect(preview.ambiguous).toEqual([]);
    expect(preview.matched.map((m) => [m.input, m.showId])).toEqual(FAN_LINES.map(([line, id]) => [line, id]));
    expect(preview.applied).toBe(false);
    expect((await diary(tk)).totalDocs).toBe(0);
  });

  it('previews ambiguous and unmatched lines, applies the chosen show, and a second apply changes nothing', async () => {
    const tk = await token();
    const content = ['Crash Landing on You (2019)', '', 'reply', 'qxzvw jjjkkq', 'Signal'].join('\n');
    const preview = await importOk(tk, { format: 'text', content }, true);
    expect(preview.matched.map((m) => [m.line, m.showId])).toEqual([
      [1, 9000001],
      [5, 9000107],
    ]);
    expect(preview.ambiguous).toHaveLength(1);
    expect(preview.ambiguous[0]!.line).toBe(3);
    expect(preview.ambiguous[0]!.candidates).toEqual(expect.arrayContaining([9000022, 9000033, 9000103]));
    expect(preview.unmatched).toEqual([
      { line: 4, input: 'qxzvw jjjkkq', reason: 'No show with this title', code: 'importReasons.noTitleMatch' },
    ]);

    const applied = await importOk(tk, { format: 'text', content, resolutions: { '3': 9000103 } }, false);
    expect(applied.applied).toBe(true);
    expect(applied.matched.map((m) => m.showId)).toEqual([9000001, 9000103, 9000107]);
    const first = await diary(tk);
    expect(first.results.map((r) => [r.show.id, r.entry.status]).sort()).toEqual([
      [9000001, 'plan_to_watch'],
      [9000103, 'plan_to_watch'],
      [9000107, 'plan_to_watch'],
    ]);
    await importOk(tk, { format: 'text', content, resolutions: { '3': 9000103 } }, false);
    expect(await diary(tk)).toEqual(first); // same entries, same updatedAt
  });
});

describe(`import from CSV and Trakt (${engine})`, () => {
  it('reads MyDramaList status words, progress, half-point ratings and notes', async () => {
    const tk = await token();
    const content = [
      'Title,Year,Status,Episodes,Score,Notes',
      'Crash Landing on You,2019,Completed,16/16,9.5,"best, ever"',
      'Signal,2016,Currently Watching,8/16,8.7,',
      'Winter Sonata,2002,Plan to Watch,0/20,0,',
      'Goblin,2016,On-Hold,3/16,,',
      'Stranger,2017,Dropped,2/16,6,',
      'Full House,2004,Not a status,,,',
    ].join('\r\n');
    const res = await importOk(tk, { format: 'csv', content }, false);
    expect(res.skipped).toEqual([
      {
        line: 7,
        input: 'Full House (2004)',
        reason: 'status: "Not a status" is not a status',
        code: 'importReasons.notAStatus',
        values: ['Not a status'],
      },
    ]);
    expect(res.unmatched).toEqual([]);
    const entries = Object.fromEntries((await diary(tk)).results.map((r) => [r.show.id, r.entry]));
    expect(entries[9000001]).toMatchObject({ status: 'completed', episodesWatched: 16, rating: 9.5, notes: 'best, ever' });
    expect(entries[9000107]).toMatchObject({ status: 'watching', episodesWatched: 8, rating: 8.5 });
    expect(entries[9000003]).toMatchObject({ status: 'plan_to_watch', episodesWatched: 0, rating: null });
    expect(entries[9000114]).toMatchObject({ status: 'on_hold', episodesWatched: 3 });
    expect(entries[9000121]).toMatchObject({ status: 'dropped', episodesWatched: 2, rating: 6 });
  });

  it('matches Trakt items by TMDB id and counts watched episodes (specials aside)', async () => {
    const tk = await token();
    const episodes = (n: number) => Array.from({ length: n }, (_, i) => ({ number: i + 1, plays: 1 }));
    const watched = [
      {
        plays: 16,
        show: { title: 'Crash Landing on You', year: 2019, ids: { tmdb: 9000001 } },
        seasons: [
          { number: 1, episodes: episodes(16) },
          { number: 0, episodes: episodes(2) },
        ],
      },
      { plays: 5, show: { title: 'Signal', year: 2016, ids: { tmdb: 123456789 } }, seasons: [{ number: 1, episodes: episodes(5) }] },
    ];
    const res = await importOk(tk, { format: 'trakt', content: JSON.stringify(watched) }, false);
    expect(res.matched.map((m) => m.showId)).toEqual([9000001, 9000107]);
    const ratings = [
      { rating: 8, rated_at: '2024-01-01T00:00:00Z', type: 'show', show: { title: 'x', year: 2019, ids: { tmdb: 9000001 } } },
    ];
    await importOk(tk, { format: 'trakt', content: JSON.stringify(ratings) }, false);
    const entries = Object.fromEntries((await diary(tk)).results.map((r) => [r.show.id, r.entry]));
    expect(entries[9000001]).toMatchObject({ status: 'completed', episodesWatched: 16, rating: 8 });
    expect(entries[9000107]).toMatchObject({ status: 'watching', episodesWatched: 5 });
  });
});

describe(`export and round trip (${engine})`, () => {
  it('exports everything and imports it into a fresh account as exactly the same data', async () => {
    const a = await token();
    const patch = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${id}`, headers: bearer(a), payload });
    await patch(9000001, {
      status: 'completed',
      rating: 9.5,
      notes: "=cmd|' /C calc'!A0",
      startedOn: '2020-01-01',
      finishedOn: '2020-02-01',
    });
    await patch(9000107, { episodesWatched: 4, rewatchCount: 1 });
    await t.app.inject({ method: 'POST', url: '/api/user-show/liked/9000003', headers: bearer(a) });
    const list = (
      await t.app.inject({ method: 'POST', url: '/api/lists', headers: bearer(a), payload: { name: 'Tearjerkers', visibility: 'public' } })
    ).json();
    for (const id of [9000003, 9000002])
      await t.app.inject({ method: 'PUT', url: `/api/lists/${list.id}/items/${id}`, headers: bearer(a), payload: { note: `note ${id}` } });

    const res = await t.app.inject({ url: '/api/me/export?format=json', headers: bearer(a) });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="klama-diary-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = KlamaExport.parse(res.json());
    expect(exported.entries.map((e) => e.showId)).toEqual([9000001, 9000003, 9000107]);
    expect(exported.lists).toEqual([
      {
        name: 'Tearjerkers',
        description: '',
        visibility: 'public',
        items: [
          { showId: 9000003, name: 'Winter Sonata', position: 1, note: 'note 9000003' },
          { showId: 9000002, name: 'Autumn in My Heart', position: 2, note: 'note 9000002' },
        ],
      },
    ]);

    const b = await token();
    const first = await importOk(b, { format: 'klama', content: res.body }, false);
    expect(first.matched).toHaveLength(3);
    const strip = (e: KlamaExport) => ({ entries: e.entries.map(({ updatedAt: _u, ...rest }) => rest), lists: e.lists });
    const back = await exportJson(b);
    expect(strip(back)).toEqual(strip(exported));
    // a second import changes nothing
    await importOk(b, { format: 'klama', content: res.body }, false);
    expect(await exportJson(b)).toEqual({ ...back, exportedAt: expect.any(String) });

    const csv = await t.app.inject({ url: '/api/me/export?format=csv', headers: bearer(a) });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'show_id,title,original_title,year,status,episodes,rating,notes,rewatches,started_on,finished_on,liked,bookmarked',
    );
    expect(csv.body).toContain(
      `9000001,Crash Landing on You,사랑의 불시착,2019,completed,16,9.5,'=cmd|' /C calc'!A0,0,2020-01-01,2020-02-01,false,false`,
    );
    // the CSV imports back too, the formula guard taken off again
    const c = await token();
    await importOk(c, { format: 'csv', content: csv.body }, false);
    expect((await exportJson(c)).entries.find((e) => e.showId === 9000001)!.notes).toBe("=cmd|' /C calc'!A0");
  });
});

describe(`bad imports (${engine})`, () => {
  it('refuses malformed, mislabelled and oversized files with a clear 400, writing nothing', async () => {
    const tk = await token();
    const cases: [object, string][] = [
      [{ format: 'klama', content: '{not json' }, 'is not valid JSON'],
      [{ format: 'klama', content: '{"format":"other"}' }, 'is not a K-lama export'],
      [{ format: 'trakt', content: '{"a":1}' }, 'is not a Trakt export'],
      [{ format: 'csv', content: 'Foo,Bar\n1,2' }, 'needs a header row with a title or name column'],
      [{ format: 'csv', content: 'Title\n"unclosed' }, 'is not valid CSV'],
    ];
    for (const [body, message] of cases) {
      const res = await importCall(tk, body, false);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'body.content', code: 'validation.invalid', message: expect.stringContaining(message) }]);
    }
    const wrong = await importCall(tk, { format: 'mdl', content: 'x' }, false);
    expect(wrong.json().errors[0].path).toBe('body.format');
    const big = await importCall(tk, { format: 'text', content: 'x'.repeat(2 * 1024 * 1024 + 1) }, false);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0]).toEqual({ path: 'body.content', code: 'diary.importTooLarge', message: 'The file is larger than 2 MB' });
    const badDry = await t.app.inject({
      method: 'POST',
      url: '/api/me/import?dryRun=maybe',
      headers: bearer(tk),
      payload: { format: 'text', content: 'x' },
    });
    expect(badDry.statusCode).toBe(400);
    expect((await diary(tk)).totalDocs).toBe(0);
  });
});
