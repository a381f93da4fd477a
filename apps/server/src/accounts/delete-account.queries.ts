/**
 * Erasing an account (issue 25 item 7), in the caller's one transaction. Deleting the `app_user` row erases what
 * hangs off it through ON DELETE CASCADE (sessions and their refresh tokens, the diary and marks, lists and their
 * items, reset links, the calendar token, and every table added later with such a key: the deletion test checks
 * them all from the catalogue); the statements here are what a foreign key cannot reach. The audit log keeps the
 * account's rows under a pseudonym: neither its username nor its email stays in them.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export interface ErasedAccount {
  id: number;
  username: string;
  email: string;
}

export const ACCOUNT_DELETED_ACTION = 'account.delete';

const IdRow = z.object({ id: Int });

/**
 * Whether the account is the only enabled admin: the console would be left without an operator. Every admin row
 * is locked first, so two admins deleting themselves at once are taken one after the other and the second is refused.
 */
export async function isLastAdmin(tx: Queryable, userId: number): Promise<boolean> {
  const admins = await rows(tx, IdRow, sql`SELECT id FROM app_user WHERE role = 'admin' ORDER BY id FOR UPDATE`);
  if (!admins.some((a) => a.id === userId)) return false;
  const enabled = await rows(
    tx,
    IdRow,
    sql`SELECT id FROM app_user WHERE role = 'admin' AND disabled_at IS NULL AND id <> ${userId} LIMIT 1`,
  );
  return enabled.length === 0;
}

/** False when the account is already gone (a second deletion racing the first): nothing is written then. */
export async function eraseAccount(tx: Queryable, account: ErasedAccount, pseudonym: string): Promise<boolean> {
  const locked = await tx.query(sql`SELECT id FROM app_user WHERE id = ${account.id} FOR UPDATE`);
  if (!locked.length) return false;
  // mail to the address, sent or waiting: a waiting one would still go out, a sent one keeps the address
  await tx.query(sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${account.email})`);
  // what the account did as an operator, and what operators did to it, stays in the log under the pseudonym
  await tx.query(sql`UPDATE audit_log SET actor_username = ${pseudonym} WHERE actor_id = ${account.id}`);
  const target = `user/${pseudonym}`;
  await tx.query(
    sql`UPDATE audit_log SET target = ${target},
          before = CASE WHEN jsonb_typeof(before) = 'object' THEN before || jsonb_build_object('username', ${pseudonym}::text, 'email', ${pseudonym}::text) END,
          after = CASE WHEN jsonb_typeof(after) = 'object' THEN after || jsonb_build_object('username', ${pseudonym}::text, 'email', ${pseudonym}::text) END
        WHERE lower(target) = lower(${`user/${account.username}`})`,
  );
  await tx.query(
    sql`INSERT INTO audit_log (actor_id, actor_username, action, target) VALUES (NULL, ${pseudonym}, ${ACCOUNT_DELETED_ACTION}, ${target})`,
  );
  await tx.query(sql`DELETE FROM app_user WHERE id = ${account.id}`);
  return true;
}
