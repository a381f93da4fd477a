/**
 * The synthetic community (issue 29), first part: the accounts. `fan1` … `fanN` with the password
 * SYNTHETIC_FAN_PASSWORD and verified addresses `fanN@example.com`, so any benchmark can sign in as them. Set-based:
 * one INSERT … SELECT generate_series per batch, one password hash for all. Running it again adds only the missing
 * fans.
 */
import type { Database } from '../db/client.js';
import { hashPassword } from '../accounts/passwords.js';
import { insertFans } from './fans.queries.js';

export const SYNTHETIC_FAN_PASSWORD = 'synthetic-fan-password';
const BATCH = 50_000;

export async function seedFans(db: Database, options: { users: number; onProgress?: (done: number, total: number) => void }) {
  const hash = await hashPassword(SYNTHETIC_FAN_PASSWORD);
  let added = 0;
  for (let from = 1; from <= options.users; from += BATCH) {
    const to = Math.min(options.users, from + BATCH - 1);
    added += (await db.transaction((tx) => insertFans(tx, from, to, hash)))?.added ?? 0;
    options.onProgress?.(to, options.users);
  }
  return { added };
}
