/** The in-memory catalogue snapshot (orders, facets, pages), on hand-made shows; its single-facet orders kept within a byte bound. */
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ShowCard, type SortOption } from '@klama/contract';
import { CatalogueSnapshot, type Facet } from '../../src/read-model/catalogue-snapshot.js';

/** 6 shows; names and dates run in opposite directions, so the sorts disagree. */
const cards: ShowCard[] = ['Fable', 'Echo', 'Dawn', 'Cider', 'Blossom', 'Aurora'].map((name, pos) => ({
  id: 100 + pos,
  name,
  original_name: name,
  first_air_date: `201${pos}-01-01`,
  poster_path: {},
}));
const byName = [5, 4, 3, 2, 1, 0];
const orders = Object.fromEntries(
  SORT_OPTIONS.map((sort) => [
    sort,
    Int32Array.from(sort === 'date_desc' ? [5, 4, 3, 2, 1, 0] : sort === 'date_asc' ? [0, 1, 2, 3, 4, 5] : byName),
  ]),
) as Record<SortOption, Int32Array>;
const facets = new Map([
  ['genre:1', Int32Array.from([0, 2, 4])],
  ['genre:2', Int32Array.from([1, 2, 3, 5])],
  ['tone:1', Int32Array.from([0, 1, 2, 3, 4, 5])],
]);
const snapshot = (sortedFacetBytes?: number) =>
  new CatalogueSnapshot({ cards, orders, facets, termNames: new Map() }, sortedFacetBytes === undefined ? {} : { sortedFacetBytes });
const names = (s: CatalogueSnapshot, kind: 'genre' | 'tone', id: number, sort: SortOption) =>
  s.page([{ kind, id }], { page: 1, limit: 10, sort }).results.map((c) => c.name);

describe('CatalogueSnapshot orders of single facets', () => {
  it('answers every facet in every sort the same with room for one order as with room for all', () => {
    const roomy = snapshot();
    const tight = snapshot(160); // one small order and its key fit, never two
    for (let round = 0; round < 2; round++)
      for (const [kind, id] of [
        ['genre', 1],
        ['genre', 2],
        ['tone', 1],
      ] as const)
        for (const sort of SORT_OPTIONS) expect(names(tight, kind, id, sort)).toEqual(names(roomy, kind, id, sort));
    expect(names(tight, 'genre', 1, 'name_asc')).toEqual(['Blossom', 'Dawn', 'Fable']);
    expect(names(tight, 'genre', 2, 'date_desc')).toEqual(['Aurora', 'Cider', 'Dawn', 'Echo']);
  });

  it('keeps the bytes of the kept orders under the bound, the most recently used kept', () => {
    const bound = 160;
    const tight = snapshot(bound);
    for (const sort of SORT_OPTIONS) names(tight, 'tone', 1, sort);
    expect(tight.sortedFacetBytes()).toBeGreaterThan(0);
    expect(tight.sortedFacetBytes()).toBeLessThanOrEqual(bound);
    const roomy = snapshot();
    for (const sort of SORT_OPTIONS) names(roomy, 'tone', 1, sort);
    expect(roomy.sortedFacetBytes()).toBeGreaterThan(bound);
  });
});

/**
 * Twelve hand-made shows (position = id − 200) with their orders and facets written out by hand: two without a
 * date, two first aired after 2022-07-07 (the `airedBy` day used below), one on that very day.
 */
const shelf: [name: string, date: string | null][] = [
  ['Lime', '2019-05-01'],
  ['Kiwi', '2021-03-01'],
  ['Jade', null],
  ['Iris', '2018-01-01'],
  ['Hazel', '2022-07-07'],
  ['Gold', '2023-01-01'],
  ['Fern', '2017-02-02'],
  ['Ebony', '2020-10-10'],
  ['Dune', '2016-06-06'],
  ['Coral', null],
  ['Birch', '2022-07-08'],
  ['Amber', '2015-01-01'],
];
const shelfCards: ShowCard[] = shelf.map(([name, date], pos) => ({
  id: 200 + pos,
  name,
  original_name: `원제 ${pos}`,
  first_air_date: date,
  poster_path: {},
}));
const shelfOrders: Record<SortOption, Int32Array> = {
  date_desc: Int32Array.from([5, 10, 4, 1, 7, 0, 3, 6, 8, 11, 2, 9]),
  date_asc: Int32Array.from([11, 8, 6, 3, 0, 7, 1, 4, 10, 5, 2, 9]),
  name_asc: Int32Array.from([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]),
  original_name_asc: Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
};
const shelfFacets = new Map(
  Object.entries({
    'genre:1': [0, 1, 4, 5, 7, 10],
    'genre:2': [2, 3, 4, 6, 8, 9, 11],
    'tone:3': [0, 2, 4, 6, 8, 10],
    'keyword:7': [1, 4, 5, 10, 11],
    'keyword:8': [0, 4, 9, 10, 11],
    'year:2022': [4, 10],
    'provider:KR:8': [3, 4, 5],
    'provider:US:8': [0, 1],
  }).map(([key, list]) => [key, Int32Array.from(list)]),
);
const shelfNames = new Map([
  ['genre:1', 'Romance'],
  ['genre:2', 'Thriller'],
  ['tone:3', 'Heart-fluttering'],
  ['keyword:7', 'chaebol'],
]);
const shelfSnapshot = (options?: { sortedFacetBytes?: number }) =>
  new CatalogueSnapshot({ cards: shelfCards, orders: shelfOrders, facets: shelfFacets, termNames: shelfNames }, options);
