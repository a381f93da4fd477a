/** Series: the row that ties the seasons of one drama (each a show of its own) together. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

export async function createSeries(db: Queryable, name: string): Promise<number> {
  return (await firstRow(db, z.object({ id: Int }), sql`INSERT INTO series (name) VALUES (${name}) RETURNING id`))!.id;
}

export async function renameSeries(db: Queryable, id: number, name: string): Promise<void> {
  await db.query(sql`UPDATE series SET name = ${name} WHERE id = ${id}`);
}

/** The series a show belongs to: undefined for an unknown show, null for a show of one season. */
export async function seriesOfShow(db: Queryable, showId: number): Promise<number | null | undefined> {
  return (await firstRow(db, z.object({ series_id: Int.nullable() }), sql`SELECT series_id FROM show WHERE id = ${showId}`))?.series_id;
}
