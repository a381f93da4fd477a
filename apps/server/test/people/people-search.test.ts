/** `GET search`: shows and people, actors and crew found by English or Hangul name, each with their best-known shows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse, SiteSearchResponse, type PersonResult } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { sampleCard, shows } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const search = (q: string, limit = 10) => getOk(t.app, `/api/search?query=${encodeURIComponent(q)}&limit=${limit}`, SiteSearchResponse);

/** The sample shows crediting a person (as cast or crew): the sample has no popularity, so best known = lowest ids first. */
const showsOf = (name: string) =>
  shows
    .filter((s) => s.cast.some((c) => c.name === name) || s.crew.some((c) => c.name === name))
    .map((s) => s.id)
    .sort((a, b) => a - b);

const expectPerson = (person: PersonResult | undefined, name: string, originalName: string, department: PersonResult['department']) => {
  expect(person).toMatchObject({ name, original_name: originalName, department });
  expect(person!.shows).toEqual(showsOf(name).slice(0, 3).map(sampleCard));
};

describe(`people search on ${engine}`, () => {
  it('finds an actor by English or Hangul name, with their best-known shows', async () => {
    expectPerson((await search('Hyun Bin')).people[0], 'Hyun Bin', '현빈', 'Acting');
    expectPerson((await search('hyun bin')).people[0], 'Hyun Bin', '현빈', 'Acting');
    expectPerson((await search('현빈')).people[0], 'Hyun Bin', '현빈', 'Acting');
    expectPerson((await search('손예진')).people[0], 'Son Ye-jin', '손예진', 'Acting');
  });

  it('finds writers and directors, with what they do', async () => {
    expectPerson((await search('Kim Eun-sook')).people[0], 'Kim Eun-sook', '김은숙', 'Writing');
    expectPerson((await search('김은숙')).people[0], 'Kim Eun-sook', '김은숙', 'Writing');
    expectPerson((await search('Hwang Dong-hyuk')).people[0], 'Hwang Dong-hyuk', '황동혁', 'Directing');
  });

  it('tolerates a typo in a name', async () => {
    expect((await search('Hyun Bni')).people[0]?.name).toBe('Hyun Bin');
    expect((await search('Kim Eun-sok')).people[0]?.name).toBe('Kim Eun-sook');
  });

  it('answers the same shows as the show search, and at most `limit` of each', async () => {
    const both = await search('love', 5);
    const showsOnly = await getOk(t.app, '/api/show/search?query=love&limit=5', SearchResponse);
    expect(both.shows).toEqual(showsOnly);
    const many = await search('kim', 4);
    expect(many.people).toHaveLength(4);
    expect(many.people.every((p) => /kim/i.test(p.name))).toBe(true);
    expect((await search('zzzzqqq')).people).toEqual([]);
  });

  it('validates the query like the show search', async () => {
    expect((await getError(t.app, '/api/search?query=%20', 400)).message).toBe('Search query is required');
    await getError(t.app, '/api/search?query=abc&limit=51', 400);
  });
});
