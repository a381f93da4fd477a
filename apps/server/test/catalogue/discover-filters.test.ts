/**
 * Discover's further filters (issue 23, item 15): several genres (all or any), a year range, a minimum rating,
 * airing states, the popularity and rating orders, and the per-service counts that follow the other filters.
 * Expected answers come from the sample files (sample-catalogue.ts) and from the few rated and scheduled shows
 * written here, never from the read model.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoverFacets, ShowDetails, ShowPage, utcDay } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { addShows, fixtureShow } from '../fixture-shows.js';
import { genreNamed, idsWhere, providerNamed, shows, sortIds, taxonomy, type SampleShow } from '../sample-catalogue.js';

const day = (offset: number) => utcDay(offset);
const today = day(0);
const romance = genreNamed('Romance');
const comedy = genreNamed('Comedy');
const thriller = genreNamed('Thriller');

/** Rated shows (the sample has no ratings), one on air, one ended, one to come; popularity and votes given. */
const RATED = [
  { id: 31000001, name: 'Rated Airing', rating: 8.6, votes: 120, popularity: 50, first: '2020-03-01', genres: [romance.id] },
  { id: 31000002, name: 'Rated Ended', rating: 7.2, votes: 300, popularity: 80, first: '2019-05-01', genres: [thriller.id] },
  { id: 31000003, name: 'Rated Upcoming', rating: 9.1, votes: 15, popularity: 20, first: day(30), genres: [romance.id, comedy.id] },
  { id: 31000004, name: 'Rated Tie', rating: 7.2, votes: 900, popularity: 5, first: '2018-01-01', genres: [comedy.id] },
];
/** Episodes: one aired a week ago and one a week ahead (on air), or all in the past (ended). */
const EPISODES: [number, string][] = [
  [31000001, day(-7)],
  [31000001, day(7)],
  [31000002, '2019-05-01'],
  [31000002, '2019-05-08'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addShows(
    t,
    RATED.map((r) =>
      fixtureShow(r.id, r.name, {
        firstAirDate: r.first,
        voteAverage: r.rating,
        voteCount: r.votes,
        popularity: r.popularity,
        genreIds: r.genres,
      }),
    ),
  );
  for (const [i, [showId, date]] of EPISODES.entries())
    await t.write('INSERT INTO episode (show_id, season_number, episode_number, air_date) VALUES ($1, 1, $2, $3)', [showId, i + 1, date]);
});
afterAll(() => t?.close());

type Listed = Pick<SampleShow, 'id' | 'first_air_date' | 'genres'>;
const ratedListed: Listed[] = RATED.map((r) => ({
  id: r.id,
  first_air_date: r.first,
  genres: taxonomy.genres.filter((g) => r.genres.includes(g.id)).map((g) => g.name),
}));
const everyShow: Listed[] = [...shows, ...ratedListed];
/** The shows that pass, newest first (ties by id): the default order, computed from the lists above. */
const newestFirst = (pass: (s: Listed) => boolean) =>
  everyShow
    .filter(pass)
    .sort((a, b) => (b.first_air_date ?? '').localeCompare(a.first_air_date ?? '') || a.id - b.id)
    .map((s) => s.id);

const ids = async (query: string) => (await allPages(t.app, `/api/show?${query}`, 25)).ids;

