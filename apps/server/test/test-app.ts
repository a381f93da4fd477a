/**
 * Test harness: a fresh database per test file (in-memory PGlite by default; a new PostgreSQL
 * database when TEST_DATABASE_URL is set), migrated and seeded with the sample catalogue, and the
 * app built on it for `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { loadSampleCatalogue } from '../src/catalogue/sample/load-sample.js';

export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** `url` (PostgreSQL only) lets a test open a second handle on the same database, as a second instance would. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite(undefined);
    await migrate(db);
    return Object.assign(db, { drop: () => db.close() });
  }
  const name = `klama_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 4);
  await migrate(db);
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
  close(): Promise<void>;
}

export async function createTestApp(options: { seed?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const db = await openTestDatabase();
  if (options.seed !== false) await loadSampleCatalogue(db);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...options.env }), serveWeb: false };
  const app = await buildApp(config, db);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
