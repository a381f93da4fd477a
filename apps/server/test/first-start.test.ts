/** `npm start` on an empty embedded database: the sample catalogue is seeded once, its search rows derived once. */
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';
import { SEARCH_TERM_REVISION } from '../src/search/search-term-revision.js';
import { buildServer, killLeftServers, startServerProcess } from './server-process.js';

beforeAll(buildServer);
afterEach(killLeftServers);

const stop = async (server: Awaited<ReturnType<typeof startServerProcess>>) => {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
};

it('seeds the sample with current search rows: neither this start nor the next derives them again', { timeout: 120_000 }, async () => {
  const first = await startServerProcess({ SEED: 'sample' });
  expect(first.output()).toMatch(/Seeded the sample catalogue: \d+ shows/);
  expect(first.output()).not.toMatch(/Search keys brought up to date/);
  await stop(first);

  const db = await openPglite(join(first.dataDir, 'pgdata'));
  try {
    expect(await db.query('SELECT revision FROM search_term_revision')).toEqual([{ revision: SEARCH_TERM_REVISION }]);
  } finally {
    await db.close();
  }

  const second = await startServerProcess({ SEED: 'sample' }, first.dataDir);
  expect(second.output()).not.toMatch(/Seeded the sample catalogue|Search keys brought up to date/);
  await stop(second);
});
