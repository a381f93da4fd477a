/**
 * Runs due jobs of the queue (queue.queries.ts). Each instance has a runner; its timer only polls the table, which
 * is the source of truth: whichever instance claims a job first runs it, the others skip it (decision 0047).
 */
import type { Database, Queryable } from '../db/client.js';
import { claimDueJob, failJob, finishJob, type ClaimedJob, type JobState } from './queue.queries.js';

export interface JobHandler {
  kind: string;
  /** Runs in the claim's transaction; answers when to run next (and its state then), or 'done'. */
  run(tx: Queryable, job: ClaimedJob, now: Date): Promise<{ runAt: Date; state: JobState } | 'done'>;
}

export interface JobLog {
  error(message: string): void;
}

export const jobRetrySeconds = (attempts: number) => Math.min(30 * 2 ** attempts, 3600);

/** Runs in one pass at most (a job that reschedules itself as due at once, a full batch, runs again in the pass). */
const MAX_RUNS_PER_PASS = 50;

/** Runs every job due at `now` once, one after another; answers how many ran. */
export async function runDueJobs(db: Database, handlers: readonly JobHandler[], now: Date, log: JobLog): Promise<number> {
  const byKind = new Map(handlers.map((h) => [h.kind, h]));
  const kinds = [...byKind.keys()];
  let ran = 0;
  while (ran < MAX_RUNS_PER_PASS) {
    let claimed: ClaimedJob | undefined;
    try {
      await db.transaction(async (tx) => {
        claimed = await claimDueJob(tx, kinds, now);
        if (!claimed) return;
        await finishJob(tx, claimed.id, await byKind.get(claimed.kind)!.run(tx, claimed, now));
      });
    } catch (error) {
      if (!claimed) throw error;
      const message = (error as Error).message || String(error);
      log.error(`job ${claimed.kind}${claimed.key ? ` ${claimed.key}` : ''} failed (attempt ${claimed.attempts + 1}): ${message}`);
      await failJob(db, claimed.id, message, jobRetrySeconds(claimed.attempts), now);
    }
    if (!claimed) break;
    ran++;
  }
  return ran;
}

export interface JobRunnerOptions {
  /** how often the queue is polled (default 30 s) */
  pollMs?: number;
  /** false: the runner does not poll by itself (tests drive `runDue` with their own clock) */
  start?: boolean;
}

const POLL_MS = 30_000;

/** The per-instance poller: a timer that asks the queue, never the record of what is due. */
export class JobRunner {
  private running: Promise<unknown> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: readonly JobHandler[],
    private readonly log: JobLog,
    private readonly options: JobRunnerOptions = {},
  ) {}

  start(): void {
    if (this.options.start === false) return;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    void this.poll();
  }

  /** Runs what is due at `now` (tests pass their clock); one pass at a time per instance. */
  async runDue(now = new Date()): Promise<number> {
    while (this.running) await this.running.catch(() => undefined);
    const pass = runDueJobs(this.db, this.handlers, now, this.log);
    this.running = pass;
    try {
      return await pass;
    } finally {
      this.running = null;
    }
  }

  private async poll(): Promise<void> {
    if (this.stopped || this.running) return;
    try {
      await this.runDue();
    } catch (error) {
      this.log.error(`job queue: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
