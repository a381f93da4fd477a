/** A fan's notification settings (migration 0086): no row is the defaults. */
import type { NotificationSettings, NotificationSettingsBody } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  timeZone: null,
  newEpisodes: { push: false, email: false, inApp: true },
  leadHours: 0,
  digest: 'off',
};

const SettingsRow = z.object({
  time_zone: z.string(),
  new_episodes_push: z.boolean(),
  new_episodes_email: z.boolean(),
  new_episodes_in_app: z.boolean(),
  lead_hours: Int,
  digest: z.enum(['off', 'daily', 'weekly']),
});

export async function notificationSettingsOf(db: Queryable, userId: number): Promise<NotificationSettings> {
  const row = await firstRow(
    db,
    SettingsRow,
    sql`SELECT time_zone, new_episodes_push, new_episodes_email, new_episodes_in_app, lead_hours, digest
        FROM notification_settings WHERE user_id = ${userId}`,
  );
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    timeZone: row.time_zone,
    newEpisodes: { push: row.new_episodes_push, email: row.new_episodes_email, inApp: row.new_episodes_in_app },
    leadHours: row.lead_hours,
    digest: row.digest,
  };
}

export async function saveNotificationSettings(db: Queryable, userId: number, s: NotificationSettingsBody): Promise<void> {
  await db.query(
    sql`INSERT INTO notification_settings (user_id, time_zone, new_episodes_push, new_episodes_email, new_episodes_in_app, lead_hours, digest)
        VALUES (${userId}, ${s.timeZone}, ${s.newEpisodes.push}, ${s.newEpisodes.email}, ${s.newEpisodes.inApp}, ${s.leadHours}, ${s.digest})
        ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, new_episodes_push = EXCLUDED.new_episodes_push,
          new_episodes_email = EXCLUDED.new_episodes_email, new_episodes_in_app = EXCLUDED.new_episodes_in_app,
          lead_hours = EXCLUDED.lead_hours, digest = EXCLUDED.digest, updated_at = now()`,
  );
}

/** The scheduler converts times in SQL: a zone the database does not know is refused as well. */
export async function databaseKnowsTimeZone(db: Queryable, zone: string): Promise<boolean> {
  const row = await firstRow(
    db,
    z.object({ known: z.boolean() }),
    sql`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`,
  );
  return row?.known ?? false;
}

/** One-click unsubscribe: the digest and new-episode mail off (a fan with no settings row has neither on). */
export async function unsubscribeFromMail(db: Queryable, userId: number): Promise<void> {
  await db.query(
    sql`UPDATE notification_settings SET digest = 'off', new_episodes_email = false, updated_at = now()
        WHERE user_id = ${userId} AND (digest <> 'off' OR new_episodes_email)`,
  );
}

/** The language a fan's mail is written in (null: no such fan). */
export async function mailLanguageOf(db: Queryable, userId: number): Promise<'en' | 'ko' | null> {
  const row = await firstRow(
    db,
    z.object({ mail_language: z.enum(['en', 'ko']) }),
    sql`SELECT mail_language FROM app_user WHERE id = ${userId}`,
  );
  return row?.mail_language ?? null;
}
