/**
 * What the importer makes of a TMDB tv-details object before mapping it (tmdb/types.ts, through
 * parseDetails): ids that fit a 32-bit column, names refused when unusable, text made storable and cut,
 * links and image paths kept only when safe, numbers bounded, lists deduplicated and capped. Hand-written
 * objects, expected values written out.
 */
import { describe, expect, it } from 'vitest';
import { describeImportError, parseDetails } from '../../src/importer/import-details.js';

const parse = (fields: Record<string, unknown> = {}) => parseDetails({ id: 42, name: 'Name', original_name: '이름', ...fields });
const refusal = (fields: Record<string, unknown>) => {
  try {
    parse(fields);
  } catch (err) {
    return (err as Error).message;
  }
  return 'accepted';
};

describe('ids', () => {
  it('accepts a positive 32-bit integer and refuses anything else, naming the field', () => {
    expect(parse({ id: 2_147_483_647 }).id).toBe(2_147_483_647);
    expect(refusal({ id: 2_147_483_648 })).toBe('id: must be at most 2147483647 (ids are 32-bit)');
    expect(refusal({ id: 0 })).toBe('id: must be positive');
    expect(refusal({ id: 1.5 })).toBe('id: must be an integer');
    expect(refusal({ recommendations: { results: [{ id: 7 }, { id: -7 }] } })).toBe('recommendations.results.1.id: must be positive');
  });
});

describe('names', () => {
  it('keeps a name of up to 500 characters without NUL characters, and refuses a longer or empty one', () => {
    expect(parse({ name: 'x'.repeat(500) }).name).toBe('x'.repeat(500));
    expect(parse({ name: 'Na\0me' }).name).toBe('Name');
    expect(refusal({ name: 'x'.repeat(501) })).toBe('name: must be at most 500 characters');
    expect(refusal({ original_name: ' \t ' })).toBe('original_name: must not be empty');
    expect(refusal({ name: '\0' })).toBe('name: must not be empty');
  });
});

describe('free text', () => {
  it('is cut to its field’s length, made storable, and empty when missing', () => {
    const d = parse({
      overview: `${'a'.repeat(9_999)}bc`,
      genres: [{ id: 18, name: `${'g'.repeat(299)}hi` }],
      seasons: [{ season_number: 1, name: 'Se\0ason 1' }],
      aggregate_credits: { cast: [], crew: [{ id: 5, name: 'Kim', jobs: [{ job: `${'j'.repeat(99)}ob` }] }] },
    });
    expect(d.overview).toBe(`${'a'.repeat(9_999)}b`);
    expect(d.genres[0]!.name).toBe(`${'g'.repeat(299)}h`);
    expect(d.seasons[0]!.name).toBe('Season 1');
    expect(d.seasons[0]!.overview).toBe('');
    expect(d.aggregate_credits!.crew[0]!.jobs).toEqual([{ job: `${'j'.repeat(99)}o` }]);
    expect(parse({ overview: null }).overview).toBe('');
  });
});

describe('image paths and links', () => {
  it('keeps a TMDB image path ("/" and up to 200 word characters, dots, dashes) and drops anything else', () => {
    const pathOf = (poster_path: unknown) => parse({ poster_path }).poster_path;
    expect(pathOf('/abc-1_x.jpg')).toBe('/abc-1_x.jpg');
    expect(pathOf(`/${'p'.repeat(200)}`)).toBe(`/${'p'.repeat(200)}`);
    expect(pathOf(`/${'p'.repeat(201)}`)).toBeNull();
    expect(pathOf('/')).toBeNull();
    expect(pathOf('abc.jpg')).toBeNull();
    expect(pathOf('x/abc.jpg')).toBeNull();
    expect(pathOf('/abc.jpg?x')).toBeNull();
    expect(pathOf('/../etc')).toBeNull();
    expect(pathOf('')).toBeNull();
    expect(pathOf(null)).toBeNull();
  });

  it('keeps an http(s) link of up to 2000 characters in its parsed form, and drops anything else', () => {
    const linkOf = (homepage: unknown) => parse({ homepage }).homepage;
    expect(linkOf('https://x.kr')).toBe('https://x.kr/');
    expect(linkOf('http://x.kr/a b')).toBe('http://x.kr/a%20b');
    const long = `https://x.kr/${'a'.repeat(2_000 - 'https://x.kr/'.length)}`;
    expect(linkOf(long)).toBe(long);
    expect(linkOf(`${long}a`)).toBeNull();
    expect(linkOf('javascript:alert(1)')).toBeNull();
    expect(linkOf('data:text/html,<b>x</b>')).toBeNull();
    expect(linkOf('ftp://x.kr/')).toBeNull();
    expect(linkOf('not a link')).toBeNull();
    expect(linkOf('')).toBeNull();
    const offers = parse({ 'watch/providers': { results: { KR: { link: 'javascript:x' } } } })['watch/providers']!.results!;
    expect(offers.KR!.link).toBeNull();
  });

  it('keeps a date as written, and none for an empty one', () => {
    expect(parse({ first_air_date: '2024-5-1' }).first_air_date).toBe('2024-5-1');
    expect(parse({ first_air_date: '' }).first_air_date).toBeNull();
    expect(parse().first_air_date).toBeNull();
  });
});

