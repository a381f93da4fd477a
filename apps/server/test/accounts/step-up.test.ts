/**
 * The step-up before a sensitive change (issue 25, ASVS 7.5.1 and 7.5.2; decision 0043): changing the email, setting
 * two-step sign-in up, registering a passkey and ending sessions are refused (403 `auth.confirmRequired`) unless the
 * owner confirmed on this very session (`POST user/me/confirm`) within the last 5 minutes. The window is moved back
 * by setting the session's `confirmed_at` back, as the clock would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { sql } from '../../src/db/sql.js';
import { CONFIRMATION_WINDOW_MINUTES } from '../../src/accounts/sessions.queries.js';
import { bearer, confirmIdentity, nextLoopbackAddress, sessionOf, signUp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
    remoteAddress: nextLoopbackAddress(),
  });
const confirm = (token: string, payload: object, remoteAddress = nextLoopbackAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/user/me/confirm', headers: bearer(token), payload, remoteAddress });
const signIn = async (username: string) =>
  sessionOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'secret-pass-1' },
      remoteAddress: nextLoopbackAddress(),
    }),
  );
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
/** Sets the session's confirmation `minutes` back in time. */
const ageConfirmation = (token: string, minutes: number) =>
  t.db.query(sql`UPDATE auth_session SET confirmed_at = confirmed_at - make_interval(mins => ${minutes}) WHERE id = ${sessionIdOf(token)}`);

/** The five sensitive changes, each as a request that succeeds once confirmed, on a fresh account. */
async function sensitiveChanges() {
  const fan = await signUp(t.app);
  const token = fan.session.accessToken;
  const other = await signIn(fan.username);
  const otherId = sessionIdOf(other.accessToken);
  const changes: [string, () => ReturnType<typeof call>, number][] = [
    ['PATCH user/me (email)', () => call(token, 'PATCH', '/user/me', { email: `new-${fan.email}` }), 200],
    ['totpSetup', () => call(token, 'POST', '/user/me/2fa/totp/setup'), 200],
    ['passkeyRegisterOptions', () => call(token, 'POST', '/auth/passkey/register/options'), 200],
    ['endSession', () => call(token, 'DELETE', `/user/me/sessions/${otherId}`), 204],
    ['endOtherSessions', () => call(token, 'DELETE', '/user/me/sessions'), 204],
  ];
  return { fan, token, changes };
}

describe(`confirming it is you before a sensitive change on ${engine}`, () => {
  it('refuses each of the five changes without a confirmation: 403 auth.confirmRequired, nothing changed', async () => {
    const { fan, token, changes } = await sensitiveChanges();
    for (const [name, change] of changes) {
      const res = await change();
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ status: 'error', code: 'auth.confirmRequired', message: AUTH_MESSAGES.confirmRequired });
    }
    const me = (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).json<{ email: string }>();
    expect(me.email).toBe(fan.email);
    const sessions = await t.app.inject({ url: '/api/user/me/sessions', headers: bearer(token) });
    expect(sessions.json<unknown[]>()).toHaveLength(2);
  });

  it('allows each within the window after the password confirmed it, and refuses again once the window is over', async () => {
    const { token, changes } = await sensitiveChanges();
    const confirmed = await confirm(token, { password: 'secret-pass-1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const until = Date.parse(confirmed.json<{ confirmedUntil: string }>().confirmedUntil);
    expect(until - Date.now()).toBeGreaterThan((CONFIRMATION_WINDOW_MINUTES * 60 - 30) * 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(CONFIRMATION_WINDOW_MINUTES * 60 * 1000);
    // four minutes on: still within the window
    await ageConfirmation(token, CONFIRMATION_WINDOW_MINUTES - 1);
    for (const [name, change, status] of changes) expect((await change()).statusCode, name).toBe(status);
    // past the window: asked again
    await ageConfirmation(token, 2);
    const again = await call(token, 'POST', '/auth/passkey/register/options');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'auth.confirmRequired' });
    expect((await call(token, 'PATCH', '/user/me', { email: 'later@example.com' })).statusCode).toBe(403);
  });

  it('confirms the session it was given on, not the account’s other sessions', async () => {
    const fan = await signUp(t.app);
    const other = await signIn(fan.username);
    await confirmIdentity(t.app, fan.session.accessToken);
    const fromOther = await call(other.accessToken, 'POST', '/user/me/2fa/totp/setup');
    expect(fromOther.statusCode).toBe(403);
    expect((await call(fan.session.accessToken, 'POST', '/user/me/2fa/totp/setup')).statusCode).toBe(200);
  });

  it('needs no confirmation to change only the region or the profile’s visibility, or to send the same email', async () => {
    const fan = await signUp(t.app);
    const token = fan.session.accessToken;
    const region = await call(token, 'PATCH', '/user/me', { region: 'KR' });
    expect(region.statusCode, region.body).toBe(200);
    expect(region.json()).toMatchObject({ region: 'KR', email: fan.email });
    const visibility = await call(token, 'PATCH', '/user/me', { profileVisibility: 'public' });
    expect(visibility.statusCode, visibility.body).toBe(200);
    expect(visibility.json()).toMatchObject({ profileVisibility: 'public' });
    const same = await call(token, 'PATCH', '/user/me', { email: fan.email.toUpperCase(), region: 'GB' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ region: 'GB', email: fan.email });
  });

  it('answers a wrong password with a 400 and its code, never a 401, and confirms nothing', async () => {
    const fan = await signUp(t.app);
    const wrong = await confirm(fan.session.accessToken, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'auth.confirmPasswordIncorrect',
      message: AUTH_MESSAGES.confirmPasswordIncorrect,
    });
    expect((await call(fan.session.accessToken, 'DELETE', '/user/me/sessions')).statusCode).toBe(403);
    const google = await confirm(fan.session.accessToken, { google: 'x'.repeat(40) });
    expect(google.statusCode).toBe(400);
    const empty = await confirm(fan.session.accessToken, {});
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/me/confirm', payload: { password: 'x' } })).statusCode).toBe(401);
  });

  it('offers a passkey challenge only to an account with a passkey (404 otherwise)', async () => {
    const fan = await signUp(t.app);
    const res = await call(fan.session.accessToken, 'POST', '/user/me/confirm/passkey-options');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'passkeys.notFound' });
  });

  it('limits guesses per account like deletion, sharing its budget: 10 wrong from any addresses, then 429', async () => {
    const fan = await signUp(t.app);
    const token = fan.session.accessToken;
    for (let i = 0; i < 6; i++) expect((await confirm(token, { password: `guess-${i}-wrong` })).statusCode).toBe(400);
    for (let i = 0; i < 4; i++)
      expect((await call(token, 'DELETE', '/user/me', { password: `delete-guess-${i}-wrong` })).statusCode).toBe(400);
    const refused = await confirm(token, { password: 'secret-pass-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call(token, 'POST', '/user/me/2fa/totp/setup')).statusCode).toBe(403);
  });

  it('limits confirmations per address like deletion: 30 a minute from one address, then 429; another address goes on', async () => {
    const fan = await signUp(t.app);
    const token = fan.session.accessToken;
    const address = nextLoopbackAddress();
    // bodies that are no proof at all: counted per address before they are read (no password hashed, quick)
    for (let i = 0; i < 30; i++) expect((await confirm(token, {}, address)).statusCode).toBe(400);
    const refused = await confirm(token, { password: 'secret-pass-1' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.tooManyRequests' });
    expect((await confirm(token, { password: 'secret-pass-1' })).statusCode).toBe(200);
  });
});
