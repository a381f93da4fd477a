/**
 * The SQL migrations are the only definition of the schema. This snapshot of what they build
 * (columns, constraints, indexes per table) makes every schema change a visible, reviewed diff:
 * a failure names the table and the column, constraint or index that changed.
 * After an intended change: `npx vitest run --project server apps/server/test/db -u`, then review the diff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTIFIERS } from '../../src/db/identifiers.js';
import { migrate } from '../../src/db/migrate.js';
import { openTestDatabase } from '../test-app.js';

interface TableShape {
  columns: Record<string, string>;
  constraints: Record<string, string>;
  indexes: Record<string, string>;
}

async function describeSchema(db: Awaited<ReturnType<typeof openTestDatabase>>): Promise<Record<string, TableShape>> {
  const tables: Record<string, TableShape> = {};
  const table = (name: string) => (tables[name] ??= { columns: {}, constraints: {}, indexes: {} });
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  for (const c of columns)
    table(c.table_name).columns[c.column_name] = [
      c.data_type,
      c.is_nullable === 'NO' ? 'NOT NULL' : 'NULL',
      ...(c.column_default === null ? [] : [`DEFAULT ${c.column_default}`]),
    ].join(' ');
  const constraints = await db.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE n.nspname = 'public' AND c.conrelid <> 0 AND c.contype <> 'n' ORDER BY 1, 2`,
  );
  for (const c of constraints) table(c.table_name).constraints[c.name] = c.definition;
  const indexes = await db.query<{ tablename: string; indexname: string; indexdef: string }>(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
  );
  for (const i of indexes) table(i.tablename).indexes[i.indexname] = i.indexdef;
  return Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b)));
}

describe('database schema', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('is what the committed snapshot says, table by table', async () => {
    await expect(`${JSON.stringify(await describeSchema(db), null, 2)}\n`).toMatchFileSnapshot('./schema.snapshot.json');
  });

  it('migrations are idempotent', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('every foreign key column is the leading column of an index', async () => {
    const unindexed = await db.query<{ table_name: string; column_name: string }>(`
      SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND NOT EXISTS (
        SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`);
    expect(unindexed).toEqual([]);
  });

  it('allows in composed SQL exactly the table and column names the migrations define', async () => {
    const names = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migration'
       UNION SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migration'`,
    );
    expect([...IDENTIFIERS].sort()).toEqual(names.map((n) => n.name).sort());
  });

  it('shows the public every column of a show (the view is re-created when show gains one)', async () => {
    const columnsOf = async (table: string) =>
      (
        await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).map((c) => c.column_name);
    expect(await columnsOf('visible_show')).toEqual(await columnsOf('show'));
  });
});
