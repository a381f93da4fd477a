/** A fan's push subscriptions (migration 0092): one row per endpoint. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves the device's subscription; the same endpoint again is the same row (its keys and fan brought up to date). */
export async function saveSubscription(db: Queryable, userId: number, s: NewSubscription): Promise<number> {
  const row = await firstRow(
    db,
    z.object({ id: Int }),
    sql`INSERT INTO push_subscription (user_id, endpoint, p256dh, auth) VALUES (${userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth})
        ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
        RETURNING id::int AS id`,
  );
  return row!.id;
}

/** Removes one of the fan's own subscriptions; answers whether there was one. */
export async function deleteSubscription(db: Queryable, userId: number, id: number): Promise<boolean> {
  const row = await firstRow(
    db,
    z.object({ id: Int }),
    sql`DELETE FROM push_subscription WHERE id = ${id} AND user_id = ${userId} RETURNING id::int AS id`,
  );
  return row !== undefined;
}

/** The push service says the subscription is gone (404/410): so is ours, with its queued messages. */
export async function dropSubscription(db: Queryable, id: number): Promise<void> {
  await db.query(sql`DELETE FROM push_subscription WHERE id = ${id}`);
}
