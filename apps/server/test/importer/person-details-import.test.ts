/**
 * Person details from the stub TMDB (fixtures/people.json): fetched once for the people of the imported shows, with
 * their Korean biography from the same request, stored as the stub answers them (repaired where they cannot be), and
 * asked for again only when due. People of 1001 and 1002: cast 501–505 and 511–512, crew 601, 602, 611, 613 (612 is
 * the author of 1002's original work, not crew); the stub knows 501–504 and 601, 512 always fails, the rest are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonPage } from '@klama/contract';
import { runTmdbImport, type ImportSummary } from '../../src/importer/tmdb/import-run.js';
import { PERSON_DETAILS_REFRESH_DAYS } from '../../src/importer/tmdb/person-details.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { ALWAYS_FAILING_PERSON, startStubTmdb, type StubTmdb } from './stub-tmdb.js';
import { rows, stubClient } from './helpers.js';

const PEOPLE_OF_1001_AND_1002 = [501, 502, 503, 504, 505, 511, 512, 601, 602, 611, 613];
let stub: StubTmdb;
let t: TestApp;
let first: ImportSummary;
let firstRequests: string[];

const personRequests = (from: number) =>
  stub.requests
    .slice(from)
    .filter((p) => p.startsWith('/3/person/'))
    .map((p) => Number(p.slice('/3/person/'.length)))
    .sort((a, b) => a - b);
const details = (id: number) =>
  rows(t.db, 'SELECT biography, biography_ko, birthday, deathday, place_of_birth, profile_path FROM person WHERE id = $1', [id]);

beforeAll(async () => {
  stub = await startStubTmdb();
  t = await createTestApp({ seed: false });
  stub.fault('/3/person/511', 'drop');
  first = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001, 1002] });
  firstRequests = stub.requests.slice();
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('person details in a TMDB import', () => {
  it("asks once for each person of the run's shows (a dropped connection retried), counting the unknown and the failing", () => {
    expect(first).toMatchObject({ added: 2, failed: [], interrupted: false });
    expect(first.people).toEqual({ total: 11, fetched: 5, unknown: 5, failed: 1 });
    const asked = personRequests(0);
    expect([...new Set(asked)]).toEqual(PEOPLE_OF_1001_AND_1002);
    // 511 twice (the drop), 512 as often as the client tries (3), the rest once
    expect(asked.filter((id) => id === 511)).toHaveLength(2);
    expect(asked.filter((id) => id === ALWAYS_FAILING_PERSON)).toHaveLength(3);
    expect(asked.filter((id) => id !== 511 && id !== ALWAYS_FAILING_PERSON)).toHaveLength(9);
  });

  it('stores what TMDB says, the Korean biography with it, a photo the show lacked, and keeps one the details lack', async () => {
    expect(await details(501)).toEqual([
      {
        biography: 'Stub biography of person 501: a stage and screen actor.',
        biography_ko: '501번 인물의 시험용 약력.',
        birthday: '1980-12-26',
        deathday: null,
        place_of_birth: 'Seoul, South Korea',
        profile_path: '/jo.jpg', // the show's credit gave it, the details have none
      },
    ]);
    // an empty biography is unknown; a death date is kept
    expect(await details(502)).toEqual([
      {
        biography: null,
        biography_ko: null,
        birthday: '1950-01-31',
        deathday: '2020-02-29',
        place_of_birth: 'Busan, South Korea',
        profile_path: null,
      },
    ]);
    // a blank biography and place, and 1983-02-30, are unknown
    expect(await details(503)).toEqual([
      { biography: null, biography_ko: null, birthday: null, deathday: null, place_of_birth: null, profile_path: null },
    ]);
    // a death before the birth is dropped (the database would refuse it, and the batch with it)
    expect(await details(504)).toMatchObject([{ birthday: '1990-01-01', deathday: null, place_of_birth: 'Nowhere' }]);
    expect(await details(601)).toMatchObject([
      { biography: 'Stub biography of person 601: a director.', profile_path: '/director-601.jpg' },
    ]);
  });

  it('stamps whom TMDB answered, found or not, and leaves the failing one due', async () => {
    const stamped = await rows<{ id: number }>(
      t.db,
      'SELECT id FROM person WHERE details_fetched_at IS NOT NULL AND id = ANY($1::int[]) ORDER BY id',
      [PEOPLE_OF_1001_AND_1002],
    );
    expect(stamped.map((r) => r.id)).toEqual(PEOPLE_OF_1001_AND_1002.filter((id) => id !== ALWAYS_FAILING_PERSON));
    // the original work's author has no page: not asked for
    expect(firstRequests).not.toContain('/3/person/612');
  });

  it("serves the details on the person's and the crew member's page", async () => {
    expect(await getOk(t.app, '/api/person/501', PersonPage)).toMatchObject({
      img_path: '/jo.jpg',
      biography: 'Stub biography of person 501: a stage and screen actor.',
      birthday: '1980-12-26',
      deathday: null,
      place_of_birth: 'Seoul, South Korea',
    });
    expect(await getOk(t.app, '/api/credit/detail/601', PersonPage)).toMatchObject({
      img_path: '/director-601.jpg',
      biography: 'Stub biography of person 601: a director.',
      birthday: null,
    });
  });

  it('asks again only for the failed person and for details older than the refresh period', async () => {
    const before = stub.requests.length;
    const again = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001, 1002] });
    expect(again.people).toEqual({ total: 1, fetched: 0, unknown: 0, failed: 1 });
    expect([...new Set(personRequests(before))]).toEqual([ALWAYS_FAILING_PERSON]);

    await t.db.query(`UPDATE person SET details_fetched_at = now() - interval '${PERSON_DETAILS_REFRESH_DAYS + 1} days' WHERE id = 501`);
    await t.db.query(`UPDATE person SET details_fetched_at = now() - interval '${PERSON_DETAILS_REFRESH_DAYS - 1} days' WHERE id = 502`);
    const later = stub.requests.length;
    const third = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1001, 1002] });
    expect(third.people).toMatchObject({ total: 2, fetched: 1 });
    expect([...new Set(personRequests(later))]).toEqual([501, ALWAYS_FAILING_PERSON]);
  });

  it('fetches only the people of the shows a run imports', async () => {
    const before = stub.requests.length;
    const summary = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1004] });
    // 632 wrote the novel it adapts: an author, not crew
    expect(summary.people).toMatchObject({ total: 3, unknown: 3 });
    expect(personRequests(before)).toEqual([531, 532, 631]);
  });

  it('an interrupted run leaves the people it did not reach to the next run, which fetches them', async () => {
    const abort = new AbortController();
    const before = stub.requests.length;
    // stop as the last show is done: the people are never reached
    const partial = await runTmdbImport(t.db, stubClient(stub).get, {
      showIds: [1006],
      signal: abort.signal,
      progress: { update: (c) => c.done === c.total && c.total > 0 && abort.abort(), log: () => undefined, finish: () => undefined },
    });
    expect(partial).toMatchObject({ interrupted: true, people: { total: 4, fetched: 0, unknown: 0 } });
    expect(personRequests(before)).toEqual([]);
    const resumed = await runTmdbImport(t.db, stubClient(stub).get, { showIds: [1006] });
    expect(resumed).toMatchObject({ resumed: true, interrupted: false, people: { total: 4, unknown: 4 } });
    expect(personRequests(before)).toEqual([551, 552, 553, 651]);
  });
});
