/**
 * The mail outbox (migration 0070): a message is written in the transaction of what caused it and claimed by one
 * worker at a time (FOR UPDATE SKIP LOCKED), so several instances on one database send each message once.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { MAIL_KINDS, type MailKind, type RenderedMail } from './templates.js';

export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

export interface OutgoingMail extends RenderedMail {
  kind: MailKind;
  to: string;
  /** the message is worth sending until then (its link's expiry), and is abandoned after */
  expiresInMinutes: number;
  /** headers beyond From/To/Subject (List-Unsubscribe) */
  headers?: Record<string, string>;
}

export interface ClaimedMail extends RenderedMail {
  id: number;
  kind: MailKind;
  to: string;
  attempts: number;
  headers: Record<string, string>;
}

const IdRow = z.object({ id: Int });

/** Queues a message and wakes the workers (the NOTIFY is delivered when the caller's transaction commits). */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const row = await firstRow(
    db,
    IdRow,
    sql`INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, expires_at, headers)
        VALUES (${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html},
                now() + make_interval(mins => ${mail.expiresInMinutes}), ${JSON.stringify(mail.headers ?? {})}::jsonb)
        RETURNING id::int AS id`,
  );
  await db.query(sql`SELECT pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`);
  return row!.id;
}

const ClaimedMailRow = z.object({
  id: Int,
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attempts: Int,
  headers: z.record(z.string(), z.string()),
});

/**
 * Takes up to `limit` due messages for `claimSeconds` (a worker that dies mid-send releases them by the claim's
 * end) and counts the attempt. Expired messages are abandoned on the way.
 */
export async function claimDueMails(db: Queryable, limit: number, claimSeconds: number): Promise<ClaimedMail[]> {
  await db.query(
    sql`UPDATE mail_outbox SET abandoned_at = now(), text_body = '', html_body = '',
               last_error = coalesce(last_error, 'expired before it could be sent')
        WHERE sent_at IS NULL AND abandoned_at IS NULL AND expires_at <= now()`,
  );
  return rows(
    db,
    ClaimedMailRow,
    sql`UPDATE mail_outbox m SET claimed_until = now() + make_interval(secs => ${claimSeconds}), attempts = m.attempts + 1
        FROM (SELECT id FROM mail_outbox
              WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= now()
                AND (claimed_until IS NULL OR claimed_until <= now())
              ORDER BY next_attempt_at, id LIMIT ${limit}
              FOR UPDATE SKIP LOCKED) due
        WHERE m.id = due.id
        RETURNING m.id::int AS id, m.kind, m.to_address AS "to", m.subject, m.text_body AS text, m.html_body AS html, m.attempts, m.headers`,
  );
}

/** Sent: only the envelope stays (the body may hold a single-use link, the headers an unsubscribe link). */
export async function markMailSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    sql`UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, text_body = '', html_body = '', headers = '{}', last_error = NULL
        WHERE id = ${id}`,
  );
}

export async function markMailFailed(db: Queryable, id: number, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    sql`UPDATE mail_outbox SET claimed_until = NULL, last_error = ${error.slice(0, 500)},
               next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
        WHERE id = ${id}`,
  );
}

const DueInRow = z.object({ due_in: z.number().nullable() });

/** When the next queued message is due, in milliseconds from now (null: nothing queued). */
export async function nextMailDueIn(db: Queryable): Promise<number | null> {
  const row = await firstRow(
    db,
    DueInRow,
    sql`SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()) * 1000)::float8 AS due_in
        FROM mail_outbox WHERE sent_at IS NULL AND abandoned_at IS NULL`,
  );
  return row?.due_in ?? null;
}
