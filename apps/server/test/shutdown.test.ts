/** `npm start`'s server process: Ctrl-C pressed twice still shuts down once, cleanly. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

beforeAll(() => {
  execFileSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'pipe' });
});

it('exits 0 on two quick SIGINTs, with the PGlite lock removed and the database reopenable', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'klama-shutdown-'));
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|REDIS_URL|JWT_SECRET)$/.test(k)));
  const server = spawn(process.execPath, ['apps/server/dist/src/main.js'], {
    cwd: root,
    env: { ...clean, PORT: '0', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('K-lama is serving')) resolve();
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before serving:\n${output}`)));
  });
  expect(existsSync(join(dataDir, 'pgdata', 'klama.lock'))).toBe(true);

  server.kill('SIGINT');
  server.kill('SIGINT');
  expect(await exited, output).toEqual({ code: 0, signal: null });
  expect(output.match(/shutting down/g)).toHaveLength(1);
  expect(existsSync(join(dataDir, 'pgdata', 'klama.lock'))).toBe(false);

  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    expect(await db.query('SELECT count(*)::int AS n FROM show')).toEqual([{ n: 0 }]);
  } finally {
    await db.close();
  }
});
