/**
 * The catalogue's frame, written by the sample loader, the importers and the synthetic generator alike:
 * collection definitions and their items, hero slides and curated recommendations. Rows already there are
 * kept (an operator's edits outlive a re-seed); list items are replaced.
 */
import type { CollectionsFile, HeroesFile } from '@klama/contract';
import type { Queryable, SqlParam } from '../db/client.js';
import { z } from 'zod';
import { insertRows } from '../db/bulk.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

/**
 * The periodic and permanent collections (without their items), when missing. A collection already there keeps its
 * text, and gets the bundled Korean only while it has none and its English name is still the bundled one (a
 * catalogue seeded before there was Korean text; an operator's renamed collection is theirs).
 */
export async function insertCollectionDefinitions(db: Queryable, c: Pick<CollectionsFile, 'periodic' | 'permanent'>): Promise<void> {
  await insertRows(
    db,
    'periodic_collection',
    ['key', 'name', 'description', 'frequency', 'name_ko', 'description_ko'],
    c.periodic.map((p) => [p.key, p.name, p.description, p.frequency, p.ko.name, p.ko.description]),
    fillKorean('periodic_collection'),
  );
  await insertRows(
    db,
    'permanent_collection',
    ['key', 'name', 'description', 'name_ko', 'description_ko'],
    c.permanent.map((p) => [p.key, p.name, p.description, p.ko.name, p.ko.description]),
    fillKorean('permanent_collection'),
  );
}

const fillKorean = (table: 'periodic_collection' | 'permanent_collection') =>
  `ON CONFLICT (key) DO UPDATE SET name_ko = excluded.name_ko, description_ko = excluded.description_ko
   WHERE ${table}.name_ko IS NULL AND ${table}.description_ko IS NULL AND ${table}.name = excluded.name`;

/** Hero slides, when missing; a slide already there gets the bundled Korean as a collection does (same order and title). */
export async function insertHeroes(db: Queryable, heroes: HeroesFile): Promise<void> {
  await insertRows(
    db,
    'hero',
    ['order', 'url', 'title', 'tagline', 'img', 'tag_label', 'tag_color', 'title_ko', 'tagline_ko', 'tag_label_ko'],
    heroes.map((h) => [
      h.order,
      h.url,
      h.title,
      h.tagline ?? null,
      h.img,
      h.tag.label,
      h.tag.color,
      h.ko.title,
      h.ko.tagline ?? null,
      h.ko.tagLabel,
    ]),
    `ON CONFLICT ("order") DO UPDATE SET title_ko = excluded.title_ko, tagline_ko = excluded.tagline_ko, tag_label_ko = excluded.tag_label_ko
     WHERE hero.title_ko IS NULL AND hero.tagline_ko IS NULL AND hero.tag_label_ko IS NULL AND hero.title = excluded.title`,
  );
}

/** Replaces the items of the dated list `releaseDate` of a periodic collection; its id. */
export async function replacePeriodicList(
  db: Queryable,
  collectionKey: string,
  releaseDate: string,
  showIds: readonly number[],
): Promise<number> {
  const list = await firstRow(
    db,
    z.object({ id: Int }),
    sql`INSERT INTO periodic_list (collection_key, release_date) VALUES (${collectionKey}, ${releaseDate})
        ON CONFLICT (collection_key, release_date) DO UPDATE SET release_date = excluded.release_date RETURNING id`,
  );
  await db.query(sql`DELETE FROM periodic_list_item WHERE list_id = ${list!.id}`);
  await insertRows(
    db,
    'periodic_list_item',
    ['list_id', 'show_id', 'position'],
    [...new Set(showIds)].map((id, i) => [list!.id, id, i]),
  );
  return list!.id;
}

export async function replacePermanentItems(db: Queryable, collectionKey: string, showIds: readonly number[]): Promise<void> {
  await db.query(sql`DELETE FROM permanent_collection_item WHERE collection_key = ${collectionKey}`);
  await insertRows(
    db,
    'permanent_collection_item',
    ['collection_key', 'show_id', 'position'],
    [...new Set(showIds)].map((id, i) => [collectionKey, id, i]),
  );
}

/** Curated recommendations: each show's list in its order, a show never recommending itself. */
export async function insertRecommendations(db: Queryable, lists: CollectionsFile['recommendations']): Promise<void> {
  await insertRows(
    db,
    'recommendation',
    ['show_id', 'recommended_id', 'position'],
    lists.flatMap((r) => [...new Set(r.shows)].filter((id) => id !== r.show).map((id, i): SqlParam[] => [r.show, id, i])),
  );
}
