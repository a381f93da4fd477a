/**
 * The personal iCalendar feed's secret. A token is a 16-character selector and a 43-character verifier
 * (base64url of 12 and 32 random bytes): the selector finds the row, only SHA-256 of the verifier is
 * stored, and it is compared in constant time. One token per user: a new one replaces the old.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MAIL_LANGUAGES, type MailLanguage } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

const SELECTOR_LENGTH = 16;
const TOKEN = /^([A-Za-z0-9_-]{16})([A-Za-z0-9_-]{43})$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const TokenRow = z.object({ user_id: Int, username: z.string(), verifier_hash: z.string(), mail_language: z.enum(MAIL_LANGUAGES) });

/** Issues a new token for the user (revoking the previous one) and returns it: the only time it exists in clear. */
export async function issueCalendarToken(db: Queryable, userId: number): Promise<string> {
  const selector = randomBytes(12).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  await db.query(
    sql`INSERT INTO calendar_token (user_id, selector, verifier_hash) VALUES (${userId}, ${selector}, ${sha256(verifier)})
        ON CONFLICT (user_id) DO UPDATE SET selector = excluded.selector, verifier_hash = excluded.verifier_hash, created_at = now()`,
  );
  return selector + verifier;
}

export async function revokeCalendarToken(db: Queryable, userId: number): Promise<void> {
  await db.query(sql`DELETE FROM calendar_token WHERE user_id = ${userId}`);
}

/** The user a token belongs to, or undefined (malformed, unknown, revoked or a wrong verifier: all the same). */
/** `language`: the account's language (mail_language), the feed's: calendar apps fetch it with no cookie and no language of theirs. */
export async function userOfCalendarToken(
  db: Queryable,
  token: string,
): Promise<{ userId: number; username: string; language: MailLanguage } | undefined> {
  const match = TOKEN.exec(token);
  if (!match || match[1]!.length !== SELECTOR_LENGTH) return undefined;
  const row = await firstRow(
    db,
    TokenRow,
    sql`SELECT t.user_id, u.username, t.verifier_hash, u.mail_language FROM calendar_token t JOIN app_user u ON u.id = t.user_id
        WHERE t.selector = ${match[1]!} AND u.disabled_at IS NULL`,
  );
  if (!row) return undefined;
  const stored = Buffer.from(row.verifier_hash, 'hex');
  const given = Buffer.from(sha256(match[2]!), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given)
    ? { userId: row.user_id, username: row.username, language: row.mail_language }
    : undefined;
}
