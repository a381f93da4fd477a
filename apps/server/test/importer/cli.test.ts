/** The catalogue scripts as `npm run …` runs them: built JavaScript in a child process, against the stub TMDB. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.js';
import { SEARCH_TERM_REVISION } from '../../src/search/search-term-revision.js';
import { API_KEY, startStubTmdb, type StubTmdb } from './stub-tmdb.js';
import { buildServer } from '../server-process.js';

// a child opens its own PGlite, migrates and loads the sample catalogue: on a busy 2-core machine that alone can take a minute
const CHILD_TIMEOUT_MS = 120_000;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const script = (name: string) => join(root, 'apps/server/dist/src/cli', `${name}.js`);

function run(name: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(TMDB_|DATABASE_URL|DATA_DIR)/.test(k)));
    execFile(process.execPath, [script(name), ...args], { env: { ...clean, ...env }, timeout: CHILD_TIMEOUT_MS }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function queryNumber(dataDir: string, sql: string) {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    return (await db.query<{ n: number }>(sql))[0]!.n;
  } finally {
    await db.close();
  }
}
const countShows = (dataDir: string, where = 'true') => queryNumber(dataDir, `SELECT count(*)::int AS n FROM show WHERE ${where}`);
/** The search rows' revision: current means the server's next start has nothing to derive again. */
const searchTermRevision = (dataDir: string) => queryNumber(dataDir, 'SELECT revision AS n FROM search_term_revision');

let stub: StubTmdb;
beforeAll(async () => {
  buildServer();
  stub = await startStubTmdb();
});
afterAll(() => stub?.close());

describe('npm run import:tmdb', { timeout: CHILD_TIMEOUT_MS + 10_000 }, () => {
  it('exits 2 with one line when credentials are missing', async () => {
    const r = await run('import-tmdb', ['--data-dir', mkdtempSync(join(tmpdir(), 'klama-cli-'))]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining('TMDB_API_KEY')]);
  });

  it('imports from the stub with plain log lines and a summary, and exits 3 because one show failed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-cli-'));
    const r = await run('import-tmdb', ['--data-dir', dataDir, '--collections'], { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: stub.baseUrl });
    expect(r.stdout).toMatch(/Done in .* 7 shows — added 6, updated 0, failed 1/);
    expect(r.stdout).toMatch(/failed 1007: .*500/);
    expect(r.stdout).toMatch(/Collections: trending-now 2 shows, upcoming-release 1 shows/);
    expect(r.stderr).not.toContain('\x1b['); // not a terminal: no progress bar
    expect(r.code).toBe(3);
    expect(await countShows(dataDir, "source = 'tmdb'")).toBe(8);
  });

  it('asks for confirmation before --replace-sample removes the sample catalogue', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-cli-'));
    const { loadSampleCatalogue } = await import('../../src/sample-catalogue/load-sample.js');
    const { migrate } = await import('../../src/db/migrate.js');
    const db = await openPglite(join(dataDir, 'pgdata'));
    await migrate(db);
    await loadSampleCatalogue(db);
    await db.close();
    const env = { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: stub.baseUrl };
    const refused = await run('import-tmdb', ['--data-dir', dataDir, '--replace-sample', '--show', '1001'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/would remove \d+ sample shows .* Add --yes/);
    expect(await countShows(dataDir, "source = 'sample'")).toBeGreaterThan(0);
    const done = await run('import-tmdb', ['--data-dir', dataDir, '--replace-sample', '--yes', '--show', '1001'], env);
    expect(done.code).toBe(0);
    expect(await countShows(dataDir, "source = 'sample'")).toBe(0);
    expect(await countShows(dataDir, "source = 'tmdb'")).toBe(2);
  });
});

describe('npm run import:file and seed:synthetic', { timeout: CHILD_TIMEOUT_MS + 10_000 }, () => {
  it('imports a JSON Lines file, reporting bad lines by number', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-cli-'));
    const file = join(dataDir, 'shows.jsonl');
    const show = JSON.stringify(JSON.parse(readFileSync(new URL('./fixtures/tv/1003.json', import.meta.url), 'utf8')));
    writeFileSync(file, `${show}\nnot json\n`);
    const r = await run('import-file', [file, '--data-dir', dataDir]);
    expect(r.stderr).toMatch(/line 2: invalid JSON/);
    expect(r.stdout).toMatch(/2 lines — added 1, updated 0, skipped 1 bad lines/);
    expect(r.code).toBe(3);
    expect(await countShows(dataDir)).toBe(1);
    expect(await searchTermRevision(dataDir)).toBe(SEARCH_TERM_REVISION);
  });

  it('generates a synthetic catalogue and refuses to mix it into a filled database without --append', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'klama-cli-'));
    const r = await run('seed-synthetic', ['--shows', '50', '--seed', '3', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Done: 50 shows .* shows\/s/);
    expect(await searchTermRevision(dataDir)).toBe(SEARCH_TERM_REVISION);
    const again = await run('seed-synthetic', ['--shows', '50', '--data-dir', dataDir]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has 50 shows; pass --append/);
    expect((await run('seed-synthetic', ['--shows', '50', '--append', '--data-dir', dataDir])).code).toBe(0);
    expect(await countShows(dataDir)).toBe(100);
  });
});
