/**
 * The parts of the bundled catalogue that every catalogue needs whatever its shows: our genre and
 * tone taxonomy, the known providers and networks, the collection definitions, hero slides and the
 * About text. The importers and the synthetic generator write them before their shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CollectionsFile, HeroesFile, TaxonomyFile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { catalogueDir } from '../paths.js';
import { insertTaxonomy } from '../catalogue/write-taxonomy.js';
import { insertCollectionDefinitions, insertHeroes, replacePeriodicList, replacePermanentItems } from '../catalogue/site-frame.queries.js';
import { seedSiteAbout } from '../marketing/profile.queries.js';

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
  await insertCollectionDefinitions(db, readCollectionDefinitions());
  await insertHeroes(db, HeroesFile.parse(readJson('heroes.json')));
  await seedSiteAbout(db, readFileSync(join(catalogueDir, 'about.md'), 'utf8'), readFileSync(join(catalogueDir, 'about.ko.md'), 'utf8'));
}

/** Replaces the items of the dated list `releaseDate` of a periodic collection. */
export async function writePeriodicList(
  db: Queryable,
  collectionKey: string,
  releaseDate: string,
  showIds: readonly number[],
): Promise<number> {
  await bumpCatalogueVersion(db);
  return replacePeriodicList(db, collectionKey, releaseDate, showIds);
}

export async function writePermanentItems(db: Queryable, collectionKey: string, showIds: readonly number[]): Promise<void> {
  await bumpCatalogueVersion(db);
  await replacePermanentItems(db, collectionKey, showIds);
}
