/**
 * E2E global setup: builds the web app (and its server renderer) when missing or older than its sources, builds the
 * server, starts it on a free port with a fresh data directory (seeded with the sample catalogue) and
 * provides its base URL to the specs. The teardown stops it and removes the data directory.
 *
 * The server imports from the stub TMDB API of the importer's tests (TMDB_BASE_URL), and one account is made an
 * admin the way an operator makes the first one: sign up, stop the server (PGlite takes one process at a time),
 * `npm run admin -- grant NAME` (its built script), start again. The admin's credentials are provided as `admin`.
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
import { ADMIN_SUITES, type AdminSuite } from './admin-suites.js';

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

/**
 * Starts the built server (apps/server/dist) on `port` with what every browser test's server has (the sample catalogue,
 * warnings only, sign-ups from one address) and `env` on top (its data directory, site address, database, mail …);
 * resolves once it answers.
 */
export async function startBuiltServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: 'sample',
      // every browser test signs its users up from this one address
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return child;
}

/** Stops a server `startBuiltServer` started and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
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
  const start = () => {
    // the stub accepts the API key; a token from the developer's environment must not be sent instead
    delete process.env.TMDB_ACCESS_TOKEN;
    return startBuiltServer(port, {
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      DATABASE_URL: '',
      TMDB_BASE_URL: tmdb.baseUrl,
      TMDB_API_KEY: API_KEY,
      SMTP_URL: mailbox.url,
    });
  };
  const stop = stopServer;

  // an admin per suite that signs one in: sign-ins are limited per account (10 in 15 minutes from one address), and
  // one admin shared by the console's, moderation's and narrow-screen suites signs in more often than that
  const stamp = Date.now().toString(36);
  const admins = Object.fromEntries(
    ADMIN_SUITES.map((suite, i) => [suite, { username: `e2e${suite}${stamp}`, password: `e2e-admin-secret-${i + 1}` }]),
  ) as Record<AdminSuite, { username: string; password: string }>;
  let child = await start();
  for (const account of Object.values(admins)) {
    const signup = await fetch(`${baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, email: `${account.username}@example.com` }),
    });
    if (!signup.ok) throw new Error(`admin sign-up failed: ${signup.status} ${await signup.text()}`);
  }
  await stop(child);
  for (const account of Object.values(admins))
    execSync(`node apps/server/dist/src/cli/admin.js grant ${account.username} --data-dir ${JSON.stringify(dataDir)}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: '' },
    });
  child = await start();
  project.provide('baseURL', baseURL);
  project.provide('admins', admins);
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
    /** an admin account per suite that signs one in (made with `npm run admin -- grant`) */
    admins: Record<AdminSuite, { username: string; password: string }>;
    /** where the test SMTP server writes each message it receives (e2e/mailbox.ts) */
    mailDir: string;
  }
}
