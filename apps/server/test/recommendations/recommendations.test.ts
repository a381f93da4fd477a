import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuratedRecommendations, SIMILAR_SHOWS_LIMIT, SimilarShows } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { collections, sampleCard, show, shows, type SampleShow } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001;
const SQUID_GAME = 9000223; // season 1 of 3

/** The other seasons of a show (linked through related_seasons, transitively). */
function seriesOf(id: number) {
  const series = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of shows)
      for (const r of s.related_seasons)
        if (series.has(s.id) !== series.has(r.show)) {
          series.add(s.id).add(r.show);
          grew = true;
        }
  }
  return series;
}

/** Similarity as documented: shared keywords ×3, tones ×2, genres ×1, each divided by ln(2 + shows using the term). */
function similarity(target: SampleShow) {
  const kinds = [
    ['keywords', 3],
    ['tones', 2],
    ['genres', 1],
  ] as const;
  const uses = (kind: (typeof kinds)[number][0], term: string) => shows.filter((s) => s[kind].includes(term)).length;
  const weights = kinds.map(([kind, factor]) => new Map(target[kind].map((term) => [term, factor / Math.log(2 + uses(kind, term))])));
  return (s: SampleShow) => kinds.reduce((sum, [kind], i) => sum + s[kind].reduce((x, term) => x + (weights[i]!.get(term) ?? 0), 0), 0);
}

describe(`recommendations on ${engine}`, () => {
  it('curated recommendations as in collections.json, in curated order, without the show itself', async () => {
    expect(collections.recommendations.length).toBeGreaterThan(0);
    for (const r of collections.recommendations) {
      const expected = [...new Set(r.shows)].filter((id) => id !== r.show);
      const got = await getOk(t.app, `/api/recommendations/details/${r.show}`, CuratedRecommendations);
      expect(got.id).toBe(r.show);
      expect(got.shows).toEqual(expected.map(sampleCard));
    }
    expect((await getOk(t.app, `/api/recommendations/details/${CLOY}`, CuratedRecommendations)).shows.map((s) => s.id)).toEqual([
      9000106, 9000317, 9000114, 9000131,
    ]);
  });

  it('404s a show without curated recommendations, and an unknown show', async () => {
    expect((await getError(t.app, '/api/recommendations/details/9000002', 404)).message).toBe('recommendations not found');
    expect((await getError(t.app, '/api/recommendations/details/1', 404)).message).toBe('recommendations not found');
    await getError(t.app, '/api/recommendations/details/abc', 400);
  });

  it('similar shows: the best-scored shows sharing terms, at most 20, never the show or its other seasons', async () => {
    for (const id of [CLOY, SQUID_GAME, 9000114, 9000002, 9000224]) {
      const target = show(id);
      const score = similarity(target);
      const excluded = seriesOf(id);
      const candidates = shows.filter((s) => !excluded.has(s.id) && score(s) > 0).sort((a, b) => score(b) - score(a) || a.id - b.id);
      const got = (await getOk(t.app, `/api/recommendations/similar/${id}`, SimilarShows)).map((s) => s.id);
      expect(got.length, `${id}`).toBe(Math.min(SIMILAR_SHOWS_LIMIT, candidates.length));
      expect(got.length).toBeGreaterThan(0);
      for (const other of got) expect(excluded.has(other), `${id} lists ${other}`).toBe(false);
      const scores = got.map((x) => score(show(x)));
      for (let i = 1; i < scores.length; i++) expect(scores[i - 1]! + 1e-9, `${id} order at ${i}`).toBeGreaterThanOrEqual(scores[i]!);
      // the same shows as the expected top 20, up to ties at the cut
      const cut = score(candidates[got.length - 1]!);
      for (const c of candidates) if (score(c) > cut + 1e-9) expect(got, `${id} misses ${c.id}`).toContain(c.id);
      for (const x of got) {
        const s = show(x);
        const shares =
          s.keywords.some((k) => target.keywords.includes(k)) ||
          s.tones.some((k) => target.tones.includes(k)) ||
          s.genres.some((k) => target.genres.includes(k));
        expect(shares, `${id} → ${x} shares nothing`).toBe(true);
      }
    }
  });

  it('a show that shares nothing has no similar shows; an unknown show is 404', async () => {
    await t.write(
      `INSERT INTO show (id, name, original_name, overview, season_number, popularity, source) VALUES (9100100, 'Alone', 'Alone', '', 1, 0, 'synthetic')`,
    );
    try {
      expect(await getOk(t.app, '/api/recommendations/similar/9100100', SimilarShows)).toEqual([]);
    } finally {
      await t.write('DELETE FROM show WHERE id = 9100100');
    }
    expect((await getError(t.app, '/api/recommendations/similar/1', 404)).message).toBe('Show not found');
  });

  it('validates the show id and caches both answers publicly', async () => {
    for (const path of ['similar', 'details'])
      for (const bad of ['abc', '0', '1.5'])
        expect((await getError(t.app, `/api/recommendations/${path}/${bad}`, 400)).errors?.[0]?.path, `${path}/${bad}`).toBe('params.id');
    for (const path of [`similar/${CLOY}`, `details/${CLOY}`]) {
      const res = await t.app.inject(`/api/recommendations/${path}`);
      expect(res.headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
    }
  });
});
