/**
 * `npm run admin -- grant|revoke USERNAME` and `end-sessions USERNAME|--all` as npm runs it (built JavaScript in a
 * child process): on the embedded database while no server holds it, and its clear refusal while one does; revoking
 * the only enabled admin is refused. On PostgreSQL, a running app honours the change on its very next call.
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

async function sqlIn(dataDir: string, statement: string) {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    await db.query(statement);
  } finally {
    await db.close();
  }
}

/** The sessions that still work, by username. */
async function liveSessionsIn(dataDir: string) {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    const counts = await db.query<{ username: string; live: number }>(
      `SELECT u.username, count(*)::int AS live FROM auth_session s JOIN app_user u ON u.id = s.user_id
       WHERE s.revoked_at IS NULL AND s.expires_at > now() GROUP BY u.username`,
    );
    return Object.fromEntries(counts.map((c) => [c.username, c.live]));
  } finally {
    await db.close();
  }
}

beforeAll(buildServer);

// each command is a child process opening the database: a minute is short on a busy machine
const SLOW = { timeout: 300_000 };

describe('npm run admin on the embedded database', SLOW, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'klama-admin-cli-'));
  beforeAll(async () => {
    const db = await openPglite(join(dataDir, 'pgdata'));
    await migrate(db);
    await db.query(
      `INSERT INTO app_user (username, email, password_hash) VALUES ('mina', 'mina@example.com', 'scrypt$x'), ('jun', 'jun@example.com', 'scrypt$x')`,
    );
    await db.close();
  });

  it('grants the role, says so, and changes nothing the second time', async () => {
    const granted = await admin(['grant', 'Mina', '--data-dir', dataDir]);
    expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining('Mina is an admin') });
    expect(await roleIn(dataDir, 'mina')).toBe('admin');
    expect((await admin(['grant', 'mina', '--data-dir', dataDir])).stdout).toContain('already; nothing changed');
  });

  it('refuses to revoke the only enabled admin (exit 1, one line); revokes once another is enabled', async () => {
    // the only enabled admin: the console would have no operator
    const last = await admin(['revoke', 'mina', '--data-dir', dataDir]);
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe('mina is the only enabled admin: grant the role to another account first, then revoke this one');
    expect(await roleIn(dataDir, 'mina')).toBe('admin');
    expect((await admin(['grant', 'jun', '--data-dir', dataDir])).code).toBe(0);
    const revoked = await admin(['revoke', 'mina', '--data-dir', dataDir]);
    expect(revoked).toMatchObject({ code: 0, stdout: expect.stringContaining('mina is no longer an admin') });
    expect(await roleIn(dataDir, 'mina')).toBe('user');
    // a disabled admin is no operator: jun, now the only enabled one, stays
    await sqlIn(dataDir, `UPDATE app_user SET role = 'admin', disabled_at = now() WHERE username = 'mina'`);
    expect((await admin(['revoke', 'jun', '--data-dir', dataDir])).code).toBe(1);
    expect(await roleIn(dataDir, 'jun')).toBe('admin');
    expect((await admin(['revoke', 'mina', '--data-dir', dataDir])).code).toBe(0);
    await sqlIn(dataDir, `UPDATE app_user SET disabled_at = NULL WHERE username = 'mina'`);
  });

  it('ends the sessions still working of one account, or of every account, and says how many', async () => {
    // mina: two working sessions, one ended before and one past its lifetime; jun: one working session
    await sqlIn(
      dataDir,
      `INSERT INTO auth_session (id, user_id, expires_at, revoked_at)
       SELECT gen_random_uuid(), u.id, now() + s.lifetime, s.revoked FROM app_user u
       JOIN (VALUES ('mina', interval '30 days', NULL::timestamptz), ('mina', interval '30 days', NULL), ('mina', interval '30 days', now()),
                    ('mina', interval '-1 day', NULL), ('jun', interval '30 days', NULL)) AS s(username, lifetime, revoked)
         ON s.username = u.username`,
    );
    const one = await admin(['end-sessions', 'MINA', '--data-dir', dataDir]);
    expect(one).toMatchObject({ code: 0, stdout: expect.stringContaining('2 sessions of MINA ended') });
    expect(await liveSessionsIn(dataDir)).toEqual({ jun: 1 });
    expect((await admin(['end-sessions', 'mina', '--data-dir', dataDir])).stdout).toContain('0 sessions of mina ended');
    await sqlIn(
      dataDir,
      `INSERT INTO auth_session (id, user_id, expires_at) SELECT gen_random_uuid(), id, now() + interval '1 day' FROM app_user`,
    );
    const all = await admin(['end-sessions', '--all', '--data-dir', dataDir]);
    expect(all).toMatchObject({ code: 0, stdout: expect.stringContaining('3 sessions of every account ended') });
    expect(await liveSessionsIn(dataDir)).toEqual({});
    expect((await admin(['end-sessions', 'nobody', '--data-dir', dataDir])).code).toBe(3);
    for (const bad of [['end-sessions'], ['end-sessions', 'mina', '--all'], ['revoke', '--all']]) {
      const r = await admin([...bad, '--data-dir', dataDir]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('npm run admin -- end-sessions USERNAME|--all');
    }
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

describe.skipIf(engine !== 'postgres')('npm run admin against PostgreSQL with the server running', SLOW, () => {
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
    // another enabled admin, so this one is not the last
    const other = await signUp(t.app);
    expect((await admin(['grant', other.username, '--database-url', (t.db as TestDatabase).url!])).code).toBe(0);
    expect((await admin(['revoke', user.username, '--database-url', (t.db as TestDatabase).url!])).code).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(403);
  });

  it("end-sessions ends a signed-in fan's session on the running server at once; --all every account's", async () => {
    const fan = await signUp(t.app);
    const another = await signUp(t.app);
    const me = async (token: string) => (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode;
    const url = (t.db as TestDatabase).url!;
    const one = await admin(['end-sessions', fan.username, '--database-url', url]);
    expect(one).toMatchObject({ code: 0, stdout: expect.stringContaining(`1 session of ${fan.username} ended`) });
    expect(await me(fan.session.accessToken)).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: fan.session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(await me(another.session.accessToken)).toBe(200);
    const [counted] = await t.db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM auth_session WHERE revoked_at IS NULL AND expires_at > now()',
    );
    const live = counted!.live;
    expect(live).toBeGreaterThan(1); // `another`'s session and those of the test above
    const all = await admin(['end-sessions', '--all', '--database-url', url]);
    expect(all).toMatchObject({ code: 0, stdout: expect.stringContaining(`${live} sessions of every account ended`) });
    expect(await me(another.session.accessToken)).toBe(401);
  });
});
