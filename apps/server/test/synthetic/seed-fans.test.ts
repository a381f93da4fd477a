import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFans, SYNTHETIC_FAN_PASSWORD } from '../../src/synthetic/seed-fans.js';
import { createTestApp, type TestApp } from '../test-app.js';

const ids = async (t: TestApp) =>
  (await t.db.query<{ username: string }>("SELECT username FROM app_user WHERE username LIKE 'fan%' ORDER BY id")).map((r) => r.username);

describe('synthetic fans (seed:synthetic --users N)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('adds fan1 … fanN who sign in with the shared password, verified, old enough to count', async () => {
    expect(await seedFans(t.db, { users: 4 })).toEqual({ added: 4 });
    expect(await ids(t)).toEqual(['fan1', 'fan2', 'fan3', 'fan4']);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'fan3', password: SYNTHETIC_FAN_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ username: 'fan3', email: 'fan3@example.com' });
    const me = await t.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${login.json().accessToken}` } });
    expect(me.json().emailVerified).toBe(true);

    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'fan3', password: 'other-password' } });
    expect(wrong.statusCode).toBe(401);

    // past the score's eligibility age (7 days) and the newcomer limits (a day): joined in the last two years
    const ages = await t.db.query<{ days: number }>(
      "SELECT extract(day FROM now() - created_at)::int AS days FROM app_user WHERE username LIKE 'fan%'",
    );
    for (const { days } of ages) expect(days).toBeGreaterThanOrEqual(700);
  });

  it('runs again without doubling anyone: only the missing fans are added', async () => {
    expect(await seedFans(t.db, { users: 6 })).toEqual({ added: 2 });
    expect(await ids(t)).toEqual(['fan1', 'fan2', 'fan3', 'fan4', 'fan5', 'fan6']);
  });
});
