import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryListResponse, ShowKeywords, SORT_OPTIONS } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { idsWhere, shows, sortIds, taxonomy } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001;

/** A category list's first 100 shows and its totals must be exactly the sample's shows of that category. */
async function expectCategory(url: string, name: string, expected: number[]) {
  const list = await getOk(t.app, `${url}?limit=100`, CategoryListResponse);
  expect(list.name).toBe(name);
  expect(list.totalDocs, `${url} total`).toBe(expected.length);
  expect(
    list.results.map((s) => s.id),
    url,
  ).toEqual(sortIds(expected, 'date_desc').slice(0, 100));
}

describe(`category lists on ${engine}`, () => {
  it('a genre list holds exactly the shows of that genre, for every genre', async () => {
    for (const g of taxonomy.genres)
      await expectCategory(
        `/api/show/list/genre/${g.id}`,
        g.name,
        idsWhere((s) => s.genres.includes(g.name)),
      );
  });

  it('a tone list holds exactly the shows of that tone, for every tone', async () => {
    for (const tone of taxonomy.tones)
      await expectCategory(
        `/api/show/list/tone/${tone.id}`,
        tone.name,
        idsWhere((s) => s.tones.includes(tone.name)),
      );
  });

  it('a keyword list holds exactly the shows with that keyword', async () => {
    const { results } = await getOk(t.app, `/api/keyword/show/${CLOY}`, ShowKeywords);
    expect(results.length).toBe(4);
    for (const k of results)
      await expectCategory(
        `/api/show/list/keyword/${k.id}`,
        k.name,
        idsWhere((s) => s.keywords.includes(k.name)),
      );
  });

  it('a year list holds exactly the shows first aired that year', async () => {
    for (const year of [2016, 2019, 2000])
      await expectCategory(
        `/api/show/list/year/${year}`,
        String(year),
        idsWhere((s) => s.first_air_date?.startsWith(`${year}-`) ?? false),
      );
    const early = await getOk(t.app, '/api/show/list/year/1900', CategoryListResponse);
    expect(early).toMatchObject({ name: '1900', totalDocs: 0, totalPages: 0, results: [], hasNextPage: false });
    expect((await getOk(t.app, '/api/show/list/year/2100', CategoryListResponse)).totalDocs).toBe(0);
  });

  it.each(SORT_OPTIONS)('pages through a category sorted by %s in the promised order, with the paging fields right', async (sort) => {
    const romance = idsWhere((s) => s.genres.includes('Romance'));
    const { ids, totalDocs, totalPages } = await allPages(t.app, `/api/show/list/genre/1?sort=${sort}`, 7);
    expect(totalDocs).toBe(romance.length);
    expect(totalPages).toBe(Math.ceil(romance.length / 7));
    expect(ids).toEqual(sortIds(romance, sort));
  });

  it('pages through the whole catalogue (Discover without filters) in every order, ties broken by id', async () => {
    for (const sort of SORT_OPTIONS) {
      const { ids } = await allPages(t.app, `/api/show?sort=${sort}`, 40);
      expect(ids, sort).toEqual(
        sortIds(
          shows.map((s) => s.id),
          sort,
        ),
      );
    }
  });

  it('puts shows without a date last in both date orders', async () => {
    const [first, second] = [9000002, 9000003];
    await t.db.query(`UPDATE show SET first_air_date = NULL WHERE id = ANY($1::int[])`, [[first, second]]);
    try {
      const undated = new Set([first, second]);
      const dated = shows.filter((s) => !undated.has(s.id)).map((s) => s.id);
      for (const sort of ['date_desc', 'date_asc'] as const) {
        const { ids } = await allPages(t.app, `/api/show?sort=${sort}`, 50);
        expect(ids, sort).toEqual([...sortIds(dated, sort), first, second]);
      }
    } finally {
      for (const id of [first, second])
        await t.db.query(`UPDATE show SET first_air_date = $2 WHERE id = $1`, [id, shows.find((s) => s.id === id)!.first_air_date]);
    }
  });

  it('a page past the end is empty but keeps the totals', async () => {
    const romance = idsWhere((s) => s.genres.includes('Romance')).length;
    const p = await getOk(t.app, '/api/show/list/genre/1?page=999&limit=10', CategoryListResponse);
    expect(p).toMatchObject({
      results: [],
      totalDocs: romance,
      totalPages: Math.ceil(romance / 10),
      page: 999,
      limit: 10,
      hasNextPage: false,
      hasPrevPage: true,
      nextPage: null,
      prevPage: 998,
    });
    const last = Math.ceil(romance / 10);
    const lastPage = await getOk(t.app, `/api/show/list/genre/1?page=${last}&limit=10`, CategoryListResponse);
    expect(lastPage).toMatchObject({ hasNextPage: false, nextPage: null, hasPrevPage: true });
    expect(lastPage.results.length).toBe(romance - 10 * (last - 1));
  });

  it('rejects unsupported category types and bad keys with their messages, and 404s unknown terms', async () => {
    expect((await getError(t.app, '/api/show/list/provider/8', 400)).message).toBe('Unsupported category type');
    expect((await getError(t.app, '/api/show/list/everything/1', 400)).message).toBe('Unsupported category type');
    for (const [type, label] of [
      ['genre', 'Genre'],
      ['tone', 'Tone'],
      ['keyword', 'Keyword'],
    ]) {
      expect((await getError(t.app, `/api/show/list/${type}/abc`, 400)).message).toBe(`${label} id must be a positive integer`);
      expect((await getError(t.app, `/api/show/list/${type}/0`, 400)).message).toBe(`${label} id must be a positive integer`);
      expect((await getError(t.app, `/api/show/list/${type}/999`, 404)).message).toBe(`${label} not found`);
    }
    for (const year of ['20x6', '1899', '2101', '02016', '216', '2016.0'])
      expect((await getError(t.app, `/api/show/list/year/${year}`, 400)).message, year).toBe('Year must be a 4-digit year');
  });

  it('validates paging parameters', async () => {
    for (const q of [
      'page=0',
      'page=abc',
      'page=-1',
      'limit=0',
      'limit=101',
      'limit=1.5',
      'sort=random',
      'genre[$ne]=1',
      'page=1&page=2',
      `x=${'a'.repeat(10_000)}`,
    ]) {
      const body = await getError(t.app, `/api/show?${q}`, 400);
      expect(body.errors?.length, q).toBeGreaterThan(0);
    }
  });
});
