/**
 * ASVS 5.0 chapter 7 (docs/security.md) where no other test held it: the inactivity timeout (7.3.1), a sign-in
 * replacing the browser's session (7.2.4), and the refresh token's size and uniqueness (7.2.3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@klama/contract';
import { SESSION_IDLE_DAYS } from '../../src/accounts/sessions.queries.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, nextLoopbackAddress, sessionOf, signUp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

type Session = { accessToken: string; refreshToken: string };
type Fan = { username: string; password: string };
/** A password sign-in of `fan` from an address of its own (`options`: what else the browser sends). */
const login = (fan: Fan, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: fan.username, password: fan.password },
    remoteAddress: nextLoopbackAddress(),
    ...options,
  });
const refresh = (s: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: s.refreshToken },
    remoteAddress: nextLoopbackAddress(),
  });
const meStatus = async (s: Session) => (await t.app.inject({ url: '/api/user/me', headers: bearer(s.accessToken) })).statusCode;
const sessionIds = async (s: Session) =>
  (await t.app.inject({ url: '/api/user/me/sessions', headers: bearer(s.accessToken) })).json<SessionInfo[]>().map((x) => x.id);

/** Sets when the session of a refresh token was last used, `days` ago. */
const lastUsedDaysAgo = (s: Session, days: number) =>
  t.db.query(
    `UPDATE auth_session SET last_used_at = now() - make_interval(days => $2)
     WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
    [s.refreshToken, days],
  );

describe('7.3.1 inactivity timeout', () => {
  it(`ends a session left unused for ${SESSION_IDLE_DAYS} days, and keeps one used the day before`, async () => {
    expect(SESSION_IDLE_DAYS).toBe(14);
    const idle = await signUp(t.app);
    const other = sessionOf(await login(idle));
    await lastUsedDaysAgo(idle.session, 14);
    await lastUsedDaysAgo(other, 13);

    expect(await meStatus(idle.session)).toBe(401);
    expect((await refresh(idle.session)).statusCode).toBe(401);
    expect(await sessionIds(other)).toHaveLength(1);

    expect(await meStatus(other)).toBe(200);
    const refreshed = await refresh(other);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });
});

describe('7.2.4 a sign-in replaces the session', () => {
  it('ends the session whose refresh cookie the browser still sends when it signs in again', async () => {
    const u = await signUp(t.app);
    const elsewhere = sessionOf(await login(u));
    // the browser of the sign-up signs in again, sending its cookie (and the XSRF pair the cookie needs)
    const again = await login(u, {
      cookies: { 'klama-refresh': u.session.refreshToken, 'XSRF-TOKEN': 'xsrf-1' },
      headers: { 'x-xsrf-token': 'xsrf-1' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const replaced = sessionOf(again);
    expect(replaced.refreshToken).not.toBe(u.session.refreshToken);

    expect(await meStatus(u.session)).toBe(401);
    expect((await refresh(u.session)).statusCode).toBe(401);
    // another device's session is not the browser's: it goes on
    expect(await meStatus(elsewhere)).toBe(200);
    expect(await sessionIds(replaced)).toHaveLength(2);
  });
});

describe('7.2.3 reference tokens', () => {
  it('hands out refresh tokens of 256 random bits (43 base64url characters), never the same twice', async () => {
    const u = await signUp(t.app);
    const tokens = [u.session.refreshToken];
    for (let i = 0; i < 5; i++) tokens.push(sessionOf(await login(u)).refreshToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
