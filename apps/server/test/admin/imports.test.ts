/** admin/imports: a TMDB import as a background job against the stub TMDB, one at a time, stale jobs marked failed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { API_KEY, startStubTmdb, type StubTmdb } from '../importer/stub-tmdb.js';
import { call, lastAudit, signUpAdmin } from './helpers.js';

describe(`admin/imports on ${engine}`, () => {
  let stub: StubTmdb;
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    stub = await startStubTmdb();
    t = await createTestApp({ env: { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: stub.baseUrl } });
    auth = (await signUpAdmin(t.app, t.db)).auth;
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('imports a show in the background: 202 with the job id, then its status, counts and log', async () => {
    expect((await t.app.inject({ url: '/api/show/details/1001' })).statusCode).toBe(404);
    const { id } = await call(t.app, auth, 'POST', '/api/admin/imports', { kind: 'show', showId: 1001 }, 202);
    await t.app.importJobs.settled();
    const job: ImportJob = await call(t.app, auth, 'GET', `/api/admin/imports/${id}`);
    expect(job).toMatchObject({
      id,
      kind: 'show',
      options: { showId: 1001 },
      status: 'succeeded',
      progress: { done: 1, total: 1 },
      counts: { added: 1, updated: 0, failed: 0 },
      error: null,
      finishedAt: expect.any(String),
    });
    expect(job.log.at(-1)).toBe('Done: 1 shows — added 1, updated 0, failed 0');
    await t.followed();
    expect((await t.app.inject({ url: '/api/show/details/1001' })).statusCode).toBe(200);
    expect((await call(t.app, auth, 'GET', '/api/admin/imports'))[0]).toMatchObject({ id, status: 'succeeded' });
    expect(await lastAudit(t.app, auth)).toMatchObject({ action: 'import.start', after: { id, kind: 'show', showId: 1001 } });
  });

  it('runs one job at a time across instances; a job whose server stopped is marked failed and no longer blocks', async () => {
    // another instance's job, alive (fresh heartbeat)
    const [{ id: other }] = (await t.db.query<{ id: number }>(`INSERT INTO import_job (kind) VALUES ('refresh') RETURNING id`)) as [
      { id: number },
    ];
    const refused = await call(t.app, auth, 'POST', '/api/admin/imports', { kind: 'collections' }, 409);
    expect(refused.message).toBe('An import is already running');
    // its server stops: no heartbeat for more than 30 s
    await t.db.query(`UPDATE import_job SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [other]);
    expect(await call(t.app, auth, 'GET', `/api/admin/imports/${other}`)).toMatchObject({
      status: 'failed',
      error: 'The server running this import stopped; start the import again to resume it',
    });
    const { id } = await call(t.app, auth, 'POST', '/api/admin/imports', { kind: 'collections' }, 202);
    await t.app.importJobs.settled();
    const job: ImportJob = await call(t.app, auth, 'GET', `/api/admin/imports/${id}`);
    expect(job.status).toBe('succeeded');
    expect(job.log.join('\n')).toMatch(/Collections: trending-now 2 shows, upcoming-release 1 shows/);
  });

  it('validates the request, and 404s an unknown job', async () => {
    for (const body of [{ kind: 'weird' }, { kind: 'show' }, { kind: 'show', showId: 0 }, { kind: 'refresh', since: '2026-02-30' }, {}])
      await call(t.app, auth, 'POST', '/api/admin/imports', body, 400);
    await call(t.app, auth, 'GET', '/api/admin/imports/999999', undefined, 404);
  });
});

describe(`admin/imports without TMDB credentials on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TMDB_API_KEY: '', TMDB_ACCESS_TOKEN: '' } });
  });
  afterAll(() => t?.close());

  it('answers 400 naming the setting, and records no job', async () => {
    const { auth } = await signUpAdmin(t.app, t.db);
    const res = await call(t.app, auth, 'POST', '/api/admin/imports', { kind: 'collections' }, 400);
    expect(res.message).toMatch(/TMDB_API_KEY/);
    expect(await call(t.app, auth, 'GET', '/api/admin/imports')).toEqual([]);
  });
});
