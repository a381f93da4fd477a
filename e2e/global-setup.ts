/**
 * E2E global setup: builds the web app (and its server renderer) when missing or older than its sources, builds the
 * server, starts it on a free port with a fresh data directory (seeded with the sample catalogue) and
 * provides its base URL to the specs. The teardown stops it and removes the data directory.
 *
 * The server imports from the stub TMDB API of the importer's tests (TMDB_BASE_URL), and one account is made an
 * admin the way an operator makes the first one: sign up, stop the server (PGlite takes one process at a time),
 * `npm run admin -- grant NAME` (its built script), start again. The admins' credentials are provided as `admin`,
 * `consoleAdmin` and `moderator`.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../apps/server/test/web-build.js';
import { API_KEY, startStubTmdb } from '../apps/server/test/importer/stub-tmdb.js';
import { startMailbox } from './mailbox.js';

const root = join(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How long the server may take to start: 180 s (a loaded CI machine took 167 s), or E2E_SERVER_WAIT_MS on a machine busy with other work. */
const SERVER_WAIT_MS = Number(process.env.E2E_SERVER_WAIT_MS) || 180_000;

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = SERVER_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/hero`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  ensureWebBuild();
  execSync('npx tsc -b apps/server', { cwd: root, stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'klama-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const tmdb = await startStubTmdb();
  // a real SMTP server: the server mails through it, and the tests read what arrived (e2e/mailbox.ts)
  const mailbox = await startMailbox(join(dataDir, 'received-mail'));
  const start = async () => {
    // the stub accepts the API key; a token from the developer's environment must not be sent instead
    delete process.env.TMDB_ACCESS_TOKEN;
    const child = spawn(process.execPath, [join(root, 'apps/server/dist/src/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        LOG_LEVEL: 'warn',
        SEED: 'sample',
        DATABASE_URL: '',
        TMDB_BASE_URL: tmdb.baseUrl,
        TMDB_API_KEY: API_KEY,
        SMTP_URL: mailbox.url,
        // every browser test signs its users up from this one address
        SIGNUPS_PER_IP_PER_HOUR: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForServer(baseURL, child);
    } catch (error) {
      child.kill();
      throw error;
    }
    return child;
  };
  const stop = async (child: ChildProcess) => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  };

  // three admins: sign-ins are limited per account (10 in 15 minutes from one address), and the suites that use
  // the console together sign in more often than that. `admin` serves the console's own suite, form-controls and
  // narrow-screens; `consoleAdmin` the console's narrow-screen and axe suites; `moderator` the moderation suite
  const stamp = Date.now().toString(36);
  const admin = { username: `e2eadmin${stamp}`, password: 'e2e-admin-secret-1' };
  const consoleAdmin = { username: `e2eops${stamp}`, password: 'e2e-admin-secret-2' };
  const moderator = { username: `e2emod${stamp}`, password: 'e2e-admin-secret-3' };
  const admins = [admin, consoleAdmin, moderator];
  let child = await start();
  for (const account of admins) {
    const signup = await fetch(`${baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, email: `${account.username}@example.com` }),
    });
    if (!signup.ok) throw new Error(`admin sign-up failed: ${signup.status} ${await signup.text()}`);
  }
  await stop(child);
  for (const account of admins)
    execSync(`node apps/server/dist/src/cli/admin.js grant ${account.username} --data-dir ${JSON.stringify(dataDir)}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: '' },
    });
  child = await start();
  project.provide('baseURL', baseURL);
  project.provide('admin', admin);
  project.provide('consoleAdmin', consoleAdmin);
  project.provide('moderator', moderator);
  project.provide('mailDir', mailbox.dir);

  return async () => {
    await stop(child);
    await tmdb.close();
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** an admin account (made with `npm run admin -- grant`) */
    admin: { username: string; password: string };
    /** a second admin, for the console's narrow-screen and axe suites */
    consoleAdmin: { username: string; password: string };
    /** a third admin, for the moderation suite */
    moderator: { username: string; password: string };
    /** where the test SMTP server writes each message it receives (e2e/mailbox.ts) */
    mailDir: string;
  }
}
