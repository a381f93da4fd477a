/**
 * The TMDB → K-lama mapping as a pure function: a fixture show mapped field by field, then one rule
 * at a time on small hand-written TMDB objects. Expected ids come from data/catalogue/taxonomy.json.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { mapTmdbShow, seasonShowId } from '../../src/importer/map-show.js';
import { parseDetails } from '../../src/importer/import-details.js';
import { loadTaxonomyMapping } from '../../src/importer/mapping/mapping.js';

const taxonomy = JSON.parse(readFileSync(new URL('../../../../data/catalogue/taxonomy.json', import.meta.url), 'utf8')) as {
  genres: { _id: string; id: number }[];
  tones: { _id: string; id: number }[];
};
/** our id of a genre or tone uid, from the bundled taxonomy */
const id = (uid: string) => [...taxonomy.genres, ...taxonomy.tones].find((t) => t._id === uid)!.id;
const ids = (...uids: string[]) => uids.map(id);

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/tv/${name}.json`, import.meta.url), 'utf8'));

/** a minimal valid tv-details object with the given fields */
const map = (fields: Record<string, unknown> = {}) =>
  mapTmdbShow(parseDetails({ id: 42, name: 'Name', original_name: '이름', ...fields }), loadTaxonomyMapping());

const crewMember = (personId: number, ...jobs: string[]) => ({
  id: personId,
  name: `Person ${personId}`,
  profile_path: null,
  jobs: jobs.map((job) => ({ job })),
});
const castMember = (personId: number, order: number | null, ...characters: string[]) => ({
  id: personId,
  name: `Actor ${personId}`,
  profile_path: null,
  order,
  roles: characters.map((character) => ({ character })),
});
const keywords = (...names: string[]) => ({ keywords: { results: names.map((name, i) => ({ id: 100 + i, name })) } });
const season = (n: number, fields: Record<string, unknown> = {}) => ({
  season_number: n,
  episode_count: 10,
  air_date: `202${n}-01-01`,
  name: `Season ${n}`,
  overview: '',
  poster_path: null,
  ...fields,
});

describe('a fixture show (1001, two seasons and specials)', () => {
  // mapped inside each test, not at collection time, so a broken mapping fails the test that reads it
  let m: ReturnType<typeof mapTmdbShow>;
  let show: (typeof m.shows)[number] | undefined;
  let season2: (typeof m.shows)[number] | undefined;
  beforeEach(() => {
    m = mapTmdbShow(parseDetails(fixture('1001')), loadTaxonomyMapping());
    [show, season2] = m.shows;
  });

  it('maps the show record', () => {
    expect(m.tmdbId).toBe(1001);
    expect(m.shows).toHaveLength(2); // specials (season 0) are not a show
    expect(show).toEqual({
      id: 1001,
      name: 'Hospital Days',
      originalName: '슬기로운 병원생활',
      alternativeNames: ['Wise Hospital Life', '슬의생'],
      firstAirDate: '2020-03-12',
      overview: 'Hospital Days overview.',
      numberOfEpisodes: 12, // season 1's episodes, not the series' 24
      seasonNumber: 1,
      seriesId: null,
      homepage: null,
      tagline: 'Five friends, one hospital.',
      // no translations in this fixture: the Korean name is the original title, no Korean overview or tagline
      nameKo: '슬기로운 병원생활',
      overviewKo: null,
      taglineKo: null,
      posterUs: '/us-best.jpg',
      posterKr: '/kr.jpg',
      originalWorkId: null,
      popularity: 80.5,
      voteAverage: 8.1, // the fixture's vote_average and vote_count
      voteCount: 120,
      source: 'tmdb',
      genreIds: ids('genre-drama', 'genre-comedy', 'genre-medical'),
      keywordIds: [9001, 9002, 9003],
      toneIds: ids('tone-heartwarming'),
      networkIds: [866],
      providerIds: [8, 344],
      cast: [
        { personId: 501, role: 'Lee Ik-jun' },
        { personId: 502, role: 'Ahn Jeong-won' },
        { personId: 503, role: 'Kim Jun-wan' },
        { personId: 504, role: 'Yang Seok-hyeong' },
        { personId: 505, role: 'Chae Song-hwa' },
      ],
      crew: [
        { personId: 601, job: 'Director' },
        { personId: 602, job: 'Writer' },
      ],
      videos: [
        { site: 'YouTube', key: 'trl1001', type: 'Trailer', name: 'Official Trailer', isFeatured: true },
        { site: 'YouTube', key: 'tsr1001', type: 'Teaser', name: 'Teaser', isFeatured: false },
        { site: 'Vimeo', key: 'vm1', type: 'Clip', name: 'Clip', isFeatured: false },
      ],
    });
  });

  it('maps season 2 to its own show in the same record family', () => {
    expect(season2).toEqual({
      ...show,
      id: 9921001,
      name: 'Hospital Days Season 2',
      originalName: '슬기로운 병원생활 시즌 2',
      nameKo: '슬기로운 병원생활 시즌 2',
      alternativeNames: ['Hospital Days 2', '슬기로운 병원생활 2'],
      firstAirDate: '2021-06-17',
      overview: 'The friends return.',
      numberOfEpisodes: 12,
      seasonNumber: 2,
      posterUs: '/s2.jpg',
    });
  });

  it('collects the people, keywords, networks, US providers and recommendations', () => {
    expect(m.people).toHaveLength(7);
    expect(m.people[0]).toEqual({ id: 501, name: 'Jo Jung-suk', originalName: '조정석', profilePath: '/jo.jpg', nameKo: '조정석' });
    expect(m.people.find((p) => p.id === 602)).toEqual({
      id: 602,
      name: 'Lee Woo-jung',
      originalName: '이우정',
      profilePath: null,
      nameKo: '이우정',
    });
    expect(m.keywords).toEqual([
      { id: 9001, name: 'hospital' },
      { id: 9002, name: 'friendship' },
      { id: 9003, name: 'doctor' },
    ]);
    expect(m.networks).toEqual([{ id: 866, name: 'tvN', logoPath: '/tvn.png' }]);
    expect(m.providers).toEqual([
      { id: 8, name: 'Netflix', logoPath: '/netflix.jpg', displayPriority: 2 },
      { id: 344, name: 'Rakuten Viki', logoPath: '/viki.jpg', displayPriority: 11 },
    ]);
    expect(m.originalWork).toBeNull();
    expect(m.recommendations).toEqual([1002, 9999, 1003]);
  });
});

describe('adaptations (fixtures 1002 and 1004)', () => {
  it('takes the author from the crew and the kind of work from the keywords', () => {
    const paperMoon = mapTmdbShow(parseDetails(fixture('1002')), loadTaxonomyMapping());
    expect(paperMoon.originalWork).toEqual({ title: 'The Paper Moon', originalTitle: '종이달', type: 'Webtoon', authorId: 612 });
    expect(paperMoon.shows[0]!.genreIds).toEqual(ids('genre-drama', 'genre-fantasy', 'genre-romance', 'genre-sci-fi'));
    expect(paperMoon.shows[0]!.toneIds).toEqual(ids('tone-romantic', 'tone-heart-fluttering', 'tone-subtle-romance'));
    const temperature = mapTmdbShow(parseDetails(fixture('1004')), loadTaxonomyMapping());
    expect(temperature.originalWork).toMatchObject({ type: 'Novel', authorId: 632 });
  });

  it.each([
    ['Novel', 'Novel'],
    ['Book', 'Novel'],
    ['Comic Book', 'Webtoon'],
    ['Graphic Novel', 'Webtoon'],
    ['Comic', 'Webtoon'],
    ['Original Story', 'Other'],
    ['Author', 'Other'],
  ])('a crew job "%s" makes the work a %s', (job, type) => {
    const m = map({ aggregate_credits: { cast: [], crew: [crewMember(7, job)] } });
    expect(m.originalWork).toEqual({ title: 'Name', originalTitle: '이름', type, authorId: 7 });
    expect(m.shows[0]!.crew).toEqual([]); // the author is not listed as crew
  });

  it.each([
    ['based on webtoon', 'Webtoon'],
    ['based on web comic', 'Webtoon'],
    ['based on manhwa', 'Webtoon'],
    ['based on web novel', 'Web novel'],
    ['based on novel or book', 'Novel'],
    ['based on novel', 'Novel'],
    ['based on manga', 'Manga'],
    ['based on movie', 'Film'],
    ['remake', 'TV series'],
    ['Based on TV Series', 'TV series'],
  ])('the keyword "%s" says the work is a %s, whatever the crew job', (keyword, type) => {
    const m = map({ aggregate_credits: { crew: [crewMember(7, 'Author')] }, ...keywords('romance', keyword) });
    expect(m.originalWork).toMatchObject({ type, authorId: 7 });
  });

  it('keeps the first author and no work without one', () => {
    const m = map({ aggregate_credits: { crew: [crewMember(7, 'Director'), crewMember(8, 'Novel'), crewMember(9, 'Comic')] } });
    expect(m.originalWork).toMatchObject({ type: 'Novel', authorId: 8 });
    expect(map(keywords('based on webtoon')).originalWork).toBeNull();
  });
});

describe('credits', () => {
  it('orders the cast by billing (unbilled last), keeps 40 and joins distinct roles', () => {
    const m = map({
      aggregate_credits: {
        cast: [
          castMember(1, 2, 'Third'),
          castMember(2, null, 'Unbilled'),
          castMember(3, 0, 'Hero', 'Hero', '', 'Hero (young)'),
          castMember(4, 1, '  Second  '),
        ],
      },
    });
    expect(m.shows[0]!.cast).toEqual([
      { personId: 3, role: 'Hero / Hero (young)' },
      { personId: 4, role: 'Second' },
      { personId: 1, role: 'Third' },
      { personId: 2, role: 'Unbilled' },
    ]);
    const big = map({ aggregate_credits: { cast: Array.from({ length: 45 }, (_, i) => castMember(i + 1, 44 - i, `R${i}`)) } });
    const cast = big.shows[0]!.cast;
    expect(cast).toHaveLength(40);
    expect(cast[0]).toEqual({ personId: 45, role: 'R44' });
    expect(cast[39]).toEqual({ personId: 6, role: 'R5' });
  });

  it('lists creators, directors, writers (every writing job) and producers; other jobs are left out', () => {
    const m = map({
      created_by: [{ id: 1, name: 'Creator One', profile_path: '/c.jpg' }],
      aggregate_credits: {
        crew: [
          crewMember(2, 'Director', 'Producer'),
          crewMember(3, 'Screenplay'),
          crewMember(4, 'Screenwriter'),
          crewMember(5, 'Teleplay'),
          crewMember(6, 'Script'),
          crewMember(7, 'Writer'),
          crewMember(8, 'Editor', 'Music'),
        ],
      },
    });
    expect(m.shows[0]!.crew).toEqual([
      { personId: 1, job: 'Creator' },
      { personId: 2, job: 'Director' },
      { personId: 2, job: 'Producer' },
      { personId: 3, job: 'Writer' },
      { personId: 4, job: 'Writer' },
      { personId: 5, job: 'Writer' },
      { personId: 6, job: 'Writer' },
      { personId: 7, job: 'Writer' },
    ]);
    expect(m.people.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]); // 8 has no credit we keep
    expect(m.people[0]).toEqual({ id: 1, name: 'Creator One', originalName: null, profilePath: '/c.jpg', nameKo: null });
  });

  it('keeps one person row per person, with names in NFC and trimmed', () => {
    const nfd = '조정석'.normalize('NFD');
    const m = map({
      aggregate_credits: {
        cast: [{ id: 5, name: ' Jo ', original_name: ` ${nfd} `, profile_path: null, order: 0, roles: [{ character: 'A' }] }],
        crew: [{ id: 5, name: 'Other spelling', profile_path: '/x.jpg', jobs: [{ job: 'Director' }] }],
      },
    });
    expect(m.people).toEqual([{ id: 5, name: 'Jo', originalName: '조정석', profilePath: null, nameKo: '조정석' }]);
    expect(m.shows[0]!.crew).toEqual([{ personId: 5, job: 'Director' }]);
  });
});

describe('taxonomy', () => {
  it('maps TMDB genres and keyword names (any case) to our genres, each once', () => {
    const m = map({
      genres: [
        { id: 10765, name: 'Sci-Fi & Fantasy' },
        { id: 10768, name: 'War & Politics' },
      ],
      ...keywords('Fantasy', 'LAWYER', 'cooking'),
    });
    expect(m.shows[0]!.genreIds).toEqual(ids('genre-fantasy', 'genre-legal'));
  });

  it('maps keywords to at most four tones, in keyword order, each once', () => {
    const m = map(keywords('romantic comedy', 'comedy', 'melodrama', 'healing'));
    expect(m.shows[0]!.toneIds).toEqual(ids('tone-playful-romance', 'tone-humorous', 'tone-lighthearted', 'tone-tear-jerking'));
    expect(map(keywords('cooking')).shows[0]!.toneIds).toEqual([]);
  });
});

describe('show fields', () => {
  it('picks the best-voted English and Korean posters, falling back to the main poster for the US one', () => {
    const posters = [
      { file_path: '/en-a.jpg', iso_639_1: 'en', vote_average: 4 },
      { file_path: '/en-b.jpg', iso_639_1: 'en', vote_average: 6 },
      { file_path: '/en-c.jpg', iso_639_1: 'en' },
      { file_path: '/ko-a.jpg', iso_639_1: 'ko' },
      { file_path: '/ko-b.jpg', iso_639_1: 'ko', vote_average: 1 },
      { file_path: '/fr.jpg', iso_639_1: 'fr', vote_average: 9 },
    ];
    expect(map({ poster_path: '/main.jpg', images: { posters } }).shows[0]).toMatchObject({ posterUs: '/en-b.jpg', posterKr: '/ko-b.jpg' });
    const noEnglish = map({ poster_path: '/main.jpg', images: { posters: [posters[3]] } }).shows[0];
    expect(noEnglish).toMatchObject({ posterUs: '/main.jpg', posterKr: '/ko-a.jpg' });
    expect(map().shows[0]).toMatchObject({ posterUs: null, posterKr: null });
  });

  it('keeps distinct alternative titles other than the two names', () => {
    const titles = ['Name', '이름', '', '  ', 'Other', ' Other ', 'Third'].map((title) => ({ title }));
    expect(map({ alternative_titles: { results: titles } }).shows[0]!.alternativeNames).toEqual(['Other', 'Third']);
  });

  it('normalises names and overview, and defaults what TMDB leaves out', () => {
    const m = map({
      name: ' Name ',
      original_name: '사랑의 온도'.normalize('NFD'),
      overview: '  Story.  ',
      homepage: '',
      first_air_date: '',
    });
    expect(m.shows[0]).toMatchObject({
      name: 'Name',
      originalName: '사랑의 온도'.normalize('NFC'),
      overview: 'Story.',
      homepage: null,
      firstAirDate: null,
      numberOfEpisodes: null,
      popularity: 0,
      alternativeNames: [],
      videos: [],
      providerIds: [],
    });
    expect(m.people).toEqual([]);
    expect(m.originalWork).toBeNull();
    expect(map({ first_air_date: '2024-5-1' }).shows[0]!.firstAirDate).toBeNull();
    expect(map({ first_air_date: '2024-05-01', number_of_episodes: 16, homepage: 'https://x.kr' }).shows[0]).toMatchObject({
      firstAirDate: '2024-05-01',
      numberOfEpisodes: 16,
      homepage: 'https://x.kr/', // kept in its parsed (normalised) form
    });
  });

  it('lists US flat-rate providers by display priority, unranked last', () => {
    const provider = (provider_id: number, display_priority?: number) => ({
      provider_id,
      provider_name: `P${provider_id}`,
      logo_path: null,
      ...(display_priority === undefined ? {} : { display_priority }),
    });
    const m = map({
      'watch/providers': {
        results: { US: { flatrate: [provider(1), provider(2, 50), provider(3, 5)] }, KR: { flatrate: [provider(4, 0)] } },
      },
    });
    expect(m.providers).toEqual([
      { id: 3, name: 'P3', logoPath: null, displayPriority: 5 },
      { id: 2, name: 'P2', logoPath: null, displayPriority: 50 },
      { id: 1, name: 'P1', logoPath: null, displayPriority: 999 },
    ]);
    expect(m.shows[0]!.providerIds).toEqual([3, 2, 1]);
    expect(map({ 'watch/providers': { results: { KR: { flatrate: [provider(4, 0)] } } } }).providers).toEqual([]);
  });

  it('recommends other shows once each, never the show itself', () => {
    expect(map({ recommendations: { results: [{ id: 7 }, { id: 42 }, { id: 8 }, { id: 7 }] } }).recommendations).toEqual([7, 8]);
  });
});

describe('videos', () => {
  const video = (key: string, site: string, type: string, extra: Record<string, unknown> = {}) => ({
    key,
    site,
    type,
    name: key,
    ...extra,
  });

  it('puts YouTube trailers first (official, then newest), then other YouTube videos, then Vimeo; features the first YouTube trailer', () => {
    const m = map({
      videos: {
        results: [
          video('vimeo-trailer', 'Vimeo', 'Trailer', { official: true }),
          video('clip', 'YouTube', 'Clip', { published_at: '2024-01-01' }),
          video('old', 'YouTube', 'Trailer', { published_at: '2020-01-01' }),
          video('new', 'YouTube', 'Trailer', { published_at: '2023-01-01' }),
          video('official', 'YouTube', 'Trailer', { official: true, published_at: '2019-01-01' }),
          video('dailymotion', 'Dailymotion', 'Trailer', { official: true }),
          video('vimeo-clip', 'Vimeo', 'Clip'),
          video('untyped', 'YouTube', ''),
        ],
      },
    });
    expect(m.shows[0]!.videos.map((v) => [v.key, v.type, v.isFeatured])).toEqual([
      ['official', 'Trailer', true],
      ['new', 'Trailer', false],
      ['old', 'Trailer', false],
      ['clip', 'Clip', false],
      ['untyped', 'Video', false],
      ['vimeo-trailer', 'Trailer', false],
      ['vimeo-clip', 'Clip', false],
    ]);
  });

  it('keeps ten videos and features none without a YouTube trailer', () => {
    const many = Array.from({ length: 12 }, (_, i) => video(`v${i}`, 'YouTube', 'Teaser', { published_at: `2020-01-${10 + i}` }));
    const videos = map({ videos: { results: [...many, video('vimeo', 'Vimeo', 'Trailer')] } }).shows[0]!.videos;
    expect(videos.map((v) => v.key)).toEqual(['v11', 'v10', 'v9', 'v8', 'v7', 'v6', 'v5', 'v4', 'v3', 'v2']);
    expect(videos.some((v) => v.isFeatured)).toBe(false);
  });
});

describe('seasons', () => {
  it('makes one show per season 2–9 with episodes, season 1 staying the show itself', () => {
    const m = map({
      number_of_episodes: 40,
      overview: 'Series story.',
      poster_path: '/series.jpg',
      seasons: [
        season(0),
        season(1, { episode_count: 16 }),
        season(2, { overview: '  ', air_date: '2022', poster_path: null }),
        season(3, { episode_count: 0 }),
        season(4, { episode_count: null }),
        season(5, { overview: 'Fifth.', poster_path: '/s5.jpg' }),
        season(6, { air_date: 'x2026-01-01' }),
        season(7, { air_date: '2027-01-01x' }),
        season(10),
      ],
    });
    expect(m.shows.map((s) => [s.id, s.seasonNumber, s.numberOfEpisodes])).toEqual([
      [42, 1, 16],
      [99242, 2, 10],
      [99542, 5, 10],
      [99642, 6, 10],
      [99742, 7, 10],
    ]);
    expect(m.shows.slice(3).map((s) => s.firstAirDate)).toEqual([null, null]);
    expect(m.shows[1]).toMatchObject({ firstAirDate: null, overview: 'Series story.', posterUs: '/series.jpg' });
    expect(m.shows[2]).toMatchObject({ firstAirDate: '2025-01-01', overview: 'Fifth.', posterUs: '/s5.jpg', name: 'Name Season 5' });
  });

  it('keeps the series episode count for a single-season show and when season 1 has no count', () => {
    expect(map({ number_of_episodes: 20, seasons: [season(1, { episode_count: 16 })] }).shows[0]!.numberOfEpisodes).toBe(20);
    const noCount = map({ number_of_episodes: 20, seasons: [season(1, { episode_count: null }), season(2)] });
    expect(noCount.shows[0]!.numberOfEpisodes).toBe(20);
  });

  it('numbers season shows "99" + season + TMDB id, only while that fits an int', () => {
    expect(seasonShowId(1001, 2)).toBe(9921001);
    expect(seasonShowId(1001, 9)).toBe(9991001);
    expect(seasonShowId(1001, 1)).toBeNull();
    expect(seasonShowId(1001, 10)).toBeNull();
    expect(seasonShowId(1001, 0)).toBeNull();
    expect(seasonShowId(123456, 3)).toBe(993123456);
    expect(seasonShowId(1234567, 3)).toBeNull(); // 9931234567 > 2^31 - 1
  });
});

describe('invalid TMDB objects', () => {
  it.each([
    [{ name: 'x', original_name: 'y' }, 'id'],
    [{ id: 'abc', name: 'x', original_name: 'y' }, 'id'],
    [{ id: 1, name: '', original_name: 'y' }, 'name'],
    [{ id: 1, name: 'x', original_name: 'y', genres: [{ id: 'g' }] }, 'genres.0.id'],
  ])('%j is refused naming the field %s', (raw, field) => {
    expect(() => parseDetails(raw)).toThrow(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
  });

  it('says so when the line is not an object', () => {
    expect(() => parseDetails([1, 2])).toThrow(/^not a TMDB tv-details object: /);
  });
});

describe('ratings', () => {
  it('keeps TMDB vote average and count; a show nobody voted on is not rated (TMDB says 0)', () => {
    expect(map({ vote_average: 7.25, vote_count: 40 }).shows[0]).toMatchObject({ voteAverage: 7.25, voteCount: 40 });
    expect(map({ vote_average: 0, vote_count: 0 }).shows[0]).toMatchObject({ voteAverage: null, voteCount: 0 });
    expect(map().shows[0]).toMatchObject({ voteAverage: null, voteCount: 0 });
    // out of range is clamped, a fractional count rounded
    expect(map({ vote_average: 12, vote_count: 3.6 }).shows[0]).toMatchObject({ voteAverage: 10, voteCount: 4 });
  });
});
