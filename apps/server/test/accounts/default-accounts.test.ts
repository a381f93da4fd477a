/** ASVS 6.3.2: no default accounts. A migrated database with the sample catalogue, served by a started app, holds no account at all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`default accounts on ${engine}`, () => {
  it('has none: every account is one somebody signed up for', async () => {
    expect(await t.db.query('SELECT username FROM app_user')).toEqual([]);
    for (const username of ['admin', 'root', 'administrator']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'password123' } });
      expect(res.statusCode, username).toBe(401);
    }
  });
});
