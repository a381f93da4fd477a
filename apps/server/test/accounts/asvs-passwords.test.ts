/**
 * ASVS 5.0 section 6.2 (docs/security.md) where no other test held it: passwords of any composition (6.2.5), checked
 * exactly as typed (6.2.8), long ones (6.2.9), kept however old (6.2.10), and guessable ones refused (6.2.4, 6.2.11)
 * at sign-up, a password change and a reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, VALIDATION } from '@klama/contract';
import { COMMON_PASSWORDS_REFUSED } from '../../src/accounts/password-policy.js';
import { createResetToken } from '../../src/accounts/password-reset.queries.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, nextLoopbackAddress, signUp, uniqueName } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: nextLoopbackAddress() });
const login = async (username: string, password: string) => (await post('/auth/login', { username, password })).statusCode;

describe('6.2.5 passwords of any composition', () => {
  it.each([
    ['lower-case letters only', 'correcthorsebatterystaple'],
    ['digits only', '3141592653589793'],
    ['spaces inside and around', '  a long walk home  '],
    ['Hangul', '사랑의불시착다시보기'],
    ['emoji and symbols', '🍜🎬 ~!@#$%^&*()'],
  ])('are taken at sign-up, sign-in and a change: %s', async (_, password) => {
    const u = await signUp(t.app, { password });
    expect(await login(u.username, password)).toBe(200);
    const changed = await post(
      '/auth/change-password',
      { currentPassword: password, newPassword: `${password}2` },
      bearer(u.session.accessToken),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await login(u.username, `${password}2`)).toBe(200);
  });
});

describe('6.2.8 checked exactly as typed', () => {
  it('refuses the password in another letter case, without its last character, or with a space added', async () => {
    const password = 'Drama-Night-2024';
    const u = await signUp(t.app, { password });
    expect(await login(u.username, password.toLowerCase())).toBe(401);
    expect(await login(u.username, password.toUpperCase())).toBe(401);
    expect(await login(u.username, password.slice(0, -1))).toBe(401);
    expect(await login(u.username, `${password} `)).toBe(401);
    expect(await login(u.username, password)).toBe(200);
  });

  it('compares every character of a long password: no truncation', async () => {
    const password = `${'k'.repeat(VALIDATION.passwordMax - 1)}a`;
    const u = await signUp(t.app, { password });
    expect(await login(u.username, `${'k'.repeat(VALIDATION.passwordMax - 1)}b`)).toBe(401);
    expect(await login(u.username, password.slice(0, 72))).toBe(401);
    expect(await login(u.username, password)).toBe(200);
  });
});

describe('6.2.9 long passwords', () => {
  it('takes passwords of 64 and of 200 characters at sign-up and at a change', async () => {
    expect(VALIDATION.passwordMax).toBeGreaterThanOrEqual(64);
    const sixtyFour = 'x'.repeat(60) + '1234';
    const u = await signUp(t.app, { password: sixtyFour });
    expect(await login(u.username, sixtyFour)).toBe(200);
    const longest = 'y'.repeat(200);
    const changed = await post(
      '/auth/change-password',
      { currentPassword: sixtyFour, newPassword: longest },
      bearer(u.session.accessToken),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await login(u.username, longest)).toBe(200);
  });
});

describe('6.2.10 no expiry', () => {
  it('takes a password set a year and more ago', async () => {
    const u = await signUp(t.app);
    await t.db.query(`UPDATE app_user SET created_at = now() - interval '400 days' WHERE username = $1`, [u.username]);
    expect(await login(u.username, u.password)).toBe(200);
  });
});

const GUESSABLE = { status: 'error', code: 'auth.passwordTooGuessable', message: AUTH_MESSAGES.passwordTooGuessable };
const signUpWith = (password: string, username = uniqueName('guess'), email = `${username}@example.com`) =>
  post('/auth/signup', { username, email, password });

describe('6.2.4 the most used passwords, 6.1.2 and 6.2.11 the site’s words and the account’s own', () => {
  it('checks against at least 3,000 of the most used passwords that the length rules allow', () => {
    const refused = dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED);
    expect(refused.filter((p) => p.length >= VALIDATION.newPasswordMin).length).toBeGreaterThanOrEqual(3000);
  });

  it.each(['iloveyou', 'Password123', 'TRUSTNO1', 'qwerty123', 'football1'])(
    'refuses %s at sign-up, in any letter case, and makes no account',
    async (password) => {
      const username = uniqueName('guess');
      const res = await signUpWith(password, username);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(GUESSABLE);
      expect(await login(username, password)).toBe(401);
    },
  );

  it('refuses the site’s words and the account’s own names with only digits and symbols around them', async () => {
    for (const password of ['K-lama2024!', 'kdrama!!123', 'Drama#12', '드라마1234']) {
      const res = await signUpWith(password);
      expect(res.json(), password).toEqual(GUESSABLE);
    }
    const username = uniqueName('minji');
    expect((await signUpWith(`${username.toUpperCase()}!!`, username)).json()).toEqual(GUESSABLE);
    expect((await signUpWith('soyeon.park-2024', username, 'soyeon.park@example.com')).json()).toEqual(GUESSABLE);
    // a password that only contains such a word is not refused
    expect((await signUpWith('my dog likes klama at night', username)).statusCode).toBe(201);
  });

  it('refuses one at a password change once the current password is right, and keeps the old password', async () => {
    const u = await signUp(t.app);
    const auth = bearer(u.session.accessToken);
    const wrongCurrent = await post('/auth/change-password', { currentPassword: 'not-the-password', newPassword: 'iloveyou' }, auth);
    expect(wrongCurrent.json().code).toBe('auth.currentPasswordIncorrect');
    const refused = await post('/auth/change-password', { currentPassword: u.password, newPassword: 'iloveyou' }, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(GUESSABLE);
    expect(await login(u.username, u.password)).toBe(200);
    expect(await login(u.username, 'iloveyou')).toBe(401);
  });

  it('refuses one at a reset and leaves the link usable for a better one', async () => {
    const u = await signUp(t.app);
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username]);
    const token = await createResetToken(t.db, row!.id);
    const refused = await post('/auth/password-reset', { token, newPassword: 'password1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(GUESSABLE);
    expect(await login(u.username, 'password1')).toBe(401);
    const reset = await post('/auth/password-reset', { token, newPassword: 'a quiet night in seoul' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await login(u.username, 'a quiet night in seoul')).toBe(200);
  });
});
