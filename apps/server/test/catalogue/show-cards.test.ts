/** Cards and paging fields on hand-made rows (no database): what every show list answers with. */
import { describe, expect, it } from 'vitest';
import { pageOf, toCard } from '../../src/catalogue/show-cards.js';

const row = { id: 7, name: 'Crash Landing on You', original_name: '사랑의 불시착', first_air_date: '2019-12-14' };

describe('toCard', () => {
  it('a show without posters or season: its titles and date, an empty poster_path', () => {
    expect(toCard({ ...row, poster_us: null, poster_kr: null })).toEqual({ ...row, poster_path: {} });
    expect(toCard({ ...row, first_air_date: null, poster_us: null, poster_kr: null, season_number: null })).toEqual({
      ...row,
      first_air_date: null,
      poster_path: {},
    });
  });

  it('US and KR posters each when the show has them', () => {
    expect(toCard({ ...row, poster_us: '/us.jpg', poster_kr: '/kr.jpg' }).poster_path).toEqual({
      US: { path: '/us.jpg' },
      KR: { path: '/kr.jpg' },
    });
    expect(toCard({ ...row, poster_us: '/us.jpg', poster_kr: null }).poster_path).toEqual({ US: { path: '/us.jpg' } });
    expect(toCard({ ...row, poster_us: null, poster_kr: '/kr.jpg' }).poster_path).toEqual({ KR: { path: '/kr.jpg' } });
  });

  it('a season of a series says which season it is', () => {
    expect(toCard({ ...row, poster_us: null, poster_kr: null, season_number: 2 })).toEqual({ ...row, poster_path: {}, season_number: 2 });
    expect(toCard({ ...row, poster_us: null, poster_kr: null, season_number: 1 })).toHaveProperty('season_number', 1);
  });
});

describe('pageOf', () => {
  it('a first page of several', () => {
    expect(pageOf(['a', 'b'], 5, { page: 1, limit: 2 })).toEqual({
      results: ['a', 'b'],
      page: 1,
      limit: 2,
      totalPages: 3,
      totalDocs: 5,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
    });
  });

  it('a middle page, the last page and a page past the end', () => {
    expect(pageOf(['c', 'd'], 5, { page: 2, limit: 2 })).toMatchObject({ hasNextPage: true, nextPage: 3, hasPrevPage: true, prevPage: 1 });
    expect(pageOf(['e'], 5, { page: 3, limit: 2 })).toMatchObject({ totalPages: 3, hasNextPage: false, nextPage: null, prevPage: 2 });
    expect(pageOf([], 5, { page: 4, limit: 2 })).toMatchObject({ totalPages: 3, hasNextPage: false, hasPrevPage: true, prevPage: 3 });
  });

  it('a list that fills its pages exactly, one page, and none', () => {
    expect(pageOf(['a', 'b'], 4, { page: 2, limit: 2 })).toMatchObject({ totalPages: 2, hasNextPage: false, nextPage: null });
    expect(pageOf(['a'], 1, { page: 1, limit: 30 })).toMatchObject({ totalPages: 1, hasNextPage: false, hasPrevPage: false });
    expect(pageOf([], 0, { page: 1, limit: 30 })).toEqual({
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
});
