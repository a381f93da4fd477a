/** The migration runner hands each file to the engine whole, in a transaction with its bookkeeping. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { openTestDatabase } from '../test-app.js';

const WITH_DO_BLOCK = `-- a comment; with a semicolon in it
CREATE TABLE migration_probe (id integer PRIMARY KEY, body text NOT NULL);
INSERT INTO migration_probe VALUES (1, 'first; second');
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM migration_probe WHERE id = 2) THEN
    INSERT INTO migration_probe VALUES (2, 'from a DO block; still one statement');
  END IF;
END
$$;
`;

const FAILING = `CREATE TABLE migration_half (id integer);
INSERT INTO migration_half VALUES (1);
SELECT 1 / 0;
`;

describe('migration runner', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('applies a migration with a DO $$ … $$ block and a ";" inside a string, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'klama-migrations-'));
    writeFileSync(join(dir, '9001_probe.sql'), WITH_DO_BLOCK);
    expect(await migrate(db, dir)).toEqual(['9001_probe.sql']);
    expect(await db.query('SELECT id, body FROM migration_probe ORDER BY id')).toEqual([
      { id: 1, body: 'first; second' },
      { id: 2, body: 'from a DO block; still one statement' },
    ]);
    expect(await db.query('SELECT name FROM schema_migration WHERE name = $1', ['9001_probe.sql'])).toHaveLength(1);
    expect(await migrate(db, dir)).toEqual([]);
  });

  it('leaves nothing of a failing migration behind and does not record it; the ones before it stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'klama-migrations-'));
    writeFileSync(join(dir, '9101_ok.sql'), 'CREATE TABLE migration_ok (id integer PRIMARY KEY);');
    writeFileSync(join(dir, '9102_fails.sql'), FAILING);
    await expect(migrate(db, dir)).rejects.toThrow(/division by zero/);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_name IN ('migration_ok', 'migration_half')`,
    );
    expect(tables).toEqual([{ table_name: 'migration_ok' }]);
    const recorded = await db.query<{ name: string }>(`SELECT name FROM schema_migration WHERE name LIKE '91%' ORDER BY name`);
    expect(recorded).toEqual([{ name: '9101_ok.sql' }]);
  });
});
