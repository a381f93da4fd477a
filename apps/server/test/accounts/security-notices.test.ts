/**
 * Security notices (issue 25) against a real SMTP server: turning two-step sign-in on and off, new recovery codes,
 * a changed password, a password set by a reset link and a passkey added each mail the account's address, in the
 * account's language (English, Korean), as text and HTML with a link to Settings; a passkey's name goes into the
 * HTML escaped. With the mail server down the change still answers at once, and the notice goes out once the
 * server is back.
 */
import type { ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasskeyCreationOptions } from '@klama/contract';
import { eventually } from '../response-cache/eventually.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { appWithMailServerDown, startSmtpInbox, type SmtpInbox } from '../mail/smtp-inbox.js';
import { bearer, confirmIdentity, nextLoopbackAddress, sessionOf, uniqueName } from './helpers.js';
import { SoftwareAuthenticator } from './software-authenticator.js';

const SITE = 'http://localhost:4173';
const SETTINGS = `${SITE}/settings`;
// the worker runs beside the test on a shared machine: a deadline for it to get there, not a speed requirement
const MAIL_WITHIN_MS = 20_000;

const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

function appCalls(t: TestApp) {
  const call = (method: 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers, remoteAddress: nextLoopbackAddress() });
  async function signUp(language: 'en' | 'ko') {
    const username = uniqueName('notice');
    const body = { username, email: `${username}@example.com`, password: 'secret-pass-1', language };
    const res = await call('POST', '/auth/signup', body);
    expect(res.statusCode, res.body).toBe(201);
    // the owner confirms it is them: two-step set-up and passkeys ask it (decision 0043)
    await confirmIdentity(t.app, sessionOf(res).accessToken);
    return { ...body, auth: bearer(sessionOf(res).accessToken) };
  }
  const changePassword = (fan: { password: string; auth: Record<string, string> }) =>
    call('POST', '/auth/change-password', { currentPassword: fan.password, newPassword: 'another-pass-2' }, fan.auth);
  async function turnOnTwoFactor(fan: { auth: Record<string, string> }) {
    const { secret } = (await call('POST', '/user/me/2fa/totp/setup', undefined, fan.auth)).json<{ secret: string }>();
    expect((await call('POST', '/user/me/2fa/totp/enable', { code: await codeAt(secret) }, fan.auth)).statusCode).toBe(200);
  }
  return { call, signUp, changePassword, turnOnTwoFactor };
}

/** The first message to `address` with `subject`, once it has arrived. */
async function mailTo(inbox: SmtpInbox, address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await eventually(async () => {
    found = inbox.messages.find((m) => to(m) === address && m.subject === subject);
    if (!found) throw new Error(`no "${subject}" to ${address} yet (${inbox.messages.map((m) => m.subject).join(', ')})`);
  }, MAIL_WITHIN_MS);
  return found!;
}

/** The notice `subject` to the fan's address, once it has arrived: in `language`, saying `line`, linking to Settings. */
async function expectNotice(
  inbox: SmtpInbox,
  fan: { username: string; email: string },
  [language, subject, line]: ['en' | 'ko', string, string],
): Promise<ParsedMail> {
  const mail = await mailTo(inbox, fan.email, subject);
  expect(mail.text).toContain(language === 'en' ? `Hello ${fan.username},` : `${fan.username}님, 안녕하세요.`);
  expect(mail.text).toContain(line);
  expect(mail.text).toContain(SETTINGS);
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.html).toContain(`href="${SETTINGS}"`);
  expect(mail.html).toContain(language === 'en' ? 'Review your settings' : '설정 확인하기');
  return mail;
}

