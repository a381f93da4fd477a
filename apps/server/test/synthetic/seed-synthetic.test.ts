import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSynthetic, CatalogueNotEmptyError } from '../../src/synthetic/seed.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.js';
import type { Queryable } from '../../src/db/client.js';

const SHOWS = 200;
const today = '2026-06-01';

async function snapshot(db: Queryable) {
  return {
    shows: await db.query('SELECT id, name, original_name, first_air_date, number_of_episodes, popularity FROM show ORDER BY id'),
    cast: await db.query('SELECT show_id, person_id, role, "order" FROM cast_credit ORDER BY show_id, "order"'),
    crew: await db.query('SELECT show_id, person_id, job FROM crew_credit ORDER BY show_id, person_id, job'),
    keywords: await db.query('SELECT show_id, keyword_id FROM show_keyword ORDER BY show_id, keyword_id'),
    recommendations: await db.query('SELECT show_id, recommended_id FROM recommendation ORDER BY show_id, recommended_id'),
  };
}
const count = async (db: Queryable, sql: string) => (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`))[0]!.n;

describe('synthetic catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await seedSynthetic(t.db, { shows: SHOWS, seed: 42, batchSize: 64, today });
  });
  afterAll(() => t?.close());

  it('writes the requested shows with 10+ cast and crew each, shared people and collections', async () => {
    expect(await count(t.db, "SELECT count(*) FROM show WHERE source = 'synthetic'")).toBe(SHOWS);
    expect(await count(t.db, 'SELECT min(id) FROM show')).toBe(20_000_000);
    const fewest = await count(
      t.db,
      'SELECT min(n) FROM (SELECT s.id, (SELECT count(*) FROM cast_credit c WHERE c.show_id = s.id) + (SELECT count(*) FROM crew_credit c WHERE c.show_id = s.id) AS n FROM show s) x',
    );
    expect(fewest).toBeGreaterThanOrEqual(10);
    // people are shared: someone appears in several shows
    expect(
      await count(t.db, 'SELECT max(n) FROM (SELECT person_id, count(DISTINCT show_id) AS n FROM cast_credit GROUP BY person_id) x'),
    ).toBeGreaterThan(3);
    // long tail: the most used keyword is used far more than the median one
    const top = await count(t.db, 'SELECT max(n) FROM (SELECT count(*) AS n FROM show_keyword GROUP BY keyword_id) x');
    expect(top).toBeGreaterThanOrEqual(
      5 *
        (await count(
          t.db,
          'SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (SELECT count(*) AS n FROM show_keyword GROUP BY keyword_id) x',
        )),
    );
    expect(await count(t.db, "SELECT count(*) FROM show WHERE original_name ~ '[가-힣]'")).toBe(SHOWS);
    expect(await count(t.db, "SELECT count(*) FROM periodic_list WHERE collection_key = 'trending-now'")).toBe(2);
    expect(await count(t.db, "SELECT count(*) FROM permanent_collection_item WHERE collection_key = 'most-popular'")).toBe(50);
    expect(await count(t.db, 'SELECT count(*) FROM hero')).toBeGreaterThan(0);
    expect(await count(t.db, "SELECT count(*) FROM show WHERE first_air_date < '1990-01-01' OR first_air_date > '2027-12-31'")).toBe(0);
  });

  it('is deterministic: the same seed gives the same rows', async () => {
    const other = await openTestDatabase();
    try {
      await seedSynthetic(other, { shows: SHOWS, seed: 42, batchSize: 100, today });
      expect(await snapshot(other)).toEqual(await snapshot(t.db));
    } finally {
      await other.drop();
    }
  });

  it('refuses a database with shows unless appending, and appends after the existing ids', async () => {
    await expect(seedSynthetic(t.db, { shows: 5, seed: 1, today })).rejects.toBeInstanceOf(CatalogueNotEmptyError);
    const other = await openTestDatabase();
    try {
      await seedSynthetic(other, { shows: 10, seed: 7, today });
      const result = await seedSynthetic(other, { shows: 10, seed: 8, append: true, today });
      expect(result.firstId).toBe(20_000_010);
      expect(await count(other, 'SELECT count(*) FROM show')).toBe(20);
    } finally {
      await other.drop();
    }
  });

  it('is served by the API: details, lists, search and collections', async () => {
    const details = await t.app.inject('/api/show/details/20000000');
    expect(details.statusCode).toBe(200);
    const [show] = await t.db.query<{ name: string; original_name: string }>('SELECT name, original_name FROM show WHERE id = 20000005');
    const search = await t.app.inject(`/api/show/search?query=${encodeURIComponent(show!.original_name)}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('20000005');
    const trending = await t.app.inject('/api/collection/trending-now');
    expect(trending.statusCode).toBe(200);
    expect(trending.json()).toMatchObject({ key: 'trending-now', releaseDate: today });
  });
});
