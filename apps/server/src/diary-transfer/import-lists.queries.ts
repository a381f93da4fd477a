/** The statements of a list import (import-lists.ts): the account's lists as they are, and the additions. */
import type { ImportedList } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

const ListRow = z.object({ id: Int, name: z.string(), held: Int });
const ItemRow = z.object({ list_id: Int, show_id: Int });

/** The account's lists in their order, with how many shows each holds. */
export const listsWithCounts = (q: Queryable, userId: number) =>
  rows(
    q,
    ListRow,
    sql`SELECT l.id, l.name, (SELECT count(*)::int FROM user_list_item i WHERE i.list_id = l.id) AS held
        FROM user_list l WHERE l.user_id = ${userId} ORDER BY l.id`,
  );

export const itemsOfLists = async (q: Queryable, listIds: readonly number[]) =>
  listIds.length ? rows(q, ItemRow, sql`SELECT list_id, show_id FROM user_list_item WHERE list_id = ANY(${listIds}::int[])`) : [];

export async function createList(tx: Queryable, userId: number, list: Pick<ImportedList, 'name' | 'description' | 'visibility'>) {
  const row = await firstRow(
    tx,
    z.object({ id: Int }),
    sql`INSERT INTO user_list (user_id, name, description, visibility)
        VALUES (${userId}, ${list.name}, ${list.description}, ${list.visibility}) RETURNING id`,
  );
  return row!.id;
}

/** Adds shows with their notes after the `held` the list has, in order. */
export async function appendToList(tx: Queryable, listId: number, held: number, add: readonly { showId: number; note: string }[]) {
  await tx.query(
    sql`INSERT INTO user_list_item (list_id, show_id, position, note)
        SELECT ${listId}, x.show_id, ${held} + x.ord, x.note
        FROM unnest(${add.map((a) => a.showId)}::int[], ${add.map((a) => a.note)}::text[]) WITH ORDINALITY AS x(show_id, note, ord)`,
  );
  await tx.query(sql`UPDATE user_list SET updated_at = now() WHERE id = ${listId}`);
}
