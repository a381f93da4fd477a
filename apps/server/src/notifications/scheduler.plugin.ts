/**
 * The instance's job runner (decision 0047): `app.scheduler` polls the job queue and runs the jobs due, here the
 * new-episodes job with its channels (in-app, push, and email, which needs the app's mail) and the digest job.
 */
import type { FastifyInstance } from 'fastify';
import { JobRunner, type JobHandler, type JobRunnerOptions } from '../jobs/job-runner.js';
import type { NotificationChannel } from './channels.js';
import { inAppChannel } from './in-app-channel.js';
import { digestJob, emailChannel, episodeMailer } from './mail-notices.js';
import { newEpisodesJob } from './new-episodes.js';
import { pushChannel } from './push-channel.js';

export interface SchedulerOptions extends JobRunnerOptions {
  channels?: readonly NotificationChannel[];
  /** deliveries per transaction (tests make it small to see batches) */
  batch?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: JobRunner;
  }
}

export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = [inAppChannel, pushChannel];

export function schedulerJobs(options: SchedulerOptions = {}): JobHandler[] {
  return [newEpisodesJob(options.channels ?? NOTIFICATION_CHANNELS, { batch: options.batch })];
}

export function registerScheduler(app: FastifyInstance, options: SchedulerOptions = {}): void {
  const mailer = episodeMailer(app);
  const channels = options.channels ?? [...NOTIFICATION_CHANNELS, emailChannel(mailer)];
  const runner = new JobRunner(
    app.db,
    [...schedulerJobs({ ...options, channels }), digestJob(mailer)],
    { error: (m) => app.log.error(m) },
    { pollMs: app.config.jobPollMs, ...options },
  );
  app.decorate('scheduler', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
