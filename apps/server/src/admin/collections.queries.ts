/** Collections as the console edits them: both kinds, their shows, a periodic collection's dated lists. */
import { AdminCollection, type CreateCollectionBody, type UpdateCollectionBody } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { blankToNull } from '../marketing/profile.queries.js';

const Korean = { name_ko: z.string().nullable(), description_ko: z.string().nullable() };
const PermanentRow = AdminCollection.pick({ key: true, name: true, description: true }).extend({ show_ids: z.array(Int), ...Korean });
const PeriodicRow = AdminCollection.pick({ key: true, name: true, description: true, lists: true }).extend({
  frequency: AdminCollection.shape.frequency.unwrap(),
  ...Korean,
});
const koreanOf = (r: { name_ko: string | null; description_ko: string | null }) => ({ name: r.name_ko, description: r.description_ko });
const IdRow = z.object({ id: Int });

export async function adminCollections(db: Queryable, key?: string): Promise<AdminCollection[]> {
  const only = (column: string) => (key === undefined ? sql`` : column === 'p' ? sql`WHERE p.key = ${key}` : sql`WHERE c.key = ${key}`);
  const permanent = await rows(
    db,
    PermanentRow,
    sql`SELECT p.key, p.name, p.description, p.name_ko, p.description_ko,
          coalesce((SELECT array_agg(i.show_id ORDER BY i.position, i.show_id) FROM permanent_collection_item i
                    WHERE i.collection_key = p.key), '{}') AS show_ids
        FROM permanent_collection p ${only('p')}`,
  );
  const periodic = await rows(
    db,
    PeriodicRow,
    sql`SELECT c.key, c.name, c.description, c.frequency, c.name_ko, c.description_ko,
          coalesce((SELECT json_agg(json_build_object('id', l.id, 'releaseDate', to_char(l.release_date, 'YYYY-MM-DD'),
                      'showIds', coalesce((SELECT json_agg(i.show_id ORDER BY i.position, i.show_id) FROM periodic_list_item i
                                           WHERE i.list_id = l.id), '[]'::json)) ORDER BY l.release_date DESC)
                    FROM periodic_list l WHERE l.collection_key = c.key), '[]'::json) AS lists
        FROM periodic_collection c ${only('c')}`,
  );
  return [
    ...permanent.map((p) => ({
      key: p.key,
      name: p.name,
      description: p.description,
      kind: 'permanent' as const,
      frequency: null,
      showIds: p.show_ids,
      lists: [],
      ko: koreanOf(p),
    })),
    ...periodic.map((c) => ({
      key: c.key,
      name: c.name,
      description: c.description,
      kind: 'periodic' as const,
      frequency: c.frequency,
      showIds: c.lists[0]?.showIds ?? [],
      lists: c.lists,
      ko: koreanOf(c),
    })),
  ].sort((a, b) => a.key.localeCompare(b.key));
}

export async function findAdminCollection(db: Queryable, key: string): Promise<AdminCollection | undefined> {
  return (await adminCollections(db, key))[0];
}

/** Keys and names are unique across both kinds. */
export async function collectionTaken(db: Queryable, key: string, name: string): Promise<boolean> {
  const found = await db.query(
    sql`SELECT 1 FROM permanent_collection WHERE key = ${key} OR lower(name) = lower(${name})
        UNION ALL SELECT 1 FROM periodic_collection WHERE key = ${key} OR lower(name) = lower(${name})`,
  );
  return found.length > 0;
}

export async function insertCollection(tx: Queryable, c: CreateCollectionBody): Promise<void> {
  const nameKo = c.ko?.name ?? null;
  const descriptionKo = blankToNull(c.ko?.description ?? null);
  await tx.query(
    c.kind === 'permanent'
      ? sql`INSERT INTO permanent_collection (key, name, description, name_ko, description_ko)
            VALUES (${c.key}, ${c.name}, ${c.description}, ${nameKo}, ${descriptionKo})`
      : sql`INSERT INTO periodic_collection (key, name, description, frequency, name_ko, description_ko)
            VALUES (${c.key}, ${c.name}, ${c.description}, ${c.frequency ?? 'weekly'}, ${nameKo}, ${descriptionKo})`,
  );
}

/** Fields left out of `change` (and of its `ko`) stay as they are. */
export async function updateCollection(tx: Queryable, current: AdminCollection, change: UpdateCollectionBody): Promise<void> {
  const name = change.name ?? current.name;
  const description = change.description ?? current.description;
  const nameKo = change.ko?.name === undefined ? current.ko.name : change.ko.name;
  const descriptionKo = change.ko?.description === undefined ? current.ko.description : blankToNull(change.ko.description);
  await tx.query(
    current.kind === 'permanent'
      ? sql`UPDATE permanent_collection SET name = ${name}, description = ${description}, name_ko = ${nameKo},
              description_ko = ${descriptionKo} WHERE key = ${current.key}`
      : sql`UPDATE periodic_collection SET name = ${name}, description = ${description}, name_ko = ${nameKo},
              description_ko = ${descriptionKo}, frequency = ${change.frequency ?? current.frequency ?? 'weekly'} WHERE key = ${current.key}`,
  );
}

export async function nameTakenByOther(db: Queryable, key: string, name: string): Promise<boolean> {
  const found = await db.query(
    sql`SELECT 1 FROM permanent_collection WHERE key <> ${key} AND lower(name) = lower(${name})
        UNION ALL SELECT 1 FROM periodic_collection WHERE key <> ${key} AND lower(name) = lower(${name})`,
  );
  return found.length > 0;
}

export async function unknownShowIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const unknown = await rows(
    db,
    IdRow,
    sql`SELECT i.id FROM unnest(${ids}::int[]) AS i(id) WHERE NOT EXISTS (SELECT 1 FROM show s WHERE s.id = i.id) ORDER BY i.id`,
  );
  return unknown.map((r) => r.id);
}

export async function setPermanentItems(tx: Queryable, key: string, ids: readonly number[]): Promise<void> {
  await tx.query(sql`DELETE FROM permanent_collection_item WHERE collection_key = ${key}`);
  if (ids.length)
    await tx.query(
      sql`INSERT INTO permanent_collection_item (collection_key, show_id, position)
          SELECT ${key}, o.id, o.position FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position)`,
    );
}

export async function periodicListExists(db: Queryable, key: string, releaseDate: string): Promise<boolean> {
  return (
    (await db.query(sql`SELECT 1 FROM periodic_list WHERE collection_key = ${key} AND release_date = ${releaseDate}::date`)).length > 0
  );
}

export async function insertPeriodicList(tx: Queryable, key: string, releaseDate: string, ids: readonly number[]): Promise<number> {
  const list = await firstRow(
    tx,
    IdRow,
    sql`INSERT INTO periodic_list (collection_key, release_date) VALUES (${key}, ${releaseDate}::date) RETURNING id`,
  );
  if (ids.length)
    await tx.query(
      sql`INSERT INTO periodic_list_item (list_id, show_id, position)
          SELECT ${list!.id}, o.id, o.position FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position)`,
    );
  return list!.id;
}
