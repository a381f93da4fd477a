/** `npm start`'s server process: Ctrl-C pressed twice still shuts down once, cleanly. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';
import { buildServer, killLeftServers, startServerProcess } from './server-process.js';

beforeAll(buildServer);
afterEach(killLeftServers);

it('exits 0 on two quick SIGINTs, with the PGlite lock removed and the database reopenable', async () => {
  const { child: server, dataDir, output, exited } = await startServerProcess({ SEED: 'none' });
  expect(existsSync(join(dataDir, 'pgdata', 'klama.lock'))).toBe(true);

  server.kill('SIGINT');
  server.kill('SIGINT');
  expect(await exited, output()).toEqual({ code: 0, signal: null });
  expect(output().match(/shutting down/g)).toHaveLength(1);
  expect(existsSync(join(dataDir, 'pgdata', 'klama.lock'))).toBe(false);

  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    expect(await db.query('SELECT count(*)::int AS n FROM show')).toEqual([{ n: 0 }]);
  } finally {
    await db.close();
  }
});
