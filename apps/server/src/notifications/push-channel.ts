/**
 * The push channel (decision 0050): a due episode becomes a message to each of the fan's subscribed devices, queued
 * in the ledger's transaction (push_outbox) and sent after the commit by the push sender: at most once per fan,
 * episode and channel; a send that fails is retried from the outbox, never claimed again.
 */
import { enqueuePushes } from '../push/push-outbox.queries.js';
import type { NotificationChannel } from './channels.js';
import { NOTICE_COPY } from '../mail/notice-copy.js';
import { dueTargets, showNameIn } from './notice-targets.queries.js';

export const pushChannel: NotificationChannel = {
  name: 'push',
  async deliver(tx, due) {
    const { fans, names } = await dueTargets(tx, due);
    await enqueuePushes(
      tx,
      due.map((d) => {
        const language = fans.get(d.userId)?.mail_language ?? 'en';
        const copy = NOTICE_COPY[language];
        const show = showNameIn(names.get(d.showId), language);
        return {
          userId: d.userId,
          payload: {
            title: copy.newEpisodeTitle(show),
            body: copy.episodeLine({ show, season: d.season, episode: d.episode, airDate: d.airDate }),
            url: `/details/${d.showId}`,
            tag: `episode-${d.showId}-${d.season}-${d.episode}`,
          },
        };
      }),
    );
  },
};
