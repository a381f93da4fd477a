import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowDetails, ShowKeywords, ShowPage, utcDay } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { genreNamed, idsWhere, shows, sortIds, toneNamed, type SampleShow } from '../sample-catalogue.js';

let t: TestApp;
let keywordId: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  // keyword ids are the loader's stable ids; learn them from the API by name
  keywordId = new Map();
  for (const id of [9000001, 9000223, 9000114])
    for (const k of (await getOk(t.app, `/api/keyword/show/${id}`, ShowKeywords)).results) keywordId.set(k.name, k.id);
});
afterAll(() => t?.close());

interface Filters {
  genre?: string;
  tone?: string;
  keywords?: string[];
}

const matches = (f: Filters) => (s: SampleShow) =>
  (!f.genre || s.genres.includes(f.genre)) &&
  (!f.tone || s.tones.includes(f.tone)) &&
  (f.keywords ?? []).every((k) => s.keywords.includes(k));

const query = (f: Filters) =>
  [
    f.genre && `genre=${genreNamed(f.genre).id}`,
    f.tone && `tone=${toneNamed(f.tone).id}`,
    f.keywords && `keyword=${f.keywords.map((k) => keywordId.get(k)).join(',')}`,
  ]
    .filter(Boolean)
    .join('&');

/** Discover answers exactly the sample's shows carrying every chosen filter, and each result's details carry them. */
async function expectDiscover(f: Filters) {
  const expected = idsWhere(matches(f));
  const { ids, totalDocs } = await allPages(t.app, `/api/show?${query(f)}`, 25);
  expect(totalDocs, JSON.stringify(f)).toBe(expected.length);
  expect(ids, JSON.stringify(f)).toEqual(sortIds(expected, 'date_desc'));
  return expected;
}

describe(`discover on ${engine}`, () => {
  it('without filters lists the whole catalogue', async () => {
    const p = await getOk(t.app, '/api/show', ShowPage);
    expect(p).toMatchObject({ totalDocs: shows.length, page: 1, limit: 30, totalPages: Math.ceil(shows.length / 30), hasNextPage: true });
    expect(p.results.map((s) => s.id)).toEqual(
      sortIds(
        shows.map((s) => s.id),
        'date_desc',
      ).slice(0, 30),
    );
  });

  it('filters by genre alone, by tone alone and by keywords alone', async () => {
    expect((await expectDiscover({ genre: 'Thriller' })).length).toBeGreaterThan(5);
    expect((await expectDiscover({ tone: 'Intense' })).length).toBeGreaterThan(5);
    expect((await expectDiscover({ tone: 'Heart-fluttering' })).length).toBeGreaterThan(5);
    expect((await expectDiscover({ keywords: ['north korea'] })).length).toBeGreaterThan(1);
  });

  it('keywords are all-of: a show must carry every chosen keyword', async () => {
    const one = await expectDiscover({ keywords: ['chaebol'] });
    const both = await expectDiscover({ keywords: ['chaebol', 'forbidden love'] });
    expect(both).toContain(9000001);
    expect(both.length).toBeLessThan(one.length);
    expect(await expectDiscover({ keywords: ['north korea', 'chaebol', 'forbidden love', 'military'] })).toEqual([9000001]);
  });

  it('combines genre, tone and keywords: every result carries every requested filter', async () => {
    const combos: Filters[] = [
      { genre: 'Romance', tone: 'Heart-fluttering' },
      { genre: 'Romance', tone: 'Humorous', keywords: ['chaebol'] },
      { genre: 'Thriller', tone: 'Intense' },
      { tone: 'Intense', keywords: ['survival'] },
      { genre: 'Comedy', keywords: ['chaebol', 'forbidden love'] },
    ];
    for (const f of combos) {
      const ids = await expectDiscover(f);
      expect(ids.length, JSON.stringify(f)).toBeGreaterThan(0);
      for (const id of ids) {
        const d = await getOk(t.app, `/api/show/details/${id}`, ShowDetails);
        if (f.genre) expect(d.genres.map((g) => g.name)).toContain(f.genre);
        if (f.tone) expect(d.tones.map((x) => x.name)).toContain(f.tone);
        for (const k of f.keywords ?? []) expect(d.keywords.map((x) => x.name)).toContain(k);
      }
    }
  });

  it('a combination nothing carries is an empty page, not an error', async () => {
    const f = { genre: 'Romance', tone: 'Intense', keywords: ['north korea', 'survival'] };
    expect(idsWhere(matches(f))).toEqual([]);
    const p = await getOk(t.app, `/api/show?${query(f)}`, ShowPage);
    expect(p).toMatchObject({ results: [], totalDocs: 0, totalPages: 0, hasNextPage: false, nextPage: null });
  });

  it('aired=true (Newly Released) leaves out the shows that have not aired yet, alone and with a filter', async () => {
    const today = utcDay();
    const aired = (s: SampleShow) => s.first_air_date !== null && s.first_air_date <= today;
    // the sample has an upcoming show (Moving Season 2, 2027-01-01) newer than every aired one
    expect(
      sortIds(
        shows.map((s) => s.id),
        'date_desc',
      )[0],
    ).toBe(idsWhere((s) => !aired(s))[0]);
    const all = await allPages(t.app, '/api/show?aired=true', 25);
    expect(all.ids).toEqual(sortIds(idsWhere(aired), 'date_desc'));
    const thrillers = await allPages(t.app, `/api/show?aired=true&genre=${genreNamed('Thriller').id}`, 25);
    expect(thrillers.ids).toEqual(
      sortIds(
        idsWhere((s) => aired(s) && matches({ genre: 'Thriller' })(s)),
        'date_desc',
      ),
    );
  });

  it('rejects malformed filters', async () => {
    for (const q of ['keyword=1,abc', 'genre=romance', 'tone=0', 'keyword=', 'genre=1&genre=2', 'aired=maybe'])
      expect((await getError(t.app, `/api/show?${q}`, 400)).errors?.length, q).toBeGreaterThan(0);
  });
});
