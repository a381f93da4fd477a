/**
 * One database handle for both engines: PGlite (embedded, one connection) and PostgreSQL (pool).
 * Queries are plain parameterised SQL or Drizzle; both engines speak the same dialect.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Drizzle = PgDatabase<PgQueryResultHKT, typeof schema>;
export type SqlParam = string | number | boolean | null | readonly (string | number)[];

export interface Queryable {
  query<T>(text: string, params?: readonly SqlParam[]): Promise<T[]>;
}
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Drizzle;
  /** Runs `fn` in one transaction: all of it or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings (no time zone shifts); counts are cast to int in SQL.
pg.types.setTypeParser(DATE_OID, (v: string) => v);

/**
 * PGlite's data directory takes one process at a time: a second process opening it corrupts it.
 * Our lock file names the owner; a live owner is a clear error, a dead one's lock is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = join(dataDir, 'klama.lock');
  if (existsSync(lock)) {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner))
      throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}; stop it or set another DATA_DIR`);
  }
  writeFileSync(lock, String(process.pid), { mode: 0o600 });
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v) },
  });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(text: string, params: readonly SqlParam[] = []) {
      return (await q.query<T>(text, params as unknown[])).rows;
    },
  });
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Drizzle,
    ...wrap(client),
    transaction: (fn) => client.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => void (await client.exec(sql)),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  await pool.query('SELECT 1');
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, params: readonly SqlParam[] = []) {
      return (await c.query(text, params as unknown[])).rows as T[];
    },
  });
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }) as unknown as Drizzle,
    ...wrap(pool),
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const result = await fn(wrap(c));
        await c.query('COMMIT');
        return result;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}
