/**
 * The region queries that no API call reaches on its own: the sample loader's offer writer (it runs while the
 * template databases are built, so here on a database of this file's own), Discover's SQL reference of the
 * provider filter, and the saved region of a user that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShowOffers, findUserRegion, offerRegions, regionalOffers, showsStreamingOn } from '../../src/regions/regions.queries.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';

const MOVING = 9000305; // Hulu and Disney Plus in the US, Disney Plus in KR, GB, JP and FR
const SECRET_LOVE_AFFAIR = 9000036; // no providers anywhere
const NETFLIX = 8;
const HULU = 15;
const DISNEY_PLUS = 337;

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
});
afterAll(() => db?.drop());

describe('region queries', () => {
  it('adds offers to a show, keeping the ones it has and any it is given twice only once', async () => {
    const kr = { region: 'KR', providerId: NETFLIX, type: 'flatrate' as const, link: null };
    await addShowOffers(db, SECRET_LOVE_AFFAIR, [kr, kr]);
    await addShowOffers(db, SECRET_LOVE_AFFAIR, [{ region: 'JP', providerId: NETFLIX, type: 'rent', link: 'https://example.org/jp' }]);
    expect(await offerRegions(db, SECRET_LOVE_AFFAIR)).toEqual(['JP', 'KR']);
    expect(await regionalOffers(db, SECRET_LOVE_AFFAIR, 'KR')).toEqual([
      { id: NETFLIX, name: 'Netflix', logo_path: null, display_priority: expect.any(Number), type: 'flatrate', link: null },
    ]);
    expect((await regionalOffers(db, SECRET_LOVE_AFFAIR, 'JP')).map((o) => [o.id, o.type, o.link])).toEqual([
      [NETFLIX, 'rent', 'https://example.org/jp'],
    ]);
  });

  it('names the shows a provider streams in a region as Discover’s SQL reference', async () => {
    const ids = async (providerId: number, region: string) =>
      (await db.query<{ show_id: number }>(showsStreamingOn(providerId, region))).map((r) => Number(r.show_id));
    expect(await ids(HULU, 'US')).toEqual([MOVING]);
    expect(await ids(DISNEY_PLUS, 'GB')).toEqual([MOVING]);
    expect(await ids(HULU, 'KR')).toEqual([]);
  });

  it('answers no region for a user that does not exist', async () => {
    expect(await findUserRegion(db, 999_999_999)).toBeNull();
  });
});
