/**
 * Email verification end to end against a real SMTP server: sign-up mails a link (followed from the received
 * message) that confirms the address once, within 48 hours; forged, truncated, reused and expired tokens are refused
 * with one answer; an email change tells the old address in the account's language and asks the new one to confirm;
 * "send again" is limited per account; names go into the HTML escaped.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { startSmtpInbox, type SmtpInbox } from '../mail/smtp-inbox.js';
import { bearer, confirmIdentity, nextLoopbackAddress, sessionOf, uniqueName } from './helpers.js';

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

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: nextLoopbackAddress() });
const verify = (token: string) => post('/auth/email/verify', { token });
const me = async (accessToken: string) => (await t.app.inject({ url: '/api/user/me', headers: bearer(accessToken) })).json();
const tokenOf = (mail: ParsedMail) => {
  const link = new RegExp(`${SITE}/verify-email#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
};
const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

async function signUp(language?: 'en' | 'ko') {
  const username = uniqueName('verify');
  const email = `${username}@example.com`;
  const res = await post('/auth/signup', { username, email, password: 'secret-pass-1', language });
  expect(res.statusCode, res.body).toBe(201);
  // changing the email asks the owner to confirm it is them (decision 0043)
  await confirmIdentity(t.app, sessionOf(res).accessToken);
  return { username, email, accessToken: sessionOf(res).accessToken };
}

describe('signing up', () => {
  it('mails a link in the sign-up language that confirms the address once', async () => {
    const fan = await signUp('ko');
    const mail = await inbox.message();
    expect(to(mail)).toBe(fan.email);
    expect(mail.subject).toBe('K-lama 이메일 주소 확인');
    expect(mail.text).toContain('48시간');
    expect((await me(fan.accessToken)).emailVerified).toBe(false);

    const token = tokenOf(mail);
    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'ok' });
    expect((await me(fan.accessToken)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', code: 'auth.verifyLinkInvalid', message: AUTH_MESSAGES.verifyLinkInvalid });
  });

  it('keeps only the hash of the token', async () => {
    await signUp();
    const token = tokenOf(await inbox.message());
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_verification');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses forged, truncated and expired tokens with the answer an unknown one gets, and confirms nothing', async () => {
    const fan = await signUp();
    const token = tokenOf(await inbox.message());
    const unknown = await verify('B'.repeat(43));
    for (const wrong of [
      'A'.repeat(43),
      token.slice(0, 20),
      `${token}x`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
    ]) {
      const res = await verify(wrong);
      expect(res.statusCode, wrong).toBe(400);
      expect(res.body).toBe(unknown.body);
    }
    expect((await post('/auth/email/verify', { token: '' })).json().errors).toEqual([
      { path: 'body.token', code: 'auth.verifyLinkInvalid', message: AUTH_MESSAGES.verifyLinkInvalid },
    ]);
    await t.db.query("UPDATE email_verification SET expires_at = now() - interval '1 second'");
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(unknown.body);
    expect((await me(fan.accessToken)).emailVerified).toBe(false);
  });

  it('answers a used link as it answers a link that never existed (nothing tells whose it was)', async () => {
    await signUp();
    const token = tokenOf(await inbox.message());
    expect((await verify(token)).statusCode).toBe(200);
    const used = await verify(token);
    const never = await verify('C'.repeat(43));
    expect(used.statusCode).toBe(never.statusCode);
    expect(used.body).toBe(never.body);
  });
});

describe('changing the email', () => {
  it('tells the old address in the account’s language and asks the new one to confirm', async () => {
    const fan = await signUp('ko');
    const firstLink = tokenOf(await inbox.message());
    expect((await verify(firstLink)).statusCode).toBe(200);
    await t.app.mail.worker.idle();
    inbox.messages.splice(0);

    const newEmail = `new.${fan.email}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      payload: { email: newEmail, language: 'en' },
      headers: bearer(fan.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, emailVerified: false });
    await inbox.message(2);
    const notice = inbox.messages.find((m) => to(m) === fan.email)!;
    const confirm = inbox.messages.find((m) => to(m) === newEmail)!;
    expect(notice.subject).toBe('K-lama 이메일 주소가 변경되었습니다');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/verify-email#token=/);
    expect(confirm.subject).toBe('Confirm your email address for K-lama');
    expect((await me(fan.accessToken)).emailVerified).toBe(false);
    expect((await verify(tokenOf(confirm))).statusCode).toBe(200);
    expect((await me(fan.accessToken)).emailVerified).toBe(true);
  });

  it('a link to the old address confirms nothing once the address has changed', async () => {
    const fan = await signUp();
    const oldLink = tokenOf(await inbox.message());
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      payload: { email: `other.${fan.email}` },
      headers: bearer(fan.accessToken),
    });
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect((await me(fan.accessToken)).emailVerified).toBe(false);
  });

  it('the same address typed again keeps its confirmation and mails nothing', async () => {
    const fan = await signUp();
    expect((await verify(tokenOf(await inbox.message()))).statusCode).toBe(200);
    await t.app.mail.worker.idle();
    inbox.messages.splice(0);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      payload: { email: fan.email.toUpperCase() },
      headers: bearer(fan.accessToken),
    });
    expect(res.json()).toMatchObject({ email: fan.email, emailVerified: true });
    await t.app.mail.worker.idle();
    expect(inbox.messages).toHaveLength(0);
  });
});

describe('sending the link again', () => {
  const resend = (accessToken: string, payload?: object) => post('/user/me/email/verification', payload, bearer(accessToken));

  it('mails a new link (202), at most 3 an hour per account', async () => {
    const fan = await signUp();
    await inbox.message();
    for (let i = 0; i < 3; i++) expect((await resend(fan.accessToken, { language: 'ko' })).statusCode).toBe(202);
    const refused = await resend(fan.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const last = await inbox.message(4);
    expect(last.subject).toBe('K-lama 이메일 주소 확인');
    expect((await verify(tokenOf(last))).statusCode).toBe(200);
  });

  it('mails nothing to a confirmed address, and needs a signed-in caller', async () => {
    const fan = await signUp();
    expect((await verify(tokenOf(await inbox.message()))).statusCode).toBe(200);
    await t.app.mail.worker.idle();
    inbox.messages.splice(0);
    expect((await resend(fan.accessToken)).statusCode).toBe(202);
    await t.app.mail.worker.idle();
    expect(inbox.messages).toHaveLength(0);
    expect((await post('/user/me/email/verification')).statusCode).toBe(401);
  });

  it('escapes HTML in the name it greets', async () => {
    const fan = await signUp();
    await inbox.message();
    await t.app.mail.worker.idle();
    inbox.messages.splice(0);
    // usernames cannot hold markup today; a name from before that rule (or a future rule) must still be text
    await t.db.query('UPDATE app_user SET username = $1 WHERE email = $2', ['<b>x</b>&"', fan.email]);
    expect((await resend(fan.accessToken)).statusCode).toBe(202);
    const mail = await inbox.message();
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;&amp;&quot;');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
