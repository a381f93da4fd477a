// `npm test`: every suite — unit, API and component tests on PGlite, the server suites that can depend on
// the engine again on PostgreSQL (fresh databases) and with Redis (engine-bound-tests.mjs), then the
// browser tests in Chromium. Ends with one
// line "N passed, N failed, N skipped" over all runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureService } from './services.mjs';
import { engineBoundTests } from './engine-bound-tests.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'klama-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const report = join(out, `${label.replace(/\W+/g, '-')}.json`);
  const r = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests + (j.numRuntimeErrors ?? 0);
    totals.skipped += j.numPendingTests + j.numTodoTests;
  }
  if (r.status !== 0) {
    ok = false;
    if (!existsSync(report)) totals.failed += 1;
  }
}

const pgUp = await ensureService('postgres');
const redisUp = await ensureService('redis');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

vitest('unit, API and component tests (PGlite)', ['--project', 'server', '--project', 'web']);
if (pgUp)
  vitest('server tests on PostgreSQL and Redis', ['--project', 'server', ...engineBoundTests(root)], {
    TEST_DATABASE_URL: pgUrl,
    ...(redisUp ? { TEST_REDIS_URL: redisUrl } : {}),
  });
else {
  console.error('PostgreSQL could not be started: the PostgreSQL run fails.');
  ok = false;
  totals.failed += 1;
}
const hasE2e = readFileSync(join(root, 'vitest.config.ts'), 'utf8').includes("name: 'e2e'");
if (hasE2e && process.env.SKIP_E2E !== '1') vitest('browser tests (Chromium)', ['--project', 'e2e']);

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
