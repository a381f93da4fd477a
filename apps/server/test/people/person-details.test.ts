/**
 * A person's page (issue 23, item 16): the character an actor plays in each show, what the person is known for, and
 * their shows most popular first. Expected values from the sample files (roles, jobs) and from shows written here
 * with known popularity.
 */
import { readFileSync } from 'node:fs';
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

/** data/catalogue/people.json as written: the details a page must answer. */
const described = (
  JSON.parse(readFileSync(new URL('../../../../data/catalogue/people.json', import.meta.url), 'utf8')) as {
    people: { name: string; birthday?: string; deathday?: string; place_of_birth?: string; biography?: string }[];
  }
).people;
const detailsOf = (name: string) => {
  const p = described.find((d) => d.name === name)!;
  return {
    biography: p.biography ?? null,
    birthday: p.birthday ?? null,
    deathday: p.deathday ?? null,
    place_of_birth: p.place_of_birth ?? null,
  };
};

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

  it('answers the biography, birth date and place people.json gives, the death date where there is one, and null where unknown', async () => {
    const hyunBin = await getOk(t.app, `/api/person/${await castIdOf('Hyun Bin', 9000001)}`, PersonPage);
    expect(hyunBin).toMatchObject({
      ...detailsOf('Hyun Bin'),
      birthday: '1982-09-25',
      deathday: null,
      place_of_birth: 'Seoul, South Korea',
    });
    expect(hyunBin.biography).toMatch(/^Hyun Bin, born Kim Tae-pyung, is a South Korean actor\./);

    const myMister = idsWhere((s) => s.name === 'My Mister')[0]!;
    const leeSunKyun = await getOk(t.app, `/api/person/${await castIdOf('Lee Sun-kyun', myMister)}`, PersonPage);
    expect(leeSunKyun).toMatchObject({ ...detailsOf('Lee Sun-kyun'), birthday: '1975-03-02', deathday: '2023-12-27' });

    // in people.json with a birth date only (Squid Game's second season credits him)
    const leeByungHun = await getOk(t.app, `/api/person/${await castIdOf('Lee Byung-hun', 9000224)}`, PersonPage);
    expect(leeByungHun).toMatchObject({ birthday: '1970-07-12', deathday: null, place_of_birth: null, biography: null });

    // not in people.json: everything unknown, on the cast and the crew page alike
    const secondLead = show(9000001).cast.find((c) => !described.some((d) => d.name === c.name))!;
    const unknown = { biography: null, birthday: null, deathday: null, place_of_birth: null };
    expect(await getOk(t.app, `/api/person/${await castIdOf(secondLead.name, 9000001)}`, PersonPage)).toMatchObject(unknown);
    const director = (await getOk(t.app, '/api/credit/show/9000001', ShowCredits)).results.find((c) => c.job === 'Director')!;
    expect(await getOk(t.app, `/api/credit/detail/${director.id}`, CrewPage)).toMatchObject(unknown);
  });

  it("a crew member's page answers their details too; an empty biography or place is unknown", async () => {
    const writer = 1_990_000_101;
    await t.db.query(
      `INSERT INTO person (id, name, biography, birthday, deathday, place_of_birth) VALUES ($1, 'Detailed Writer', 'A writer of long dramas.', '1960-02-29', '2020-01-31', 'Busan, South Korea'),
         ($2, 'Blank Writer', '', NULL, NULL, '')`,
      [writer, writer + 1],
    );
    await addShows(t, [
      fixtureShow(32000011, 'Written One', {
        crew: [
          { personId: writer, job: 'Writer' },
          { personId: writer + 1, job: 'Writer' },
        ],
      }),
    ]);
    expect(await getOk(t.app, `/api/credit/detail/${writer}`, CrewPage)).toMatchObject({
      jobs: ['Writer'],
      known_for_department: 'Writing',
      biography: 'A writer of long dramas.',
      birthday: '1960-02-29',
      deathday: '2020-01-31',
      place_of_birth: 'Busan, South Korea',
    });
    expect(await getOk(t.app, `/api/credit/detail/${writer + 1}`, CrewPage)).toMatchObject({ biography: null, place_of_birth: null });
  });
});
