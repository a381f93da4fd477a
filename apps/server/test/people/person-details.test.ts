/**
 * A person's page (issue 23, item 16): the character an actor plays in each show, what the person is known for, and
 * their shows most popular first. Expected values from the sample files (roles, jobs) and from shows written here
 * with known popularity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrewPage, PersonPage, ShowCast, ShowCredits } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { allPages, getError, getOk } from '../api.js';
import { addShows, fixtureShow } from '../fixture-shows.js';
import { idsWhere, show, shows, sortIds } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const castIdOf = async (name: string, showId: number) =>
  (await getOk(t.app, `/api/cast/${showId}`, ShowCast)).find((c) => c.name === name)!.id;

describe(`a person's page on ${engine}`, () => {
  it("gives each of an actor's shows the character they play there, as the show files say", async () => {
    // Hyun Bin plays Ri Jeong-hyeok in Crash Landing on You (9000001) and others elsewhere
    const actor = show(9000001).cast[0]!;
    const showIds = idsWhere((s) => s.cast.some((c) => c.name === actor.name && !c.disambiguation));
    expect(showIds.length).toBeGreaterThan(1);
    const id = await castIdOf(actor.name, 9000001);
    const page = await getOk(t.app, `/api/person/${id}?limit=100`, PersonPage);
    expect(page.known_for_department).toBe('Acting');
    expect(page.results.map((s) => s.id)).toEqual(sortIds(showIds, 'date_desc'));
    for (const s of page.results) expect(s.character, String(s.id)).toBe(show(s.id).cast.find((c) => c.name === actor.name)!.role);
  });

  it('a crew member is known for their most frequent job’s department, and crew pages carry no characters', async () => {
    const director = show(9000001).crew.find((c) => c.job === 'Director')!;
    const credits = await getOk(t.app, '/api/credit/show/9000001', ShowCredits);
    const id = credits.results.find((c) => c.name === director.name && c.job === 'Director')!.id;
    const page = await getOk(t.app, `/api/credit/detail/${id}?limit=100`, CrewPage);
    const acts = shows.some((s) => s.cast.some((c) => c.name === director.name));
    const jobs = shows.flatMap((s) => s.crew.filter((c) => c.name === director.name).map((c) => c.job));
    const directs = jobs.filter((j) => j === 'Director').length >= jobs.length / 2;
    expect(acts).toBe(false);
    expect(directs).toBe(true);
    expect(page.known_for_department).toBe('Directing');
    for (const s of page.results) expect(s.character).toBeUndefined();
  });

  it("sorts a person's shows most popular first, ties by id", async () => {
    const person = 1_990_000_001;
    await t.db.query("INSERT INTO person (id, name) VALUES ($1, 'Popular Person')", [person]);
    await addShows(t, [
      fixtureShow(32000001, 'Quiet One', { popularity: 3, cast: [{ personId: person, role: 'The Neighbour' }] }),
      fixtureShow(32000002, 'Big Hit', { popularity: 90, cast: [{ personId: person, role: 'The Lead' }] }),
      fixtureShow(32000003, 'Also Quiet', { popularity: 3, cast: [{ personId: person, role: '' }] }),
    ]);
    const { ids } = await allPages(t.app, `/api/person/${person}?sort=popularity_desc`, 2);
    expect(ids).toEqual([32000002, 32000001, 32000003]);
    const page = await getOk(t.app, `/api/person/${person}?sort=popularity_desc`, PersonPage);
    // an empty role is no character
    expect(page.results.map((s) => s.character)).toEqual(['The Lead', 'The Neighbour', undefined]);
    // other lists keep their four orders
    await getError(t.app, '/api/show/list/genre/1?sort=popularity_desc', 400);
    expect((await getError(t.app, `/api/person/${person}?sort=popularity`, 400)).errors?.map((e) => e.path)).toContain('querystring.sort');
  });
});
