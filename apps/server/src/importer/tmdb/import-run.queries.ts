/** Statements of an import run (the rest are still inline in import-run.ts). */
import type { Queryable } from '../../db/client.js';
import { sql } from '../../db/sql.js';

/** The shows a run has written (added or updated), whose people then get their details. */
export async function writtenShowsOfRun(db: Queryable, runId: number): Promise<number[]> {
  const rows = await db.query<{ show_id: number }>(
    sql`SELECT show_id FROM import_run_show WHERE run_id = ${runId} AND status IN ('added', 'updated') ORDER BY position`,
  );
  return rows.map((r) => r.show_id);
}
