/** Two-step sign-in's rows: the authenticator (user_totp), the recovery codes and the sign-in challenges. */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import type { StoredRecoveryCode } from './recovery-codes.js';

/** How long the second step of a sign-in waits for its code. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it dies (the account's own limit is in rate-limits.ts). */
export const CHALLENGE_ATTEMPTS = 5;

const hashChallenge = (token: string) => createHash('sha256').update(token).digest('hex');

const TotpRow = z.object({
  secret_ciphertext: z.string(),
  enabled: z.boolean(),
  // bigint: a string from node-postgres
  last_time_step: z.coerce.number().int().nullable(),
});
export type TotpRow = z.infer<typeof TotpRow>;

export async function findTotp(db: Queryable, userId: number): Promise<TotpRow | undefined> {
  return firstRow(
    db,
    TotpRow,
    sql`SELECT secret_ciphertext, enabled_at IS NOT NULL AS enabled, last_time_step FROM user_totp WHERE user_id = ${userId}`,
  );
}

export async function twoFactorEnabled(db: Queryable, userId: number): Promise<boolean> {
  return (await findTotp(db, userId))?.enabled ?? false;
}

/** A new pending authenticator in place of any earlier pending one; false (nothing written) when one is on. */
export async function savePendingTotp(db: Queryable, userId: number, sealedSecret: string): Promise<boolean> {
  const saved = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`INSERT INTO user_totp (user_id, secret_ciphertext) VALUES (${userId}, ${sealedSecret})
        ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, created_at = now(), last_time_step = NULL
        WHERE user_totp.enabled_at IS NULL
        RETURNING user_id`,
  );
  return saved !== undefined;
}

/** Turns the pending authenticator on (its confirming code's step spent) with a new set of recovery codes. */
export async function enableTotp(db: Queryable, userId: number, timeStep: number, codes: StoredRecoveryCode[]): Promise<boolean> {
  const enabled = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`UPDATE user_totp SET enabled_at = now(), last_time_step = ${timeStep}
        WHERE user_id = ${userId} AND enabled_at IS NULL RETURNING user_id`,
  );
  if (!enabled) return false;
  await storeRecoveryCodes(db, userId, codes);
  return true;
}

/** The account's recovery codes become `codes`: every earlier one, used or not, is gone. */
async function storeRecoveryCodes(db: Queryable, userId: number, codes: StoredRecoveryCode[]): Promise<void> {
  await db.query(sql`DELETE FROM recovery_code WHERE user_id = ${userId}`);
  for (const code of codes)
    await db.query(sql`INSERT INTO recovery_code (user_id, salt, code_hash) VALUES (${userId}, ${code.salt}, ${code.codeHash})`);
}

/**
 * A new set of recovery codes in place of all the old ones, while two-step sign-in is on (the authenticator's row
 * is locked meanwhile: a sign-in spending an old code waits, then finds it gone). False when it is not on.
 */
export async function replaceRecoveryCodes(db: Queryable, userId: number, codes: StoredRecoveryCode[]): Promise<boolean> {
  const on = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`SELECT user_id FROM user_totp WHERE user_id = ${userId} AND enabled_at IS NOT NULL FOR UPDATE`,
  );
  if (!on) return false;
  await storeRecoveryCodes(db, userId, codes);
  return true;
}

/**
 * Spends a time step: true when it is later than the last one used, which then becomes it. One statement, so two
 * sign-ins with the same code at once cannot both pass.
 */
export async function spendTimeStep(db: Queryable, userId: number, timeStep: number): Promise<boolean> {
  const spent = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`UPDATE user_totp SET last_time_step = ${timeStep}
        WHERE user_id = ${userId} AND enabled_at IS NOT NULL AND (last_time_step IS NULL OR last_time_step < ${timeStep})
        RETURNING user_id`,
  );
  return spent !== undefined;
}

const RecoveryRow = z.object({ id: z.number().int(), salt: z.string(), codeHash: z.string() });

export async function unusedRecoveryCodes(db: Queryable, userId: number) {
  return rows(
    db,
    RecoveryRow,
    sql`SELECT id, salt, code_hash AS "codeHash" FROM recovery_code WHERE user_id = ${userId} AND used_at IS NULL ORDER BY id`,
  );
}

/** Spends one recovery code: false when it was spent meanwhile. */
export async function spendRecoveryCode(db: Queryable, id: number): Promise<boolean> {
  const spent = await firstRow(
    db,
    z.object({ id: z.number() }),
    sql`UPDATE recovery_code SET used_at = now() WHERE id = ${id} AND used_at IS NULL RETURNING id`,
  );
  return spent !== undefined;
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const row = await firstRow(
    db,
    z.object({ left: z.coerce.number().int() }),
    sql`SELECT count(*) AS left FROM recovery_code WHERE user_id = ${userId} AND used_at IS NULL`,
  );
  return row?.left ?? 0;
}

/** Two-step sign-in off: the authenticator, its recovery codes and its open challenges go. False when it was not on. */
export async function removeTwoFactor(db: Queryable, userId: number): Promise<boolean> {
  const removed = await firstRow(
    db,
    z.object({ enabled: z.boolean() }),
    sql`DELETE FROM user_totp WHERE user_id = ${userId} RETURNING enabled_at IS NOT NULL AS enabled`,
  );
  await db.query(sql`DELETE FROM recovery_code WHERE user_id = ${userId}`);
  await db.query(sql`DELETE FROM two_factor_challenge WHERE user_id = ${userId}`);
  return removed?.enabled ?? false;
}

/** A challenge for the second step when the account has two-step sign-in on; undefined when it has not. */
export async function createChallenge(db: Queryable, userId: number): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const created = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`INSERT INTO two_factor_challenge (token_hash, user_id, expires_at)
        SELECT ${hashChallenge(token)}, user_id, now() + make_interval(mins => ${CHALLENGE_MINUTES})
        FROM user_totp WHERE user_id = ${userId} AND enabled_at IS NOT NULL
        RETURNING user_id`,
  );
  return created ? token : undefined;
}

const OPEN = sql`used_at IS NULL AND expires_at > now() AND attempts < ${CHALLENGE_ATTEMPTS}`;

/** The account an open challenge (not spent, not expired, attempts left) belongs to. */
export async function challengeAccount(db: Queryable, token: string): Promise<number | undefined> {
  const row = await firstRow(
    db,
    z.object({ user_id: z.number().int() }),
    sql`SELECT user_id FROM two_factor_challenge WHERE token_hash = ${hashChallenge(token)} AND ${OPEN}`,
  );
  return row?.user_id;
}

/** Counts an attempt on the challenge: false when it is no longer open (spent, expired or out of attempts). */
export async function countChallengeAttempt(db: Queryable, token: string): Promise<boolean> {
  const row = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`UPDATE two_factor_challenge SET attempts = attempts + 1 WHERE token_hash = ${hashChallenge(token)} AND ${OPEN} RETURNING user_id`,
  );
  return row !== undefined;
}

/** Spends the challenge after a right code: false when another request spent it first. */
export async function spendChallenge(db: Queryable, token: string): Promise<boolean> {
  const row = await firstRow(
    db,
    z.object({ user_id: z.number() }),
    sql`UPDATE two_factor_challenge SET used_at = now()
        WHERE token_hash = ${hashChallenge(token)} AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
  );
  return row !== undefined;
}
