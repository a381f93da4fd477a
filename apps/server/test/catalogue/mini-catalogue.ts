/**
 * A six-show sample catalogue written by hand (taxonomy, shows, collections, heroes, About text,
 * schedules, watch regions, Korean text), for tests of the catalogue reader and loader that need exact expected
 * rows and messages. `writeCatalogueDir` writes it (or a changed copy) as data/catalogue is laid out.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const person = (name: string, original_name: string, more: { disambiguation?: string } = {}) => ({ name, original_name, ...more });

export function miniCatalogue() {
  const taxonomy = {
    genres: [
      { id: 1, _id: 'genre-romance', name: 'Romance', rank: 1 },
      { id: 2, _id: 'genre-drama', name: 'Drama', rank: 2 },
      { id: 3, _id: 'genre-thriller', name: 'Thriller', rank: 3 },
    ],
    tones: [
      { id: 1, _id: 'tone-romantic', name: 'Romantic', rank: 1 },
      { id: 2, _id: 'tone-dark', name: 'Dark', rank: 2 },
    ],
    providers: [
      { id: 8, name: 'Netflix', logo_path: '/netflix.jpg', display_priority: 1 },
      { id: 344, name: 'Rakuten Viki', logo_path: null, display_priority: 5 },
    ],
    networks: [
      { id: 1, name: 'tvN' },
      { id: 2, name: 'JTBC' },
    ],
  };
  // Season 2 has the lower id: the series is named after season 1 all the same.
  const season2 = {
    id: 9000001,
    name: 'Moonlit Ward Season 2',
    original_name: '달빛 병동 2',
    alternative_names: [],
    first_air_date: '2021-06-17',
    number_of_episodes: 4,
    season_number: 2,
    overview: 'The doctors of the night ward return for a second year of long shifts and short tempers.',
    homepage: 'https://example.com/moonlit-2',
    networks: ['tvN'],
    genres: ['Drama'],
    keywords: ['hospital', 'friendship', 'doctor'],
    tones: ['Romantic'],
    cast: [
      { ...person('Han Ji-woo', '한지우'), role: 'Dr. Seo' },
      { ...person('Park Min', '박민'), role: 'Nurse Oh' },
      { ...person('Lee Sol', '이솔'), role: 'Intern Ko' },
      { ...person('Choi Dan', '최단'), role: 'Chief Baek' },
    ],
    crew: [
      { ...person('Kim Do-hyun', '김도현'), job: 'Director' as const },
      { ...person('Jung A-ra', '정아라'), job: 'Writer' as const },
    ],
    providers: ['Netflix'],
    original_work: null as null | { title: string; original_title: string | null; type: 'Webtoon'; author: ReturnType<typeof person> },
    related_seasons: [
      { season: 1, show: 9000002 },
      { season: 3, show: 9000005 },
    ],
  };
  // season 3 names only season 2: it joins the series through it
  const season3 = {
    ...season2,
    id: 9000005,
    name: 'Moonlit Ward Season 3',
    original_name: '달빛 병동 3',
    first_air_date: '2023-07-01',
    season_number: 3,
    homepage: null,
    related_seasons: [{ season: 2, show: 9000001 }],
  };
  const season1 = {
    ...season2,
    id: 9000002,
    name: 'Moonlit Ward',
    original_name: '달빛 병동',
    alternative_names: ['Moonlight Hospital'],
    first_air_date: '2020-03-12',
    season_number: 1,
    overview: 'A night ward of a city hospital, its doctors and the patients who keep them awake until dawn.',
    homepage: null,
    networks: ['JTBC', 'tvN'],
    genres: ['Romance', 'Drama'],
    keywords: ['hospital', 'doctor', 'first love'],
    tones: ['Dark', 'Romantic'],
    cast: [
      { ...person('Park Min', '박민'), role: 'Nurse Oh' },
      { ...person('Han Ji-woo', '한지우'), role: 'Dr. Seo' },
      { ...person('Choi Dan', '최단'), role: 'Chief Baek' },
      { ...person('Lee Sol', '이솔'), role: 'Patient' },
    ],
    // the director twice as director (written once) and also as creator
    crew: [
      { ...person('Kim Do-hyun', '김도현'), job: 'Director' as const },
      { ...person('Jung A-ra', '정아라'), job: 'Writer' as const },
      { ...person('Kim Do-hyun', '김도현'), job: 'Director' as const },
      { ...person('Kim Do-hyun', '김도현'), job: 'Creator' as const },
    ],
    providers: ['Rakuten Viki', 'Netflix'],
    related_seasons: [{ season: 2, show: 9000001 }],
  };
  const work = {
    title: 'Paper Moon',
    original_title: '종이달',
    type: 'Webtoon' as const,
    author: person('Yoon Tae', '윤태', { disambiguation: 'writer' }),
  };
  const paperMoon = {
    ...season2,
    id: 9000003,
    name: 'Paper Moon',
    original_name: '종이달',
    alternative_names: [],
    first_air_date: '2023-01-06',
    number_of_episodes: 3,
    season_number: 1,
    overview: 'A bank clerk starts lending herself the money of her richest clients, and cannot stop.',
    homepage: null,
    networks: ['JTBC'],
    genres: ['Thriller', 'Romance', 'Drama'],
    keywords: ['based on webtoon', 'first love', 'revenge'],
    tones: ['Dark'],
    // two actors named Kim Ha-na, told apart by a disambiguation
    cast: [
      { ...person('Kim Ha-na', '김하나'), role: 'Yoo-jin' },
      { ...person('Kim Ha-na', '김한아', { disambiguation: 'singer' }), role: 'Herself' },
      { ...person('Lee Sol', '이솔'), role: 'Manager Lee' },
      { ...person('Jo Min-su', '조민수'), role: 'Ms. Jo' },
    ],
    crew: [
      { ...person('Oh Se-ri', '오세리'), job: 'Director' as const },
      { ...person('Yoon Tae', '윤태'), job: 'Writer' as const },
    ],
    providers: [],
    original_work: work,
    related_seasons: [{ season: 2, show: 9000004 }],
  };
  const encore = {
    ...paperMoon,
    id: 9000004,
    name: 'Paper Moon: Encore',
    original_name: '종이달: 앙코르',
    first_air_date: '2024-02-02',
    number_of_episodes: 2,
    season_number: 2,
    related_seasons: [{ season: 1, show: 9000003 }],
    keywords: ['based on webtoon', 'revenge', 'sequel'],
    tones: ['Dark', 'Romantic'],
    genres: ['Thriller'],
    cast: [
      { ...person('Jo Min-su', '조민수'), role: 'Ms. Jo' },
      { ...person('Kim Ha-na', '김하나'), role: 'Yoo-jin' },
      { ...person('Park Min', '박민'), role: 'Detective Park' },
      { ...person('Choi Dan', '최단'), role: 'Mr. Choi' },
    ],
    providers: ['Rakuten Viki'],
  };
  // a show of one season, in no series
  const loneStar = {
    ...season2,
    id: 9000006,
    name: 'Lone Star',
    original_name: '외로운 별',
    first_air_date: '2025-04-05',
    number_of_episodes: 8,
    season_number: 1,
    overview: 'A night-shift nurse leaves the city ward for an island clinic with one doctor and no ferry.',
    homepage: null,
    genres: ['Drama'],
    keywords: ['doctor', 'friendship', 'hospital'],
    tones: ['Dark'],
    providers: [],
    related_seasons: [],
  };
  // each show its own copy: a test may change one show's lists without touching another's
  const shows = Object.fromEntries(
    Object.entries({
      '9000001-moonlit-ward-season-2.json': season2,
      '9000002-moonlit-ward.json': season1,
      '9000003-paper-moon.json': paperMoon,
      '9000004-paper-moon-encore.json': encore,
      '9000005-moonlit-ward-season-3.json': season3,
      '9000006-lone-star.json': loneStar,
    }).map(([file, show]) => [file, structuredClone(show)]),
  ) as Record<string, typeof season2>;
  const collections = {
    periodic: [
      {
        key: 'trending-now',
        name: 'Trending Now',
        description: 'What everyone is watching.',
        ko: { name: '지금 뜨는 드라마', description: '모두가 보는 드라마.' },
        frequency: 'weekly',
        lists: [
          { releaseDate: '2026-11-16', shows: [9000003, 9000001, 9000003, 9000004] },
          { releaseDate: '2026-11-09', shows: [9000002] },
        ],
      },
    ],
    permanent: [
      {
        key: 'viewers-choice',
        name: "Viewer's Choice",
        description: 'Loved by our viewers.',
        ko: { name: '시청자 추천작', description: '시청자가 사랑한 드라마.' },
        shows: [9000004, 9000002, 9000004],
      },
    ],
    recommendations: [
      { show: 9000002, shows: [9000003, 9000002, 9000001, 9000003] },
      { show: 9000003, shows: [9000004] },
    ],
  };
  const heroes = [
    {
      order: 2,
      url: '/collection/viewers-choice',
      title: "Viewer's Choice",
      tagline: 'Loved by our viewers',
      img: '/hero/viewers-choice.svg',
      tag: { label: 'Curated', color: 'jasmine' },
      ko: { title: '시청자 추천작', tagline: '시청자가 사랑한 드라마', tagLabel: '큐레이션' },
    },
    {
      order: 1,
      url: '/genre/romance/1',
      title: 'Romance',
      img: '/hero/romance.svg',
      tag: { label: 'Genre', color: 'tomato' },
      ko: { title: '로맨스', tagLabel: '장르' },
    },
  ];
  const about = '# About\n\nA tiny catalogue for tests.\n';
  const aboutKo = '# 소개\n\n테스트용 작은 카탈로그.\n';
  const schedules = {
    about: 'Test schedules.',
    schedules: [
      { show: 9000001, title: 'Moonlit Ward Season 2', broadcast: 'tvN', weekly: ['thu', 'fri'], last: '2021-06-25' },
      { show: 9000002, title: 'Moonlit Ward', broadcast: 'tvN', weekly: ['thu'], last: '2020-04-02' },
      {
        show: 9000003,
        title: 'Paper Moon',
        broadcast: 'Netflix',
        releases: [
          { date: '2023-01-06', episodes: 2 },
          { date: '2023-01-13', episodes: 1 },
        ],
      },
    ],
  };
  const watchRegions = { shows: [{ show: 9000003, name: 'Paper Moon', providers: { KR: ['Netflix'], GB: ['Rakuten Viki', 'Netflix'] } }] };
  // details of one lead and of one of the namesakes (by their disambiguation); the others have none
  const people = {
    people: [
      {
        name: 'Han Ji-woo',
        birthday: '1985-04-01',
        place_of_birth: 'Incheon, South Korea',
        biography: 'An actor who plays doctors, twice.',
      },
      { name: 'Kim Ha-na', disambiguation: 'singer', birthday: '1950-02-03', deathday: '2019-11-12' },
    ] as { name: string; disambiguation?: string; birthday?: string; deathday?: string; place_of_birth?: string; biography?: string }[],
  };
  // ko.json: a Korean overview for every show, a Korean name for every keyword the shows use
  const korean = {
    shows: {
      '9000001': { overview: '야간 병동의 의사들이 긴 당직과 짧은 인내심으로 두 번째 해를 맞는다.' },
      '9000002': { overview: '도시 병원의 야간 병동, 그곳의 의사들과 새벽까지 그들을 깨어 있게 하는 환자들.' },
      '9000003': { overview: '한 은행원이 가장 부유한 고객들의 돈을 자신에게 빌려주기 시작하고, 멈추지 못한다.' },
      '9000004': { overview: '은행원의 이야기가 다시 시작되고, 빌린 돈의 주인들이 하나둘 찾아온다.' },
      '9000005': { overview: '야간 병동의 의사들이 세 번째 해를 맞고, 새 인턴이 병동에 들어온다.' },
      '9000006': { overview: '야간 근무 간호사가 도시의 병동을 떠나 의사 한 명에 배편도 없는 섬 진료소로 간다.' },
    } as Record<string, { overview: string }>,
    keywords: {
      'based on webtoon': '웹툰 원작',
      doctor: '의사',
      'first love': '첫사랑',
      friendship: '우정',
      hospital: '병원',
      revenge: '복수',
      sequel: '후속작',
    } as Record<string, string>,
  };
  return { taxonomy, shows, collections, heroes, about, aboutKo, schedules, watchRegions, people, korean };
}

export type MiniCatalogue = ReturnType<typeof miniCatalogue>;

/** Writes the catalogue's files into a new temporary directory and returns it. */
export function writeCatalogueDir(c: MiniCatalogue = miniCatalogue()): string {
  const dir = mkdtempSync(join(tmpdir(), 'klama-mini-catalogue-'));
  const json = (file: string, value: unknown) => writeFileSync(join(dir, file), JSON.stringify(value, null, 2));
  json('taxonomy.json', c.taxonomy);
  json('collections.json', c.collections);
  json('heroes.json', c.heroes);
  json('schedules.json', c.schedules);
  json('watch-regions.json', c.watchRegions);
  json('people.json', c.people);
  json('ko.json', c.korean);
  writeFileSync(join(dir, 'about.md'), c.about);
  writeFileSync(join(dir, 'about.ko.md'), c.aboutKo);
  mkdirSync(join(dir, 'shows'));
  for (const [file, show] of Object.entries(c.shows)) json(join('shows', file), show);
  return dir;
}
