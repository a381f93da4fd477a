/**
 * The digest's ledger and episodes (migration 0093, decision 0050). A fan's period is their local day (daily) or
 * week from Monday (weekly), in their time zone; its digest is due from 08:00 local on its first day. Claiming is one
 * INSERT … ON CONFLICT DO NOTHING into mail_digest_delivery: one claim per fan and period, whichever instance.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import type { EpisodeLine } from '../mail/notice-copy.js';

/** Local time of day a digest goes out. */
export const DIGEST_TIME = '08:00';

const ClaimedDigest = z.object({
  user_id: Int,
  digest: z.enum(['daily', 'weekly']),
  first_day: z.string(),
  end_day: z.string(),
  episodes: Int,
});
export type ClaimedDigest = z.infer<typeof ClaimedDigest>;

export async function claimDigests(tx: Queryable, now: Date, limit: number): Promise<ClaimedDigest[]> {
  return rows(
    tx,
    ClaimedDigest,
    sql`WITH local AS (
          SELECT ns.user_id, ns.digest, (${now.toISOString()}::timestamptz AT TIME ZONE ns.time_zone) AS local_now
          FROM notification_settings ns
          JOIN app_user u ON u.id = ns.user_id AND u.disabled_at IS NULL AND u.email IS NOT NULL AND u.email_verified_at IS NOT NULL
          WHERE ns.digest <> 'off'),
        periods AS (
          SELECT user_id, digest, local_now,
                 CASE digest WHEN 'daily' THEN local_now::date ELSE date_trunc('week', local_now)::date END AS first_day
          FROM local),
        d AS (
          SELECT user_id, digest, first_day, first_day + CASE digest WHEN 'daily' THEN 1 ELSE 7 END AS end_day,
                 digest || ':' || to_char(first_day, 'YYYY-MM-DD') AS period
          FROM periods WHERE local_now >= first_day + ${DIGEST_TIME}::time),
        claimed AS (
          INSERT INTO mail_digest_delivery (user_id, period, episodes)
          SELECT d.user_id, d.period,
                 (SELECT count(*) FROM episode e
                  JOIN user_show us ON us.show_id = e.show_id AND us.status IN ('watching', 'plan_to_watch')
                  JOIN visible_show s ON s.id = e.show_id
                  WHERE us.user_id = d.user_id AND e.air_date >= d.first_day AND e.air_date < d.end_day)
          FROM d
          WHERE NOT EXISTS (SELECT 1 FROM mail_digest_delivery x WHERE x.user_id = d.user_id AND x.period = d.period)
          ORDER BY d.user_id LIMIT ${limit}
          ON CONFLICT DO NOTHING
          RETURNING user_id, period, episodes)
        SELECT c.user_id, d.digest, to_char(d.first_day, 'YYYY-MM-DD') AS first_day, to_char(d.end_day, 'YYYY-MM-DD') AS end_day, c.episodes
        FROM claimed c JOIN d ON d.user_id = c.user_id AND d.period = c.period
        ORDER BY c.user_id`,
  );
}

const DigestLine = z.object({ user_id: Int, show: z.string(), season: Int, episode: Int, air_date: z.string() });

/** The episodes of each claimed digest, in one query (by air date, show, number); show names in the fan's mail language. */
export async function digestEpisodes(tx: Queryable, digests: readonly ClaimedDigest[]): Promise<Map<number, EpisodeLine[]>> {
  const found = await rows(
    tx,
    DigestLine,
    sql`SELECT d.user_id, CASE WHEN u.mail_language = 'ko' THEN coalesce(s.name_ko, s.name) ELSE s.name END AS show,
          e.season_number AS season, e.episode_number AS episode, to_char(e.air_date, 'YYYY-MM-DD') AS air_date
        FROM unnest(${digests.map((d) => d.user_id)}::int[], ${digests.map((d) => d.first_day)}::date[], ${digests.map((d) => d.end_day)}::date[])
             AS d(user_id, first_day, end_day)
        JOIN app_user u ON u.id = d.user_id
        JOIN user_show us ON us.user_id = d.user_id AND us.status IN ('watching', 'plan_to_watch')
        JOIN visible_show s ON s.id = us.show_id
        JOIN episode e ON e.show_id = us.show_id AND e.air_date >= d.first_day AND e.air_date < d.end_day
        ORDER BY d.user_id, e.air_date, s.name, e.season_number, e.episode_number`,
  );
  const byFan = new Map<number, EpisodeLine[]>();
  for (const r of found) {
    const list = byFan.get(r.user_id) ?? [];
    list.push({ show: r.show, season: r.season, episode: r.episode, airDate: r.air_date });
    byFan.set(r.user_id, list);
  }
  return byFan;
}