type Query = { page?: number; limit?: number; sort?: SortOption; airedBy?: string };
const q = ({ page = 1, limit = 20, sort = 'date_desc', airedBy }: Query = {}) => ({ page, limit, sort, airedBy });
const ids = (s: CatalogueSnapshot, facets: Facet[], query?: Query) => s.page(facets, q(query)).results.map((c) => c.id);

describe('CatalogueSnapshot pages', () => {
  it('knows its size, each show by id and each term by kind and id', () => {
    const s = shelfSnapshot();
    expect(s.size).toBe(12);
    expect(s.positionOf(204)).toBe(4);
    expect(s.positionOf(211)).toBe(11);
    expect(s.positionOf(4)).toBeUndefined();
    expect(s.card(4)).toEqual({ id: 204, name: 'Hazel', original_name: '원제 4', first_air_date: '2022-07-07', poster_path: {} });
    expect(s.termName('genre', 2)).toBe('Thriller');
    expect(s.termName('keyword', 7)).toBe('chaebol');
    expect(s.termName('tone', 1)).toBeUndefined();
    expect(s.termName('genre', 3)).toBeUndefined();
  });

  it('pages through the whole catalogue in each sort, with the paging fields', () => {
    const s = shelfSnapshot();
    expect(s.page([], q({ page: 2, limit: 5, sort: 'name_asc' }))).toEqual({
      results: ['Fern', 'Gold', 'Hazel', 'Iris', 'Jade'].map((name) => shelfCards.find((c) => c.name === name)),
      page: 2,
      limit: 5,
      totalPages: 3,
      totalDocs: 12,
      hasNextPage: true,
      hasPrevPage: true,
      nextPage: 3,
      prevPage: 1,
    });
    expect(s.page([], q({ page: 3, limit: 5, sort: 'name_asc' }))).toMatchObject({
      results: [shelfCards[1], shelfCards[0]],
      hasNextPage: false,
      nextPage: null,
    });
    expect(s.page([], q({ page: 4, limit: 5 }))).toMatchObject({ results: [], totalDocs: 12, totalPages: 3 });
    expect(ids(s, [], { sort: 'date_asc', limit: 4 })).toEqual([211, 208, 206, 203]);
    expect(ids(s, [], { sort: 'original_name_asc', page: 3, limit: 5 })).toEqual([210, 211]);
  });

  it('a single facet: exactly its shows, in the sort asked for, a page at a time', () => {
    const s = shelfSnapshot();
    expect(ids(s, [{ kind: 'genre', id: 1 }])).toEqual([205, 210, 204, 201, 207, 200]);
    expect(ids(s, [{ kind: 'genre', id: 1 }], { sort: 'name_asc' })).toEqual([210, 207, 205, 204, 201, 200]);
    expect(ids(s, [{ kind: 'genre', id: 2 }], { sort: 'date_asc' })).toEqual([211, 208, 206, 203, 204, 202, 209]);
    expect(ids(s, [{ kind: 'genre', id: 2 }], { sort: 'date_desc', page: 2, limit: 3 })).toEqual([208, 211, 202]);
    expect(s.page([{ kind: 'genre', id: 2 }], q({ page: 2, limit: 3 }))).toMatchObject({ totalDocs: 7, totalPages: 3 });
    expect(ids(s, [{ kind: 'genre', id: 1 }], { sort: 'original_name_asc' })).toEqual([200, 201, 204, 205, 207, 210]);
    expect(ids(s, [{ kind: 'year', id: 2022 }])).toEqual([210, 204]);
    expect(ids(s, [{ kind: 'tone', id: 3 }], { sort: 'date_asc' })).toEqual([208, 206, 200, 204, 210, 202]);
  });

  it("a provider's shows are those of its region", () => {
    const s = shelfSnapshot();
    expect(ids(s, [{ kind: 'provider', id: 8, region: 'KR' }])).toEqual([205, 204, 203]);
    expect(ids(s, [{ kind: 'provider', id: 8, region: 'US' }])).toEqual([201, 200]);
    expect(ids(s, [{ kind: 'provider', id: 8, region: 'GB' }])).toEqual([]);
    expect(
      ids(s, [
        { kind: 'genre', id: 1 },
        { kind: 'provider', id: 8, region: 'KR' },
      ]),
    ).toEqual([205, 204]);
  });

  it('an unknown term is an empty page, alone or with others', () => {
    const s = shelfSnapshot();
    expect(s.page([{ kind: 'genre', id: 9 }], q())).toMatchObject({ results: [], totalDocs: 0, totalPages: 0, hasNextPage: false });
    expect(ids(s, [{ kind: 'keyword', id: 1 }])).toEqual([]);
    expect(
      ids(s, [
        { kind: 'genre', id: 1 },
        { kind: 'keyword', id: 9 },
      ]),
    ).toEqual([]);
  });

  it('several facets: only the shows in every one of them, in the sort asked for', () => {
    const s = shelfSnapshot();
    expect(
      ids(s, [
        { kind: 'genre', id: 1 },
        { kind: 'tone', id: 3 },
      ]),
    ).toEqual([210, 204, 200]);
    expect(
      ids(
        s,
        [
          { kind: 'tone', id: 3 },
          { kind: 'genre', id: 1 },
        ],
        { sort: 'name_asc' },
      ),
    ).toEqual([210, 204, 200]);
    expect(
      ids(s, [
        { kind: 'genre', id: 1 },
        { kind: 'keyword', id: 7 },
        { kind: 'keyword', id: 8 },
      ]),
    ).toEqual([210, 204]);
    // shows at the ends of the other lists (found only when the search narrows to one element)
    expect(
      ids(s, [
        { kind: 'keyword', id: 7 },
        { kind: 'genre', id: 2 },
      ]),
    ).toEqual([204, 211]);
    expect(
      ids(s, [
        { kind: 'keyword', id: 8 },
        { kind: 'genre', id: 2 },
      ]),
    ).toEqual([204, 211, 209]);
    expect(
      ids(s, [
        { kind: 'year', id: 2022 },
        { kind: 'genre', id: 2 },
      ]),
    ).toEqual([204]);
    expect(
      ids(s, [
        { kind: 'provider', id: 8, region: 'US' },
        { kind: 'genre', id: 2 },
      ]),
    ).toEqual([]);
    expect(
      s.page(
        [
          { kind: 'genre', id: 1 },
          { kind: 'keyword', id: 7 },
        ],
        q({ limit: 3 }),
      ),
    ).toMatchObject({
      results: [shelfCards[5], shelfCards[10], shelfCards[4]],
      totalDocs: 4,
      totalPages: 2,
      hasNextPage: true,
    });
  });

  it('airedBy leaves out the shows first aired after that day and those without a date, from the pages and the totals', () => {
    const s = shelfSnapshot();
    expect(s.page([], q({ airedBy: '2022-07-07', page: 2, limit: 3 }))).toMatchObject({
      results: [shelfCards[0], shelfCards[3], shelfCards[6]],
      totalDocs: 8,
      totalPages: 3,
      nextPage: 3,
    });
    expect(ids(s, [], { airedBy: '2022-07-07' })).toEqual([204, 201, 207, 200, 203, 206, 208, 211]);
    expect(ids(s, [{ kind: 'genre', id: 1 }], { airedBy: '2022-07-07' })).toEqual([204, 201, 207, 200]);
    expect(ids(s, [{ kind: 'year', id: 2022 }], { airedBy: '2022-07-06' })).toEqual([]);
    expect(
      s.page(
        [
          { kind: 'genre', id: 2 },
          { kind: 'tone', id: 3 },
        ],
        q({ airedBy: '2022-07-08' }),
      ),
    ).toMatchObject({
      results: [shelfCards[4], shelfCards[6], shelfCards[8]],
      totalDocs: 3,
    });
  });

  it('keeps a single facet’s order (its bytes, key and bookkeeping), a page of several facets keeps none', () => {
    const s = shelfSnapshot();
    ids(s, [
      { kind: 'genre', id: 1 },
      { kind: 'tone', id: 3 },
    ]);
    expect(s.sortedFacetBytes()).toBe(0);
    ids(s, [{ kind: 'genre', id: 1 }]);
    expect(s.sortedFacetBytes()).toBe(6 * 4 + 'genre:1|date_desc'.length * 2 + 64);
    ids(s, [{ kind: 'genre', id: 1 }], { page: 2, limit: 2 });
    expect(s.sortedFacetBytes()).toBe(6 * 4 + 'genre:1|date_desc'.length * 2 + 64);
    ids(s, [{ kind: 'provider', id: 8, region: 'KR' }], { sort: 'name_asc' });
    expect(s.sortedFacetBytes()).toBe(6 * 4 + 34 + 64 + 3 * 4 + 'provider:KR:8|name_asc'.length * 2 + 64);
  });

  it('by default keeps an order of several thousand shows', () => {
    const many = Array.from({ length: 3000 }, (_, pos) => ({ ...shelfCards[0]!, id: 1000 + pos }));
    const all = Int32Array.from(many.keys());
    const s = new CatalogueSnapshot({
      cards: many,
      orders: { date_desc: all, date_asc: all, name_asc: all, original_name_asc: all },
      facets: new Map([['genre:1', all]]),
      termNames: new Map(),
    });
    expect(s.page([{ kind: 'genre', id: 1 }], q({ page: 150, limit: 20 })).results.map((c) => c.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 3980 + i),
    );
    expect(s.sortedFacetBytes()).toBe(3000 * 4 + 'genre:1|date_desc'.length * 2 + 64);
  });
});
