/**
 * What the importers and the synthetic generator write before their shows (site-data.ts): the bundled
 * taxonomy, the collection definitions, hero slides and About text, keeping what is already there; and
 * the dated and permanent collection lists they fill. Every write moves the catalogue version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePeriodicList, writePermanentItems, writeSiteFrame, writeTaxonomy } from '../../src/importer/site-data.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { writeShows } from '../../src/catalogue/write-shows.js';
import { fixtureShow } from '../fixture-shows.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { about, collections, heroes, taxonomy } from '../sample-catalogue.js';

let db: TestDatabase;
const rows = (sql: string, params: unknown[] = []) => db.query(sql, params as never);
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.drop());

/** Runs `write` and says by how much it moved the catalogue version. */
async function versionMoves(write: () => Promise<unknown>) {
  const before = await readCatalogueVersion(db);
  await write();
  return (await readCatalogueVersion(db)) - before;
}

describe('the site frame', () => {
  it('writes the bundled taxonomy, keeping a genre already there', async () => {
    await rows(`INSERT INTO genre (id, uid, name, rank) VALUES (2, 'genre-ours', 'Ours', 50)`);
    expect(await versionMoves(() => writeTaxonomy(db))).toBe(1);
    expect(await rows('SELECT id, uid, name, rank FROM genre ORDER BY id')).toEqual(
      taxonomy.genres.map((g) =>
        g.id === 2 ? { id: 2, uid: 'genre-ours', name: 'Ours', rank: 50 } : { id: g.id, uid: g._id, name: g.name, rank: g.rank },
      ),
    );
    expect(await rows('SELECT id, uid, name, rank FROM tone ORDER BY id')).toEqual(
      taxonomy.tones.map((g) => ({ id: g.id, uid: g._id, name: g.name, rank: g.rank })),
    );
    expect(await rows('SELECT id, name, logo_path, display_priority FROM provider ORDER BY id')).toEqual(
      [...taxonomy.providers].sort((a, b) => a.id - b.id),
    );
    expect(await rows('SELECT id, name FROM network ORDER BY id')).toEqual([...taxonomy.networks].sort((a, b) => a.id - b.id));
    // a second time changes nothing
    expect(await versionMoves(() => writeTaxonomy(db))).toBe(1);
    expect(await rows('SELECT count(*)::int AS n FROM genre')).toEqual([{ n: taxonomy.genres.length }]);
  });

  it('writes the collection definitions, hero slides and About text, keeping an About text already there', async () => {
    await rows(`INSERT INTO site_profile (id, about) VALUES (1, 'Our own words.')`);
    expect(await versionMoves(() => writeSiteFrame(db))).toBe(1);
    const raw = collections as unknown as { periodic: { key: string; name: string; description: string; frequency: string }[] };
    expect(await rows('SELECT key, name, description, frequency FROM periodic_collection ORDER BY key')).toEqual(
      raw.periodic
        .map((p) => ({ key: p.key, name: p.name, description: p.description, frequency: p.frequency }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(await rows('SELECT key, name, description FROM permanent_collection ORDER BY key')).toEqual(
      collections.permanent
        .map((p) => ({ key: p.key, name: p.name, description: p.description }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    // the definitions only: no dated list, no member
    expect(
      await rows('SELECT ((SELECT count(*) FROM periodic_list) + (SELECT count(*) FROM permanent_collection_item))::int AS n'),
    ).toEqual([{ n: 0 }]);
    expect(heroes.some((h) => h.tagline === undefined)).toBe(true);
    expect(await rows('SELECT "order", url, title, tagline, img, tag_label, tag_color FROM hero ORDER BY "order"')).toEqual(
      [...heroes]
        .sort((a, b) => a.order - b.order)
        .map((h) => ({
          order: h.order,
          url: h.url,
          title: h.title,
          tagline: h.tagline ?? null,
          img: h.img,
          tag_label: h.tag.label,
          tag_color: h.tag.color,
        })),
    );
    expect(await rows('SELECT about FROM site_profile')).toEqual([{ about: 'Our own words.' }]);
    // a second time changes nothing and fails on nothing
    expect(await versionMoves(() => writeSiteFrame(db))).toBe(1);
    expect(await rows('SELECT count(*)::int AS n FROM hero')).toEqual([{ n: heroes.length }]);
  });

  it('writes the bundled About text where there is none', async () => {
    await rows('DELETE FROM site_profile');
    await writeSiteFrame(db);
    expect(await rows('SELECT id, about FROM site_profile')).toEqual([{ id: 1, about }]);
  });
});

describe('collection lists', () => {
  beforeAll(async () => {
    await db.transaction((tx) =>
      writeShows(
        tx,
        [1, 2, 3, 4].map((id) => fixtureShow(id, `Show ${id}`)),
      ),
    );
  });
  const items = async (releaseDate: string) =>
    rows(
      `SELECT i.show_id, i.position FROM periodic_list l JOIN periodic_list_item i ON i.list_id = l.id
       WHERE l.collection_key = 'trending-now' AND l.release_date = $1 ORDER BY i.position`,
      [releaseDate],
    );

  it('writes a dated list of a periodic collection with its shows once each, in order, and replaces it on the same date', async () => {
    let id = 0;
    expect(await versionMoves(async () => (id = await writePeriodicList(db, 'trending-now', '2026-11-16', [3, 1, 3, 2])))).toBe(1);
    expect(await rows("SELECT id, collection_key, to_char(release_date, 'YYYY-MM-DD') AS release_date FROM periodic_list")).toEqual([
      { id, collection_key: 'trending-now', release_date: '2026-11-16' },
    ]);
    expect(await items('2026-11-16')).toEqual([
      { show_id: 3, position: 0 },
      { show_id: 1, position: 1 },
      { show_id: 2, position: 2 },
    ]);
    // another date is another list; the same date again replaces that list's shows
    const other = await writePeriodicList(db, 'trending-now', '2026-11-23', [4]);
    expect(other).not.toBe(id);
    expect(await versionMoves(async () => expect(await writePeriodicList(db, 'trending-now', '2026-11-16', [2, 4])).toBe(id))).toBe(1);
    expect(await items('2026-11-16')).toEqual([
      { show_id: 2, position: 0 },
      { show_id: 4, position: 1 },
    ]);
    expect(await items('2026-11-23')).toEqual([{ show_id: 4, position: 0 }]);
  });

  it('replaces the members of a permanent collection, once each in order, leaving the other collections', async () => {
    expect(await versionMoves(() => writePermanentItems(db, 'most-popular', [4, 2, 4]))).toBe(1);
    await writePermanentItems(db, 'viewers-choice', [1]);
    expect(await versionMoves(() => writePermanentItems(db, 'most-popular', [3, 1, 3, 2]))).toBe(1);
    expect(await rows('SELECT collection_key, show_id, position FROM permanent_collection_item ORDER BY collection_key, position')).toEqual(
      [
        { collection_key: 'most-popular', show_id: 3, position: 0 },
        { collection_key: 'most-popular', show_id: 1, position: 1 },
        { collection_key: 'most-popular', show_id: 2, position: 2 },
        { collection_key: 'viewers-choice', show_id: 1, position: 0 },
      ],
    );
  });
});
