/**
 * The built web app (apps/web/dist and its server renderer, dist-server) for tests that serve it: the server's
 * rendering tests and the browser tests. Builds it when it is missing or older than its sources.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');
const web = join(root, 'apps/web');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function webBuildIsStale(): boolean {
  const built = [join(web, 'dist/index.html'), join(web, 'dist-server/entry-server.js')];
  if (!built.every(existsSync)) return true;
  const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'installable-app.ts'].map((p) => join(web, p)).filter(existsSync);
  const contract = join(root, 'packages/contract/src');
  return Math.max(...sources.map(newestMtime), newestMtime(contract)) > Math.min(...built.map((f) => statSync(f).mtimeMs));
}

const lock = join(web, '.test-build-lock');
const LOCK_ABANDONED_MS = 10 * 60_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Test files run in parallel workers: one builds while the others wait for it (a directory made atomically). */
function withBuildLock(build: () => void) {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // a lock left by a killed run
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_ABANDONED_MS) rmSync(lock, { recursive: true, force: true });
      sleep(500);
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function ensureWebBuild() {
  if (!webBuildIsStale()) return;
  withBuildLock(() => {
    // a production build, as `npm start` serves it: the test runner's NODE_ENV=test made Vite bundle React's
    // development build (twice the bytes, slower, its dev warnings), which `npm start` then took as up to date
    if (webBuildIsStale())
      execSync('npm run build -w @klama/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  });
}
