/** How many shows there are, and of which source: what seeding and the sample's removal decide on. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import type { ShowFields } from '../db/show-columns.js';

type Source = ShowFields['source'];
const IdRow = z.object({ id: Int });

export async function isCatalogueEmpty(db: Queryable): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM show LIMIT 1`)).length === 0;
}

/** Every show (hidden ones too), or those of one source. */
export async function countShows(db: Queryable, source?: Source): Promise<number> {
  const where = source ? sql`WHERE source = ${source}` : sql``;
  return (await firstRow(db, z.object({ n: Int }), sql`SELECT count(*)::int AS n FROM show ${where}`))!.n;
}

export async function highestShowId(db: Queryable, source: Source): Promise<number | null> {
  return (await firstRow(db, z.object({ max: Int.nullable() }), sql`SELECT max(id) AS max FROM show WHERE source = ${source}`))!.max;
}

/** Which of `ids` are shows of the catalogue (hidden ones too). */
export async function knownShowIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await rows(db, IdRow, sql`SELECT id FROM show WHERE id = ANY(${ids}::int[])`)).map((r) => r.id));
}

/** Which of `ids` are shows of the public catalogue (not hidden by an operator): what a fan may put in a list. */
export async function publicShowIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  return new Set((await rows(db, IdRow, sql`SELECT id FROM visible_show WHERE id = ANY(${ids}::int[])`)).map((r) => r.id));
}

/** Which of `ids` are imported from TMDB, most popular first. */
export async function importedShowsByPopularity(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const imported = await rows(
    db,
    IdRow,
    sql`SELECT id FROM show WHERE source = 'tmdb' AND id = ANY(${ids}::int[]) ORDER BY popularity DESC, id`,
  );
  return imported.map((r) => r.id);
}
