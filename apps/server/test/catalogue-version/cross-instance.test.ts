/**
 * Cached catalogue answers never outlive a catalogue write: two instances on one database both cache a
 * details and a search answer; a write through the importer on one reaches the other within 5 s, by
 * NOTIFY, by the version poll alone, and by Redis alone. On the embedded engine (one process) at once.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShowDetails } from '@klama/contract';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { importDetails } from '../../src/importer/import-details.js';
import { loadSampleCatalogue } from '../../src/catalogue/sample/load-sample.js';
import { engine, openTestDatabase } from '../test-app.js';
import { eventually } from '../response-cache/eventually.js';

const NIGHT_COURT = 1006;
const tmdbFixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../importer/fixtures/tv/${name}.json`, import.meta.url), 'utf8')) as unknown;
const redisUrl = process.env.TEST_REDIS_URL;

interface Setup {
  name: string;
  /** How the second instance follows the version (the first always listens). */
  second: AppOptions['catalogueVersion'];
  redis?: boolean;
  skip?: boolean;
}

const setups: Setup[] =
  engine === 'pglite'
    ? [{ name: 'two apps on one embedded database: the bump reaches both at once', second: {} }]
    : [
        { name: 'LISTEN/NOTIFY (with the poll)', second: {} },
        { name: 'the version poll alone', second: { listen: false, pollMs: 2000 } },
        { name: 'Redis pub/sub alone', second: { listen: false, pollMs: 0 }, redis: true, skip: !redisUrl },
      ];

describe.each(setups)('cross-instance invalidation: $name', ({ second, redis, skip }) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let secondDb: Database;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  const details = `/api/show/details/${NIGHT_COURT}`;
  const search = '/api/show/search?query=hospital%20days';

  beforeAll(async () => {
    if (skip) return;
    db = await openTestDatabase();
    await loadSampleCatalogue(db);
    await importDetails(db, tmdbFixture('1006'));
    secondDb = db.url ? await openPostgres(db.url, 2) : db;
    const env = { LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...(redis && redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const config = { ...loadConfig(env), serveWeb: false };
    writer = await buildApp(config, db);
    reader = await buildApp(config, secondDb, { catalogueVersion: second });
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    if (secondDb !== db) await secondDb?.close();
    await db?.drop();
  });

  it.skipIf(skip)('the other instance drops its cached answers within 5 s of a write', async () => {
    const episodes = async (app: FastifyInstance) => ShowDetails.parse((await app.inject(details)).json()).number_of_episodes;
    const found = async (app: FastifyInstance) => (await app.inject(search)).json<{ id: number }[]>().map((s) => s.id);
    for (const app of [writer, reader]) {
      expect(await episodes(app)).toBe(16);
      expect(await found(app)).not.toContain(1001);
      const again = await app.inject(details);
      expect(again.headers['x-cache']).toBe('hit');
    }

    await importDetails(db, tmdbFixture('1006-changed')); // 18 episodes now
    await importDetails(db, tmdbFixture('1001')); // "Hospital Days"

    if (engine === 'pglite') {
      // one process: the commit itself tells every app on the database
      expect(await episodes(reader)).toBe(18);
      expect(await found(reader)).toContain(1001);
    }
    await eventually(async () => {
      expect(await episodes(reader)).toBe(18);
      expect(await found(reader)).toContain(1001);
    });
    await eventually(async () => expect(await episodes(writer)).toBe(18));
  });
});
