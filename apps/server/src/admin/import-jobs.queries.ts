/** Import jobs: at most one running across instances (a partial unique index), progress and the log's tail. */
import { ImportJob, type ImportJobBody } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { shared, sql } from '../db/sql.js';

/** A running job whose instance has not written for this long has lost its server. */
export const STALE_AFTER_SECONDS = 30;
export const LOG_LINES = 50;

const JobRow = z.object({
  id: Int,
  kind: ImportJob.shape.kind,
  options: z.string(),
  status: ImportJob.shape.status,
  requested_by: z.string().nullable(),
  done: Int,
  total: Int,
  added: Int,
  updated: Int,
  failed: Int,
  log: z.string(),
  error: z.string().nullable(),
  started_at: Timestamp,
  finished_at: Timestamp.nullable(),
});
type JobRow = z.infer<typeof JobRow>;
const IdRow = z.object({ id: Int });

const toJob = (r: JobRow): ImportJob => ({
  id: r.id,
  kind: r.kind,
  options: JSON.parse(r.options) as Record<string, unknown>,
  status: r.status,
  requestedBy: r.requested_by,
  progress: { done: r.done, total: r.total },
  counts: { added: r.added, updated: r.updated, failed: r.failed },
  log: r.log ? r.log.split('\n').slice(-LOG_LINES) : [],
  error: r.error,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

const SELECT = sql`SELECT j.id, j.kind, j.options, j.status, u.username AS requested_by, j.done, j.total, j.added, j.updated,
  j.failed, j.log, j.error, j.started_at, j.finished_at FROM import_job j LEFT JOIN app_user u ON u.id = j.requested_by`;

export async function listImportJobs(db: Queryable): Promise<ImportJob[]> {
  return (await rows(db, JobRow, sql`${SELECT} ORDER BY j.id DESC LIMIT 50`)).map(toJob);
}

export async function findImportJob(db: Queryable, id: number): Promise<ImportJob | undefined> {
  const row = await firstRow(db, JobRow, sql`${SELECT} WHERE j.id = ${id}`);
  return row && toJob(row);
}

/** Marks failed every running job whose server stopped (no heartbeat for STALE_AFTER_SECONDS). */
export async function failStaleJobs(db: Queryable): Promise<number[]> {
  const failed = await rows(
    db,
    IdRow,
    sql`UPDATE import_job SET status = 'failed', finished_at = now(),
          error = 'The server running this import stopped; start the import again to resume it'
        WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}) RETURNING id`,
  );
  return failed.map((r) => r.id);
}

/** The new job's id, or null when another job is running (on any instance). */
export async function startImportJob(tx: Queryable, body: ImportJobBody, userId: number): Promise<number | null> {
  const { kind, ...options } = body;
  const row = await firstRow(
    tx,
    IdRow,
    sql`INSERT INTO import_job (kind, options, requested_by) VALUES (${kind}, ${JSON.stringify(options)}, ${userId})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return row?.id ?? null;
}

export interface JobProgress {
  done: number;
  total: number;
  added: number;
  updated: number;
  failed: number;
  lines: string[];
}

/** Progress and new log lines; also the heartbeat. */
export async function saveJobProgress(db: Queryable, id: number, p: JobProgress): Promise<void> {
  const lines = shared(p.lines.join('\n'));
  await db.query(
    sql`UPDATE import_job SET done = ${p.done}, total = ${p.total}, added = ${p.added}, updated = ${p.updated}, failed = ${p.failed},
          log = CASE WHEN ${lines} = '' THEN log WHEN log = '' THEN ${lines} ELSE log || E'\\n' || ${lines} END,
          heartbeat_at = now()
        WHERE id = ${id}`,
  );
}

export async function finishImportJob(db: Queryable, id: number, error: string | null): Promise<void> {
  await db.query(
    sql`UPDATE import_job SET status = ${error ? 'failed' : 'succeeded'}, error = ${error}, finished_at = now(), heartbeat_at = now()
        WHERE id = ${id}`,
  );
}
