/**
 * Test harness: a database of its own per test file (PGlite by default; a new PostgreSQL database
 * when TEST_DATABASE_URL is set), started from the migrated templates that global-setup.ts builds
 * once per run (empty, or seeded with the sample catalogue), and the app built on it for `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { bumpCatalogueVersion, readCatalogueVersion } from '../src/catalogue-version/index.js';
import type { SqlParam } from '../src/db/sql.js';
import { eventually } from './response-cache/eventually.js';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';

export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** `url` (PostgreSQL only) lets a test open a second handle on the same database, as a second instance would. */
export type TestDatabase = Database & { drop(): Promise<void>; url?: string };

/** A migrated database of the test file's own: empty, or with the sample catalogue when `seeded`. */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = options.seeded ? templates.seeded : templates.empty;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(template)]) });
    return Object.assign(db, { drop: () => db.close() });
  }
  const name = `klama_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  return Object.assign(db, {
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /**
   * A direct write to catalogue tables, made as a catalogue write is: the version is bumped and the app
   * has followed it (read model rebuilt, cached answers dropped) when this resolves.
   */
  write(statement: string, params?: readonly SqlParam[]): Promise<void>;
  /** Resolves once the app has followed the database's catalogue version (after a write through the real write path). */
  followed(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: NodeJS.ProcessEnv;
  /** also serve the built web app (test/web-render builds it first) */
  serveWeb?: boolean;
  /** options of buildApp (a mail transport, the mail worker's pace) */
  app?: AppOptions;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await openTestDatabase({ seeded: options.seed !== false });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...options.env }),
    serveWeb: options.serveWeb ?? false,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, db, options.app);
    await app.ready();
  } catch (error) {
    if (process.env.KLAMA_MUTATION_RUN) return appThatFailedToBuild(db, config, error);
    await db.drop();
    throw error;
  }
  const followed = async () => {
    const version = await readCatalogueVersion(db);
    await eventually(async () => {
      if (app.catalogueVersion.current() < version) throw new Error(`the app has not followed catalogue version ${version}`);
    });
  };
  return {
    app,
    db,
    config,
    async write(statement, params) {
      await db.query(statement, params);
      await bumpCatalogueVersion(db);
      await followed();
    },
    followed,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * Mutation testing only (vitest.mutation.config.ts): a mutant can break building the app (a route
 * option Fastify rejects). Stryker's vitest runner does not see the error of a file-level `beforeAll`
 * and counts the tests it skips as not failing, so such a mutant would survive. Instead the test file
 * gets its database, and every use of the app throws the build error: the tests fail, the mutant is killed.
 */
function appThatFailedToBuild(db: TestDatabase, config: Config, error: unknown): TestApp {
  const fail = (): never => {
    throw error;
  };
  return {
    get app() {
      return fail();
    },
    db,
    config,
    write: async () => fail(),
    followed: async () => fail(),
    close: () => db.drop(),
  };
}
