/**
 * `--replace-sample` in detail, on the seeded database without an app: it reports the sample's shows
 * and the users' marks on them, then removes those shows and exactly what only they used (sample people,
 * keywords, original works, series, dated lists left empty), keeping whatever an imported show still
 * uses. It moves the catalogue version.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeSampleCatalogue, sampleFootprint } from '../../src/importer/replace-sample.queries.js';
import { importDetails } from '../../src/importer/import-details.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { collections, shows } from '../sample-catalogue.js';

let db: TestDatabase;
const rows = (sql: string, params: unknown[] = []) => db.query(sql, params as never);
const fixture = (id: number) => JSON.parse(readFileSync(new URL(`./fixtures/tv/${id}.json`, import.meta.url), 'utf8'));
const latestTrending = [...collections.periodic.find((p) => p.key === 'trending-now')!.lists].sort((a, b) =>
  b.releaseDate.localeCompare(a.releaseDate),
)[0]!.releaseDate;

let tmdbPeople: unknown;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await importDetails(db, fixture(1001)); // two seasons: 1001 and 9921001, in one series
  await importDetails(db, fixture(1002)); // adapted from "The Paper Moon"
  const [user] = (await rows(
    `INSERT INTO app_user (username, email, password_hash) VALUES ('mina', 'mina@example.com', 'x') RETURNING id`,
  )) as {
    id: number;
  }[];
  for (const showId of [9000001, 9000002, 1001])
    await rows('INSERT INTO user_show (user_id, show_id, liked) VALUES ($1, $2, true)', [user!.id, showId]);
  // sample people, a keyword and a dated list that imported shows use too
  await rows(
    `INSERT INTO cast_credit (show_id, person_id, role, "order") SELECT 1001, id, 'Cameo', 99 FROM person WHERE name = 'Hyun Bin' AND id >= 1000000000`,
  );
  await rows(
    `INSERT INTO crew_credit (show_id, person_id, job) SELECT 1002, id, 'Writer' FROM person WHERE name = 'Park Ji-eun' AND id >= 1000000000`,
  );
  await rows(
    `INSERT INTO original_work (title, type, author_id) SELECT 'Her Memoir', 'Novel', id FROM person WHERE name = 'Son Ye-jin' AND id >= 1000000000`,
  );
  await rows(`UPDATE show SET original_work_id = (SELECT id FROM original_work WHERE title = 'Her Memoir') WHERE id = 9921001`);
  await rows(`INSERT INTO show_keyword (show_id, keyword_id, position) SELECT 1001, id, 9 FROM keyword WHERE name = 'north korea'`);
  await rows(
    `INSERT INTO periodic_list_item (list_id, show_id, position)
     SELECT id, 1001, 99 FROM periodic_list WHERE collection_key = 'trending-now' AND release_date = $1`,
    [latestTrending],
  );
  tmdbPeople = await rows('SELECT id, name FROM person WHERE id < 1000000000 ORDER BY id');
});
afterAll(() => db?.drop());

describe('removing the sample catalogue', () => {
  it('counts the sample’s shows and the marks users made on them', async () => {
    expect(await sampleFootprint(db)).toEqual({ shows: shows.length, marks: 2 });
  });

  it('removes the sample’s shows, reporting what it removed, and moves the catalogue version', async () => {
    const version = await readCatalogueVersion(db);
    expect(await removeSampleCatalogue(db)).toEqual({ shows: shows.length, marks: 2 });
    expect(await readCatalogueVersion(db)).toBe(version + 1);
    expect(await rows('SELECT id, source FROM show ORDER BY id')).toEqual([
      { id: 1001, source: 'tmdb' },
      { id: 1002, source: 'tmdb' },
      { id: 9921001, source: 'tmdb' },
    ]);
    expect(await rows('SELECT show_id FROM user_show')).toEqual([{ show_id: 1001 }]);
    expect(await sampleFootprint(db)).toEqual({ shows: 0, marks: 0 });
  });

  it('keeps exactly the sample people, keywords and works an imported show still uses, and every TMDB person', async () => {
    expect(await rows('SELECT name FROM person WHERE id >= 1000000000 ORDER BY name')).toEqual([
      { name: 'Hyun Bin' },
      { name: 'Park Ji-eun' },
      { name: 'Son Ye-jin' },
    ]);
    expect(await rows('SELECT id, name FROM person WHERE id < 1000000000 ORDER BY id')).toEqual(tmdbPeople);
    expect(await rows('SELECT name FROM keyword WHERE id >= 1000000000')).toEqual([{ name: 'north korea' }]);
    expect(await rows('SELECT title FROM original_work ORDER BY title')).toEqual([{ title: 'Her Memoir' }, { title: 'The Paper Moon' }]);
  });

  it('keeps the series and the dated lists an imported show is in, and the collections themselves', async () => {
    expect(await rows('SELECT count(*)::int AS n FROM series')).toEqual([{ n: 1 }]);
    expect(await rows('SELECT id FROM show WHERE series_id = (SELECT id FROM series) ORDER BY id')).toEqual([
      { id: 1001 },
      { id: 9921001 },
    ]);
    expect(await rows(`SELECT collection_key, to_char(release_date, 'YYYY-MM-DD') AS release_date FROM periodic_list`)).toEqual([
      { collection_key: 'trending-now', release_date: latestTrending },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM periodic_collection')).toEqual([{ n: collections.periodic.length }]);
    expect(await rows('SELECT count(*)::int AS n FROM permanent_collection')).toEqual([{ n: collections.permanent.length }]);
  });
});
