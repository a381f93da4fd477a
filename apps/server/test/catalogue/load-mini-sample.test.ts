/**
 * The sample loader on a hand-written six-show catalogue (mini-catalogue.ts): every row it writes,
 * compared with what the files say (sample-load.test.ts loads the real catalogue through the API).
 * A catalogue that cannot be loaded writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCatalogueEmpty, loadSampleCatalogue } from '../../src/sample-catalogue/load-sample.js';
import { CatalogueError } from '../../src/sample-catalogue/read-catalogue.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { saveSiteAbout } from '../../src/marketing/profile.queries.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { miniCatalogue, writeCatalogueDir } from './mini-catalogue.js';

let db: TestDatabase;
const rows = (sql: string, params: unknown[] = []) => db.query(sql, params as never);
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.drop());

const nothingWritten = async () => {
  expect(await isCatalogueEmpty(db)).toBe(true);
  expect(
    await rows('SELECT ((SELECT count(*) FROM genre) + (SELECT count(*) FROM person) + (SELECT count(*) FROM keyword))::int AS n'),
  ).toEqual([{ n: 0 }]);
};

describe('loading a catalogue that cannot be loaded', () => {
  it('refuses an invalid catalogue, writing nothing', async () => {
    const c = miniCatalogue();
    c.shows['9000003-paper-moon.json']!.genres = ['Soap'];
    await expect(loadSampleCatalogue(db, writeCatalogueDir(c))).rejects.toThrow(CatalogueError);
    await nothingWritten();
  });

  it('refuses schedules or watch regions that disagree with the shows, writing nothing', async () => {
    const c = miniCatalogue();
    c.schedules.schedules[1] = { show: 9000002, title: 'Moonlit Ward', broadcast: 'tvN', weekly: ['thu'], last: '2020-04-09' };
    await expect(loadSampleCatalogue(db, writeCatalogueDir(c))).rejects.toThrow(/4 episodes end on 2020-04-02, not on 2020-04-09/);
    const d = miniCatalogue();
    d.watchRegions.shows[0]!.name = 'Paper Sun';
    await expect(loadSampleCatalogue(db, writeCatalogueDir(d))).rejects.toThrow(/no show 9000003 named "Paper Sun"/);
    await nothingWritten();
  });

  it('refuses keywords or people whose stable ids collide, asking for a disambiguation, writing nothing', async () => {
    // "word 133481" and "word 401700" (and the two people below) hash to the same id
    const c = miniCatalogue();
    c.shows['9000003-paper-moon.json']!.keywords = ['word 133481', 'revenge', 'word 401700'];
    // ko.json names exactly the keywords the shows use (the loader reads it too)
    const used = new Set(Object.values(c.shows).flatMap((s) => s.keywords));
    c.korean.keywords = Object.fromEntries([...used].map((k) => [k, c.korean.keywords[k] ?? `낱말 ${k.replace(/\D/g, '')}`]));
    await expect(loadSampleCatalogue(db, writeCatalogueDir(c))).rejects.toThrow(
      'Sample catalogue: keyword ids collide for "word 401700" and "word 133481"; add a disambiguation',
    );
    const d = miniCatalogue();
    const cast = d.shows['9000004-paper-moon-encore.json']!.cast;
    cast[0] = { name: 'Person 317169', original_name: '가나', role: 'A' };
    cast[1] = { name: 'Person 456044', original_name: '다라', role: 'B' };
    await expect(loadSampleCatalogue(db, writeCatalogueDir(d))).rejects.toThrow(
      'Sample catalogue: person ids collide for "Person 456044" and "Person 317169"; add a disambiguation',
    );
    await nothingWritten();
  });
});

describe('loading the mini catalogue', () => {
  let version: number;
  beforeAll(async () => {
    version = await readCatalogueVersion(db);
    expect(await loadSampleCatalogue(db, writeCatalogueDir())).toEqual({ shows: 6 });
  });

  it('is no longer empty, and has moved the catalogue version', async () => {
    expect(await isCatalogueEmpty(db)).toBe(false);
    expect(await readCatalogueVersion(db)).toBeGreaterThan(version);
  });

  it('writes the taxonomy of the file', async () => {
    expect(await rows('SELECT id, uid, name, rank FROM genre ORDER BY id')).toEqual([
      { id: 1, uid: 'genre-romance', name: 'Romance', rank: 1 },
      { id: 2, uid: 'genre-drama', name: 'Drama', rank: 2 },
      { id: 3, uid: 'genre-thriller', name: 'Thriller', rank: 3 },
    ]);
    expect(await rows('SELECT id, name, logo_path, display_priority FROM provider ORDER BY id')).toEqual([
      { id: 8, name: 'Netflix', logo_path: '/netflix.jpg', display_priority: 1 },
      { id: 344, name: 'Rakuten Viki', logo_path: null, display_priority: 5 },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM tone')).toEqual([{ n: 2 }]);
    expect(await rows('SELECT count(*)::int AS n FROM network')).toEqual([{ n: 2 }]);
  });

  it('writes every show’s columns as its file gives them', async () => {
    expect(
      await rows(
        `SELECT id, name, original_name, to_char(first_air_date, 'YYYY-MM-DD') AS first_air_date, overview, number_of_episodes,
                season_number, homepage, poster_us, poster_kr, popularity, source, hidden FROM show ORDER BY id`,
      ),
    ).toEqual(
      Object.values(miniCatalogue().shows).map((s) => ({
        id: s.id,
        name: s.name,
        original_name: s.original_name,
        first_air_date: s.first_air_date,
        overview: s.overview,
        number_of_episodes: s.number_of_episodes,
        season_number: s.season_number,
        homepage: s.homepage,
        poster_us: null,
        poster_kr: null,
        popularity: 0,
        source: 'sample',
        hidden: false,
      })),
    );
    expect(await rows(`SELECT term FROM show_search_term WHERE show_id = 9000002 AND kind = 'alternative'`)).toEqual([
      { term: 'moonlight hospital' },
    ]);
  });

  it('writes keywords once each with a stable id and a slug, linked in each show’s order', async () => {
    const keywords = (await rows('SELECT id, uid, name, rank FROM keyword ORDER BY name')) as { id: number }[];
    expect(keywords.map((k) => ({ ...k, id: undefined }))).toEqual(
      ['based on webtoon', 'doctor', 'first love', 'friendship', 'hospital', 'revenge', 'sequel'].map((name) => ({
        id: undefined,
        uid: `keyword-${name.replaceAll(' ', '-')}`,
        name,
        rank: 999,
      })),
    );
    for (const { id } of keywords) expect(id >= 1e9 && id < 2e9).toBe(true);
    expect(
      await rows(
        'SELECT k.name, l.position FROM show_keyword l JOIN keyword k ON k.id = l.keyword_id WHERE l.show_id = 9000002 ORDER BY l.position',
      ),
    ).toEqual([
      { name: 'hospital', position: 0 },
      { name: 'doctor', position: 1 },
      { name: 'first love', position: 2 },
    ]);
  });

  it('links genres, tones, networks and US providers by name, in each show’s order', async () => {
    const links = (table: string, column: string, showId: number) =>
      rows(`SELECT ${column} AS id, position FROM ${table} WHERE show_id = $1 ORDER BY position`, [showId]);
    expect(await links('show_genre', 'genre_id', 9000003)).toEqual([
      { id: 3, position: 0 },
      { id: 1, position: 1 },
      { id: 2, position: 2 },
    ]);
    expect(await links('show_tone', 'tone_id', 9000002)).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
    expect(await links('show_network', 'network_id', 9000002)).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
    ]);
    expect(await rows('SELECT show_id, region, provider_id FROM show_provider ORDER BY show_id, region, provider_id')).toEqual([
      { show_id: 9000001, region: 'US', provider_id: 8 },
      { show_id: 9000002, region: 'US', provider_id: 8 },
      { show_id: 9000002, region: 'US', provider_id: 344 },
      // Paper Moon streams only outside the US (watch-regions.json)
      { show_id: 9000003, region: 'GB', provider_id: 8 },
      { show_id: 9000003, region: 'GB', provider_id: 344 },
      { show_id: 9000003, region: 'KR', provider_id: 8 },
      { show_id: 9000004, region: 'US', provider_id: 344 },
      { show_id: 9000005, region: 'US', provider_id: 8 },
    ]);
  });

  it('writes the details people.json gives, the namesake by their disambiguation, and none to the others', async () => {
    expect(
      await rows(
        `SELECT name, original_name, biography, birthday, deathday, place_of_birth FROM person
         WHERE biography IS NOT NULL OR birthday IS NOT NULL OR deathday IS NOT NULL OR place_of_birth IS NOT NULL ORDER BY name`,
      ),
    ).toEqual([
      {
        name: 'Han Ji-woo',
        original_name: '한지우',
        biography: 'An actor who plays doctors, twice.',
        birthday: '1985-04-01',
        deathday: null,
        place_of_birth: 'Incheon, South Korea',
      },
      { name: 'Kim Ha-na', original_name: '김한아', biography: null, birthday: '1950-02-03', deathday: '2019-11-12', place_of_birth: null },
    ]);
  });

  it('writes each person once with their Hangul name, namesakes apart, and credits them in order', async () => {
    expect(await rows('SELECT name, original_name, profile_path FROM person ORDER BY name, original_name')).toEqual(
      [
        ['Choi Dan', '최단'],
        ['Han Ji-woo', '한지우'],
        ['Jo Min-su', '조민수'],
        ['Jung A-ra', '정아라'],
        ['Kim Do-hyun', '김도현'],
        ['Kim Ha-na', '김하나'],
        ['Kim Ha-na', '김한아'],
        ['Lee Sol', '이솔'],
        ['Oh Se-ri', '오세리'],
        ['Park Min', '박민'],
        ['Yoon Tae', '윤태'],
        ['Yoon Tae', '윤태'],
      ].map(([name, original_name]) => ({ name, original_name, profile_path: null })),
    );
    for (const { id } of (await rows('SELECT id FROM person')) as { id: number }[]) expect(id >= 1e9 && id < 2e9).toBe(true);
    expect(
      await rows(
        'SELECT p.name, p.original_name, c.role, c."order" FROM cast_credit c JOIN person p ON p.id = c.person_id WHERE c.show_id = 9000003 ORDER BY c."order"',
      ),
    ).toEqual([
      { name: 'Kim Ha-na', original_name: '김하나', role: 'Yoo-jin', order: 0 },
      { name: 'Kim Ha-na', original_name: '김한아', role: 'Herself', order: 1 },
      { name: 'Lee Sol', original_name: '이솔', role: 'Manager Lee', order: 2 },
      { name: 'Jo Min-su', original_name: '조민수', role: 'Ms. Jo', order: 3 },
    ]);
    // the same Kim Ha-na in both Paper Moons
    expect(
      await rows(
        `SELECT count(DISTINCT person_id)::int AS n FROM cast_credit c JOIN person p ON p.id = c.person_id WHERE p.original_name = '김하나'`,
      ),
    ).toEqual([{ n: 1 }]);
    // the director once as director (listed twice) and once as creator
    expect(
      await rows(
        'SELECT p.name, c.job FROM crew_credit c JOIN person p ON p.id = c.person_id WHERE c.show_id = 9000002 ORDER BY p.name, c.job',
      ),
    ).toEqual([
      { name: 'Jung A-ra', job: 'Writer' },
      { name: 'Kim Do-hyun', job: 'Creator' },
      { name: 'Kim Do-hyun', job: 'Director' },
    ]);
  });

  it('writes one original work for its adaptations, by the disambiguated author', async () => {
    const works = (await rows('SELECT id, title, original_title, type, author_id FROM original_work')) as {
      id: number;
      author_id: number;
    }[];
    expect(works).toEqual([
      { id: expect.any(Number), title: 'Paper Moon', original_title: '종이달', type: 'Webtoon', author_id: expect.any(Number) },
    ]);
    expect(await rows('SELECT id, original_work_id FROM show ORDER BY id')).toEqual([
      { id: 9000001, original_work_id: null },
      { id: 9000002, original_work_id: null },
      { id: 9000003, original_work_id: works[0]!.id },
      { id: 9000004, original_work_id: works[0]!.id },
      { id: 9000005, original_work_id: null },
      { id: 9000006, original_work_id: null },
    ]);
    // the writer credited on the show is the other Yoon Tae
    const [writer] = (await rows(`SELECT person_id FROM crew_credit WHERE show_id = 9000003 AND job = 'Writer'`)) as {
      person_id: number;
    }[];
    expect(await rows('SELECT name, original_name FROM person WHERE id = $1', [works[0]!.author_id])).toEqual([
      { name: 'Yoon Tae', original_name: '윤태' },
    ]);
    expect(works[0]!.author_id).not.toBe(writer!.person_id);
  });

  it('puts the linked seasons of each show in one series named after its season 1, and a show of one season in none', async () => {
    const series = (await rows('SELECT id, name FROM series ORDER BY name')) as { id: number }[];
    expect(series).toEqual([
      { id: expect.any(Number), name: 'Moonlit Ward' },
      { id: expect.any(Number), name: 'Paper Moon' },
    ]);
    const [moonlit, paper] = series.map((s) => s.id);
    expect(await rows('SELECT id, series_id FROM show ORDER BY id')).toEqual([
      { id: 9000001, series_id: moonlit },
      { id: 9000002, series_id: moonlit },
      { id: 9000003, series_id: paper },
      { id: 9000004, series_id: paper },
      { id: 9000005, series_id: moonlit },
      { id: 9000006, series_id: null },
    ]);
  });

  it('writes the collections with their members once each in order, and recommendations without the show itself', async () => {
    expect(await rows('SELECT key, name, description, frequency FROM periodic_collection')).toEqual([
      { key: 'trending-now', name: 'Trending Now', description: 'What everyone is watching.', frequency: 'weekly' },
    ]);
    expect(
      await rows(
        `SELECT to_char(l.release_date, 'YYYY-MM-DD') AS date, i.show_id, i.position FROM periodic_list l
         JOIN periodic_list_item i ON i.list_id = l.id WHERE l.collection_key = 'trending-now' ORDER BY l.release_date, i.position`,
      ),
    ).toEqual([
      { date: '2026-11-09', show_id: 9000002, position: 0 },
      { date: '2026-11-16', show_id: 9000003, position: 0 },
      { date: '2026-11-16', show_id: 9000001, position: 1 },
      { date: '2026-11-16', show_id: 9000004, position: 2 },
    ]);
    expect(await rows('SELECT key, name, description FROM permanent_collection')).toEqual([
      { key: 'viewers-choice', name: "Viewer's Choice", description: 'Loved by our viewers.' },
    ]);
    expect(await rows('SELECT collection_key, show_id, position FROM permanent_collection_item ORDER BY position')).toEqual([
      { collection_key: 'viewers-choice', show_id: 9000004, position: 0 },
      { collection_key: 'viewers-choice', show_id: 9000002, position: 1 },
    ]);
    expect(await rows('SELECT show_id, recommended_id, position FROM recommendation ORDER BY show_id, position')).toEqual([
      { show_id: 9000002, recommended_id: 9000003, position: 0 },
      { show_id: 9000002, recommended_id: 9000001, position: 1 },
      { show_id: 9000003, recommended_id: 9000004, position: 0 },
    ]);
  });

  it('writes the hero slides, the About text and the scheduled episodes', async () => {
    expect(await rows('SELECT "order", url, title, tagline, img, tag_label, tag_color FROM hero ORDER BY "order"')).toEqual([
      {
        order: 1,
        url: '/genre/romance/1',
        title: 'Romance',
        tagline: null,
        img: '/hero/romance.svg',
        tag_label: 'Genre',
        tag_color: 'tomato',
      },
      {
        order: 2,
        url: '/collection/viewers-choice',
        title: "Viewer's Choice",
        tagline: 'Loved by our viewers',
        img: '/hero/viewers-choice.svg',
        tag_label: 'Curated',
        tag_color: 'jasmine',
      },
    ]);
    expect(await rows('SELECT id, about FROM site_profile')).toEqual([{ id: 1, about: '# About\n\nA tiny catalogue for tests.\n' }]);
    expect(
      await rows(
        `SELECT show_id, season_number, episode_number, to_char(air_date, 'YYYY-MM-DD') AS air_date FROM episode
         WHERE show_id IN (9000001, 9000003) ORDER BY show_id, episode_number`,
      ),
    ).toEqual([
      { show_id: 9000001, season_number: 2, episode_number: 1, air_date: '2021-06-17' },
      { show_id: 9000001, season_number: 2, episode_number: 2, air_date: '2021-06-18' },
      { show_id: 9000001, season_number: 2, episode_number: 3, air_date: '2021-06-24' },
      { show_id: 9000001, season_number: 2, episode_number: 4, air_date: '2021-06-25' },
      { show_id: 9000003, season_number: 1, episode_number: 1, air_date: '2023-01-06' },
      { show_id: 9000003, season_number: 1, episode_number: 2, air_date: '2023-01-06' },
      { show_id: 9000003, season_number: 1, episode_number: 3, air_date: '2023-01-13' },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM episode')).toEqual([{ n: 11 }]);
  });
  it('loads again once the shows and collections are gone, keeping the people, keywords, taxonomy and slides left', async () => {
    await rows('DELETE FROM show');
    await rows('DELETE FROM periodic_collection');
    await rows('DELETE FROM permanent_collection');
    expect(await isCatalogueEmpty(db)).toBe(true);
    expect(await loadSampleCatalogue(db, writeCatalogueDir())).toEqual({ shows: 6 });
    expect(
      await rows(
        'SELECT (SELECT count(*) FROM person)::int AS people, (SELECT count(*) FROM keyword)::int AS keywords, (SELECT count(*) FROM hero)::int AS heroes, (SELECT count(*) FROM genre)::int AS genres',
      ),
    ).toEqual([{ people: 12, keywords: 7, heroes: 2, genres: 3 }]);
    expect(await rows('SELECT count(*)::int AS n FROM cast_credit')).toEqual([{ n: 24 }]);
  });

  it('loads again keeping an operator’s About, and the original work takes what the files say of it', async () => {
    const [work] = (await rows('SELECT id FROM original_work')) as { id: number }[];
    await rows('DELETE FROM show');
    await rows('DELETE FROM periodic_collection');
    await rows('DELETE FROM permanent_collection');
    await saveSiteAbout(db, '# About us\n\nWritten by an operator.\n');
    await rows(`UPDATE original_work SET original_title = 'Old title', type = 'Novel'`);
    expect(await loadSampleCatalogue(db, writeCatalogueDir())).toEqual({ shows: 6 });
    expect(await rows('SELECT id, about FROM site_profile')).toEqual([{ id: 1, about: '# About us\n\nWritten by an operator.\n' }]);
    expect(await rows('SELECT id, title, original_title, type FROM original_work')).toEqual([
      { id: work!.id, title: 'Paper Moon', original_title: '종이달', type: 'Webtoon' },
    ]);
  });
});
