/** Periodic collections (dated lists) and permanent collections (timeless curated lists). */
import type { SortOption } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { shared, sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, orderBy, type CardRow } from '../catalogue/show-cards.js';

/** `latest` is the list with the greatest release date. */
export async function findPeriodicList(db: Queryable, key: string, listId: 'latest' | number) {
  const [list] = await db.query<{ id: number; release_date: string }>(
    listId === 'latest'
      ? sql`SELECT id, release_date FROM periodic_list WHERE collection_key = ${key} ORDER BY release_date DESC LIMIT 1`
      : sql`SELECT id, release_date FROM periodic_list WHERE collection_key = ${key} AND id = ${listId}`,
  );
  return list;
}

export async function periodicCollectionExists(db: Queryable, key: string): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM periodic_collection WHERE key = ${key}`)).length > 0;
}

/** A periodic list's shows, in its own order unless a sort is asked for. */
export const periodicListCards = (db: Queryable, listId: number, sort: SortOption | undefined) =>
  db.query<CardRow>(
    sql`SELECT ${CARD_COLUMNS} FROM periodic_list_item i JOIN visible_show s ON s.id = i.show_id WHERE i.list_id = ${listId}
        ORDER BY ${sort ? orderBy(sort) : sql`i.position, s.id`}`,
  );

export async function findPermanentCollection(db: Queryable, key: string) {
  const [collection] = await db.query<{ name: string; description: string }>(
    sql`SELECT name, description FROM permanent_collection WHERE key = ${key}`,
  );
  return collection;
}

/** A collection of either kind by its key. */
export async function findCollection(db: Queryable, key: string) {
  const k = shared(key);
  const [collection] = await db.query<{ kind: 'periodic' | 'permanent'; name: string; description: string }>(
    sql`SELECT 'permanent' AS kind, name, description FROM permanent_collection WHERE key = ${k}
        UNION ALL SELECT 'periodic', name, description FROM periodic_collection WHERE key = ${k}`,
  );
  return collection;
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
