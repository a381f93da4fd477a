/** `GET search/results`: the results page's paged call (issue 23.10). Expected matches come from the sample files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX, SearchResultsPage } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { shows } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const results = (query: string, page: number, limit: number) =>
  getOk(t.app, `/api/search/results?query=${encodeURIComponent(query)}&page=${page}&limit=${limit}`, SearchResultsPage);

describe(`search results, paged, on ${engine}`, () => {
  it('pages through every show whose title starts with a syllable, each once, and says when there is more', async () => {
    // one Hangul syllable matches the titles that start with it (search.test.ts), all of them
    const expected = shows.filter((s) => s.original_name.startsWith('사')).map((s) => s.id);
    expect(expected.length).toBeGreaterThan(3);
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const answer = await results('사', page, 2);
      expect(answer).toMatchObject({ page, limit: 2 });
      expect(answer.shows.length).toBeLessThanOrEqual(2);
      seen.push(...answer.shows.map((s) => s.id));
      if (!answer.hasNextPage) break;
      expect(answer.shows.length + answer.people.length).toBeGreaterThan(0);
    }
    expect(seen.sort()).toEqual(expected.sort());
  });

  it('pages people as it pages shows, the first page holding the best match', async () => {
    const first = await results('hyun bin', 1, 1);
    expect(first.people[0]).toMatchObject({ name: 'Hyun Bin', department: 'Acting' });
    expect(first.people[0]!.shows.map((s) => s.id)).toContain(9000001);
  });

  it('a page past the last is empty; a query of spaces, a page of 0 or past the bound is a 400 naming the field', async () => {
    expect(await results('crash landing on you', 50, 10)).toMatchObject({ shows: [], people: [], hasNextPage: false });
    expect((await getError(t.app, '/api/search/results?query=%20', 400)).message).toBe('Search query is required');
    expect((await getError(t.app, '/api/search/results?query=a&page=0', 400)).errors?.[0]?.path).toBe('querystring.page');
    const beyond = await getError(t.app, `/api/search/results?query=a&page=${SEARCH_RESULTS_MAX + 1}`, 400);
    expect(beyond.errors?.[0]).toEqual({
      path: 'querystring.page',
      code: 'validation.atMost',
      message: `must be at most ${SEARCH_RESULTS_MAX}`,
    });
    expect((await getError(t.app, '/api/search/results?query=a&limit=51', 400)).errors?.[0]?.path).toBe('querystring.limit');
  });
});
