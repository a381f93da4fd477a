/** An import run and its shows: what was picked, what is pending, how each ended. */
import { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { insertRows } from '../../db/bulk.js';
import { firstRow, Int, rows } from '../../db/rows.js';
import { sql } from '../../db/sql.js';

const IdRow = z.object({ id: Int });
const ShowIdRow = z.object({ show_id: Int });

export type ShowOutcome = 'added' | 'updated';

/** The unfinished run of this selection (resumed), else a new one (an unfinished run of another selection is closed). */
export async function openRun(db: Database, selection: string, restart: boolean): Promise<{ runId: number; resumed: boolean }> {
  return db.transaction(async (tx) => {
    const open = await firstRow(
      tx,
      IdRow.extend({ options: z.string() }),
      sql`SELECT id, options FROM import_run WHERE kind = 'tmdb' AND finished_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    );
    if (open && open.options === selection && !restart) return { runId: open.id, resumed: true };
    // a different selection (or --restart) abandons the unfinished run
    if (open) await finishRun(tx, open.id);
    const row = await firstRow(tx, IdRow, sql`INSERT INTO import_run (kind, options) VALUES ('tmdb', ${selection}) RETURNING id`);
    return { runId: row!.id, resumed: false };
  });
}

export async function isDiscovered(db: Queryable, runId: number): Promise<boolean> {
  const run = await firstRow(db, z.object({ discovered: z.boolean() }), sql`SELECT discovered FROM import_run WHERE id = ${runId}`);
  return run!.discovered;
}

/** Records the run's shows in their order and marks the run discovered (call in one transaction). */
export async function recordDiscovered(tx: Queryable, runId: number, showIds: readonly number[]): Promise<void> {
  await insertRows(
    tx,
    'import_run_show',
    ['run_id', 'show_id', 'position'],
    showIds.map((id, i) => [runId, id, i]),
    'ON CONFLICT DO NOTHING',
  );
  await tx.query(sql`UPDATE import_run SET discovered = true WHERE id = ${runId}`);
}

export async function pendingShows(db: Queryable, runId: number): Promise<number[]> {
  const pending = await rows(
    db,
    ShowIdRow,
    sql`SELECT show_id FROM import_run_show WHERE run_id = ${runId} AND status = 'pending' ORDER BY position`,
  );
  return pending.map((r) => r.show_id);
}

export async function markShowDone(tx: Queryable, runId: number, showId: number, outcome: ShowOutcome): Promise<void> {
  await tx.query(sql`UPDATE import_run_show SET status = ${outcome}, error = NULL WHERE run_id = ${runId} AND show_id = ${showId}`);
}

export async function markShowFailed(db: Queryable, runId: number, showId: number, error: string): Promise<void> {
  await db.query(sql`UPDATE import_run_show SET status = 'failed', error = ${error} WHERE run_id = ${runId} AND show_id = ${showId}`);
}

export async function finishRun(db: Queryable, runId: number): Promise<void> {
  await db.query(sql`UPDATE import_run SET finished_at = now() WHERE id = ${runId}`);
}

export async function failedShows(db: Queryable, runId: number): Promise<{ showId: number; error: string }[]> {
  return rows(
    db,
    z.object({ showId: Int, error: z.string() }),
    sql`SELECT show_id AS "showId", coalesce(error, '') AS error FROM import_run_show
        WHERE run_id = ${runId} AND status = 'failed' ORDER BY position`,
  );
}

export async function runCounts(db: Queryable, runId: number) {
  const counts = await rows(
    db,
    z.object({ status: z.string(), n: Int }),
    sql`SELECT status, count(*)::int AS n FROM import_run_show WHERE run_id = ${runId} GROUP BY status`,
  );
  const of = (s: string) => counts.find((r) => r.status === s)?.n ?? 0;
  const total = counts.reduce((sum, r) => sum + r.n, 0);
  return { total, done: total - of('pending'), added: of('added'), updated: of('updated'), failed: of('failed') };
}

/** The shows a run has written (added or updated), whose people then get their details. */
export async function writtenShowsOfRun(db: Queryable, runId: number): Promise<number[]> {
  const written = await rows(
    db,
    ShowIdRow,
    sql`SELECT show_id FROM import_run_show WHERE run_id = ${runId} AND status IN ('added', 'updated') ORDER BY position`,
  );
  return written.map((r) => r.show_id);
}
