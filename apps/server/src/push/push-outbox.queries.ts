/**
 * The push outbox (migration 0092): a message per subscription, queued in the transaction of what caused it (the
 * delivery ledger's, decision 0047) and claimed after the commit by one sender at a time, as the mail outbox is.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export const PUSH_OUTBOX_CHANNEL = 'push_outbox';

/** What the service worker gets: shown as a notification that opens `url`. */
export interface PushPayload {
  title: string;
  body: string;
  /** a path of the site */
  url: string;
  tag?: string;
}

export interface PushMessage {
  userId: number;
  payload: PushPayload;
}

/**
 * Queues each message to every subscription of its fan (one INSERT for the lot) and wakes the senders (the NOTIFY
 * is delivered on commit). Answers how many were queued. A message is worth sending for `expiresInHours`.
 */
export async function enqueuePushes(db: Queryable, messages: readonly PushMessage[], expiresInHours = 24): Promise<number> {
  if (!messages.length) return 0;
  const row = await firstRow(
    db,
    z.object({ queued: Int }),
    sql`WITH m AS (SELECT * FROM unnest(${messages.map((m) => m.userId)}::int[], ${messages.map((m) => JSON.stringify(m.payload))}::text[])
                   AS m(user_id, payload)),
        queued AS (
          INSERT INTO push_outbox (subscription_id, payload, expires_at)
          SELECT s.id, m.payload, now() + make_interval(hours => ${expiresInHours})
          FROM m JOIN push_subscription s ON s.user_id = m.user_id
          RETURNING 1)
        SELECT count(*)::int AS queued FROM queued`,
  );
  await db.query(sql`SELECT pg_notify(${PUSH_OUTBOX_CHANNEL}, '')`);
  return row!.queued;
}

const ClaimedPushRow = z.object({
  id: Int,
  subscription_id: Int,
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  payload: z.string(),
  attempts: Int,
});
export type ClaimedPush = z.infer<typeof ClaimedPushRow>;

/**
 * Takes up to `limit` due messages for `claimSeconds` (a sender that dies mid-send releases them by then) and counts
 * the attempt; expired ones are dropped on the way.
 */
export async function claimDuePushes(db: Queryable, limit: number, claimSeconds: number): Promise<ClaimedPush[]> {
  await db.query(sql`DELETE FROM push_outbox WHERE sent_at IS NULL AND expires_at <= now()`);
  return rows(
    db,
    ClaimedPushRow,
    sql`WITH due AS (
          SELECT id FROM push_outbox
          WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until <= now())
          ORDER BY next_attempt_at, id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE push_outbox o SET claimed_until = now() + make_interval(secs => ${claimSeconds}), attempts = o.attempts + 1
          FROM due WHERE o.id = due.id
          RETURNING o.id, o.subscription_id, o.payload, o.attempts)
        SELECT c.id::int AS id, c.subscription_id::int AS subscription_id, s.endpoint, s.p256dh, s.auth, c.payload, c.attempts
        FROM claimed c JOIN push_subscription s ON s.id = c.subscription_id
        ORDER BY c.id`,
  );
}

/** Sent: the message is deleted (the ledger keeps the record of the delivery). */
export async function markPushSent(db: Queryable, id: number): Promise<void> {
  await db.query(sql`DELETE FROM push_outbox WHERE id = ${id}`);
}

export async function markPushFailed(db: Queryable, id: number, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    sql`UPDATE push_outbox SET claimed_until = NULL, last_error = ${error.slice(0, 500)},
               next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
        WHERE id = ${id}`,
  );
}

/** When the next queued message is due, in milliseconds from now (null: nothing queued). */
export async function nextPushDueIn(db: Queryable): Promise<number | null> {
  const row = await firstRow(
    db,
    z.object({ due_in: z.number().nullable() }),
    sql`SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()) * 1000)::float8 AS due_in
        FROM push_outbox WHERE sent_at IS NULL`,
  );
  return row?.due_in ?? null;
}
