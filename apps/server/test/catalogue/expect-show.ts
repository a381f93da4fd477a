/** Compares everything the API says about one show with its sample file (data/catalogue/shows). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ShowCast, ShowCredits, ShowDetails, ShowKeywords, ShowProviders, ShowVideos } from '@klama/contract';
import { getOk } from '../api.js';
import { seasonOf, shows, showById, taxonomy, type SampleShow } from '../sample-catalogue.js';

const term = (list: { id: number; _id: string; name: string }[], name: string) => {
  const t = list.find((x) => x.name === name)!;
  return { _id: t._id, id: t.id, name: t.name };
};

/** The other seasons of a show's series: the shows linked through related_seasons, transitively. */
function otherSeasons(s: SampleShow) {
  const series = new Set([s.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const x of shows)
      for (const r of x.related_seasons)
        if (series.has(x.id) !== series.has(r.show)) {
          series.add(x.id).add(r.show);
          grew = true;
        }
  }
  series.delete(s.id);
  return [...series]
    .map((id) => showById.get(id)!)
    .sort((a, b) => a.season_number - b.season_number || a.id - b.id)
    .map((o) => ({ season: o.season_number, show: { id: o.id, name: o.name } }));
}

const JOB_ORDER = ['Creator', 'Director', 'Writer'];
const jobRank = (job: string) => (JOB_ORDER.includes(job) ? JOB_ORDER.indexOf(job) : JOB_ORDER.length);

export async function expectShowMatchesSample(app: FastifyInstance, s: SampleShow) {
  const at = `show ${s.id}`;
  const details = await getOk(app, `/api/show/details/${s.id}`, ShowDetails);
  expect(details, at).toEqual({
    id: s.id,
    name: s.name,
    original_name: s.original_name,
    first_air_date: s.first_air_date,
    overview: s.overview,
    number_of_episodes: s.number_of_episodes,
    homepage: s.homepage,
    tagline: null, // the sample has no taglines
    poster_path: {},
    genres: s.genres.map((g) => term(taxonomy.genres, g)),
    tones: s.tones.map((g) => term(taxonomy.tones, g)),
    keywords: s.keywords.map((name) => ({ _id: expect.stringMatching(/^keyword-/), id: expect.any(Number), name })),
    networks: s.networks.map((n) => ({ id: taxonomy.networks.find((x) => x.name === n)!.id, name: n, logo_path: null })),
    related_seasons: otherSeasons(s),
    ...seasonOf(s),
    trailer: [],
    original_story: s.original_work && { title: { title: s.original_work.title }, author: { name: s.original_work.author.name } },
    // nobody has rated the sample's shows
    community: null,
  });

  const keywords = await getOk(app, `/api/keyword/show/${s.id}`, ShowKeywords);
  expect(keywords, at).toEqual({ id: s.id, results: details.keywords });

  const providers = await getOk(app, `/api/provider/show/${s.id}`, ShowProviders);
  const expectedProviders = taxonomy.providers
    .filter((p) => s.providers.includes(p.name))
    .sort((a, b) => a.display_priority - b.display_priority || a.id - b.id);
  expect(providers, at).toEqual({ id: s.id, results: expectedProviders });

  const videos = await getOk(app, `/api/show/videos/${s.id}`, ShowVideos);
  expect(videos, at).toEqual({ id: s.id, results: [] });

  const cast = await app.inject(`/api/cast/${s.id}`);
  if (!s.cast.length) expect(cast.statusCode, at).toBe(404);
  else
    expect(ShowCast.parse(cast.json()), at).toEqual(
      s.cast.map((c, order) => ({ id: expect.any(Number), name: c.name, role: c.role, profile_path: null, order })),
    );

  const credits = await getOk(app, `/api/credit/show/${s.id}`, ShowCredits);
  const seen = new Set<string>();
  const crew = s.crew
    .filter((c) => !seen.has(`${c.name}|${c.disambiguation}|${c.job}`) && seen.add(`${c.name}|${c.disambiguation}|${c.job}`))
    .sort(
      (a, b) =>
        jobRank(a.job) - jobRank(b.job) || (a.job < b.job ? -1 : a.job > b.job ? 1 : 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
  expect(credits.id, at).toBe(s.id);
  expect(
    credits.results.map((c) => ({ name: c.name, job: c.job })),
    at,
  ).toEqual(crew.map((c) => ({ name: c.name, job: c.job })));
  for (const c of credits.results) expect(c._id).toBe(`${c.id}:${c.job.toLowerCase()}`);
}
