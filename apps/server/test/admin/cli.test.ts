/**
 * `npm run admin -- grant|revoke USERNAME` as npm runs it (built JavaScript in a child process): on the
 * embedded database while no server holds it, and its clear refusal while one does. On PostgreSQL, a
 * running app honours the change on its very next admin call.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.js';
import { migrate } from '../../src/db/migrate.js';
import { createTestApp, engine, type TestApp, type TestDatabase } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { buildServer } from '../server-process.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function admin(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR)/.test(k)));
    execFile(
      process.execPath,
      [join(root, 'apps/server/dist/src/cli/admin.js'), ...args],
      { env: clean, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function roleIn(dataDir: string, username: string) {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    return (await db.query<{ role: string }>('SELECT role FROM app_user WHERE username = $1', [username]))[0]?.role;
  } finally {
    await db.close();
  }
}

beforeAll(buildServer);

describe('npm run admin on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'klama-admin-cli-'));
  beforeAll(async () => {
    const db = await openPglite(join(dataDir, 'pgdata'));
    await migrate(db);
    await db.query(`INSERT INTO app_user (username, email, password_hash) VALUES ('mina', 'mina@example.com', 'scrypt$x')`);
    await db.close();
  });

  it('grants and revokes the role, says so, and changes nothing the second time', async () => {
    const granted = await admin(['grant', 'Mina', '--data-dir', dataDir]);
    expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining('Mina is an admin') });
    expect(await roleIn(dataDir, 'mina')).toBe('admin');
    expect((await admin(['grant', 'mina', '--data-dir', dataDir])).stdout).toContain('already; nothing changed');
    const revoked = await admin(['revoke', 'mina', '--data-dir', dataDir]);
    expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining('mina is no longer an admin') });
    expect(await roleIn(dataDir, 'mina')).toBe('user');
  });

  it('exits 3 for an unknown user and 2 with the usage for a bad command', async () => {
    const unknown = await admin(['grant', 'nobody', '--data-dir', dataDir]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('No user named nobody');
    const bad = await admin(['promote', 'mina', '--data-dir', dataDir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin -- grant|revoke USERNAME');
  });

  it('refuses with one clear line while a server holds the embedded database', async () => {
    writeFileSync(join(dataDir, 'pgdata', 'klama.lock'), String(process.pid)); // this test process stands for the running server
    const r = await admin(['grant', 'mina', '--data-dir', dataDir]);
    expect(r.code).toBe(4);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/in use by process \d+.*stop the server, run this again, then start it/),
    ]);
    expect(await roleIn(dataDir, 'mina')).toBe('user');
  });
});

describe.skipIf(engine !== 'postgres')('npm run admin against PostgreSQL with the server running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a grant lets the user in on the next admin call, a revoke shuts them out on the next one', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(403);
    expect((await admin(['grant', user.username, '--database-url', (t.db as TestDatabase).url!])).code).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(200);
    expect((await admin(['revoke', user.username, '--database-url', (t.db as TestDatabase).url!])).code).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(403);
  });
});
