import { describe, expect, it } from 'vitest';
import { categoryDescription, categorySource, categoryTitle, isCategoryType } from './category';
import { i18nFor } from '../../i18n';
import { categoryNamespace } from '../../i18n/messages/en/category';

const t = i18nFor('en')!.getFixedT(categoryNamespace);

const firstPage = (type: Parameters<typeof categorySource>[0], id: string) =>
  categorySource(type, id).list({ page: 1, limit: 30, sort: 'date_desc' }).url;

describe('category page rules', () => {
  it('accepts only the six route types', () => {
    for (const t of ['genre', 'year', 'provider', 'keyword', 'cast', 'crew']) expect(isCategoryType(t)).toBe(true);
    expect(isCategoryType('tone')).toBe(false);
    expect(isCategoryType('movies')).toBe(false);
  });
  it('titles: crew with a single job in brackets, cast the name, year the year, else the name', () => {
    expect(categoryTitle('crew', 'kim-eun-sook', '5', { name: 'Kim Eun-sook', jobs: ['Writer'] })).toBe('Kim Eun-sook (Writer)');
    expect(categoryTitle('crew', 'x', '5', { name: 'Hwang Dong-hyuk', jobs: ['Director', 'Writer'] })).toBe('Hwang Dong-hyuk');
    expect(categoryTitle('cast', 'lee-jung-jae', '1', { name: 'Lee Jung-jae' })).toBe('Lee Jung-jae');
    expect(categoryTitle('year', 'released', '2024')).toBe('2024');
    expect(categoryTitle('keyword', 'time-travel', '9')).toBe('Time Travel');
  });
  it('descriptions follow the spec, typo included', () => {
    expect(categoryDescription(t, 'provider', 'Netflix')).toBe('Dramas streaming on Netflix');
    expect(categoryDescription(t, 'cast', 'Lee Jung-jae')).toBe('Dramas starring Lee Jung-jae');
    expect(categoryDescription(t, 'crew', 'Hwang Dong-hyuk')).toBe('Dramas created by Hwang Dong-hyuk');
    expect(categoryDescription(t, 'year', '2024')).toBe('Dramas relased in year 2024');
    expect(categoryDescription(t, 'genre', 'Romance')).toBe('Dramas in the genre Romance');
    expect(categoryDescription(t, 'keyword', 'chaebol')).toBe('Dramas with the keyword chaebol');
  });
  it('reads each type from its API list', () => {
    expect(firstPage('provider', '8')).toBe('/api/provider/detail/8?page=1&limit=30&sort=date_desc');
    expect(firstPage('cast', '3')).toBe('/api/person/3?page=1&limit=30&sort=date_desc');
    expect(firstPage('crew', '3')).toBe('/api/credit/detail/3?page=1&limit=30&sort=date_desc');
    expect(firstPage('year', '2024')).toBe('/api/show/list/year/2024?page=1&limit=30&sort=date_desc');
    expect(firstPage('genre', '1')).toBe('/api/show/list/genre/1?page=1&limit=30&sort=date_desc');
  });
});
