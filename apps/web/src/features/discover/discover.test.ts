import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination';
import { filtersFromParams, paramsFromFilters, withFilter } from './url-filters';

describe('Discover URL filters', () => {
  it('reads page, keyword list, genre and tone and drops junk', () => {
    expect(filtersFromParams(new URLSearchParams('page=3&keyword=5,7,5,x&genre=2&tone=abc'))).toEqual({
      page: 3,
      keyword: [5, 7],
      genre: 2,
      tone: null,
      provider: null,
    });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ page: 1, keyword: [], genre: null, tone: null, provider: null });
    expect(filtersFromParams(new URLSearchParams('provider=8')).provider).toBe(8);
    expect(filtersFromParams(new URLSearchParams('provider=netflix')).provider).toBeNull();
  });
  it('writes only what is set and round-trips', () => {
    const f = { page: 2, keyword: [5, 7], genre: 1, tone: null, provider: null };
    expect(paramsFromFilters(f).toString()).toBe('page=2&keyword=5%2C7&genre=1');
    expect(filtersFromParams(paramsFromFilters(f))).toEqual(f);
    const streaming = { ...f, provider: 8 };
    expect(paramsFromFilters(streaming).toString()).toBe('page=2&keyword=5%2C7&genre=1&provider=8');
    expect(filtersFromParams(paramsFromFilters(streaming))).toEqual(streaming);
  });
  it('a filter change resets the page to 1', () => {
    expect(withFilter({ page: 4, keyword: [], genre: null, tone: null }, { tone: 3 })).toEqual({
      page: 1,
      keyword: [],
      genre: null,
      tone: 3,
    });
  });
});

describe('Discover pagination', () => {
  it('lists up to 5 pages in full', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('uses ellipses beyond 5 pages', () => {
    expect(paginationItems(1, 17)).toEqual([1, 2, 3, 4, 'ellipsis-end', 17]);
    expect(paginationItems(9, 17)).toEqual([1, 'ellipsis-start', 8, 9, 10, 'ellipsis-end', 17]);
    expect(paginationItems(17, 17)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17]);
  });
  it('never hides a single page behind an ellipsis', () => {
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(5, 9)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9]);
    expect(paginationItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 9]);
  });
});
