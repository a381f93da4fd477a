/**
 * `pagedShows` (the people, provider, collection and library lists): a set of shows paged in SQL, counted
 * without the hidden ones, in each sort's order; for the whole catalogue, a set and an intersection of sets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type SortOption } from '@klama/contract';
import { pagedShows, type ShowSet } from '../../src/catalogue/show-cards.js';
import { sql } from '../../src/db/sql.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { genreNamed, idsWhere, sampleCard, sortIds, toneNamed } from '../sample-catalogue.js';

const CLOY = 9000001; // Romance, Heart-fluttering: hidden here
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await db.query('UPDATE show SET hidden = true WHERE id = $1', [CLOY]);
});
afterAll(() => db?.drop());

const romance = genreNamed('Romance').id;
const fluttering = toneNamed('Heart-fluttering').id;
const romanceSet = (): ShowSet => ({ showIds: sql`SELECT show_id FROM show_genre WHERE genre_id = ${romance}` });
const romanceAndFluttering = (): ShowSet => ({
  showIds: sql`SELECT show_id FROM show_genre WHERE genre_id = ${romance} INTERSECT SELECT show_id FROM show_tone WHERE tone_id = ${fluttering}`,
  combined: true,
});
const visible = (ids: number[]) => ids.filter((id) => id !== CLOY);

/** Every page of a set, checking each page's fields; the ids in order and the total. */
async function walk(set: ShowSet, sort: SortOption, limit: number) {
  const ids: number[] = [];
  const first = await pagedShows(db, set, { page: 1, limit, sort });
  for (let page = 1; page <= first.totalPages; page++) {
    const p = page === 1 ? first : await pagedShows(db, set, { page, limit, sort });
    expect(p).toMatchObject({
      page,
      limit,
      totalDocs: first.totalDocs,
      totalPages: Math.ceil(first.totalDocs / limit),
      hasNextPage: page < first.totalPages,
      hasPrevPage: page > 1,
    });
    expect(p.results.length).toBe(page < first.totalPages ? limit : first.totalDocs - limit * (page - 1));
    for (const card of p.results) expect(card).toEqual(sampleCard(card.id));
    ids.push(...p.results.map((c) => c.id));
  }
  const past = await pagedShows(db, set, { page: first.totalPages + 1, limit, sort });
  expect(past).toMatchObject({ results: [], totalDocs: first.totalDocs, hasNextPage: false, hasPrevPage: true });
  return { ids, total: first.totalDocs };
}

describe('pagedShows', () => {
  it.each(SORT_OPTIONS)('the whole catalogue but the hidden show, sorted by %s', async (sort) => {
    const expected = sortIds(visible(idsWhere(() => true)), sort);
    expect(await walk({ showIds: null }, sort, 40)).toEqual({ ids: expected, total: expected.length });
  });

  it('a set: its visible shows, counted without the hidden one', async () => {
    for (const sort of ['date_desc', 'name_asc'] as const) {
      const expected = sortIds(visible(idsWhere((s) => s.genres.includes('Romance'))), sort);
      expect(await walk(romanceSet(), sort, 20)).toEqual({ ids: expected, total: expected.length });
    }
  });

  it('an intersection of sets: the shows in both, counted without the hidden one', async () => {
    for (const sort of ['date_asc', 'original_name_asc'] as const) {
      const expected = sortIds(visible(idsWhere((s) => s.genres.includes('Romance') && s.tones.includes('Heart-fluttering'))), sort);
      expect(expected.length).toBeGreaterThan(10);
      expect(await walk(romanceAndFluttering(), sort, 10)).toEqual({ ids: expected, total: expected.length });
    }
  });

  it('an empty set is an empty first page', async () => {
    for (const set of [
      { showIds: sql`SELECT show_id FROM show_genre WHERE genre_id = ${9999}` },
      { showIds: sql`SELECT id AS show_id FROM show WHERE id = ${CLOY}` },
      { ...romanceAndFluttering(), showIds: sql`SELECT id AS show_id FROM show WHERE id = ${CLOY} INTERSECT SELECT 1` },
    ])
      expect(await pagedShows(db, set, { page: 1, limit: 30, sort: 'date_desc' })).toEqual({
        results: [],
        page: 1,
        limit: 30,
        totalPages: 0,
        totalDocs: 0,
        hasNextPage: false,
        hasPrevPage: false,
        nextPage: null,
        prevPage: null,
      });
  });

  it('a season of a series says which season it is on its card', async () => {
    const { results } = await pagedShows(
      db,
      { showIds: sql`SELECT id AS show_id FROM show WHERE id IN (9000223, 9000224)` },
      {
        page: 1,
        limit: 10,
        sort: 'date_asc',
      },
    );
    expect(results).toEqual([sampleCard(9000223), sampleCard(9000224)]);
    expect(results.map((c) => c.season_number)).toEqual([1, 2]);
  });
});
