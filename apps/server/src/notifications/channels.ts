/**
 * Where a due notification goes (decision 0047). A channel delivers inside the transaction that writes the
 * delivery ledger's rows, so a delivery and its record commit together. In-app is such a channel; push and mail
 * (issue 27's later parts) plug in here: they write their outbox rows in that transaction and send after the commit,
 * so they too go out at most once per fan, episode and channel.
 */
import type { NotificationChannelName } from '@klama/contract';
import type { Queryable } from '../db/client.js';

/** A new episode due for one fan on one channel. */
export interface DueEpisode {
  userId: number;
  showId: number;
  season: number;
  episode: number;
  airDate: string;
  dueAt: Date;
}

export interface NotificationChannel {
  name: NotificationChannelName;
  deliver(tx: Queryable, due: readonly DueEpisode[]): Promise<void>;
}
