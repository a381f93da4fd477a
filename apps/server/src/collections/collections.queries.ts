/** Periodic collections (dated lists) and permanent collections (timeless curated lists). */
import type { CatalogueLanguage, ListSort } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { shared, sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, sorting, type ScoreOrder } from '../catalogue/show-cards.js';

const ListRow = z.object({ id: Int, release_date: z.string() });
const PermanentRow = z.object({ name: z.string(), description: z.string() });
const CollectionRow = PermanentRow.extend({ kind: z.enum(['periodic', 'permanent']) });

/** `latest` is the list with the greatest release date. */
export async function findPeriodicList(db: Queryable, key: string, listId: 'latest' | number) {
  return firstRow(
    db,
    ListRow,
    listId === 'latest'
      ? sql`SELECT id, release_date FROM periodic_list WHERE collection_key = ${key} ORDER BY release_date DESC LIMIT 1`
      : sql`SELECT id, release_date FROM periodic_list WHERE collection_key = ${key} AND id = ${listId}`,
  );
}

export async function periodicCollectionExists(db: Queryable, key: string): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM periodic_collection WHERE key = ${key}`)).length > 0;
}

/** A periodic list's shows, in its own order unless a sort is asked for. */
export const periodicListCards = (
  db: Queryable,
  listId: number,
  sort: ListSort | undefined,
  scores: ScoreOrder,
  language: CatalogueLanguage = 'en',
) => {
  const { join, order } = sort ? sorting(sort, scores, language) : { join: sql``, order: sql`i.position, s.id` };
  return rows(
    db,
    CardRow,
    sql`SELECT ${CARD_COLUMNS} FROM periodic_list_item i JOIN visible_show s ON s.id = i.show_id ${join} WHERE i.list_id = ${listId}
        ORDER BY ${order}`,
  );
};

/** A collection's name and description in the asked language: its Korean where it has some, else the English. */
const nameAndDescription = (language: CatalogueLanguage): Sql =>
  language === 'ko' ? sql`coalesce(name_ko, name) AS name, coalesce(description_ko, description) AS description` : sql`name, description`;

export async function findPermanentCollection(db: Queryable, key: string, language: CatalogueLanguage) {
  return firstRow(db, PermanentRow, sql`SELECT ${nameAndDescription(language)} FROM permanent_collection WHERE key = ${key}`);
}

/** A collection of either kind by its key. */
export async function findCollection(db: Queryable, key: string, language: CatalogueLanguage) {
  const k = shared(key);
  const columns = nameAndDescription(language);
  return firstRow(
    db,
    CollectionRow,
    sql`SELECT 'permanent' AS kind, ${columns} FROM permanent_collection WHERE key = ${k}
        UNION ALL SELECT 'periodic', ${columns} FROM periodic_collection WHERE key = ${k}`,
  );
}

export const periodicListShows = (listId: number): Sql => sql`SELECT show_id FROM periodic_list_item WHERE list_id = ${listId}`;
export const permanentCollectionShows = (key: string): Sql =>
  sql`SELECT show_id FROM permanent_collection_item WHERE collection_key = ${key}`;

/** The order operators set for a list's shows (`show s`), for a page asked for without a sort. */
export const periodicListOrder = (listId: number): Sql =>
  sql`(SELECT i.position FROM periodic_list_item i WHERE i.list_id = ${listId} AND i.show_id = s.id), s.id`;
export const permanentCollectionOrder = (key: string): Sql =>
  sql`(SELECT i.position FROM permanent_collection_item i WHERE i.collection_key = ${key} AND i.show_id = s.id), s.id`;

/** A permanent collection's shows, in the order operators set unless a sort is asked for. */
export const permanentCollectionSet = (key: string) => ({
  showIds: permanentCollectionShows(key),
  ownOrder: permanentCollectionOrder(key),
});
/** A periodic list's shows, in its own order unless a sort is asked for. */
export const periodicListSet = (listId: number) => ({ showIds: periodicListShows(listId), ownOrder: periodicListOrder(listId) });
