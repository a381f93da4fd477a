/**
 * The catalogue writer shared by the sample loader, the importers and the synthetic generator: a show
 * written is exactly its record (columns, links in order, credits, videos, search titles), a re-write
 * replaces every relation, an operator's correction or hiding outlives it, and every write moves the
 * catalogue version. Also the taxonomy writer, which keeps the rows already there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeShows, type ShowRecord } from '../../src/catalogue/write-shows.js';
import { insertTaxonomy } from '../../src/catalogue/write-taxonomy.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { fixtureShow } from '../fixture-shows.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { miniCatalogue } from './mini-catalogue.js';

let db: TestDatabase;
const rows = (sql: string, params: unknown[] = []) => db.query(sql, params as never);
const write = (shows: ShowRecord[]) => db.transaction((tx) => writeShows(tx, shows));

const taxonomy = miniCatalogue().taxonomy;
let seriesId: number;
let workId: number;

beforeAll(async () => {
  db = await openTestDatabase();
  // the terms the shows link to, written directly: the taxonomy writer is tested on a database of its own below
  await rows(`INSERT INTO genre (id, uid, name) VALUES (1, 'g-1', 'Romance'), (2, 'g-2', 'Drama'), (3, 'g-3', 'Thriller')`);
  await rows(`INSERT INTO tone (id, uid, name) VALUES (1, 't-1', 'Romantic'), (2, 't-2', 'Dark')`);
  await rows(`INSERT INTO provider (id, name) VALUES (8, 'Netflix'), (344, 'Rakuten Viki')`);
  await rows(`INSERT INTO network (id, name) VALUES (1, 'tvN'), (2, 'JTBC')`);
  await rows(`INSERT INTO person (id, name) VALUES (501, 'Han Ji-woo'), (502, 'Park Min'), (503, 'Lee Sol')`);
  await rows(`INSERT INTO keyword (id, uid, name) VALUES (11, 'k-11', 'hospital'), (12, 'k-12', 'doctor'), (13, 'k-13', 'revenge')`);
  seriesId = ((await rows(`INSERT INTO series (name) VALUES ('Moonlit Ward') RETURNING id`)) as { id: number }[])[0]!.id;
  workId = (
    (await rows(`INSERT INTO original_work (title, type, author_id) VALUES ('Paper Moon', 'Webtoon', 503) RETURNING id`)) as {
      id: number;
    }[]
  )[0]!.id;
});
afterAll(() => db?.drop());

const ward = (): ShowRecord =>
  fixtureShow(101, 'Moonlit Ward', {
    originalName: '달빛 병동',
    alternativeNames: ['Moonlight Hospital'],
    firstAirDate: '2021-06-17',
    overview: 'A night ward and its doctors.',
    numberOfEpisodes: 12,
    seasonNumber: 2,
    seriesId,
    homepage: 'https://example.com/ward',
    posterUs: '/us.jpg',
    posterKr: '/kr.jpg',
    originalWorkId: workId,
    popularity: 7.5,
    source: 'tmdb',
    genreIds: [2, 1, 2],
    keywordIds: [12, 11],
    toneIds: [2, 1],
    networkIds: [2, 1, 2],
    providerIds: [344, 8, 344],
    cast: [
      { personId: 502, role: 'Nurse Oh' },
      { personId: 501, role: 'Dr. Seo' },
      { personId: 502, role: 'Nurse Oh (young)' },
    ],
    crew: [
      { personId: 501, job: 'Director' },
      { personId: 501, job: 'Director' },
      { personId: 501, job: 'Writer' },
      { personId: 502, job: 'Director' },
    ],
    videos: [
      { site: 'YouTube', key: 'trailer1', type: 'Trailer', name: 'Main trailer', isFeatured: true },
      { site: 'YouTube', key: 'trailer1', type: 'Trailer', name: 'The same again', isFeatured: false },
      { site: 'Vimeo', key: 'teaser', type: 'Teaser', name: 'Teaser', isFeatured: false },
    ],
  });
const moon = (): ShowRecord =>
  fixtureShow(102, 'Paper Moon', {
    originalName: '종이달',
    genreIds: [3],
    keywordIds: [13],
    toneIds: [2],
    networkIds: [1],
    providerIds: [8],
  });

const relations = async (showId: number) => ({
  genres: await rows('SELECT genre_id, position FROM show_genre WHERE show_id = $1 ORDER BY position', [showId]),
  keywords: await rows('SELECT keyword_id, position FROM show_keyword WHERE show_id = $1 ORDER BY position', [showId]),
  tones: await rows('SELECT tone_id, position FROM show_tone WHERE show_id = $1 ORDER BY position', [showId]),
  networks: await rows('SELECT network_id, position FROM show_network WHERE show_id = $1 ORDER BY position', [showId]),
  providers: await rows('SELECT provider_id, region, offer_type FROM show_provider WHERE show_id = $1 ORDER BY provider_id', [showId]),
  cast: await rows('SELECT person_id, role, "order" FROM cast_credit WHERE show_id = $1 ORDER BY "order"', [showId]),
  crew: await rows('SELECT person_id, job FROM crew_credit WHERE show_id = $1 ORDER BY person_id, job', [showId]),
  videos: await rows('SELECT site, key, type, name, is_featured, position FROM video WHERE show_id = $1 ORDER BY position', [showId]),
});
const titles = async (showId: number) =>
  (await rows(
    `SELECT term, kind FROM show_search_term WHERE show_id = $1 AND kind IN ('name', 'original_name', 'alternative') ORDER BY term`,
    [showId],
  )) as { term: string; kind: string }[];
const showRow = async (id: number) =>
  (
    await rows(
      `SELECT id, name, original_name, to_char(first_air_date, 'YYYY-MM-DD') AS first_air_date, overview, number_of_episodes, season_number,
              series_id, homepage, poster_us, poster_kr, original_work_id, popularity, source, hidden FROM show WHERE id = $1`,
      [id],
    )
  )[0];

describe('writing the taxonomy', () => {
  // inside the test, not in a beforeAll: a failing write must fail the test (see docs/testing.md)
  it('writes genres, tones, providers and networks as the file gives them, keeping rows already there', async () => {
    const tdb = await openTestDatabase();
    try {
      const q = (sql: string) => tdb.query(sql);
      // a genre already there under id 1 is kept as it is
      await q(`INSERT INTO genre (id, uid, name, rank) VALUES (1, 'genre-old-romance', 'Old Romance', 9)`);
      await insertTaxonomy(tdb, taxonomy);
      expect(await q('SELECT id, uid, name, rank FROM genre ORDER BY id')).toEqual([
        { id: 1, uid: 'genre-old-romance', name: 'Old Romance', rank: 9 },
        { id: 2, uid: 'genre-drama', name: 'Drama', rank: 2 },
        { id: 3, uid: 'genre-thriller', name: 'Thriller', rank: 3 },
      ]);
      expect(await q('SELECT id, uid, name, rank FROM tone ORDER BY id')).toEqual([
        { id: 1, uid: 'tone-romantic', name: 'Romantic', rank: 1 },
        { id: 2, uid: 'tone-dark', name: 'Dark', rank: 2 },
      ]);
      expect(await q('SELECT id, name, logo_path, display_priority FROM provider ORDER BY id')).toEqual([
        { id: 8, name: 'Netflix', logo_path: '/netflix.jpg', display_priority: 1 },
        { id: 344, name: 'Rakuten Viki', logo_path: null, display_priority: 5 },
      ]);
      expect(await q('SELECT id, name, logo_path FROM network ORDER BY id')).toEqual([
        { id: 1, name: 'tvN', logo_path: null },
        { id: 2, name: 'JTBC', logo_path: null },
      ]);
      // again: nothing changes, nothing fails
      await insertTaxonomy(tdb, {
        genres: [{ id: 2, _id: 'genre-dramatic', name: 'Dramatic', rank: 8 }],
        tones: [{ id: 2, _id: 'tone-grim', name: 'Grim', rank: 7 }],
        providers: [{ id: 8, name: 'Netflix US', logo_path: null, display_priority: 9 }],
        networks: [{ id: 1, name: 'tvN Drama' }],
      });
      expect(await q('SELECT id, uid, name, rank FROM genre WHERE id = 2')).toEqual([
        { id: 2, uid: 'genre-drama', name: 'Drama', rank: 2 },
      ]);
      expect(await q('SELECT id, uid, name, rank FROM tone WHERE id = 2')).toEqual([{ id: 2, uid: 'tone-dark', name: 'Dark', rank: 2 }]);
      expect(await q('SELECT name, display_priority FROM provider WHERE id = 8')).toEqual([{ name: 'Netflix', display_priority: 1 }]);
      expect(await q('SELECT name FROM network WHERE id = 1')).toEqual([{ name: 'tvN' }]);
    } finally {
      await tdb.drop();
    }
  });
});

describe('writing shows', () => {
  it('writes a show as its record: every column, links once each in their order, credits, videos and titles', async () => {
    const before = await readCatalogueVersion(db);
    await write([ward(), moon()]);
    expect(await readCatalogueVersion(db)).toBe(before + 1);
    expect(await showRow(101)).toEqual({
      id: 101,
      name: 'Moonlit Ward',
      original_name: '달빛 병동',
      first_air_date: '2021-06-17',
      overview: 'A night ward and its doctors.',
      number_of_episodes: 12,
      season_number: 2,
      series_id: seriesId,
      homepage: 'https://example.com/ward',
      poster_us: '/us.jpg',
      poster_kr: '/kr.jpg',
      original_work_id: workId,
      popularity: 7.5,
      source: 'tmdb',
      hidden: false,
    });
    expect(await relations(101)).toEqual({
      genres: [
        { genre_id: 2, position: 0 },
        { genre_id: 1, position: 1 },
      ],
      keywords: [
        { keyword_id: 12, position: 0 },
        { keyword_id: 11, position: 1 },
      ],
      tones: [
        { tone_id: 2, position: 0 },
        { tone_id: 1, position: 1 },
      ],
      networks: [
        { network_id: 2, position: 0 },
        { network_id: 1, position: 1 },
      ],
      providers: [
        { provider_id: 8, region: 'US', offer_type: 'flatrate' },
        { provider_id: 344, region: 'US', offer_type: 'flatrate' },
      ],
      cast: [
        { person_id: 502, role: 'Nurse Oh', order: 0 },
        { person_id: 501, role: 'Dr. Seo', order: 1 },
        { person_id: 502, role: 'Nurse Oh (young)', order: 2 },
      ],
      crew: [
        { person_id: 501, job: 'Director' },
        { person_id: 501, job: 'Writer' },
        { person_id: 502, job: 'Director' },
      ],
      videos: [
        { site: 'YouTube', key: 'trailer1', type: 'Trailer', name: 'Main trailer', is_featured: true, position: 0 },
        { site: 'Vimeo', key: 'teaser', type: 'Teaser', name: 'Teaser', is_featured: false, position: 2 },
      ],
    });
    expect(await titles(101)).toEqual([
      { term: 'moonlight hospital', kind: 'alternative' },
      { term: 'moonlit ward', kind: 'name' },
      { term: '달빛 병동', kind: 'original_name' },
    ]);
    expect(await relations(102)).toMatchObject({ genres: [{ genre_id: 3, position: 0 }], providers: [{ provider_id: 8 }] });
    expect(await titles(102)).toEqual([
      { term: 'paper moon', kind: 'name' },
      { term: '종이달', kind: 'original_name' },
    ]);
  });

  it('replaces a re-written show’s columns and every relation, leaving the other shows’ as they are', async () => {
    await rows(`UPDATE show SET updated_at = '2000-01-01', hidden = true WHERE id = 101`);
    const before = await readCatalogueVersion(db);
    // every column and relation changes: what the fixture leaves at its defaults is null or empty here
    await write([
      fixtureShow(101, 'Moonlit Ward Returns', {
        originalName: '달빛 병동 리턴즈',
        firstAirDate: null,
        overview: 'Back on the ward.',
        popularity: 1,
        source: 'sample',
        genreIds: [3],
        keywordIds: [13],
        toneIds: [1],
        networkIds: [1],
        cast: [{ personId: 503, role: 'Intern Ko' }],
        crew: [{ personId: 503, job: 'Writer' }],
        videos: [{ site: 'YouTube', key: 'new', type: 'Clip', name: 'Clip', isFeatured: false }],
      }),
    ]);
    expect(await readCatalogueVersion(db)).toBe(before + 1);
    expect(await showRow(101)).toEqual({
      id: 101,
      name: 'Moonlit Ward Returns',
      original_name: '달빛 병동 리턴즈',
      first_air_date: null,
      overview: 'Back on the ward.',
      number_of_episodes: null,
      season_number: 1,
      series_id: null,
      homepage: null,
      poster_us: null,
      poster_kr: null,
      original_work_id: null,
      popularity: 1,
      source: 'sample',
      hidden: false,
    });
    expect(await rows(`SELECT count(*)::int AS n FROM show WHERE id = 101 AND updated_at > '2000-01-01'`)).toEqual([{ n: 1 }]);
    expect(await relations(101)).toEqual({
      genres: [{ genre_id: 3, position: 0 }],
      keywords: [{ keyword_id: 13, position: 0 }],
      tones: [{ tone_id: 1, position: 0 }],
      networks: [{ network_id: 1, position: 0 }],
      providers: [],
      cast: [{ person_id: 503, role: 'Intern Ko', order: 0 }],
      crew: [{ person_id: 503, job: 'Writer' }],
      videos: [{ site: 'YouTube', key: 'new', type: 'Clip', name: 'Clip', is_featured: false, position: 0 }],
    });
    expect(await titles(101)).toEqual([
      { term: 'moonlit ward returns', kind: 'name' },
      { term: '달빛 병동 리턴즈', kind: 'original_name' },
    ]);
    expect(await relations(102)).toEqual({
      genres: [{ genre_id: 3, position: 0 }],
      keywords: [{ keyword_id: 13, position: 0 }],
      tones: [{ tone_id: 2, position: 0 }],
      networks: [{ network_id: 1, position: 0 }],
      providers: [{ provider_id: 8, region: 'US', offer_type: 'flatrate' }],
      cast: [],
      crew: [],
      videos: [],
    });
  });

  it('keeps an operator’s corrections and hiding over every re-write, and the written values beside them', async () => {
    await rows(
      `INSERT INTO show_override (show_id, hidden, name, original_name, overview) VALUES (102, true, 'Paper Moon (2023)', NULL, 'Corrected.')`,
    );
    await write([{ ...moon(), name: 'Paper Moon!', originalName: '종이 달', overview: 'As imported.' }]);
    expect(await showRow(102)).toMatchObject({ name: 'Paper Moon (2023)', original_name: '종이 달', overview: 'Corrected.', hidden: true });
    expect(await rows('SELECT imported_name, imported_original_name, imported_overview FROM show_override WHERE show_id = 102')).toEqual([
      { imported_name: 'Paper Moon!', imported_original_name: '종이 달', imported_overview: 'As imported.' },
    ]);
    // search finds the corrected title
    expect(await titles(102)).toEqual([
      { term: 'paper moon 2023', kind: 'name' },
      { term: '종이 달', kind: 'original_name' },
    ]);
    // a correction of the Korean title only
    await rows(
      `UPDATE show_override SET hidden = false, name = NULL, original_name = '종이달 (정정)', overview = NULL WHERE show_id = 102`,
    );
    await write([{ ...moon(), overview: 'As imported again.' }]);
    expect(await showRow(102)).toMatchObject({
      name: 'Paper Moon',
      original_name: '종이달 (정정)',
      overview: 'As imported again.',
      hidden: false,
    });
  });

  it('writes nothing and keeps the version for no shows', async () => {
    const before = await readCatalogueVersion(db);
    await write([]);
    expect(await readCatalogueVersion(db)).toBe(before);
  });
});