describe('security notices', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let api: ReturnType<typeof appCalls>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ seed: false, env: { SMTP_URL: inbox.url, SITE_URL: SITE } });
    api = appCalls(t);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('tells of two-step sign-in turned on, new recovery codes and two-step sign-in turned off, in Korean', async () => {
    const fan = await api.signUp('ko');
    await api.turnOnTwoFactor(fan);
    await expectNotice(inbox, fan, [
      'ko',
      'K-lama 2단계 로그인이 켜졌습니다',
      '이제 비밀번호로 로그인하면 인증 앱의 코드도 입력해야 합니다.',
    ]);

    const regenerated = await api.call('POST', '/user/me/2fa/recovery-codes', { password: fan.password }, fan.auth);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    await expectNotice(inbox, fan, ['ko', 'K-lama 복구 코드가 새로 만들어졌습니다', '이전 복구 코드는 더 이상 쓸 수 없습니다.']);

    expect((await api.call('DELETE', '/user/me/2fa', { password: fan.password }, fan.auth)).statusCode).toBe(204);
    await expectNotice(inbox, fan, ['ko', 'K-lama 2단계 로그인이 꺼졌습니다', '이제 비밀번호만으로 로그인할 수 있습니다.']);
  });

  it('tells of new recovery codes in English, and of nothing when the confirmation was wrong', async () => {
    const fan = await api.signUp('en');
    await api.turnOnTwoFactor(fan);
    await mailTo(inbox, fan.email, 'Two-step sign-in is on for your K-lama account');
    expect((await api.call('POST', '/user/me/2fa/recovery-codes', { password: 'not-the-password' }, fan.auth)).statusCode).toBe(400);
    const queuedNotices = () => t.db.query(`SELECT id FROM mail_outbox WHERE kind = 'recovery-codes-new' AND to_address = $1`, [fan.email]);
    expect(await queuedNotices()).toHaveLength(0);
    expect((await api.call('POST', '/user/me/2fa/recovery-codes', { password: fan.password }, fan.auth)).statusCode).toBe(200);
    await expectNotice(inbox, fan, [
      'en',
      'New recovery codes for your K-lama account',
      'New recovery codes were made for your K-lama account. The old ones no longer work.',
    ]);
  });

  it('tells of a changed password, and of a password set with a mailed reset link', async () => {
    const fan = await api.signUp('en');
    const changed = await api.changePassword(fan);
    expect(changed.statusCode, changed.body).toBe(200);
    await expectNotice(inbox, fan, [
      'en',
      'Your K-lama password was changed',
      'The password of your K-lama account was changed, and your other devices were signed out.',
    ]);

    expect((await api.call('POST', '/auth/password-reset/request', { email: fan.email, language: 'en' })).statusCode).toBe(202);
    const resetMail = await mailTo(inbox, fan.email, 'Reset your K-lama password');
    const token = new RegExp(`${SITE}/reset-password#token=([A-Za-z0-9_-]+)`).exec(resetMail.text ?? '')![1]!;
    expect((await api.call('POST', '/auth/password-reset', { token, newPassword: 'third-pass-3' })).statusCode).toBe(200);
    await expectNotice(inbox, fan, [
      'en',
      'Your K-lama password was reset',
      'A new password was chosen for your K-lama account with a link mailed to this address',
    ]);
  });

  it('tells of a passkey added, its name escaped in the HTML', async () => {
    const fan = await api.signUp('en');
    const options = PasskeyCreationOptions.parse((await api.call('POST', '/auth/passkey/register/options', undefined, fan.auth)).json());
    const name = '<img src=x onerror=alert(1)> & "Phone"';
    const added = await api.call(
      'POST',
      '/auth/passkey/register',
      { response: new SoftwareAuthenticator(SITE).register(options), name },
      fan.auth,
    );
    expect(added.statusCode, added.body).toBe(201);
    const mail = await expectNotice(inbox, fan, [
      'en',
      'A passkey was added to your K-lama account',
      `A passkey named “${name}” was added to your K-lama account.`,
    ]);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Phone&quot;');
  });
});

describe('security notices with the mail server down', () => {
  let t: TestApp;
  let port: number;
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    ({ t, port } = await appWithMailServerDown(SITE));
  });
  afterAll(async () => {
    await t.close();
    await inbox?.close();
  });

  it('answers the change at once, and the notice goes out once the server is back', async () => {
    const api = appCalls(t);
    const fan = await api.signUp('en');
    const changed = await api.changePassword(fan);
    expect(changed.statusCode, changed.body).toBe(200);
    const queued = () =>
      t.db.query<{ attempts: number; sent: boolean }>(
        `SELECT attempts, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE kind = 'password-changed' AND to_address = $1`,
        [fan.email],
      );
    // the worker has tried and failed at least once: the answer above did not wait for it
    await eventually(async () => expect((await queued())[0]?.attempts).toBeGreaterThan(0), MAIL_WITHIN_MS);
    expect((await queued())[0]!.sent).toBe(false);

    inbox = await startSmtpInbox(port);
    const mail = await mailTo(inbox, fan.email, 'Your K-lama password was changed');
    expect(mail.text).toContain(SETTINGS);
  });
});
