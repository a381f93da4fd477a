/**
 * One database handle for both engines: PGlite (embedded, one connection) and PostgreSQL (pool).
 * Queries are hand-written parameterised SQL (composed with the `sql` template); both engines speak the same dialect.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { Sql, type SqlParam } from './sql.js';

export type { SqlParam } from './sql.js';

export interface Queryable {
  /** A statement with `$n` parameters, or a composed `sql` fragment (its values are numbered for us). */
  query<T>(statement: string | Sql, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements at once, no parameters (simple query protocol): migrations. */
  exec(script: string): Promise<void>;
}
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const statementOf = (statement: string | Sql, params: readonly SqlParam[] = []) =>
  statement instanceof Sql ? statement.compile() : { text: statement, values: params };

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings (no time zone shifts); counts are cast to int in SQL.
pg.types.setTypeParser(DATE_OID, (v: string) => v);

/**
 * PGlite's data directory takes one process at a time: a second process opening it corrupts it.
 * Our lock file names the owner; a live owner is a clear error, a dead one's lock is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'klama.lock');
  if (existsSync(lock)) {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner))
      throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}; stop it or set another DATA_DIR`);
  }
  writeFileSync(lock, String(process.pid));
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

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball, for `openPglite(undefined, { loadDataDir })` (tests start from one). */
  dumpDataDir(): Promise<Blob>;
}

/** PGlite in `dataDir`, or in memory without one (then optionally started from a `dumpDataDir()` tarball). */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...options,
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v) },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(statement: string | Sql, params?: readonly SqlParam[]) {
      const { text, values } = statementOf(statement, params);
      return (await q.query<T>(text, values as unknown[])).rows;
    },
    exec: async (script) => void (await q.exec(script)),
  });
  return {
    kind: 'pglite',
    ...wrap(client),
    transaction: (fn) => client.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: () => client.dumpDataDir('none'),
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
    async query<T>(statement: string | Sql, params?: readonly SqlParam[]) {
      const { text, values } = statementOf(statement, params);
      return (await c.query(text, values as unknown[])).rows as T[];
    },
    // no parameters: node-postgres uses the simple query protocol, which runs several statements
    exec: async (script) => void (await c.query(script)),
  });
  return {
    kind: 'postgres',
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
    close: () => pool.end(),
  };
}
