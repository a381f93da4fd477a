/**
 * Email verification (issue 25, item 3): a single-use link to the address, valid 48 hours, stored as the sha256 of
 * its token (opaque-tokens.ts) together with the address it confirms. A link confirms that address only while it is
 * still the account's: after an email change the old address's links do nothing. Confirming spends every link of
 * the account.
 */
import { z } from 'zod';
import type { MailLanguage } from '@klama/contract';
import type { Database, Queryable } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

export const VERIFY_LINK_HOURS = 48;

/** A new confirmation token for the account's current address (the link carries it; only its hash is kept). */
export async function createVerificationToken(db: Queryable, userId: number, email: string): Promise<string> {
  const token = newOpaqueToken();
  await db.query(
    sql`INSERT INTO email_verification (token_hash, user_id, email, expires_at)
        VALUES (${hashOpaqueToken(token)}, ${userId}, ${email}, now() + make_interval(hours => ${VERIFY_LINK_HOURS}))`,
  );
  return token;
}

/**
 * Spends the token and marks the address confirmed: false (and nothing written) when the token is unknown, expired,
 * used, or for an address the account no longer has. The row is taken with the update, so two uses cannot both pass.
 */
export async function verifyEmail(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await firstRow(
      tx,
      z.object({ user_id: z.number().int() }),
      sql`UPDATE email_verification v SET used_at = now()
          FROM app_user u
          WHERE v.token_hash = ${hashOpaqueToken(token)} AND v.used_at IS NULL AND v.expires_at > now()
            AND u.id = v.user_id AND u.email = v.email
          RETURNING v.user_id`,
    );
    if (!spent) return false;
    await tx.query(sql`UPDATE app_user SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${spent.user_id}`);
    await tx.query(sql`UPDATE email_verification SET used_at = now() WHERE user_id = ${spent.user_id} AND used_at IS NULL`);
    return true;
  });
}

/** The language the account's mail is written in. */
export async function setMailLanguage(db: Queryable, userId: number, language: MailLanguage): Promise<void> {
  await db.query(sql`UPDATE app_user SET mail_language = ${language} WHERE id = ${userId}`);
}
