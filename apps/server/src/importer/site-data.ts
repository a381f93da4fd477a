/**
 * The parts of the bundled catalogue that every catalogue needs whatever its shows: our genre and
 * tone taxonomy, the known providers and networks, the collection definitions, hero slides and the
 * About text. The importers and the synthetic generator write them before their shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CollectionsFile, HeroesFile, TaxonomyFile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { catalogueDir } from '../paths.js';
import { insertTaxonomy } from '../catalogue/write-taxonomy.js';

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(catalogueDir, file), 'utf8'));

export const readTaxonomy = () => TaxonomyFile.parse(readJson('taxonomy.json'));
export const readCollectionDefinitions = () => CollectionsFile.parse(readJson('collections.json'));

/** Genres and tones (ours), providers and networks; existing rows are left as they are. */
export async function writeTaxonomy(db: Queryable): Promise<void> {
  await bumpCatalogueVersion(db);
  await insertTaxonomy(db, readTaxonomy());
}

/** The periodic and permanent collections (without items), hero slides and About text, when missing. */
export async function writeSiteFrame(db: Queryable): Promise<void> {
  await bumpCatalogueVersion(db);
  const c = readCollectionDefinitions();
  const keep = 'ON CONFLICT DO NOTHING';
  await insertRows(
    db,
    'periodic_collection',
    ['key', 'name', 'description', 'frequency'],
    c.periodic.map((p) => [p.key, p.name, p.description, p.frequency]),
    keep,
  );
  await insertRows(
    db,
    'permanent_collection',
    ['key', 'name', 'description'],
    c.permanent.map((p) => [p.key, p.name, p.description]),
    keep,
  );
  const heroes = HeroesFile.parse(readJson('heroes.json'));
  await insertRows(
    db,
    'hero',
    ['order', 'url', 'title', 'tagline', 'img', 'tag_label', 'tag_color'],
    heroes.map((h) => [h.order, h.url, h.title, h.tagline ?? null, h.img, h.tag.label, h.tag.color]),
    keep,
  );
  const about = readFileSync(join(catalogueDir, 'about.md'), 'utf8');
  await db.query('INSERT INTO site_profile (id, about) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [about]);
}

/** Replaces the items of the dated list `releaseDate` of a periodic collection. */
export async function writePeriodicList(
  db: Queryable,
  collectionKey: string,
  releaseDate: string,
  showIds: readonly number[],
): Promise<number> {
  await bumpCatalogueVersion(db);
  const [list] = await db.query<{ id: number }>(
    `INSERT INTO periodic_list (collection_key, release_date) VALUES ($1, $2)
     ON CONFLICT (collection_key, release_date) DO UPDATE SET release_date = excluded.release_date RETURNING id`,
    [collectionKey, releaseDate],
  );
  await db.query('DELETE FROM periodic_list_item WHERE list_id = $1', [list!.id]);
  await insertRows(
    db,
    'periodic_list_item',
    ['list_id', 'show_id', 'position'],
    [...new Set(showIds)].map((id, i) => [list!.id, id, i]),
  );
  return list!.id;
}

export async function writePermanentItems(db: Queryable, collectionKey: string, showIds: readonly number[]): Promise<void> {
  await bumpCatalogueVersion(db);
  await db.query('DELETE FROM permanent_collection_item WHERE collection_key = $1', [collectionKey]);
  await insertRows(
    db,
    'permanent_collection_item',
    ['collection_key', 'show_id', 'position'],
    [...new Set(showIds)].map((id, i) => [collectionKey, id, i]),
  );
}
