import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryListResponse,
  CollectionPage,
  CrewPage,
  CuratedRecommendations,
  HeroList,
  PeriodicList,
  PermanentCollectionResponse,
  PersonPage,
  Profile,
  ProviderPage,
  ShowCast,
  ShowCredits,
  ShowDetails,
  ShowKeywords,
  ShowPage,
  ShowProviders,
  ShowVideos,
  SimilarShows,
  SORT_OPTIONS,
  TermList,
  type ShowCard,
} from '@klama/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, engine, type TestApp } from './test-app.js';
import { getError, getOk } from './api.js';
import { bumpCatalogueVersion } from '../src/catalogue-version/index.js';
import { eventually } from './response-cache/eventually.js';

let t: TestApp;

/** These tests write rows directly: they bump the version as a catalogue write does, then wait until the app has heard of it. */
async function catalogueChanged() {
  const version = await bumpCatalogueVersion(t.db);
  await eventually(async () => expect(t.app.catalogueVersion.current()).toBeGreaterThanOrEqual(version));
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001; // Crash Landing on You
const SQUID_GAME = 9000223; // season 1 of 3
const SAMPLE_SHOWS = join(import.meta.dirname, '../../../data/catalogue/shows');

describe(`catalogue API on ${engine}`, () => {
  describe('show details', () => {
    it('returns the whole details object with relations', async () => {
      const show = await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails);
      expect(show).toMatchObject({
        id: CLOY,
        name: 'Crash Landing on You',
        original_name: '사랑의 불시착',
        first_air_date: '2019-12-14',
        number_of_episodes: 16,
      });
      expect(show.genres.map((g) => g.name)).toEqual(['Romance', 'Comedy', 'Drama']);
      expect(show.genres[0]).toEqual({ _id: 'genre-romance', id: 1, name: 'Romance' });
      expect(show.networks.map((n) => n.name)).toEqual(['tvN']);
      expect(show.keywords.length).toBeGreaterThanOrEqual(3);
      expect(show.tones.length).toBeGreaterThanOrEqual(1);
      expect(show.original_story).toBeNull();
      expect(show.poster_path).toEqual({});
    });

    it('lists the other seasons of a multi-season show', async () => {
      const show = await getOk(t.app, `/api/show/details/${SQUID_GAME}`, ShowDetails);
      expect(show.related_seasons.map((r) => r.season)).toEqual([2, 3]);
      expect(show.related_seasons.every((r) => r.show.id !== SQUID_GAME)).toBe(true);
    });

    it('gives the original story of an adaptation', async () => {
      const adaptations = await t.db.query<{ id: number }>('SELECT id FROM show WHERE original_work_id IS NOT NULL ORDER BY id LIMIT 1');
      const show = await getOk(t.app, `/api/show/details/${adaptations[0]!.id}`, ShowDetails);
      expect(show.original_story?.title.title).toBeTruthy();
      expect(show.original_story?.author.name).toBeTruthy();
    });

    it('404s an unknown show and 400s a malformed id', async () => {
      expect((await getError(t.app, '/api/show/details/1', 404)).message).toBe('Show not found');
      for (const bad of ['abc', '0', '-5', '1.5', '99999999999', '%27%3B--'])
        expect((await getError(t.app, `/api/show/details/${bad}`, 400)).errors?.[0]?.path).toBe('params.id');
    });

    it('sends ETag and Cache-Control, and answers If-None-Match with 304', async () => {
      const first = await t.app.inject(`/api/show/details/${CLOY}`);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const second = await t.app.inject({ url: `/api/show/details/${CLOY}`, headers: { 'if-none-match': etag } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const other = await t.app.inject({ url: `/api/show/details/${SQUID_GAME}`, headers: { 'if-none-match': etag } });
      expect(other.statusCode).toBe(200);
      const gzipped = await t.app.inject({ url: '/api/show?limit=30', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      const gzEtag = gzipped.headers.etag as string;
      expect(gzEtag).toBeTruthy();
      const again = await t.app.inject({ url: '/api/show?limit=30', headers: { 'accept-encoding': 'gzip', 'if-none-match': gzEtag } });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('show satellites', () => {
    it('cast ordered by order, with roles', async () => {
      const cast = await getOk(t.app, `/api/cast/${CLOY}`, ShowCast);
      expect(cast.map((c) => c.order)).toEqual([...cast.keys()]);
      expect(cast[0]).toMatchObject({ name: 'Hyun Bin', role: 'Ri Jeong-hyeok', order: 0 });
      expect((await getError(t.app, '/api/cast/1', 404)).message).toBe('Cast not found');
    });

    it('crew credits with jobs', async () => {
      const credits = await getOk(t.app, `/api/credit/show/${CLOY}`, ShowCredits);
      expect(credits.id).toBe(CLOY);
      expect(credits.results.map((c) => c.job)).toEqual(expect.arrayContaining(['Director', 'Writer']));
      expect(new Set(credits.results.map((c) => c._id)).size).toBe(credits.results.length);
    });

    it('keywords and providers of a show, providers by display priority', async () => {
      const keywords = await getOk(t.app, `/api/keyword/show/${CLOY}`, ShowKeywords);
      expect(keywords.results.map((k) => k.name)).toContain('north korea');
      const providers = await getOk(t.app, `/api/provider/show/${CLOY}`, ShowProviders);
      expect(providers.results.map((p) => p.name)).toEqual(['Netflix']);
      const many = await t.db.query<{ show_id: number }>('SELECT show_id FROM show_provider GROUP BY show_id HAVING count(*) > 1 LIMIT 1');
      const several = await getOk(t.app, `/api/provider/show/${many[0]!.show_id}`, ShowProviders);
      const priorities = several.results.map((p) => p.display_priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      for (const path of ['keyword/show', 'provider/show', 'credit/show', 'show/videos']) await getError(t.app, `/api/${path}/1`, 404);
    });

    it('videos put YouTube trailers first', async () => {
      await t.db.query(
        `INSERT INTO video (show_id, site, key, type, name, is_featured, position) VALUES
         ($1, 'YouTube', 'teaser1', 'Teaser', 'Teaser', false, 0), ($1, 'YouTube', 'trailer1', 'Trailer', 'Official Trailer', true, 1)`,
        [SQUID_GAME],
      );
      await catalogueChanged(); // a catalogue write: cached answers about this show are dropped
      const videos = await getOk(t.app, `/api/show/videos/${SQUID_GAME}`, ShowVideos);
      expect(videos.results.map((v) => v.key)).toEqual(['trailer1', 'teaser1']);
      const show = await getOk(t.app, `/api/show/details/${SQUID_GAME}`, ShowDetails);
      expect(show.trailer).toEqual([{ key: 'trailer1', site: 'YouTube' }]);
      expect((await getOk(t.app, `/api/show/videos/${CLOY}`, ShowVideos)).results).toEqual([]);
    });
  });

  describe('taxonomies', () => {
    it('genres by rank, tones by rank, keywords by use', async () => {
      const genres = await getOk(t.app, '/api/genre', TermList);
      expect(genres[0]).toEqual({ _id: 'genre-romance', id: 1, name: 'Romance' });
      expect((await getOk(t.app, '/api/tone', TermList)).length).toBe(24);
      const keywords = await getOk(t.app, '/api/keyword', TermList);
      const uses = await t.db.query<{ keyword_id: number; n: number }>(
        'SELECT keyword_id, count(*)::int AS n FROM show_keyword GROUP BY keyword_id',
      );
      const count = new Map(uses.map((u) => [u.keyword_id, u.n]));
      const ordered = keywords.map((k) => count.get(k.id)!);
      expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    });
  });
});

describe('paged lists', () => {
  const collect = async (url: string, limit: number) => {
    const seen: ShowCard[] = [];
    for (let page = 1; ; page++) {
      const p = await getOk(t.app, `${url}${url.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`, ShowPage);
      seen.push(...p.results);
      if (!p.hasNextPage) return { seen, last: p };
    }
  };

  it.each(SORT_OPTIONS)('pages through a category with sort %s: no duplicates, no gaps, right order', async (sort) => {
    const { seen, last } = await collect(`/api/show/list/genre/1?sort=${sort}`, 7);
    expect(seen.length).toBe(last.totalDocs);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    const key = (s: ShowCard) =>
      sort.startsWith('date')
        ? (s.first_air_date ?? (sort === 'date_desc' ? '0000' : '9999'))
        : sort === 'name_asc'
          ? s.name.toLowerCase()
          : s.original_name;
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [key(seen[i - 1]!), key(seen[i]!)];
      if (sort === 'date_desc') expect(a >= b, `${a} before ${b}`).toBe(true);
      else expect(a <= b, `${a} before ${b}`).toBe(true);
    }
  });

  it('puts shows without a date last in both date orders', async () => {
    await t.db.query(`UPDATE show SET first_air_date = NULL WHERE id = $1`, [9000002]);
    await catalogueChanged();
    try {
      for (const sort of ['date_desc', 'date_asc']) {
        const { seen } = await collect(`/api/show?sort=${sort}`, 50);
        expect(seen.at(-1)!.id).toBe(9000002);
      }
    } finally {
      await t.db.query(`UPDATE show SET first_air_date = '2000-09-18' WHERE id = $1`, [9000002]);
      await catalogueChanged();
    }
  });

  it('category lists carry the category name and filter correctly', async () => {
    const genre = await getOk(t.app, '/api/show/list/genre/1', CategoryListResponse);
    expect(genre.name).toBe('Romance');
    const year = await getOk(t.app, '/api/show/list/year/2016?limit=100', CategoryListResponse);
    expect(year.name).toBe('2016');
    expect(year.results.length).toBeGreaterThan(0);
    expect(year.results.every((s) => s.first_air_date?.startsWith('2016'))).toBe(true);
    const keywordId = (await getOk(t.app, `/api/keyword/show/${CLOY}`, ShowKeywords)).results[0]!.id;
    const keyword = await getOk(t.app, `/api/show/list/keyword/${keywordId}`, CategoryListResponse);
    expect(keyword.results.map((s) => s.id)).toContain(CLOY);
    const tone = await getOk(t.app, '/api/show/list/tone/13', CategoryListResponse);
    expect(tone.name).toBe('Intense');
  });

  it('rejects unsupported category types and bad keys', async () => {
    expect((await getError(t.app, '/api/show/list/provider/8', 400)).message).toBe('Unsupported category type');
    expect((await getError(t.app, '/api/show/list/everything/1', 400)).message).toBe('Unsupported category type');
    await getError(t.app, '/api/show/list/genre/abc', 400);
    await getError(t.app, '/api/show/list/year/20x6', 400);
    await getError(t.app, '/api/show/list/genre/999', 404);
  });

  it('page past the end is empty but keeps the totals', async () => {
    const p = await getOk(t.app, '/api/show/list/genre/1?page=999&limit=10', CategoryListResponse);
    expect(p.results).toEqual([]);
    expect(p.totalDocs).toBeGreaterThan(0);
    expect(p).toMatchObject({ page: 999, hasNextPage: false, hasPrevPage: true, nextPage: null, prevPage: 998 });
  });

  it('validates paging parameters', async () => {
    for (const q of [
      'page=0',
      'page=abc',
      'page=-1',
      'limit=0',
      'limit=100000',
      'limit=1.5',
      'sort=random',
      'genre[$ne]=1',
      'page=1&page=2',
      `x=${'a'.repeat(10_000)}`,
    ]) {
      const body = await getError(t.app, `/api/show?${q}`, 400);
      expect(body.errors?.length).toBeGreaterThan(0);
    }
  });
});

describe('discover', () => {
  it('combines genre, tone and all-of keywords', async () => {
    const all = await getOk(t.app, '/api/show?limit=100', ShowPage);
    expect(all.totalDocs).toBeGreaterThanOrEqual(150);
    const romance = await getOk(t.app, '/api/show?genre=1&limit=100', ShowPage);
    expect(romance.totalDocs).toBeLessThan(all.totalDocs);
    const rows = await t.db.query<{ keyword_id: number }>(
      'SELECT keyword_id FROM show_keyword WHERE show_id = $1 ORDER BY position LIMIT 2',
      [CLOY],
    );
    const both = rows.map((r) => r.keyword_id).join(',');
    const withBoth = await getOk(t.app, `/api/show?keyword=${both}&limit=100`, ShowPage);
    expect(withBoth.results.map((s) => s.id)).toContain(CLOY);
    const expected = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT show_id FROM show_keyword WHERE keyword_id = ANY($1::int[]) GROUP BY show_id HAVING count(*) = 2) x`,
      [rows.map((r) => r.keyword_id)],
    );
    expect(withBoth.totalDocs).toBe(expected[0]!.n);
    const combined = await getOk(t.app, `/api/show?keyword=${both}&genre=1&tone=9`, ShowPage);
    expect(combined.totalDocs).toBeLessThanOrEqual(withBoth.totalDocs);
    await getError(t.app, '/api/show?keyword=1,abc', 400);
    await getError(t.app, '/api/show?genre=romance', 400);
  });
});

describe('newly released and seasons (issue 12.11)', () => {
  const sample = readdirSync(SAMPLE_SHOWS).map(
    (f) => JSON.parse(readFileSync(join(SAMPLE_SHOWS, f), 'utf8')) as { id: number; first_air_date: string | null },
  );
  const allPages = async (query: string) => {
    const first = await getOk(t.app, `/api/show?${query}&limit=100`, ShowPage);
    const rest = await Promise.all(
      Array.from({ length: first.totalPages - 1 }, (_, i) => getOk(t.app, `/api/show?${query}&limit=100&page=${i + 2}`, ShowPage)),
    );
    return [first, ...rest].flatMap((p) => p.results);
  };

  it('aired=true leaves out the shows that have not aired yet', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const aired = sample.filter((s) => s.first_air_date !== null && s.first_air_date <= today).map((s) => s.id);
    expect(aired.length).toBeLessThan(sample.length); // the sample has upcoming shows (Moving Season 2: 2027-01-01)
    const shows = await allPages('aired=true&sort=date_desc');
    expect(shows.map((s) => s.id).sort()).toEqual(aired.sort());
    expect(shows[0]!.first_air_date! <= today).toBe(true);
    const unfiltered = await getOk(t.app, '/api/show?sort=date_desc&limit=1', ShowPage);
    expect(unfiltered.results[0]!.first_air_date! > today).toBe(true);
    await getError(t.app, '/api/show?aired=maybe', 400);
  });

  it('cards and details of a season of a series carry its season number; other shows none', async () => {
    const cards = new Map((await allPages('sort=date_desc')).map((s) => [s.id, s]));
    expect([SQUID_GAME, 9000224, 9000225].map((id) => cards.get(id)!.season_number)).toEqual([1, 2, 3]);
    expect(cards.get(CLOY)!).not.toHaveProperty('season_number');
    expect((await getOk(t.app, '/api/show/details/9000224', ShowDetails)).season_number).toBe(2);
    expect(await getOk(t.app, `/api/show/details/${CLOY}`, ShowDetails)).not.toHaveProperty('season_number');
  });
});

describe('search', () => {
  const search = (q: string) => getOk(t.app, `/api/show/search?query=${encodeURIComponent(q)}`, SimilarShows);

  it('finds English titles, exact and prefix first, with typos', async () => {
    expect((await search('Crash Landing on You'))[0]!.id).toBe(CLOY);
    expect((await search('crash'))[0]!.id).toBe(CLOY);
    expect((await search('crash landng on yuo'))[0]!.id).toBe(CLOY);
    const squid = await search('squid game');
    expect(squid[0]!.name).toBe('Squid Game');
    expect(
      squid
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    ).toEqual([9000223, 9000224, 9000225]);
  });

  it('finds Hangul titles in NFC and NFD, with or without spaces, and two-syllable queries', async () => {
    expect((await search('사랑의 불시착'))[0]!.id).toBe(CLOY);
    expect((await search('사랑의 불시착'.normalize('NFD')))[0]!.id).toBe(CLOY);
    expect((await search('사랑의불시착'))[0]!.id).toBe(CLOY);
    expect((await search('불시'))[0]!.id).toBe(CLOY);
    expect((await search('도깨비')).map((s) => s.id)).toContain(9000114);
  });

  it('finds alternative titles and the numeric id', async () => {
    expect((await search('CLOY'))[0]!.id).toBe(CLOY);
    expect((await search(String(SQUID_GAME)))[0]!.id).toBe(SQUID_GAME);
  });

  it('is safe with SQL and regex metacharacters, and validates the query', async () => {
    for (const q of ["'; DROP TABLE show; --", '(', '.*', '%', '_', '\\', '[a-z]+']) expect(Array.isArray(await search(q))).toBe(true);
    expect((await getError(t.app, '/api/show/search?query=', 400)).message).toBe('Search query is required');
    expect((await getError(t.app, '/api/show/search?query=%20%20', 400)).message).toBe('Search query is required');
    expect((await getError(t.app, '/api/show/search', 400)).message).toBe('Search query is required');
    await getError(t.app, `/api/show/search?query=${'a'.repeat(500)}`, 400);
    await getError(t.app, '/api/show/search?query=abc&limit=0', 400);
    expect((await getOk(t.app, '/api/show/search?query=the&limit=3', SimilarShows)).length).toBeLessThanOrEqual(3);
  });
});

describe('collections', () => {
  it('periodic latest is the list with the greatest release date, in curated order', async () => {
    const latest = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest', PeriodicList);
    expect(latest.releaseDate).toBe('2026-11-16');
    expect(latest.shows.length).toBeGreaterThanOrEqual(10);
    expect(latest.shows[0]!.id).toBe(9000334);
    const older = await t.db.query<{ id: number }>(
      `SELECT id FROM periodic_list WHERE collection_key = 'trending-now' AND release_date = '2026-11-09'`,
    );
    const byId = await getOk(t.app, `/api/periodic-collection/trending-now/sub/${older[0]!.id}`, PeriodicList);
    expect(byId.releaseDate).toBe('2026-11-09');
    const sorted = await getOk(t.app, '/api/periodic-collection/trending-now/sub/latest?sort=date_asc', PeriodicList);
    const dates = sorted.shows.map((s) => s.first_air_date!);
    expect(dates).toEqual([...dates].sort());
    await getError(t.app, '/api/periodic-collection/nope/sub/latest', 404);
    await getError(t.app, '/api/periodic-collection/trending-now/sub/999999', 404);
    await getError(t.app, '/api/periodic-collection/trending-now/sub/abc', 400);
  });

  it('permanent collections page with name and description', async () => {
    const c = await getOk(t.app, '/api/permanent-collection/viewers-choice?limit=10', PermanentCollectionResponse);
    expect(c.name).toBe("Viewer's Choice");
    expect(c.totalDocs).toBeGreaterThanOrEqual(10);
    expect(c.results.length).toBe(10);
    await getError(t.app, '/api/permanent-collection/trending-now', 404);
    await getError(t.app, '/api/permanent-collection/NOT_A_KEY', 400);
  });

  it('any collection by key, whatever its kind', async () => {
    const periodic = await getOk(t.app, '/api/collection/trending-now', CollectionPage);
    expect(periodic).toMatchObject({ kind: 'periodic', releaseDate: '2026-11-16' });
    const permanent = await getOk(t.app, '/api/collection/genre-fiction', CollectionPage);
    expect(permanent).toMatchObject({ kind: 'permanent', name: 'Genre Fiction', releaseDate: null });
    await getError(t.app, '/api/collection/unknown', 404);
  });
});

describe('people and providers', () => {
  it('cast member page lists their shows', async () => {
    const [hyunBin] = await t.db.query<{ id: number }>(`SELECT id FROM person WHERE name = 'Hyun Bin'`);
    const p = await getOk(t.app, `/api/person/${hyunBin!.id}`, PersonPage);
    expect(p).toMatchObject({ name: 'Hyun Bin', original_name: '현빈' });
    expect(p.results.map((s) => s.id)).toContain(CLOY);
    await getError(t.app, '/api/person/1', 404);
  });

  it('crew member page has distinct jobs', async () => {
    const [director] = await t.db.query<{ person_id: number }>(
      `SELECT person_id FROM crew_credit WHERE show_id = $1 AND job = 'Director'`,
      [CLOY],
    );
    const p = await getOk(t.app, `/api/credit/detail/${director!.person_id}`, CrewPage);
    expect(p.jobs).toEqual([...new Set(p.jobs)]);
    expect(p.jobs).toContain('Director');
    expect(p.results.map((s) => s.id)).toContain(CLOY);
    await getError(t.app, '/api/credit/detail/1', 404);
  });

  it('provider page lists what streams there', async () => {
    const p = await getOk(t.app, '/api/provider/detail/8?limit=5&sort=name_asc', ProviderPage);
    expect(p.name).toBe('Netflix');
    expect(p.results.length).toBe(5);
    const names = p.results.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    await getError(t.app, '/api/provider/detail/123456', 404);
  });
});

describe('recommendations', () => {
  it('curated recommendations, or 404 recommendations not found', async () => {
    const r = await getOk(t.app, `/api/recommendations/details/${CLOY}`, CuratedRecommendations);
    expect(r.shows.map((s) => s.id)).toEqual([9000106, 9000317, 9000114, 9000131]);
    expect((await getError(t.app, '/api/recommendations/details/9000002', 404)).message).toBe('recommendations not found');
  });

  it('similar shows share terms, exclude the show and its seasons, at most 20', async () => {
    const similar = await getOk(t.app, `/api/recommendations/similar/${SQUID_GAME}`, SimilarShows);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(20);
    expect(similar.map((s) => s.id)).not.toEqual(expect.arrayContaining([9000223]));
    expect(similar.map((s) => s.id)).not.toContain(9000224);
    await getError(t.app, '/api/recommendations/similar/1', 404);
  });
});

describe('marketing and errors', () => {
  it('hero slides by order, profile markdown', async () => {
    const heroes = await getOk(t.app, '/api/hero', HeroList);
    expect(heroes.length).toBeGreaterThanOrEqual(3);
    expect(heroes.map((h) => h.order)).toEqual([...heroes.map((h) => h.order)].sort((a, b) => a - b));
    expect(new Set(heroes.map((h) => h.tag.color))).toEqual(new Set(['jasmine', 'tomato', 'tangerine']));
    const { about } = await getOk(t.app, '/api/profile', Profile);
    for (const element of [
      /^# /m,
      /^## /m,
      /^\* /m,
      /^1\. /m,
      /^> /m,
      /`[^`]+`/,
      /```/,
      /\[[^\]]+\]\(https:/,
      /\*\*[^*]+\*\*/,
      /(^|[^*])\*[^*\s][^*]*\*/,
    ])
      expect(about).toMatch(element);
  });

  it('unknown API paths are JSON 404s', async () => {
    expect((await getError(t.app, '/api/nope', 404)).message).toMatch(/Not found/);
    await getError(t.app, '/api/show/details', 404);
  });
});
