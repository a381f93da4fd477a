import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination';
import { filtersFromParams, NO_FILTERS, paramsFromFilters, withFilter, withoutFilters } from './url-filters';

describe('Discover URL filters', () => {
  it('reads page, keyword list, genre and tone and drops junk', () => {
    expect(filtersFromParams(new URLSearchParams('page=3&keyword=5,7,5,x&genre=2&tone=abc'))).toEqual({
      ...NO_FILTERS,
      page: 3,
      keyword: [5, 7],
      genre: [2],
    });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('provider=8')).provider).toBe(8);
    expect(filtersFromParams(new URLSearchParams('provider=netflix')).provider).toBeNull();
  });
  it('reads several genres, how they combine, a year range, a minimum rating, airing states and the order', () => {
    expect(
      filtersFromParams(
        new URLSearchParams(
          'genre=3,1,3&genre_match=any&year_from=2016&year_to=2020&rating_min=7.5&status=upcoming,airing&sort=rating_desc',
        ),
      ),
    ).toEqual({
      ...NO_FILTERS,
      genre: [3, 1],
      genreMatch: 'any',
      yearFrom: 2016,
      yearTo: 2020,
      ratingMin: 7.5,
      status: ['airing', 'upcoming'],
      sort: 'rating_desc',
    });
    // "any" with a single genre means nothing; junk is dropped; a range the wrong way round keeps its start
    expect(filtersFromParams(new URLSearchParams('genre=3&genre_match=any')).genreMatch).toBe('all');
    expect(
      filtersFromParams(new URLSearchParams('year_from=2020&year_to=2016&rating_min=11&status=soon,ended&sort=best&genre_match=x')),
    ).toEqual({ ...NO_FILTERS, yearFrom: 2020, status: ['ended'] });
    expect(filtersFromParams(new URLSearchParams('year_from=99&year_to=3000&rating_min=abc'))).toEqual(NO_FILTERS);
  });
  it('writes only what is set and round-trips', () => {
    const f = { ...NO_FILTERS, page: 2, keyword: [5, 7], genre: [1] };
    expect(paramsFromFilters(f).toString()).toBe('page=2&keyword=5%2C7&genre=1');
    expect(filtersFromParams(paramsFromFilters(f))).toEqual(f);
    const streaming = { ...f, provider: 8 };
    expect(paramsFromFilters(streaming).toString()).toBe('page=2&keyword=5%2C7&genre=1&provider=8');
    expect(filtersFromParams(paramsFromFilters(streaming))).toEqual(streaming);
    const more = {
      ...f,
      genre: [1, 4],
      genreMatch: 'any' as const,
      yearFrom: 2010,
      yearTo: 2010,
      ratingMin: 8,
      status: ['ended' as const],
      sort: 'popularity_desc' as const,
    };
    expect(paramsFromFilters(more).toString()).toBe(
      'page=2&keyword=5%2C7&genre=1%2C4&genre_match=any&year_from=2010&year_to=2010&rating_min=8&status=ended&sort=popularity_desc',
    );
    expect(filtersFromParams(paramsFromFilters(more))).toEqual(more);
  });
  it('a filter change resets the page to 1; clearing the filters keeps the order', () => {
    expect(withFilter({ ...NO_FILTERS, page: 4 }, { tone: 3 })).toEqual({ ...NO_FILTERS, tone: 3 });
    expect(withoutFilters({ ...NO_FILTERS, page: 3, genre: [1], ratingMin: 7, sort: 'rating_desc' })).toEqual({
      ...NO_FILTERS,
      sort: 'rating_desc',
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
