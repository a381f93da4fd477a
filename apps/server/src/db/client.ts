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
  /**
   * A statement with `$n` parameters, or a composed `sql` fragment (its values are numbered for us).
   * `prepare`: a statement name, for hot statements whose planning costs more than running them;
   * it is then planned once per connection.
   */
  query<T>(statement: string | Sql, params?: readonly SqlParam[], prepare?: string): Promise<T[]>;
  /** Several statements at once, no parameters (simple query protocol): migrations. */
  exec(script: string): Promise<void>;
}
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of it or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with each NOTIFY payload on `channel` (delivered after the sender's commit), and with
   * `undefined` whenever the listening connection is (re)established: notifications may have been missed.
   */
  listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const statementOf = (statement: string | Sql, params: readonly SqlParam[] = []) =>
  statement instanceof Sql ? statement.compile() : { text: statement, values: params };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  // PGlite binds no parameters to named statements: a prepared statement is run with SQL EXECUTE,
  // so only for numeric parameters (inlined as literals, nothing to escape).
  const prepared = new Set<string>();
  const plain = wrap(client);
  const query: Queryable['query'] = async <T>(statement: string | Sql, params?: readonly SqlParam[], prepare?: string) => {
    const { text, values } = statementOf(statement, params);
    if (!prepare || !values.every((p) => typeof p === 'number' && Number.isFinite(p))) return plain.query<T>(text, values);
    if (!prepared.has(prepare)) {
      await client.query(`PREPARE ${prepare} AS ${text}`);
      prepared.add(prepare);
    }
    return (await client.query<T>(`EXECUTE ${prepare}(${values.join(', ')})`)).rows;
  };
  return {
    kind: 'pglite',
    ...plain,
    query,
    transaction: (fn) => client.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      return client.listen(channel, (payload) => onNotify(payload));
    },
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
    async query<T>(statement: string | Sql, params?: readonly SqlParam[], prepare?: string) {
      const { text, values } = statementOf(statement, params);
      return (await c.query({ text, values: values as unknown[], ...(prepare ? { name: prepare } : {}) })).rows as T[];
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
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** LISTEN needs a connection of its own (a pooled one would be handed to queries); it reconnects when lost. */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    client = undefined;
    if (!stopped && !retry) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    retry = undefined;
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => void c.end().catch(() => undefined));
    c.on('end', () => client === c && reconnectLater());
    c.on('notification', (n) => n.channel === channel && onNotify(n.payload));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch {
      await c.end().catch(() => undefined);
      return reconnectLater();
    }
    if (stopped) return void (await c.end().catch(() => undefined));
    client = c;
    onNotify(undefined);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}
