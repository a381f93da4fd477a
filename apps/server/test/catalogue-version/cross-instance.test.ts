/**
 * Cached catalogue answers never outlive a catalogue write: two instances on one database both cache a
 * details and a search answer; a write through the importer on one reaches the other within 5 s, by
 * NOTIFY, by the version poll alone, and by Redis alone. On the embedded engine (one process) at once.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShowDetails } from '@klama/contract';
import { importDetails } from '../../src/importer/import-details.js';
import { loadSampleCatalogue } from '../../src/sample-catalogue/load-sample.js';
import { engine } from '../test-app.js';
import { eventually } from '../response-cache/eventually.js';
import { INSTANCE_SETUPS, twoInstances, type TwoInstances } from './two-instances.js';

const NIGHT_COURT = 1006;
const tmdbFixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../importer/fixtures/tv/${name}.json`, import.meta.url), 'utf8')) as unknown;

describe.each(INSTANCE_SETUPS)('cross-instance invalidation: $name', (setup) => {
  const instances = twoInstances(setup, async (db) => {
    await loadSampleCatalogue(db);
    await importDetails(db, tmdbFixture('1006'));
  });
  let db: TwoInstances['db'];
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  beforeAll(() => void ({ db, writer, reader } = instances));
  const details = `/api/show/details/${NIGHT_COURT}`;
  const search = '/api/show/search?query=hospital%20days';

  it.skipIf(setup.skip)('the other instance drops its cached answers within 5 s of a write', async () => {
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
