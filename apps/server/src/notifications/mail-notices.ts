/**
 * Mail about episodes (decision 0050): the email channel of new-episode notices and the daily/weekly digest job.
 * Both queue through the mail outbox in the transaction that claims them in a ledger (notification_delivery per
 * fan, episode and channel; mail_digest_delivery per fan and period), so each goes out at most once. Every such mail
 * carries RFC 8058 one-click unsubscribe headers.
 */
import type { FastifyInstance } from 'fastify';
import { resolveJwtSecret } from '../accounts/jwt-secret.js';
import type { Queryable } from '../db/client.js';
import type { JobHandler } from '../jobs/job-runner.js';
import type { EpisodeMailKind } from '../mail/templates.js';
import type { NotificationChannel } from './channels.js';
import { claimDigests, digestEpisodes } from './digests.queries.js';
import type { EpisodeLine } from '../mail/notice-copy.js';
import { dueTargets, noticeFans, showNameIn, type NoticeFan } from './notice-targets.queries.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export const MAIL_DIGEST_JOB = 'mail-digest';
/** How soon the digest job looks again. */
export const DIGEST_EVERY_SECONDS = 300;
const DIGEST_BATCH = 200;
/** A notice or digest not sent within a day is stale. */
const EXPIRES_IN_MINUTES = 24 * 60;

export type EpisodeMailer = (
  tx: Queryable,
  fan: NoticeFan,
  kind: EpisodeMailKind,
  episodes: EpisodeLine[],
  period?: string,
) => Promise<void>;

/** Queues one mail about episodes to a fan's confirmed address, with its unsubscribe link and headers. */
export function episodeMailer(app: FastifyInstance): EpisodeMailer {
  const secret = resolveJwtSecret(app.config);
  const site = app.config.siteUrl;
  return async (tx, fan, kind, episodes, period) => {
    if (!fan.email || !fan.email_verified) return;
    const unsubscribe = `${site}/api/mail/unsubscribe/${unsubscribeToken(secret, fan.id)}`;
    await app.mail.send(tx, {
      kind,
      to: fan.email,
      language: fan.mail_language,
      values: { username: fan.username, episodes, period, link: `${site}/calendar`, unsubscribeLink: unsubscribe },
      expiresInMinutes: EXPIRES_IN_MINUTES,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  };
}

/** The email channel: one mail per fan for the episodes of a batch. */
export function emailChannel(send: EpisodeMailer): NotificationChannel {
  return {
    name: 'email',
    async deliver(tx, due) {
      const { fans, names } = await dueTargets(tx, due);
      const byFan = new Map<number, EpisodeLine[]>();
      for (const d of due) {
        const lines = byFan.get(d.userId) ?? [];
        const show = showNameIn(names.get(d.showId), fans.get(d.userId)?.mail_language ?? 'en');
        lines.push({ show, season: d.season, episode: d.episode, airDate: d.airDate });
        byFan.set(d.userId, lines);
      }
      for (const [userId, lines] of byFan) {
        const fan = fans.get(userId);
        if (fan) await send(tx, fan, 'new-episodes', lines);
      }
    },
  };
}

/**
 * The digest job: every few minutes, claims the digests whose time has come (08:00 local on the period's first day:
 * each day, or Monday) and queues those with episodes. A digest missed while the service was down goes out later
 * in its period, once; a past period is not sent.
 */
export function digestJob(send: EpisodeMailer): JobHandler {
  return {
    kind: MAIL_DIGEST_JOB,
    async run(tx, _job, now) {
      const claimed = await claimDigests(tx, now, DIGEST_BATCH);
      const withEpisodes = claimed.filter((c) => c.episodes > 0);
      if (withEpisodes.length) {
        const fans = await noticeFans(
          tx,
          withEpisodes.map((c) => c.user_id),
        );
        const lines = await digestEpisodes(tx, withEpisodes);
        for (const c of withEpisodes) {
          const fan = fans.get(c.user_id);
          if (fan) await send(tx, fan, c.digest === 'daily' ? 'digest-daily' : 'digest-weekly', lines.get(c.user_id) ?? [], c.first_day);
        }
      }
      const again = claimed.length >= DIGEST_BATCH ? 0 : DIGEST_EVERY_SECONDS;
      return { runAt: new Date(now.getTime() + again * 1000), state: {} };
    },
  };
}