describe('numbers', () => {
  it('keeps a count of 0 to 100,000 whole items, else none', () => {
    const countOf = (number_of_episodes: unknown) => parse({ number_of_episodes }).number_of_episodes;
    expect(countOf(0)).toBe(0);
    expect(countOf(100_000)).toBe(100_000);
    expect(countOf(100_001)).toBeNull();
    expect(countOf(-1)).toBeNull();
    expect(countOf(2.5)).toBeNull();
    expect(countOf(null)).toBeNull();
  });

  it('clamps popularity to 0–1,000,000', () => {
    const popularityOf = (popularity: unknown) => parse({ popularity }).popularity;
    expect(popularityOf(12.5)).toBe(12.5);
    expect(popularityOf(-3)).toBe(0);
    expect(popularityOf(5e6)).toBe(1_000_000);
    expect(popularityOf(undefined)).toBeNull();
  });
});

describe('lists', () => {
  it('keeps the first of each duplicate (by id, season, title, site and key, or job) and none of a missing list', () => {
    const d = parse({
      genres: [
        { id: 18, name: 'Drama' },
        { id: 18, name: 'Again' },
        { id: 35, name: 'Comedy' },
      ],
      origin_country: ['KR', 'KR', 'JP'],
      seasons: [
        { season_number: 1, name: 'One' },
        { season_number: 1, name: 'Again' },
      ],
      keywords: {
        results: [
          { id: 1, name: 'a' },
          { id: 1, name: 'b' },
        ],
      },
      videos: {
        results: [
          { key: 'k', site: 'YouTube', type: 'Trailer', name: 'one' },
          { key: 'k', site: 'YouTube', type: 'Teaser', name: 'two' },
          { key: 'k', site: 'Vimeo', type: 'Trailer', name: 'three' },
        ],
      },
      alternative_titles: { results: [{ title: 'T' }, { title: 'T', iso_3166_1: 'US' }] },
      aggregate_credits: { cast: [], crew: [{ id: 5, name: 'Kim', jobs: [{ job: 'Writer' }, { job: 'Writer' }, { job: 'Novel' }] }] },
    });
    expect(d.genres).toEqual([
      { id: 18, name: 'Drama' },
      { id: 35, name: 'Comedy' },
    ]);
    expect(d.origin_country).toEqual(['KR', 'JP']);
    expect(d.seasons.map((s) => s.name)).toEqual(['One']);
    expect(d.keywords).toEqual([{ id: 1, name: 'a' }]);
    expect(d.videos.map((v) => v.name)).toEqual(['one', 'three']);
    expect(d.alternative_titles).toEqual([{ title: 'T', type: '' }]);
    expect(d.aggregate_credits!.crew[0]!.jobs.map((j) => j.job)).toEqual(['Writer', 'Novel']);
    const empty = parse();
    expect([empty.genres, empty.origin_country, empty.keywords, empty.videos, empty.recommendations, empty.alternative_titles]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(parse({ keywords: { results: null } }).keywords).toEqual([]);
  });

  it('keeps at most its field’s number of items, counting after duplicates are dropped', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
    const d = parse({
      genres: [{ id: 1 }, { id: 1 }, ...ids(25)],
      recommendations: { results: ids(150) },
      aggregate_credits: { cast: [{ id: 9, name: 'Lee', roles: Array.from({ length: 25 }, (_, i) => ({ character: `R${i}` })) }] },
    });
    expect(d.genres.map((g) => g.id)).toEqual(ids(20).map((g) => g.id));
    expect(d.recommendations).toHaveLength(100);
    expect(d.recommendations.at(-1)).toEqual({ id: 100 });
    expect(d.aggregate_credits!.cast[0]!.roles).toHaveLength(20);
    expect(d.aggregate_credits!.crew).toEqual([]);
  });

  it('refuses a region code of more than ten characters in origin_country', () => {
    expect(refusal({ origin_country: ['KR', 'x'.repeat(11)] })).toMatch(/^origin_country\.1: /);
  });
});

describe('what an import reports for a show it could not write', () => {
  it('gives its own refusal as it is, and a database error only by its SQLSTATE', () => {
    let refused: unknown;
    try {
      parse({ id: 0 });
    } catch (err) {
      refused = err;
    }
    expect(describeImportError(refused)).toBe('id: must be positive');
    const dbError = Object.assign(new Error('duplicate key value violates unique constraint "show_pkey" (secret data)'), { code: '23505' });
    expect(describeImportError(dbError)).toBe('the database refused the show (SQLSTATE 23505)');
    expect(describeImportError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe('socket hang up');
    expect(describeImportError(Object.assign(new Error('odd'), { code: 23505 }))).toBe('odd');
    expect(describeImportError('not an error')).toBe('not an error');
  });

  it('says when the line is not an object at all', () => {
    expect(() => parseDetails('a string')).toThrow(/^not a TMDB tv-details object: /);
  });
});
