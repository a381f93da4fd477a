/**
 * The in-memory read model answers exactly as the SQL did: the same cards in the same order, the
 * same totals, for many searches, category lists and Discover filters on the sample catalogue plus
 * a seeded synthetic one (ties, nulls, long-tail keywords), on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ShowPage } from '@klama/contract';
import { seedSynthetic } from '../../src/synthetic/seed.js';
import { searchShows } from '../../src/search/search.queries.js';
import { pagedShows, type ShowSet } from '../../src/catalogue/show-cards.js';
import { showsOfYear, showsWithTerm } from '../../src/catalogue/category-lists.queries.js';
import { join } from '../../src/db/sql.js';
import { showsStreamingOn } from '../../src/regions/regions.queries.js';
import type { Facet } from '../../src/read-model/catalogue-snapshot.js';
import { similarityOf, trigramSequence, trigramSet, wordSimilarity } from '../../src/search/index/pg-trigrams.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { addShows, fixtureShow } from '../fixture-shows.js';

/**
 * Titles for the index's shortcuts: more prefix hits than a page, where a show's shorter other title
 * (a substring hit) decides its place; and titles that repeat words, whose word similarity is shared.
 */
const SHORTCUT_SHOWS = [
  fixtureShow(9990001, 'Starlight Parade of the Northern Sea', { alternativeNames: ['The Starlight'], popularity: 1 }),
  fixtureShow(9990002, 'Starlight Boulevard', { popularity: 2 }),
  fixtureShow(9990003, 'Starlight Kingdom of Very Long Names', { alternativeNames: ['Ah Starlight'], popularity: 3 }),
  ...Array.from({ length: 12 }, (_, i) => fixtureShow(9990010 + i, `Starlight Story ${'I'.repeat(i + 1)}`, { popularity: 10 + (i % 4) })),
  fixtureShow(9990030, 'Dream of a Dream Catcher', { popularity: 4 }),
  fixtureShow(9990031, 'Dream Catcher of Dreams', { popularity: 5 }),
  fixtureShow(9990032, 'A Dream', { alternativeNames: ['Catcher in the Dream'], popularity: 6 }),
  fixtureShow(9990033, 'Catcher Dream Catcher Dream', { popularity: 6 }),
];
const SHORTCUT_QUERIES = [
  'starl',
  'Starlight',
  'st',
  'ta',
  'Starlihgt',
  'Strlight Story',
  'Dreem Catcher',
  'catcher dreem',
  'dream',
  'Dreams',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSynthetic(t.db, { shows: 600, seed: 11, append: true, today: '2026-06-01' });
  // a few undated shows and popularity ties, so nulls-last and the id tie-break are exercised
  await t.db.query('UPDATE show SET first_air_date = NULL WHERE id % 37 = 0');
  await t.db.query('UPDATE show SET popularity = 5 WHERE id % 11 = 0');
  await addShows(t, SHORTCUT_SHOWS);
  await t.app.readModel.rebuild();
}, 120_000);
afterAll(() => t?.close());

const model = () => t.app.readModel.current();

/** Every `step`-th element. */
const every = <T>(list: readonly T[], step: number) => list.filter((_, i) => i % step === 0);

describe('pg_trgm measures', () => {
  it('match the extension on title pairs', async () => {
    const terms = every(
      (await t.db.query<{ term: string }>('SELECT term FROM show_search_term ORDER BY show_id, term')).map((r) => r.term),
      9,
    );
    const pairs = terms.flatMap((a, i) => {
      const b = terms[(i * 7 + 3) % terms.length]!;
      const word = a.split(' ')[0]!;
      return [
        [a, b],
        [word, b],
        [word.slice(0, -1) + 'e', a],
        [a.slice(1), a],
      ];
    });
    const expected = await t.db.query<{ s: number; w: number }>(
      'SELECT similarity(a, b) AS s, word_similarity(a, b) AS w FROM unnest($1::text[], $2::text[]) AS p(a, b)',
      [pairs.map((p) => p[0]!), pairs.map((p) => p[1]!)],
    );
    const actual = pairs.map(([a, b]) => {
      const [sa, sb] = [trigramSet(a!), trigramSet(b!)];
      const shared = [...sa].filter((x) => sb.has(x)).length;
      return { s: similarityOf(shared, sa.size, sb.size), w: wordSimilarity(sa, trigramSequence(b!)) };
    });
    expect(actual.map((r) => [Math.fround(r.s), Math.fround(r.w)])).toEqual(expected.map((r) => [Math.fround(r.s), Math.fround(r.w)]));
  });
});

