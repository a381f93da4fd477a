import { mkdtempSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';

it('refuses a data directory another live process holds, and takes over the lock of a dead one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'klama-lock-'));
  const db = await openPglite(dir);
  await db.query('CREATE TABLE t (x int)');
  await db.close();
  expect(existsSync(join(dir, 'klama.lock'))).toBe(false);

  // a live owner (the parent of this test process is alive)
  writeFileSync(join(dir, 'klama.lock'), String(process.ppid));
  await expect(openPglite(dir)).rejects.toThrow(/in use by process/);

  // a dead owner (a crash or kill -9 leaves its lock behind)
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
  writeFileSync(join(dir, 'klama.lock'), dead);
  const again = await openPglite(dir);
  expect(await again.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 0 }]);
  await again.close();
});
