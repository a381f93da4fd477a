/**
 * The new-episodes job (decision 0047): one row in the job queue, run by whichever instance claims it, that hands
 * every fan's due episodes to the channels. Its state is a watermark, the end of the last window it finished:
 * each run covers (watermark, now], so after downtime the next run catches up on what fell due meanwhile (once,
 * late), except what is older than `CATCH_UP_HOURS`; a fan who starts following a show after an episode fell due
 * is not told about it. The first run ever starts at its own time (no back-fill on installation).
 */
import type { JobHandler } from '../jobs/job-runner.js';
import type { NotificationChannel } from './channels.js';
import { claimDueEpisodes } from './new-episodes.queries.js';

export const NEW_EPISODES_JOB = 'new-episodes';
/** Missed notices older than this after downtime are dropped, not sent days late. */
export const CATCH_UP_HOURS = 72;
/** Deliveries per transaction; a full batch makes the job run again at once. */
export const NEW_EPISODES_BATCH = 500;
/** How soon the job looks again: notices go out within this of their time. */
export const NEW_EPISODES_EVERY_SECONDS = 60;

export function newEpisodesJob(channels: readonly NotificationChannel[], options: { batch?: number } = {}): JobHandler {
  const batch = options.batch ?? NEW_EPISODES_BATCH;
  const byName = new Map(channels.map((c) => [c.name, c]));
  return {
    kind: NEW_EPISODES_JOB,
    async run(tx, job, now) {
      const watermark = typeof job.state.until === 'string' ? new Date(job.state.until) : null;
      if (!watermark || Number.isNaN(watermark.getTime()) || watermark > now)
        return { runAt: new Date(now.getTime() + NEW_EPISODES_EVERY_SECONDS * 1000), state: { until: now.toISOString() } };
      const from = new Date(Math.max(watermark.getTime(), now.getTime() - CATCH_UP_HOURS * 3600_000));
      const due = await claimDueEpisodes(tx, { from, until: now }, [...byName.keys()], batch);
      let count = 0;
      for (const [name, list] of due) {
        count += list.length;
        await byName.get(name)!.deliver(tx, list);
      }
      // a full batch may have left some: run again at once from the same watermark (the ledger skips what is done)
      if (count >= batch) return { runAt: now, state: job.state };
      return { runAt: new Date(now.getTime() + NEW_EPISODES_EVERY_SECONDS * 1000), state: { until: now.toISOString() } };
    },
  };
}
