import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './client.js';
import { serverRoot } from '../paths.js';

export const MIGRATIONS_DIR = join(serverRoot, 'migrations');
const LOCK_ID = 7_004_211; // advisory lock: several instances starting at once migrate one at a time

/**
 * Applies every migration not applied yet, in file-name order, each whole (the engine runs the
 * file as one multi-statement script, so `DO $$ … $$` blocks and `;` inside strings are fine) and
 * in its own transaction together with its row in `schema_migration`.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      if ((await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [file])).length) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
