/** Import jobs: at most one running across instances (a partial unique index), progress and the log's tail. */
import type { ImportJob, ImportJobBody } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { shared, sql } from '../db/sql.js';

/** A running job whose instance has not written for this long has lost its server. */
export const STALE_AFTER_SECONDS = 30;
export const LOG_LINES = 50;

interface JobRow {
  id: number;
  kind: ImportJob['kind'];
  options: string;
  status: ImportJob['status'];
  requested_by: string | null;
  done: number;
  total: number;
  added: number;
  updated: number;
  failed: number;
  log: string;
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

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
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

const SELECT = sql`SELECT j.id, j.kind, j.options, j.status, u.username AS requested_by, j.done, j.total, j.added, j.updated,
  j.failed, j.log, j.error, j.started_at, j.finished_at FROM import_job j LEFT JOIN app_user u ON u.id = j.requested_by`;

export async function listImportJobs(db: Queryable): Promise<ImportJob[]> {
  return (await db.query<JobRow>(sql`${SELECT} ORDER BY j.id DESC LIMIT 50`)).map(toJob);
}

export async function findImportJob(db: Queryable, id: number): Promise<ImportJob | undefined> {
  const [row] = await db.query<JobRow>(sql`${SELECT} WHERE j.id = ${id}`);
  return row && toJob(row);
}

/** Marks failed every running job whose server stopped (no heartbeat for STALE_AFTER_SECONDS). */
export async function failStaleJobs(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    sql`UPDATE import_job SET status = 'failed', finished_at = now(),
          error = 'The server running this import stopped; start the import again to resume it'
        WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}) RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/** The new job's id, or null when another job is running (on any instance). */
export async function startImportJob(tx: Queryable, body: ImportJobBody, userId: number): Promise<number | null> {
  const { kind, ...options } = body;
  const [row] = await tx.query<{ id: number }>(
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
