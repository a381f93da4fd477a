/** Show corrections and hiding as the console edits them (show_override; applied to `show` at once). */
import type { AdminShow, ShowPatchBody } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

const AdminShowRow = z.object({
  id: Int,
  hidden: z.boolean(),
  name: z.string(),
  original_name: z.string(),
  overview: z.string(),
  override_name: z.string().nullable(),
  override_original_name: z.string().nullable(),
  override_overview: z.string().nullable(),
});
type AdminShowRow = z.infer<typeof AdminShowRow>;
const TermRow = z.object({ term: z.string() });

const ADMIN_SHOW = sql`SELECT s.id, s.hidden, s.name, s.original_name, s.overview,
    o.name AS override_name, o.original_name AS override_original_name, o.overview AS override_overview
  FROM show s LEFT JOIN show_override o ON o.show_id = s.id`;

export async function findAdminShow(db: Queryable, id: number): Promise<AdminShow | undefined> {
  const row = await firstRow(db, AdminShowRow, sql`${ADMIN_SHOW} WHERE s.id = ${id}`);
  return row && toAdminShow(row);
}

/** Every hidden show, by name. */
export async function hiddenShows(db: Queryable): Promise<AdminShow[]> {
  return (await rows(db, AdminShowRow, sql`${ADMIN_SHOW} WHERE s.hidden ORDER BY s.name, s.id`)).map(toAdminShow);
}

function toAdminShow(row: AdminShowRow): AdminShow {
  return {
    id: row.id,
    hidden: row.hidden,
    name: row.name,
    original_name: row.original_name,
    overview: row.overview,
    overrides: { name: row.override_name, original_name: row.override_original_name, overview: row.override_overview },
  };
}

/** An absent field keeps its correction; null clears it (the imported value shows again). */
function next(field: string | null | undefined, column: 'name' | 'original_name' | 'overview') {
  const current = column === 'name' ? sql`o.name` : column === 'original_name' ? sql`o.original_name` : sql`o.overview`;
  return field === undefined ? current : sql`${field}`;
}

/** Saves the override and applies it to the show, whose current values are the imported ones on a first override. */
export async function saveShowOverride(tx: Queryable, id: number, patch: ShowPatchBody): Promise<void> {
  await tx.query(
    sql`INSERT INTO show_override (show_id, imported_name, imported_original_name, imported_overview)
        SELECT id, name, original_name, overview FROM show WHERE id = ${id} ON CONFLICT (show_id) DO NOTHING`,
  );
  const o = patch.overrides ?? {};
  await tx.query(
    sql`UPDATE show_override o SET hidden = coalesce(${patch.hidden ?? null}::boolean, o.hidden),
          name = ${next(o.name, 'name')}, original_name = ${next(o.original_name, 'original_name')},
          overview = ${next(o.overview, 'overview')}, updated_at = now()
        WHERE o.show_id = ${id}`,
  );
  await tx.query(
    sql`UPDATE show s SET hidden = o.hidden, name = coalesce(o.name, o.imported_name, s.name),
          original_name = coalesce(o.original_name, o.imported_original_name, s.original_name),
          overview = coalesce(o.overview, o.imported_overview, s.overview), updated_at = now()
        FROM show_override o WHERE o.show_id = s.id AND s.id = ${id}`,
  );
}

/** The show's other titles (alternative names), as stored for search, to re-index it under corrected names. */
export async function alternativeTitles(db: Queryable, id: number): Promise<string[]> {
  const terms = await rows(
    db,
    TermRow,
    sql`SELECT term FROM show_search_term WHERE show_id = ${id} AND kind = 'alternative' ORDER BY term`,
  );
  return terms.map((r) => r.term);
}
