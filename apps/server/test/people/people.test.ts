import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrewPage, PersonPage, ProviderPage, ShowCast, ShowCredits, SORT_OPTIONS } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { idsWhere, shows, sortIds, taxonomy } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const key = (p: { name: string; disambiguation?: string }) => (p.disambiguation ? `${p.name} (${p.disambiguation})` : p.name);

/** The people credited most often (cast or crew) in the sample, with the shows that credit them. */
function mostCredited(credits: 'cast' | 'crew', n: number) {
  const count = new Map<string, number>();
  for (const s of shows) for (const k of new Set(s[credits].map(key))) count.set(k, (count.get(k) ?? 0) + 1);
  return [...count]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([k]) => ({ key: k, showIds: idsWhere((s) => s[credits].some((p) => key(p) === k)) }));
}

const castIdOf = async (name: string, showId: number) =>
  (await getOk(t.app, `/api/cast/${showId}`, ShowCast)).find((c) => c.name === name)!.id;

describe(`people on ${engine}`, () => {
  it('a cast member page lists exactly their shows, in every sort order', async () => {
    for (const { key: name, showIds } of mostCredited('cast', 3)) {
      const actor = shows.find((s) => s.id === showIds[0])!.cast.find((p) => key(p) === name)!;
      const id = await castIdOf(actor.name, showIds[0]!);
      const page = await getOk(t.app, `/api/person/${id}?limit=100`, PersonPage);
      expect(page).toMatchObject({ id, name: actor.name, original_name: actor.original_name, img_path: null, totalDocs: showIds.length });
      expect(page.results.map((s) => s.id)).toEqual(sortIds(showIds, 'date_desc'));
      for (const sort of SORT_OPTIONS)
        expect((await allPages(t.app, `/api/person/${id}?sort=${sort}`, 2)).ids).toEqual(sortIds(showIds, sort));
    }
  });

  it('a crew member page lists exactly their shows and their distinct jobs in order', async () => {
    for (const { key: name, showIds } of mostCredited('crew', 3)) {
      const credits = await getOk(t.app, `/api/credit/show/${showIds[0]}`, ShowCredits);
      const member = shows.find((s) => s.id === showIds[0])!.crew.find((p) => key(p) === name)!;
      const id = credits.results.find((c) => c.name === member.name)!.id;
      const jobs = [...new Set(shows.flatMap((s) => s.crew.filter((p) => key(p) === name).map((p) => p.job)))].sort();
      const page = await getOk(t.app, `/api/credit/detail/${id}?limit=100`, CrewPage);
      expect(page).toMatchObject({
        id,
        name: member.name,
        original_name: member.original_name,
        img_path: null,
        jobs,
        totalDocs: showIds.length,
      });
      expect(page.results.map((s) => s.id)).toEqual(sortIds(showIds, 'date_desc'));
      expect((await allPages(t.app, `/api/credit/detail/${id}?sort=name_asc`, 2)).ids).toEqual(sortIds(showIds, 'name_asc'));
    }
  });

  it('a person with two jobs on one show has both jobs, the show once', async () => {
    const id = await castIdOf('Hyun Bin', 9000001);
    await t.db.query(`INSERT INTO crew_credit (show_id, person_id, job) VALUES ($1, $2, 'Producer'), ($1, $2, 'Director')`, [9000001, id]);
    try {
      const page = await getOk(t.app, `/api/credit/detail/${id}`, CrewPage);
      expect(page.jobs).toEqual(['Director', 'Producer']);
      expect(page.results.map((s) => s.id)).toEqual([9000001]);
      expect(page.totalDocs).toBe(1);
    } finally {
      await t.db.query('DELETE FROM crew_credit WHERE person_id = $1', [id]);
    }
  });

  it('404s unknown people, a crew-only person as cast and a cast-only person as crew', async () => {
    expect((await getError(t.app, '/api/person/1', 404)).message).toBe('Person not found');
    expect((await getError(t.app, '/api/credit/detail/1', 404)).message).toBe('Credit not found');
    const director = (await getOk(t.app, '/api/credit/show/9000001', ShowCredits)).results.find((c) => c.job === 'Director')!;
    expect((await getError(t.app, `/api/person/${director.id}`, 404)).message).toBe('Person not found');
    const actor = await castIdOf('Hyun Bin', 9000001);
    expect((await getError(t.app, `/api/credit/detail/${actor}`, 404)).message).toBe('Credit not found');
    await getError(t.app, '/api/person/abc', 400);
    await getError(t.app, '/api/credit/detail/0', 400);
  });
});

describe(`providers on ${engine}`, () => {
  it('each provider page lists exactly what streams there', async () => {
    for (const p of taxonomy.providers) {
      const expected = idsWhere((s) => s.providers.includes(p.name));
      const page = await getOk(t.app, `/api/provider/detail/${p.id}?limit=100`, ProviderPage);
      expect(page).toMatchObject({ id: p.id, name: p.name, img_path: p.logo_path, totalDocs: expected.length });
      expect(page.results.map((s) => s.id)).toEqual(sortIds(expected, 'date_desc').slice(0, 100));
    }
    const netflix = idsWhere((s) => s.providers.includes('Netflix'));
    expect((await allPages(t.app, '/api/provider/detail/8?sort=original_name_asc', 9)).ids).toEqual(sortIds(netflix, 'original_name_asc'));
  });

  it('404s an unknown provider', async () => {
    expect((await getError(t.app, '/api/provider/detail/123456', 404)).message).toBe('Provider not found');
    await getError(t.app, '/api/provider/detail/x', 400);
  });
});