describe(`discover's further filters on ${engine}`, () => {
  it('a single genre id answers as before; several are all-of by default, any-of with genre_match=any', async () => {
    expect(await ids(`genre=${romance.id}`)).toEqual(newestFirst((s) => s.genres.includes('Romance')));
    const both = await ids(`genre=${romance.id},${comedy.id}`);
    expect(both).toEqual(newestFirst((s) => s.genres.includes('Romance') && s.genres.includes('Comedy')));
    expect(await ids(`genre=${romance.id},${comedy.id}&genre_match=all`)).toEqual(both);
    const either = await ids(`genre=${romance.id},${comedy.id}&genre_match=any`);
    expect(either).toEqual(newestFirst((s) => s.genres.includes('Romance') || s.genres.includes('Comedy')));
    expect(both.length).toBeGreaterThan(3);
    expect(either.length).toBeGreaterThan(both.length);
    // every result carries the filter, as its details page says
    for (const id of both.filter((id) => id < 31000000).slice(0, 8)) {
      const names = (await getOk(t.app, `/api/show/details/${id}`, ShowDetails)).genres.map((g) => g.name);
      expect(names).toEqual(expect.arrayContaining(['Romance', 'Comedy']));
    }
    for (const id of either.filter((id) => id < 31000000).slice(-8)) {
      const names = (await getOk(t.app, `/api/show/details/${id}`, ShowDetails)).genres.map((g) => g.name);
      expect(
        names.some((n) => n === 'Romance' || n === 'Comedy'),
        String(id),
      ).toBe(true);
    }
  });

  it('any-of genres combine with a tone and keep the other sorts', async () => {
    const sample = idsWhere((s) => s.genres.includes('Thriller') || s.genres.includes('Comedy'));
    const got = await ids(`genre=${thriller.id},${comedy.id}&genre_match=any&sort=name_asc`);
    expect(got.filter((id) => id < 31000000)).toEqual(sortIds(sample, 'name_asc'));
  });

  it('a year range keeps the shows first aired in those years (inclusive), undated ones out', async () => {
    const inRange = (from: number, to: number) => (s: Listed) =>
      s.first_air_date !== null && Number(s.first_air_date.slice(0, 4)) >= from && Number(s.first_air_date.slice(0, 4)) <= to;
    const got = await ids('year_from=2016&year_to=2018');
    expect(got).toEqual(newestFirst(inRange(2016, 2018)));
    expect(got.length).toBeGreaterThan(10);
    expect(await ids('year_from=2024')).toEqual(newestFirst(inRange(2024, 9999)));
    expect(await ids('year_to=2004')).toEqual(newestFirst(inRange(0, 2004)));
    expect(await ids(`year_from=2019&year_to=2019&genre=${thriller.id}`)).toEqual(
      newestFirst((s) => inRange(2019, 2019)(s) && s.genres.includes('Thriller')),
    );
  });

  it('a minimum rating keeps rated shows at or above it; unrated (every sample show) are left out', async () => {
    expect(await ids('rating_min=0')).toEqual(newestFirst((s) => s.id >= 31000000));
    expect(await ids('rating_min=7.2')).toEqual([31000003, 31000001, 31000002, 31000004]);
    expect(await ids('rating_min=8.6')).toEqual([31000003, 31000001]);
    expect(await getOk(t.app, '/api/show?rating_min=9.15', ShowPage)).toMatchObject({ results: [], totalDocs: 0 });
    expect(await ids(`rating_min=8&genre=${romance.id}`)).toEqual([31000003, 31000001]);
  });

  it('sorts by rating (best first, more votes first among equals, unrated last) and by popularity', async () => {
    const byRating = await ids('sort=rating_desc');
    expect(byRating.slice(0, 4)).toEqual([31000003, 31000001, 31000004, 31000002]);
    // the unrated sample follows, by id (its shows have no rating and no votes)
    expect(byRating.slice(4)).toEqual(idsWhere(() => true));
    const byPopularity = await ids('sort=popularity_desc');
    expect(byPopularity.slice(0, 4)).toEqual([31000002, 31000001, 31000003, 31000004]);
    expect(byPopularity.slice(4)).toEqual(idsWhere(() => true)); // the sample's popularity is 0 everywhere
    expect(await ids(`sort=popularity_desc&genre=${romance.id}&rating_min=1`)).toEqual([31000001, 31000003]);
  });

  it('airing states: on air (an episode still to come), upcoming (not aired yet), ended (the rest)', async () => {
    // the sample's schedules, from its file: the day of each scheduled show's last episode
    const { schedules } = JSON.parse(readFileSync(new URL('../../../../data/catalogue/schedules.json', import.meta.url), 'utf8')) as {
      schedules: { show: number; last?: string; releases?: { date: string }[] }[];
    };
    const lastDay = new Map(
      schedules.map((s) => [
        s.show,
        s.last ??
          s
            .releases!.map((r) => r.date)
            .sort()
            .at(-1)!,
      ]),
    );
    lastDay.set(31000001, day(7));
    lastDay.set(31000002, '2019-05-08');
    const upcoming = (s: Listed) => s.first_air_date === null || s.first_air_date > today;
    const airing = (s: Listed) => !upcoming(s) && (lastDay.get(s.id) ?? '') >= today;

    expect(await ids('status=airing')).toEqual(newestFirst(airing));
    expect(await ids('status=airing')).toContain(31000001);
    expect(await ids('status=upcoming')).toEqual(newestFirst(upcoming));
    expect(await ids('status=upcoming')).toEqual(expect.arrayContaining([31000003, 9000339]));
    const ended = await ids('status=ended');
    expect(ended).toEqual(newestFirst((s) => !upcoming(s) && !airing(s)));
    expect(ended).toContain(31000002);
    expect(await ids('status=airing,upcoming')).toEqual(newestFirst((s) => airing(s) || upcoming(s)));
    expect(await ids(`status=upcoming&genre=${comedy.id}`)).toEqual(newestFirst((s) => upcoming(s) && s.genres.includes('Comedy')));
  });

  it('a small set of candidates (ordered by rank) and a large one (the order walked) answer alike', async () => {
    // Legal and Medical are rare in the sample (8 and 10 shows): their candidates are sorted by rank; Romance's are many
    for (const name of ['Legal', 'Medical', 'Romance']) {
      const genre = genreNamed(name);
      const ended = (s: Listed) => s.first_air_date !== null && s.first_air_date <= today && s.id !== 31000001;
      expect(await ids(`genre=${genre.id}&status=ended`), name).toEqual(newestFirst((s) => s.genres.includes(name) && ended(s)));
      const sample = idsWhere((s) => s.genres.includes(name) && s.first_air_date !== null && s.first_air_date >= '2015');
      expect(
        (await ids(`genre=${genre.id}&year_from=2015&sort=name_asc`)).filter((id) => id < 31000000),
        name,
      ).toEqual(sortIds(sample, 'name_asc'));
    }
  });

  it('combines everything: each result passes every filter', async () => {
    const got = await ids(`genre=${romance.id},${comedy.id}&genre_match=any&year_from=2018&rating_min=7&status=upcoming,airing`);
    expect(got).toEqual([31000003, 31000001]);
  });

  it('counts per service follow the other filters (the chosen service aside), for the US and another region', async () => {
    const netflix = providerNamed('Netflix');
    const viki = providerNamed('Rakuten Viki');
    const facets = await getOk(t.app, `/api/show/facets?genre=${thriller.id}`, DiscoverFacets);
    expect(facets.region).toBe('US');
    const count = (id: number) => facets.providers.find((p) => p.id === id)?.count;
    expect(count(netflix.id)).toBe(idsWhere((s) => s.genres.includes('Thriller') && s.providers.includes('Netflix')).length);
    expect(count(viki.id)).toBe(idsWhere((s) => s.genres.includes('Thriller') && s.providers.includes('Rakuten Viki')).length);
    expect(count(netflix.id)).toBeGreaterThan(3);
    // every service that streams something in the US is listed, by id, with 0 when none match
    const streamingInUs = taxonomy.providers.filter((p) => shows.some((s) => s.providers.includes(p.name))).map((p) => p.id);
    expect(facets.providers.map((p) => p.id)).toEqual([...streamingInUs].sort((a, b) => a - b));
    // and each count is what Discover answers with that service chosen
    for (const p of facets.providers) {
      const page = await getOk(t.app, `/api/show?genre=${thriller.id}&provider=${p.id}&limit=1`, ShowPage);
      expect(page.totalDocs, `provider ${p.id}`).toBe(p.count);
    }
    // without filters: the region's totals, as the service list says
    const all = await getOk(t.app, '/api/show/facets', DiscoverFacets);
    expect(all.providers.find((p) => p.id === netflix.id)?.count).toBe(idsWhere((s) => s.providers.includes('Netflix')).length);

    const { shows: regional } = JSON.parse(
      readFileSync(new URL('../../../../data/catalogue/watch-regions.json', import.meta.url), 'utf8'),
    ) as {
      shows: { show: number; providers: Record<string, string[]> }[];
    };
    const inKr = new Set(regional.filter((r) => r.providers.KR?.includes('Netflix')).map((r) => r.show));
    const kr = await getOk(t.app, `/api/show/facets?region=kr&year_from=2020`, DiscoverFacets);
    expect(kr.region).toBe('KR');
    expect(kr.providers.find((p) => p.id === netflix.id)?.count).toBe(
      idsWhere((s) => inKr.has(s.id) && s.first_air_date !== null && s.first_air_date >= '2020').length,
    );
  });

  it('refuses malformed additions with the field named, and leaves the category lists their four sorts', async () => {
    const cases: [string, string][] = [
      ['year_from=2020&year_to=2019', 'year_to'],
      ['year_from=1899', 'year_from'],
      ['year_to=20x0', 'year_to'],
      ['rating_min=11', 'rating_min'],
      ['rating_min=-1', 'rating_min'],
      ['rating_min=', 'rating_min'],
      ['rating_min=7.123', 'rating_min'],
      ['status=soon', 'status'],
      ['status=airing,', 'status'],
      ['genre_match=some', 'genre_match'],
      ['genre=1,x', 'genre'],
      ['sort=rating', 'sort'],
    ];
    for (const [q, field] of cases) {
      const body = await getError(t.app, `/api/show?${q}`, 400);
      expect(
        body.errors?.map((e) => e.path),
        q,
      ).toContain(`querystring.${field}`);
    }
    expect((await getError(t.app, '/api/show/facets?provider=8', 400)).errors?.length).toBeGreaterThan(0);
    expect((await getError(t.app, '/api/show/facets?page=2', 400)).errors?.length).toBeGreaterThan(0);
    expect((await getError(t.app, `/api/show/list/genre/${romance.id}?sort=rating_desc`, 400)).errors?.map((e) => e.path)).toContain(
      'querystring.sort',
    );
  });
});
