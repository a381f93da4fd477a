/** SCRATCH: admin/mail lists the outbox's envelopes, newest first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { engine, type TestApp } from '../test-app.js';
import { call, adminTestApp, type AdminTestApp } from './helpers.js';
import { enqueueMail } from '../../src/mail/outbox.queries.js';

describe(`admin/mail on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let admin: AdminTestApp['admin'];
  beforeAll(() => void ({ t, admin } = ctx));

  it('lists the queued mail', async () => {
    await enqueueMail(t.db, { kind: 'verify-email', to: 'scratch@example.com', subject: 's', text: 't', html: 'h', expiresInMinutes: 30 });
    const page = await call(t.app, admin.auth, 'GET', '/api/admin/mail?page=1');
    expect(page.results[0]).toMatchObject({ kind: 'verify-email', to: 'scratch@example.com', sent: false });
  });
});
