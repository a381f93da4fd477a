/**
 * The job queue (migration 0086, decision 0047): a row per scheduled job, claimed when due by one instance at a time
 * (FOR UPDATE SKIP LOCKED) and run inside the claim's transaction, so a crash or a restart mid-run rolls the run
 * back and leaves the job due for whichever instance polls next.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export const JobState = z.record(z.string(), z.unknown());
export type JobState = z.infer<typeof JobState>;

const ClaimedJobRow = z.object({ id: Int, kind: z.string(), key: z.string(), state: JobState, attempts: Int });
export type ClaimedJob = z.infer<typeof ClaimedJobRow>;

/** Adds a job unless one of that kind and key exists (then nothing changes). */
export async function enqueueJob(
  db: Queryable,
  job: { kind: string; key?: string; userId?: number; runAt: Date; state?: JobState },
): Promise<void> {
  await db.query(
    sql`INSERT INTO scheduled_job (kind, key, user_id, run_at, state)
        VALUES (${job.kind}, ${job.key ?? ''}, ${job.userId ?? null}, ${job.runAt.toISOString()}::timestamptz, ${JSON.stringify(job.state ?? {})}::jsonb)
        ON CONFLICT (kind, key) DO NOTHING`,
  );
}

/** In the caller's transaction: the oldest due job of these kinds no other transaction holds, locked until commit. */
export async function claimDueJob(tx: Queryable, kinds: readonly string[], now: Date): Promise<ClaimedJob | undefined> {
  return firstRow(
    tx,
    ClaimedJobRow,
    sql`SELECT id::int AS id, kind, key, state, attempts FROM scheduled_job
        WHERE run_at <= ${now.toISOString()}::timestamptz AND kind = ANY(${kinds}::text[])
        ORDER BY run_at, id LIMIT 1
        FOR UPDATE SKIP LOCKED`,
  );
}

/** The run succeeded: next run (or the job is finished and removed). */
export async function finishJob(tx: Queryable, id: number, next: { runAt: Date; state: JobState } | 'done'): Promise<void> {
  if (next === 'done') await tx.query(sql`DELETE FROM scheduled_job WHERE id = ${id}`);
  else
    await tx.query(
      sql`UPDATE scheduled_job SET run_at = ${next.runAt.toISOString()}::timestamptz, state = ${JSON.stringify(next.state)}::jsonb,
                 attempts = 0, last_error = NULL
          WHERE id = ${id}`,
    );
}

/** The run failed (its transaction rolled back): try again after `delaySeconds`, keeping the error for operators. */
export async function failJob(db: Queryable, id: number, error: string, delaySeconds: number, now: Date): Promise<void> {
  await db.query(
    sql`UPDATE scheduled_job SET attempts = attempts + 1, last_error = ${error.slice(0, 500)},
               run_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${delaySeconds})
        WHERE id = ${id}`,
  );
}

const JobRow = z.object({
  kind: z.string(),
  key: z.string(),
  run_at: z.date(),
  state: JobState,
  attempts: Int,
  last_error: z.string().nullable(),
});
export type JobRow = z.infer<typeof JobRow>;

/** One job as stored (tests, operators). */
export async function jobOf(db: Queryable, kind: string, key = ''): Promise<JobRow | undefined> {
  return firstRow(
    db,
    JobRow,
    sql`SELECT kind, key, run_at, state, attempts, last_error FROM scheduled_job WHERE kind = ${kind} AND key = ${key}`,
  );
}

/** Replaces a job's state (tests set a watermark; operators may rewind one). */
export async function setJobState(db: Queryable, kind: string, key: string, state: JobState): Promise<void> {
  await db.query(sql`UPDATE scheduled_job SET state = ${JSON.stringify(state)}::jsonb WHERE kind = ${kind} AND key = ${key}`);
}

export const jobsOfUser = (db: Queryable, userId: number) =>
  rows(db, z.object({ id: Int }), sql`SELECT id::int AS id FROM scheduled_job WHERE user_id = ${userId}`);