describe('search', () => {
  it('orders a page full of prefix hits by each show’s shortest matching title, its other titles included', async () => {
    const { catalogue, search } = await model();
    // compact lengths: 'ahstarlight' 11, 'thestarlight' 12, 'starlightstoryi' 15, 'starlightboulevard' 18
    expect(search.search('starl', 3).map((pos) => catalogue.card(pos).id)).toEqual([9990003, 9990001, 9990010]);
  });

  it('returns the SQL search’s cards, in its order, for prefixes, whole titles, substrings, typos, Hangul and ids', async () => {
    const rows = await t.db.query<{ show_id: number; term: string }>('SELECT show_id, term FROM show_search_term ORDER BY show_id, term');
    // ids (padded with spaces too), digits beside letters (not an id), no letter or digit at all
    const queries = new Set<string>([
      '2016',
      '1',
      'the',
      'love',
      'of the',
      '사랑',
      '의',
      'zzzz',
      '9000002',
      '20000017',
      ...SHORTCUT_QUERIES,
    ]);
    for (const q of [' 9000002 ', 'love 2', '2 love', 'x1', '1x', '!!!', '###']) queries.add(q);
    for (const { term, show_id } of every(rows, 37)) {
      const chars = [...term];
      const mid = Math.floor(chars.length / 2);
      queries
        .add(term)
        .add(term.replace(/ /g, ''))
        .add(term.normalize('NFD'))
        .add(chars.slice(0, 1).join(''))
        .add(chars.slice(0, 2).join(''))
        .add(chars.slice(0, 4).join(''))
        .add(chars.slice(mid, mid + 2).join(''))
        .add(chars.slice(mid, mid + 3).join(''))
        .add([...chars.slice(0, mid), /[가-힣]/.test(term) ? '가' : 'x', ...chars.slice(mid + 1)].join(''))
        .add([...chars.slice(0, mid), ...chars.slice(mid + 1)].join(''))
        .add(String(show_id));
    }
    const { catalogue, search } = await model();
    let compared = 0;
    for (const query of queries) {
      if (!query.trim()) continue;
      for (const limit of [10, 3]) {
        const expected = await searchShows(t.db, query, limit);
        const actual = search.titleSearch(query, limit).map((pos) => catalogue.card(pos));
        expect(actual, `${query} (limit ${limit})`).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(400);
  }, 300_000);
});

describe('category lists and Discover', () => {
  // the SQL reference: the statements the routes ran before the read model
  const sqlSet = (facets: Facet[]): ShowSet => {
    const sets = facets.map(({ kind, id, region }) =>
      kind === 'year' ? showsOfYear(id) : kind === 'provider' ? showsStreamingOn(id, region!) : showsWithTerm(kind, id),
    );
    return { showIds: sets.length ? join(sets, ' INTERSECT ') : null, combined: sets.length > 1 };
  };

  async function compare(facets: Facet[], pages: number[], limits = [20]) {
    const { catalogue } = await model();
    for (const sort of SORT_OPTIONS)
      for (const limit of limits)
        for (const page of pages) {
          const q = { page, limit, sort };
          const expected: ShowPage = await pagedShows(t.db, sqlSet(facets), q);
          expect(catalogue.page(facets, q), `${JSON.stringify(facets)} ${JSON.stringify(q)}`).toEqual(expected);
        }
  }

  it('category lists: every genre and tone, common and rare keywords, years, unknown terms; every sort, deep pages', async () => {
    const ids = async (sql: string) => (await t.db.query<{ id: number }>(sql)).map((r) => r.id);
    const genres = await ids('SELECT id FROM genre ORDER BY id');
    const tones = await ids('SELECT id FROM tone ORDER BY id');
    const keywords = await ids('SELECT keyword_id AS id FROM show_keyword GROUP BY keyword_id ORDER BY count(*) DESC, keyword_id');
    const years = await ids(
      'SELECT DISTINCT extract(year FROM first_air_date)::int AS id FROM show WHERE first_air_date IS NOT NULL ORDER BY 1',
    );
    expect(genres.length).toBeGreaterThan(5);
    const facets: Facet[] = [
      ...genres.map((id) => ({ kind: 'genre' as const, id })),
      ...tones.map((id) => ({ kind: 'tone' as const, id })),
      ...[...keywords.slice(0, 8), ...every(keywords, 40)].map((id) => ({ kind: 'keyword' as const, id })),
      ...every(years, 4).map((id) => ({ kind: 'year' as const, id })),
      { kind: 'genre', id: 999_999 },
      { kind: 'year', id: 1901 },
    ];
    for (const facet of facets) await compare([facet], [1, 2, 3, 40]);
    await compare([{ kind: 'genre', id: genres[0]! }], [1, 5, 9], [1, 7, 100]);
  }, 300_000);

  it('Discover: no filter, genre, tone and 0–2 keywords combined, pages 1–3 and past the end', async () => {
    const pick = async (sql: string) => (await t.db.query<{ id: number }>(sql)).map((r) => r.id);
    const genres = await pick('SELECT genre_id AS id FROM show_genre GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 4');
    const tones = await pick('SELECT tone_id AS id FROM show_tone GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3');
    const keywords = await pick('SELECT keyword_id AS id FROM show_keyword GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 4');
    await compare([], [1, 2, 3, 200]);
    for (const genre of genres)
      for (const tone of tones) {
        await compare(
          [
            { kind: 'genre', id: genre },
            { kind: 'tone', id: tone },
          ],
          [1, 2, 3],
        );
        await compare(
          [
            { kind: 'genre', id: genre },
            { kind: 'tone', id: tone },
            { kind: 'keyword', id: keywords[(genre + tone) % keywords.length]! },
          ],
          [1, 2],
        );
      }
    await compare(
      [
        { kind: 'keyword', id: keywords[0]! },
        { kind: 'keyword', id: keywords[1]! },
      ],
      [1, 2, 3],
    );
    await compare(
      [
        { kind: 'tone', id: tones[0]! },
        { kind: 'keyword', id: keywords[0]! },
        { kind: 'keyword', id: keywords[2]! },
      ],
      [1, 2],
    );
    await compare(
      [
        { kind: 'genre', id: genres[0]! },
        { kind: 'keyword', id: 999_999 },
      ],
      [1],
    );
  }, 300_000);

  it('Discover by a streaming service in a region: alone and with a genre; rent and buy do not count; other regions apart', async () => {
    // offers beyond the synthetic US subscriptions: KR streams (some with ads), GB rents, a provider in two regions
    await t.db.query(
      `INSERT INTO provider (id, name) VALUES (990001, 'Regional Stream'), (990002, 'Regional Store') ON CONFLICT DO NOTHING`,
    );
    await t.db.query(
      `INSERT INTO show_provider (show_id, region, offer_type, provider_id)
       SELECT id, 'KR', CASE WHEN id % 2 = 0 THEN 'flatrate' ELSE 'ads' END, 990001 FROM show WHERE id % 3 = 0
       UNION ALL SELECT id, 'GB', 'rent', 990001 FROM show WHERE id % 5 = 0
       UNION ALL SELECT id, 'GB', 'buy', 990002 FROM show WHERE id % 4 = 0
       UNION ALL SELECT id, 'JP', 'free', 990002 FROM show WHERE id % 7 = 0`,
    );
    await t.db.query('UPDATE show SET hidden = true WHERE id % 97 = 0 AND id % 3 = 0');
    await t.app.readModel.rebuild();
    const [genre] = await t.db.query<{ id: number }>('SELECT genre_id AS id FROM show_genre GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
    const [usProvider] = await t.db.query<{ id: number }>(
      `SELECT provider_id AS id FROM show_provider WHERE region = 'US' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const provider = (id: number, region: string): Facet => ({ kind: 'provider', id, region });
    for (const facet of [
      provider(990001, 'KR'),
      provider(990001, 'GB'),
      provider(990002, 'GB'),
      provider(990002, 'JP'),
      provider(990001, 'US'),
      provider(usProvider!.id, 'US'),
      provider(usProvider!.id, 'KR'),
    ])
      await compare([facet], [1, 2, 9]);
    await compare([provider(990001, 'KR'), { kind: 'genre', id: genre!.id }], [1, 2]);
    await compare([provider(usProvider!.id, 'US'), { kind: 'genre', id: genre!.id }], [1]);
    const { catalogue } = await model();
    expect(catalogue.page([provider(990001, 'KR')], { page: 1, limit: 20, sort: 'date_desc' }).totalDocs).toBeGreaterThan(100);
    expect(catalogue.page([provider(990001, 'GB')], { page: 1, limit: 20, sort: 'date_desc' }).totalDocs).toBe(0);
  }, 300_000);
});
