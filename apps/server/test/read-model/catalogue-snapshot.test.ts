/** The snapshot keeps each single facet's order within a byte bound: pages stay right whatever was evicted. */
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ShowCard, type SortOption } from '@klama/contract';
import { CatalogueSnapshot } from '../../src/catalogue/read-model/catalogue-snapshot.js';

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
