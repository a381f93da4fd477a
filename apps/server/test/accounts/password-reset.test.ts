/**
 * "Forgot password?" end to end against a real SMTP server: the mailed link (followed from the message the server
 * received) sets a new password once, within 30 minutes, and ends every session; unknown addresses get the same
 * answer and no mail; forged, truncated, reused and expired tokens are refused; asking is limited per mailbox.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { startSmtpInbox, type SmtpInbox } from '../mail/smtp-inbox.js';
import { bearer, nextLoopbackAddress, signUp, uniqueName } from './helpers.js';

const SITE = 'http://localhost:4173';
let t: TestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ seed: false, env: { SMTP_URL: inbox.url, SITE_URL: SITE } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
beforeEach(async () => {
  await t.app.mail.worker.idle();
  inbox.messages.splice(0);
});

const post = (url: string, payload: unknown, remoteAddress = nextLoopbackAddress()) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });
const ask = (email: string, language?: 'en' | 'ko', from?: string) => post('/auth/password-reset/request', { email, language }, from);
const tokenOf = (mail: ParsedMail) => {
  const link = new RegExp(`${SITE}/reset-password#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
};
/** A new account, its confirmation mail received and set aside: these tests read the reset mails only. */
async function newFan(overrides: { password?: string } = {}) {
  const fan = await signUp(t.app, overrides);
  await inbox.message();
  await t.app.mail.worker.idle();
  inbox.messages.splice(0);
  return fan;
}
const login = (username: string, password: string) => post('/auth/login', { username, password });

describe('asking for a reset link', () => {
  it('answers 202 and mails a link to the account’s address, in the language asked for', async () => {
    const fan = await newFan();
    const res = await ask(fan.email.toUpperCase(), 'ko');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'ok' });
    const mail = await inbox.message();
    expect(mail.to).toMatchObject({ text: fan.email });
    expect(mail.subject).toBe('K-lama 비밀번호 재설정');
    expect(tokenOf(mail)).toHaveLength(43);
  });

  it('answers the same for an address no account uses, and mails nothing', async () => {
    const known = await newFan();
    const unknown = await ask(`${uniqueName('nobody')}@example.com`);
    const res = await ask(known.email);
    expect(unknown.statusCode).toBe(res.statusCode);
    expect(unknown.body).toBe(res.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(res.headers).sort());
    await inbox.message();
    await t.app.mail.worker.idle();
    expect(inbox.messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual([known.email]);
  });

  it('refuses a malformed address with the message, and a 10 MB body', async () => {
    const bad = await ask('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ path: 'body.email', code: 'auth.emailInvalid', message: AUTH_MESSAGES.emailInvalid });
    const huge = await post('/auth/password-reset/request', { email: `${'a'.repeat(10 * 1024 * 1024)}@example.com` });
    expect(huge.statusCode).toBe(413);
  });

  it('sends at most 3 mails an hour to one mailbox, whoever asks', async () => {
    const fan = await newFan();
    for (let i = 0; i < 3; i++) expect((await ask(fan.email)).statusCode).toBe(202);
    const refused = await ask(fan.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await inbox.message(3);
    await t.app.mail.worker.idle();
    expect(inbox.messages).toHaveLength(3);
  });
});

describe('using the link', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const fan = await newFan({ password: 'old-password-1' });
    const second = (await login(fan.username, 'old-password-1')).json<{ accessToken: string }>();
    await ask(fan.email);
    const token = tokenOf(await inbox.message());

    const done = await post('/auth/password-reset', { token, newPassword: 'brand-new-pass' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(fan.username, 'old-password-1')).statusCode).toBe(401);
    expect((await login(fan.username, 'brand-new-pass')).statusCode).toBe(200);
    // the sessions from before the reset: their refresh tokens and access tokens are refused at once
    expect((await post('/auth/refresh', { refreshToken: fan.session.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(second.accessToken) });
    expect(me.statusCode).toBe(401);

    const again = await post('/auth/password-reset', { token, newPassword: 'another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(fan.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('refuses a forged, a truncated and an expired token, and changes nothing', async () => {
    const fan = await newFan({ password: 'kept-password' });
    await ask(fan.email);
    const token = tokenOf(await inbox.message());
    for (const wrong of ['A'.repeat(43), token.slice(0, 20), `${token}x`, ' ']) {
      const res = await post('/auth/password-reset', { token: wrong, newPassword: 'never-set-pass' });
      expect(res.statusCode, wrong).toBe(400);
    }
    await t.db.query("UPDATE password_reset SET expires_at = now() - interval '1 second'");
    const expired = await post('/auth/password-reset', { token, newPassword: 'never-set-pass' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(fan.username, 'kept-password')).statusCode).toBe(200);
  });

  it('asks for a new password as sign-up does (at least 8 characters)', async () => {
    const res = await post('/auth/password-reset', { token: 'A'.repeat(43), newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'body.newPassword',
      code: 'auth.newPasswordTooShort',
      message: AUTH_MESSAGES.newPasswordTooShort,
    });
  });

  it('a newer link and the older one: using either ends the other', async () => {
    const fan = await newFan();
    await ask(fan.email);
    await ask(fan.email);
    const [first, second] = [tokenOf(await inbox.message(1)), tokenOf(await inbox.message(2))];
    expect((await post('/auth/password-reset', { token: second, newPassword: 'second-link-pass' })).statusCode).toBe(200);
    expect((await post('/auth/password-reset', { token: first, newPassword: 'first-link-pass' })).statusCode).toBe(400);
  });

  it('gives an account made with Google a password it can then sign in with', async () => {
    const username = uniqueName('google');
    const email = `${username}@example.com`;
    await t.db.query("INSERT INTO app_user (username, email, google_sub) VALUES ($1, $2, 'sub-' || $1)", [username, email]);
    await ask(email);
    const token = tokenOf(await inbox.message());
    expect((await post('/auth/password-reset', { token, newPassword: 'first-password' })).statusCode).toBe(200);
    expect((await login(username, 'first-password')).statusCode).toBe(200);
  });
});
