/**
 * Which new episodes are due for which fans, claimed in the delivery ledger (migration 0086, decision 0047).
 *
 * An episode is due for a fan at its air date's `DEFAULT_AIR_TIME` in the fan's time zone (UTC until they save one),
 * minus their lead hours, when the fan is `watching` or `plan_to_watch` the show, the show is not hidden and the
 * account is not disabled. The claim is one INSERT … ON CONFLICT DO NOTHING into the ledger: of two transactions
 * claiming the same (fan, episode, channel), one inserts and the other inserts nothing, whichever instance, run or
 * restart they come from.
 */
import type { NotificationChannelName } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import type { DueEpisode } from './channels.js';

/** Our catalogue knows air dates, not air times: a notice goes out at this local time of the air date. */
export const DEFAULT_AIR_TIME = '09:00';

const ClaimedRow = z.object({
  user_id: Int,
  show_id: Int,
  season_number: Int,
  episode_number: Int,
  air_date: z.string(),
  channel: z.string(),
  due_at: z.date(),
});

/**
 * Claims, in the caller's transaction, up to `limit` deliveries due in (from, until] on these channels that the
 * ledger does not hold yet (soonest first), and answers them by channel.
 */
export async function claimDueEpisodes(
  tx: Queryable,
  window: { from: Date; until: Date },
  channels: readonly NotificationChannelName[],
  limit: number,
): Promise<Map<NotificationChannelName, DueEpisode[]>> {
  const from = window.from.toISOString();
  const until = window.until.toISOString();
  const claimed = await rows(
    tx,
    ClaimedRow,
    sql`WITH due AS (
          SELECT us.user_id, e.show_id, e.season_number, e.episode_number, e.air_date, ch.channel,
                 ((e.air_date + ${DEFAULT_AIR_TIME}::time) AT TIME ZONE coalesce(ns.time_zone, 'UTC'))
                   - make_interval(hours => coalesce(ns.lead_hours, 0)) AS due_at
          FROM episode e
          JOIN visible_show s ON s.id = e.show_id
          JOIN user_show us ON us.show_id = e.show_id AND us.status IN ('watching', 'plan_to_watch')
          JOIN app_user u ON u.id = us.user_id AND u.disabled_at IS NULL
          LEFT JOIN notification_settings ns ON ns.user_id = us.user_id
          CROSS JOIN LATERAL (VALUES ('inApp', coalesce(ns.new_episodes_in_app, true)),
                                     -- push: to a fan with a device subscribed; mail: to a confirmed address
                                     ('push', coalesce(ns.new_episodes_push, false)
                                              AND EXISTS (SELECT 1 FROM push_subscription p WHERE p.user_id = us.user_id)),
                                     ('email', coalesce(ns.new_episodes_email, false) AND u.email_verified_at IS NOT NULL)
                                    ) AS ch(channel, enabled)
          -- local air dates of zones from UTC-12 to UTC+14, lead hours up to 48: a few days around the window
          WHERE e.air_date BETWEEN (${from}::timestamptz AT TIME ZONE 'UTC')::date - 2
                               AND (${until}::timestamptz AT TIME ZONE 'UTC')::date + 3
            AND ch.enabled AND ch.channel = ANY(${channels}::text[])
        )
        INSERT INTO notification_delivery (user_id, show_id, season_number, episode_number, channel, due_at)
        SELECT user_id, show_id, season_number, episode_number, channel, due_at FROM due
        WHERE due_at > ${from}::timestamptz AND due_at <= ${until}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM notification_delivery d
                          WHERE d.user_id = due.user_id AND d.show_id = due.show_id AND d.season_number = due.season_number
                            AND d.episode_number = due.episode_number AND d.channel = due.channel)
        ORDER BY due_at, user_id, show_id, season_number, episode_number
        LIMIT ${limit}
        ON CONFLICT DO NOTHING
        RETURNING user_id, show_id, season_number, episode_number, channel, due_at,
                  (SELECT to_char(air_date, 'YYYY-MM-DD') FROM episode x
                   WHERE x.show_id = notification_delivery.show_id AND x.season_number = notification_delivery.season_number
                     AND x.episode_number = notification_delivery.episode_number) AS air_date`,
  );
  const byChannel = new Map<NotificationChannelName, DueEpisode[]>();
  for (const r of claimed) {
    const channel = r.channel as NotificationChannelName;
    let list = byChannel.get(channel);
    if (!list) byChannel.set(channel, (list = []));
    list.push({
      userId: r.user_id,
      showId: r.show_id,
      season: r.season_number,
      episode: r.episode_number,
      airDate: r.air_date,
      dueAt: r.due_at,
    });
  }
  return byChannel;
}
