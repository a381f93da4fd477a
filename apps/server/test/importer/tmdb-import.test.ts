import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTmdbImport, FatalImportError, type ImportSummary } from '../../src/importer/tmdb/import-run.js';
import { refreshCollections } from '../../src/importer/tmdb/collections.js';
import { createTmdbClient, MissingCredentialsError } from '../../src/importer/tmdb/client.js';
import { changedShows } from '../../src/importer/tmdb/discover.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.js';
import { ACCESS_TOKEN, SHOW_IDS, startStubTmdb, type StubTmdb } from './stub-tmdb.js';
import { one, rows, stubClient } from './helpers.js';

let stub: StubTmdb;
let t: TestApp;
let first: ImportSummary;

beforeAll(async () => {
  stub = await startStubTmdb();
  t = await createTestApp({ seed: false });
  stub.fault('/3/tv/1002', '429');
  stub.fault('/3/tv/1003', '500');
  stub.fault('/3/tv/1004', 'drop');
  stub.fault('/3/discover/tv', '500');
  first = await runTmdbImport(t.db, stubClient(stub).get);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const detailRequests = (id: number) => stub.requests.filter((p) => p === `/3/tv/${id}`).length;

describe('TMDB import against the stub', () => {
  it('imports every discovered show, retrying 429, 500 and dropped connections, and reports the one that keeps failing', () => {
    expect(first).toMatchObject({ total: 7, added: 6, updated: 0, interrupted: false, resumed: false });
    expect(first.failed).toEqual([{ showId: 1007, error: expect.stringContaining('500') }]);
    expect(detailRequests(1002)).toBe(2);
    expect(detailRequests(1003)).toBe(2);
    expect(detailRequests(1004)).toBe(2);
    expect(detailRequests(1007)).toBe(3);
    expect(stub.maxInFlight).toBeLessThanOrEqual(20);
  });

  it('writes nothing of a failed show', async () => {
    expect(await one(t.db, 'SELECT count(*) FROM show WHERE id = 1007')).toBe(0);
    expect(await one(t.db, "SELECT count(*) FROM show WHERE source = 'tmdb'")).toBe(7); // six shows + season 2 of 1001
  });

  it('maps a multi-season show to one show per season in one series', async () => {
    const seasons = await rows<{
      id: number;
      name: string;
      season_number: number;
      number_of_episodes: number;
      first_air_date: string;
      series_id: number;
    }>(
      t.db,
      'SELECT id, name, season_number, number_of_episodes, first_air_date, series_id FROM show WHERE id IN (1001, 9921001) ORDER BY season_number',
    );
    expect(seasons).toMatchObject([
      { id: 1001, name: 'Hospital Days', season_number: 1, number_of_episodes: 12, first_air_date: '2020-03-12' },
      { id: 9921001, name: 'Hospital Days Season 2', season_number: 2, number_of_episodes: 12, first_air_date: '2021-06-17' },
    ]);
    expect(seasons[0]!.series_id).not.toBeNull();
    expect(seasons[1]!.series_id).toBe(seasons[0]!.series_id);
  });

  it('maps titles, posters, genres (including ones TMDB lacks), keywords, tones, cast, crew, trailers and US providers', async () => {
    const [show] = await rows(t.db, 'SELECT original_name, poster_us, poster_kr, popularity FROM show WHERE id = 1001');
    expect(show).toMatchObject({ original_name: '슬기로운 병원생활', poster_us: '/us-best.jpg', poster_kr: '/kr.jpg' });
    const genres = await rows<{ uid: string }>(
      t.db,
      'SELECT g.uid FROM show_genre l JOIN genre g ON g.id = l.genre_id WHERE show_id = 1001 ORDER BY position',
    );
    expect(genres.map((g) => g.uid)).toEqual(['genre-drama', 'genre-comedy', 'genre-medical']);
    const romance = await rows<{ uid: string }>(
      t.db,
      'SELECT g.uid FROM show_genre l JOIN genre g ON g.id = l.genre_id WHERE show_id = 1002 ORDER BY position',
    );
    expect(romance.map((g) => g.uid)).toEqual(['genre-drama', 'genre-fantasy', 'genre-romance', 'genre-sci-fi']);
    const tones = await rows<{ uid: string }>(
      t.db,
      'SELECT g.uid FROM show_tone l JOIN tone g ON g.id = l.tone_id WHERE show_id = 1002 ORDER BY position',
    );
    expect(tones.map((g) => g.uid)).toEqual(['tone-romantic', 'tone-heart-fluttering', 'tone-subtle-romance']);
    expect(
      await rows(
        t.db,
        'SELECT keyword_id, k.name FROM show_keyword l JOIN keyword k ON k.id = l.keyword_id WHERE show_id = 1001 ORDER BY position',
      ),
    ).toEqual([
      { keyword_id: 9001, name: 'hospital' },
      { keyword_id: 9002, name: 'friendship' },
      { keyword_id: 9003, name: 'doctor' },
    ]);
    const cast = await rows(t.db, 'SELECT person_id, role, "order" FROM cast_credit WHERE show_id = 1001 ORDER BY "order"');
    expect(cast).toHaveLength(5);
    expect(cast[0]).toEqual({ person_id: 501, role: 'Lee Ik-jun', order: 0 });
    expect(await rows(t.db, 'SELECT name, original_name, profile_path FROM person WHERE id = 501')).toEqual([
      { name: 'Jo Jung-suk', original_name: '조정석', profile_path: '/jo.jpg' },
    ]);
    expect(await rows(t.db, 'SELECT person_id, job FROM crew_credit WHERE show_id = 1001 ORDER BY job')).toEqual([
      { person_id: 601, job: 'Director' },
      { person_id: 602, job: 'Writer' },
    ]);
    expect(await rows(t.db, 'SELECT key, site, is_featured FROM video WHERE show_id = 1001 ORDER BY position')).toEqual([
      { key: 'trl1001', site: 'YouTube', is_featured: true },
      { key: 'tsr1001', site: 'YouTube', is_featured: false },
      { key: 'vm1', site: 'Vimeo', is_featured: false },
    ]);
    expect(
      await rows(
        t.db,
        `SELECT p.id, p.name, p.display_priority FROM show_provider l JOIN provider p ON p.id = l.provider_id
         WHERE show_id = 1001 AND region = 'US' ORDER BY p.display_priority`,
      ),
    ).toEqual([
      { id: 8, name: 'Netflix', display_priority: 2 },
      { id: 344, name: 'Rakuten Viki', display_priority: 11 },
    ]);
    expect(await rows(t.db, 'SELECT id, name, logo_path FROM network WHERE id = 866')).toEqual([
      { id: 866, name: 'tvN', logo_path: '/tvn.png' },
    ]);
  });

  it('links adaptations to their original work and author', async () => {
    expect(
      await rows(
        t.db,
        'SELECT w.type, w.author_id, w.original_title FROM show s JOIN original_work w ON w.id = s.original_work_id WHERE s.id = 1002',
      ),
    ).toEqual([{ type: 'Webtoon', author_id: 612, original_title: '종이달' }]);
    expect(
      await rows(t.db, 'SELECT w.type, w.author_id FROM show s JOIN original_work w ON w.id = s.original_work_id WHERE s.id = 1004'),
    ).toEqual([{ type: 'Novel', author_id: 632 }]);
  });

  it('handles a show with no providers and no poster, an NFD Hangul title and a show announced for next year', async () => {
    expect(await rows(t.db, 'SELECT poster_us, poster_kr, homepage FROM show WHERE id = 1003')).toEqual([
      { poster_us: null, poster_kr: null, homepage: null },
    ]);
    expect(await one(t.db, 'SELECT count(*) FROM show_provider WHERE show_id = 1003')).toBe(0);
    const [nfd] = await rows<{ original_name: string }>(t.db, 'SELECT original_name FROM show WHERE id = 1004');
    expect(nfd!.original_name).toBe('사랑의 온도'.normalize('NFC'));
    expect(await rows(t.db, 'SELECT first_air_date, number_of_episodes FROM show WHERE id = 1005')).toEqual([
      { first_air_date: '2027-03-05', number_of_episodes: null },
    ]);
  });

  it('links recommendations between imported shows, whatever the order they arrived in', async () => {
    expect(await rows(t.db, 'SELECT show_id, recommended_id FROM recommendation ORDER BY show_id, position')).toEqual([
      { show_id: 1001, recommended_id: 1002 },
      { show_id: 1001, recommended_id: 1003 },
      { show_id: 1003, recommended_id: 1001 },
      { show_id: 1006, recommended_id: 1002 },
    ]);
  });

  it('serves imported shows through the API and finds them by English, Korean and alternative titles', async () => {
    const details = await t.app.inject('/api/show/details/1001');
    expect(details.statusCode).toBe(200);
    const find = async (query: string) =>
      (await t.app.inject(`/api/show/search?query=${encodeURIComponent(query)}`)).json<{ id: number }[]>().map((s) => s.id);
    expect(await find('Hospital Days')).toContain(1001);
    expect(await find('슬기로운')).toContain(1001);
    expect(await find('Wise Hospital Life')).toContain(1001);
    expect(await find('슬의생')).toContain(1001);
    expect(await find('사랑의 온도'.normalize('NFD'))).toContain(1004);
    expect(await find('Moon of Paper')).toContain(1002);
  });

  it("stores TMDB's Korean translations from the details call (no request more), falling back where one is missing", async () => {
    const details = (id: number, language: string) =>
      t.app.inject(`/api/show/details/${id}?language=${language}`).then((r) => r.json<Record<string, unknown>>());
    // as many requests as before: the details with season 1 and the translations, then season 2
    expect(detailRequests(1001)).toBe(2);
    expect(detailRequests(1005)).toBe(1);
    expect(stub.requests.filter((p) => p.startsWith('/3/tv/1001/'))).toEqual([]);
    expect(await details(1001, 'ko')).toMatchObject({
      name: '슬기로운 병원생활',
      original_name: '슬기로운 병원생활',
      overview: '다섯 친구가 한 병원에서 일한다.',
      tagline: '다섯 친구, 하나의 병원.',
    });
    expect(await details(1001, 'en')).toMatchObject({
      name: 'Hospital Days',
      overview: 'Hospital Days overview.',
      tagline: 'Five friends, one hospital.',
    });
    // a later season: the series' Korean name with its number
    expect(await details(9921001, 'ko')).toMatchObject({ name: '슬기로운 병원생활 시즌 2' });
    // a Korean overview without a Korean title: the title is the original one
    expect(await details(1002, 'ko')).toMatchObject({ name: '종이달', overview: '은행원이 고객의 돈에 손을 댄다.' });
    // no Korean translation: the Korean name is the original title, the overview the English one
    expect(await details(1003, 'ko')).toMatchObject({ name: '고요한 항구', overview: 'Silent Harbor overview.', tagline: null });
    // people by the credit's Hangul original name
    const cast = (await t.app.inject('/api/cast/1001?language=ko')).json<{ name: string }[]>();
    expect(cast[0]?.name).toBe('조정석');
    expect((await t.app.inject('/api/cast/1001')).json<{ name: string }[]>()[0]?.name).toBe('Jo Jung-suk');
  });

  it('is idempotent: a second import updates changed fields, removes removed credits and duplicates nothing', async () => {
    const counts = async () => ({
      shows: await one(t.db, 'SELECT count(*) FROM show'),
      keywords: await one(t.db, 'SELECT count(*) FROM show_keyword'),
      videos: await one(t.db, 'SELECT count(*) FROM video'),
      search: await one(t.db, 'SELECT count(*) FROM show_search_term'),
      works: await one(t.db, 'SELECT count(*) FROM original_work'),
      series: await one(t.db, 'SELECT count(*) FROM series'),
      recs: await one(t.db, 'SELECT count(*) FROM recommendation'),
    });
    const before = await counts();
    stub.useVersion(1006, 'changed');
    try {
      const second = await runTmdbImport(t.db, stubClient(stub).get);
      expect(second).toMatchObject({ total: 7, added: 0, updated: 6 });
    } finally {
      stub.useVersion(1006, null);
    }
    expect(await counts()).toEqual(before);
    expect(await rows(t.db, 'SELECT person_id, role FROM cast_credit WHERE show_id = 1006 ORDER BY "order"')).toEqual([
      { person_id: 551, role: 'Kang Han-soo (adult)' },
      { person_id: 554, role: 'Choi Yoo-ri' },
    ]);
    expect(await rows(t.db, 'SELECT person_id, job FROM crew_credit WHERE show_id = 1006 ORDER BY person_id')).toEqual([
      { person_id: 651, job: 'Director' },
      { person_id: 652, job: 'Writer' },
    ]);
    expect(await rows(t.db, 'SELECT number_of_episodes, overview FROM show WHERE id = 1006')).toEqual([
      { number_of_episodes: 18, overview: 'Night Court, now with a new season arc.' },
    ]);
  });

  it('--since picks only our shows that TMDB lists as changed', async () => {
    expect(await changedShows(stubClient(stub).get, t.db, '2026-11-01', new Date('2026-11-21'))).toEqual([1006]);
  });

  it('--collections writes a dated trending-now list of Korean dramas and the upcoming releases, importing missing shows', async () => {
    const summary = await refreshCollections(t.db, stubClient(stub).get, '2026-11-21');
    expect(summary).toMatchObject({ trending: 2, upcoming: 1, imported: 1, failed: [] });
    const list = async (key: string) =>
      (
        await rows<{ show_id: number }>(
          t.db,
          `SELECT i.show_id FROM periodic_list l JOIN periodic_list_item i ON i.list_id = l.id WHERE l.collection_key = $1 AND l.release_date = '2026-11-21' ORDER BY i.position`,
          [key],
        )
      ).map((r) => r.show_id);
    expect(await list('trending-now')).toEqual([1002, 1008]);
    expect(await list('upcoming-release')).toEqual([1005]);
    const res = await t.app.inject('/api/collection/trending-now');
    const body = res.json<{ releaseDate: string; results: { id: number }[] }>();
    expect(body.releaseDate).toBe('2026-11-21');
    expect(body.results.map((s) => s.id).sort()).toEqual([1002, 1008]);
  });
});

describe('TMDB import: resume and credentials', () => {
  it('resumes an interrupted import where it stopped', async () => {
    const db = await openTestDatabase();
    try {
      const abort = new AbortController();
      const before = stub.requests.length;
      const partial = await runTmdbImport(db, stubClient(stub).get, {
        concurrency: 1,
        signal: abort.signal,
        progress: { update: (c) => c.done >= 2 && abort.abort(), log: () => undefined, finish: () => undefined },
      });
      expect(partial).toMatchObject({ interrupted: true, added: 2, total: 7 });
      expect(await one(db, 'SELECT count(*) FROM show WHERE id IN (1001, 1002)')).toBe(2);
      expect(await one(db, 'SELECT count(*) FROM show WHERE id BETWEEN 1003 AND 1008')).toBe(0);

      const resumed = await runTmdbImport(db, stubClient(stub).get);
      expect(resumed).toMatchObject({ resumed: true, interrupted: false, total: 7, added: 6 });
      const fetched = stub.requests.slice(before).filter((p) => p.startsWith('/3/tv/'));
      // each finished show was fetched once (1001 in two requests: the show, then its season 2): the resumed run did not start over
      expect(fetched.filter((p) => p === '/3/tv/1001')).toHaveLength(2);
      expect(fetched.filter((p) => p === '/3/tv/1002')).toHaveLength(1);
      expect(await one(db, "SELECT count(*) FROM show WHERE source = 'tmdb'")).toBe(7);
    } finally {
      await db.drop();
    }
  });

  it('imports one show with --show, using a bearer token', async () => {
    const db = await openTestDatabase();
    try {
      const summary = await runTmdbImport(db, stubClient(stub, { accessToken: ACCESS_TOKEN }).get, { showIds: [1004] });
      expect(summary).toMatchObject({ total: 1, added: 1, failed: [] });
      expect(await one(db, 'SELECT count(*) FROM show')).toBe(1);
    } finally {
      await db.drop();
    }
  });

  it('refuses to start without credentials and stops on rejected ones', async () => {
    expect(() => createTmdbClient({ baseUrl: stub.baseUrl })).toThrow(MissingCredentialsError);
    const db = await openTestDatabase();
    try {
      await expect(runTmdbImport(db, stubClient(stub, { apiKey: 'wrong' }).get, { showIds: [1001] })).rejects.toBeInstanceOf(
        FatalImportError,
      );
      expect(await one(db, 'SELECT count(*) FROM show')).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('knows every fixture show', () => {
    expect(SHOW_IDS).toHaveLength(7);
  });
});
