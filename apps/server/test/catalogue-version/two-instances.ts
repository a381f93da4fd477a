/**
 * Two app instances on one database, as behind a load balancer: a writer and a reader that follows the
 * catalogue version one way (NOTIFY with the poll, the poll alone, Redis alone on PostgreSQL; the shared
 * in-process database on the embedded engine). For tests of what one instance learns of the other's writes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { engine, openTestDatabase, type TestDatabase } from '../test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

export interface InstancesSetup {
  name: string;
  /** How the second instance follows the version (the first always listens). */
  second: AppOptions['catalogueVersion'];
  redis?: boolean;
  skip?: boolean;
}

export const INSTANCE_SETUPS: InstancesSetup[] =
  engine === 'pglite'
    ? [{ name: 'two apps on one embedded database: the bump reaches both at once', second: {} }]
    : [
        { name: 'LISTEN/NOTIFY (with the poll)', second: {} },
        { name: 'the version poll alone', second: { listen: false, pollMs: 2000 } },
        { name: 'Redis pub/sub alone', second: { listen: false, pollMs: 0 }, redis: true, skip: !redisUrl },
      ];

export interface TwoInstances {
  db: TestDatabase;
  writer: FastifyInstance;
  reader: FastifyInstance;
}

/** Builds both instances in the suite's beforeAll (after `prepare` filled the database) and closes them after. */
export function twoInstances(
  setup: InstancesSetup,
  prepare: (db: Database) => Promise<void>,
  options: { seeded?: boolean } = {},
): TwoInstances {
  const ctx = {} as TwoInstances;
  let secondDb: Database | undefined;
  beforeAll(async () => {
    if (setup.skip) return;
    ctx.db = await openTestDatabase(options);
    await prepare(ctx.db);
    secondDb = ctx.db.url ? await openPostgres(ctx.db.url, 2) : ctx.db;
    const env = { LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...(setup.redis && redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const config = { ...loadConfig(env), serveWeb: false };
    ctx.writer = await buildApp(config, ctx.db);
    ctx.reader = await buildApp(config, secondDb, { catalogueVersion: setup.second });
  });
  afterAll(async () => {
    await ctx.writer?.close();
    await ctx.reader?.close();
    if (secondDb && secondDb !== ctx.db) await secondDb.close();
    await ctx.db?.drop();
  });
  return ctx;
}
