import { describe, expect, it } from 'vitest';
import { categoryDescription, categorySource, categoryTitle, isCategoryType } from './category';

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
    expect(categoryDescription('provider', 'Netflix')).toBe('Dramas streaming on Netflix');
    expect(categoryDescription('cast', 'Lee Jung-jae')).toBe('Dramas starring Lee Jung-jae');
    expect(categoryDescription('crew', 'Hwang Dong-hyuk')).toBe('Dramas created by Hwang Dong-hyuk');
    expect(categoryDescription('year', '2024')).toBe('Dramas relased in year 2024');
    expect(categoryDescription('genre', 'Romance')).toBe('Dramas in the genre Romance');
    expect(categoryDescription('keyword', 'chaebol')).toBe('Dramas with the keyword chaebol');
  });
  it('reads each type from its API list', () => {
    expect(categorySource('provider', '8').path).toBe('provider/detail/8');
    expect(categorySource('cast', '3').path).toBe('person/3');
    expect(categorySource('crew', '3').path).toBe('credit/detail/3');
    expect(categorySource('year', '2024').path).toBe('show/list/year/2024');
    expect(categorySource('genre', '1').path).toBe('show/list/genre/1');
  });
});
