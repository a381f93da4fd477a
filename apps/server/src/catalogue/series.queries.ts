/** Series: the row that ties the seasons of one drama (each a show of its own) together. */
import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';

export async function createSeries(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql`INSERT INTO series (name) VALUES (${name}) RETURNING id`);
  return row!.id;
}

export async function renameSeries(db: Queryable, id: number, name: string): Promise<void> {
  await db.query(sql`UPDATE series SET name = ${name} WHERE id = ${id}`);
}

/** The series a show belongs to: undefined for an unknown show, null for a show of one season. */
export async function seriesOfShow(db: Queryable, showId: number): Promise<number | null | undefined> {
  const [row] = await db.query<{ series_id: number | null }>(sql`SELECT series_id FROM show WHERE id = ${showId}`);
  return row?.series_id;
}
