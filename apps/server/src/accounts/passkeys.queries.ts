/**
 * Passkeys (issue 25 item 5) and the challenges of WebAuthn ceremonies. A challenge is kept as its sha256 with the
 * ceremony it was handed out for (and, for a registration, the account and the user handle chosen), spent by the
 * first response that names it, in one statement: a replayed response, or the same challenge answered on another
 * instance, finds nothing. Expired ones are swept when new ones are stored.
 */
import { createHash } from 'node:crypto';
import { PASSKEY_MESSAGES, PASSKEYS_PER_ACCOUNT_MAX, type Passkey } from '@klama/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { HttpError } from '../plugins/errors.js';

/** How long a ceremony's options stay good (the browser's timeout is the same). */
export const CHALLENGE_MINUTES = 5;

export type Ceremony = 'registration' | 'authentication';

const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export async function storeChallenge(
  db: Queryable,
  challenge: string,
  ceremony: Ceremony,
  owner: { userId: number; userHandle: string | null } | null,
): Promise<void> {
  await db.query(sql`DELETE FROM webauthn_challenge WHERE expires_at < now()`);
  await db.query(
    sql`INSERT INTO webauthn_challenge (challenge_hash, ceremony, user_id, user_handle, expires_at)
        VALUES (${hashChallenge(challenge)}, ${ceremony}, ${owner?.userId ?? null}, ${owner?.userHandle ?? null},
                now() + make_interval(mins => ${CHALLENGE_MINUTES}))`,
  );
}

const SpentChallenge = z.object({ user_handle: z.string().nullable() });

/**
 * Spends a challenge of `ceremony` handed to `userId` (null: a sign-in, handed to nobody; an authentication handed
 * to an account confirms that account's deletion): the registration's user handle (null for an authentication), or
 * undefined when there is no such live challenge.
 */
export async function spendChallenge(
  db: Queryable,
  challenge: string,
  ceremony: Ceremony,
  userId: number | null,
): Promise<{ userHandle: string | null } | undefined> {
  const spent = await firstRow(
    db,
    SpentChallenge,
    sql`DELETE FROM webauthn_challenge
        WHERE challenge_hash = ${hashChallenge(challenge)} AND ceremony = ${ceremony}
          AND user_id IS NOT DISTINCT FROM ${userId}::int AND expires_at > now()
        RETURNING user_handle`,
  );
  return spent && { userHandle: spent.user_handle };
}

const Timestamp = z.union([z.date(), z.string()]).transform((t) => new Date(t).toISOString());

const PasskeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
});
const toPasskey = (r: z.output<typeof PasskeyRow>): Passkey => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});
const PASSKEY_COLUMNS = sql`id, name, created_at, last_used_at`;

export async function listPasskeys(db: Queryable, userId: number): Promise<Passkey[]> {
  return (await rows(db, PasskeyRow, sql`SELECT ${PASSKEY_COLUMNS} FROM passkey WHERE user_id = ${userId} ORDER BY created_at, id`)).map(
    toPasskey,
  );
}

const CredentialRow = z.object({
  credential_id: z.string(),
  transports: z.array(z.string()),
  user_handle: z.string(),
});

/**
 * The account's credentials (the browser is told not to register one of them twice, or offers only them to confirm
 * a deletion) and its user handle.
 */
export async function credentialsOf(db: Queryable, userId: number) {
  const found = await rows(
    db,
    CredentialRow,
    sql`SELECT credential_id, transports, user_handle FROM passkey WHERE user_id = ${userId} ORDER BY id`,
  );
  return {
    credentials: found.map((c) => ({ id: c.credential_id, transports: c.transports })),
    userHandle: found[0]?.user_handle,
  };
}

export async function hasPasskey(db: Queryable, userId: number): Promise<boolean> {
  const found = await firstRow(db, z.object({ id: z.number().int() }), sql`SELECT id FROM passkey WHERE user_id = ${userId} LIMIT 1`);
  return found !== undefined;
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: readonly string[];
  userHandle: string;
  name: string;
  backedUp: boolean;
}

/**
 * 409 when the credential is registered already (to any account), 400 past the per-account limit. `afterInsert`
 * runs in the same transaction (the notice to the account's address).
 */
export async function insertPasskey(
  db: Database,
  passkey: NewPasskey,
  afterInsert?: (tx: Queryable, added: Passkey) => Promise<unknown>,
): Promise<Passkey> {
  return db.transaction(async (tx) => {
    // the owner's row lock: two registrations at once cannot both pass the limit
    await tx.query(sql`SELECT id FROM app_user WHERE id = ${passkey.userId} FOR UPDATE`);
    const [held] = await rows(
      tx,
      z.object({ n: z.number().int() }),
      sql`SELECT count(*)::int AS n FROM passkey WHERE user_id = ${passkey.userId}`,
    );
    if (held!.n >= PASSKEYS_PER_ACCOUNT_MAX) throw new HttpError(400, PASSKEY_MESSAGES.tooMany);
    const inserted = await firstRow(
      tx,
      PasskeyRow,
      sql`INSERT INTO passkey (user_id, credential_id, public_key, sign_count, transports, user_handle, name, backed_up)
          VALUES (${passkey.userId}, ${passkey.credentialId}, ${passkey.publicKey}, ${passkey.signCount},
                  ${passkey.transports}::text[], ${passkey.userHandle}, ${passkey.name}, ${passkey.backedUp})
          ON CONFLICT (credential_id) DO NOTHING
          RETURNING ${PASSKEY_COLUMNS}`,
    );
    if (!inserted) throw new HttpError(409, PASSKEY_MESSAGES.alreadyRegistered);
    const added = toPasskey(inserted);
    await afterInsert?.(tx, added);
    return added;
  });
}

export async function renamePasskey(db: Queryable, userId: number, id: number, name: string): Promise<Passkey | undefined> {
  const renamed = await firstRow(
    db,
    PasskeyRow,
    sql`UPDATE passkey SET name = ${name} WHERE id = ${id} AND user_id = ${userId} RETURNING ${PASSKEY_COLUMNS}`,
  );
  return renamed && toPasskey(renamed);
}

export async function deletePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const gone = await rows(
    db,
    z.object({ id: z.number().int() }),
    sql`DELETE FROM passkey WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return gone.length > 0;
}

const StoredCredential = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  credential_id: z.string(),
  public_key: z.string(),
  sign_count: z.coerce.number().int(),
  transports: z.array(z.string()),
  user_handle: z.string(),
});
export type StoredCredential = z.output<typeof StoredCredential>;

/** The passkey a sign-in names, if it is registered (to an enabled account or not: startSession refuses a disabled one). */
export async function findCredential(db: Queryable, credentialId: string): Promise<StoredCredential | undefined> {
  return firstRow(
    db,
    StoredCredential,
    sql`SELECT id, user_id, credential_id, public_key, sign_count, transports, user_handle FROM passkey
        WHERE credential_id = ${credentialId}`,
  );
}

/**
 * Records a sign-in with the passkey: its new signature counter and when it was used. False when the counter moved
 * since it was read (another sign-in with the same passkey got there first).
 */
export async function recordPasskeyUse(db: Queryable, passkey: StoredCredential, signCount: number): Promise<boolean> {
  const used = await rows(
    db,
    z.object({ id: z.number().int() }),
    sql`UPDATE passkey SET sign_count = ${signCount}, last_used_at = now()
        WHERE id = ${passkey.id} AND sign_count = ${passkey.sign_count} RETURNING id`,
  );
  return used.length > 0;
}
