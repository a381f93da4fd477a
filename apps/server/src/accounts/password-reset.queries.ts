/**
 * Password reset (issue 25, item 2): a single-use link mailed to the account's address, valid 30 minutes, stored as
 * the sha256 of its 32 random bytes. Using it sets the password (a Google account gets its first one) and ends
 * every session of the account, in one transaction; the account's other reset links die with it.
 */
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

export const RESET_LINK_MINUTES = 30;

const ResetRecipientRow = z.object({ userId: Int, username: z.string(), email: z.string() });
export type ResetRecipient = z.output<typeof ResetRecipientRow>;

/** The enabled account that uses this (normalised) address, if any. */
export async function findResetRecipient(db: Queryable, email: string): Promise<ResetRecipient | undefined> {
  return firstRow(
    db,
    ResetRecipientRow,
    sql`SELECT id AS "userId", username, email FROM app_user WHERE email = ${email} AND disabled_at IS NULL`,
  );
}

/** A new reset token for the user (the link carries it; only its hash is kept). */
export async function createResetToken(db: Queryable, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await db.query(
    sql`INSERT INTO password_reset (token_hash, user_id, expires_at)
        VALUES (${hashOpaqueToken(token)}, ${userId}, now() + make_interval(mins => ${RESET_LINK_MINUTES}))`,
  );
  return token;
}

/**
 * Spends the token and sets the password: false (and nothing written) when the token is unknown, expired or used.
 * The token's row is taken with the update itself, so two uses at once cannot both succeed.
 */
const SpentRow = z.object({ user_id: Int });

export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  /** in the same transaction, once the password is set (the notice to the account's address) */
  afterReset?: (tx: Queryable, userId: number) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await firstRow(
      tx,
      SpentRow,
      sql`UPDATE password_reset SET used_at = now()
          WHERE token_hash = ${hashOpaqueToken(token)} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
    );
    if (!spent) return false;
    const userId = spent.user_id;
    await tx.query(sql`UPDATE app_user SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    await tx.query(sql`UPDATE password_reset SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`);
    await tx.query(sql`UPDATE auth_session SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`);
    await afterReset?.(tx, userId);
    return true;
  });
}
