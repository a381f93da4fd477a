/**
 * Two-step sign-in through the API (issue 25 item 6): set up with a code computed here from the secret the server
 * gave (otplib, as an authenticator app would), sign in in two steps, and everything that must be refused: a wrong
 * code, a replayed code, an expired, reused or forged challenge, a spent recovery code, turning it off without the
 * right password, too many wrong codes; and ADMIN_REQUIRE_2FA on the console's API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, type LoginResponse } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { createResetToken, resetPassword } from '../../src/accounts/password-reset.queries.js';
import { hashPassword } from '../../src/accounts/passwords.js';
import { hashRecoveryCode } from '../../src/accounts/recovery-codes.js';
import { bearer, expectNoSecrets, nextLoopbackAddress, refreshCookieOf, setCookies, signUp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Fan = Awaited<ReturnType<typeof signUp>>;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: nextLoopbackAddress() });
/** A code of the authenticator app at `offsetSeconds` from now (30: the next step, which the server still takes). */
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
const refreshCookies = (res: Parameters<typeof setCookies>[0]) => setCookies(res).filter((c) => c.startsWith('klama-refresh='));
const login = (fan: Fan) => post('/auth/login', { username: fan.username, password: fan.password });

async function challengeOf(fan: Fan): Promise<string> {
  const res = await login(fan);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ twoFactorRequired: true; challenge: string }>();
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

/** A fan with two-step sign-in on: the secret the server handed out and the ten recovery codes. */
async function fanWithTwoFactor() {
  const fan = await signUp(t.app, { confirmed: true });
  const auth = bearer(fan.session.accessToken);
  const setup = await post('/user/me/2fa/totp/setup', undefined, auth);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await post('/user/me/2fa/totp/enable', { code: await codeAt(secret) }, auth);
  expect(enable.statusCode, enable.body).toBe(200);
  return { fan, auth, secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('setting it up', () => {
  it('hands out a secret and its otpauth address, on only once a code from it confirms, with ten recovery codes', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const auth = bearer(fan.session.accessToken);
    const status = () => t.app.inject({ url: '/api/user/me/2fa', headers: auth }).then((r) => r.json());
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await post('/user/me/2fa/totp/setup', undefined, auth);
    const { secret, otpauthUrl } = setup.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes in base32
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('K-lama');
    expect(decodeURIComponent(url.pathname)).toContain(fan.username);
    // pending: sign-in still takes the password alone
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(fan)).json<LoginResponse>().accessToken).toEqual(expect.any(String));

    const wrong = await post('/user/me/2fa/totp/enable', { code: (await codeAt(secret)) === '000000' ? '111111' : '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    const enable = await post('/user/me/2fa/totp/enable', { code: await codeAt(secret) }, auth);
    expect(enable.statusCode, enable.body).toBe(200);
    const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // 24 characters (120 bits, ASVS 6.5.2) in six groups of four
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // the secret is never handed out again, and the database holds it sealed
    const again = await post('/user/me/2fa/totp/setup', undefined, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    expect(again.body).not.toContain(secret);
    const [row] = await t.db.query<{ secret_ciphertext: string }>(
      'SELECT secret_ciphertext FROM user_totp t JOIN app_user u ON u.id = t.user_id WHERE u.username = $1',
      [fan.username],
    );
    expect(row!.secret_ciphertext).not.toContain(secret);
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_code r JOIN app_user u ON u.id = r.user_id WHERE u.username = $1',
      [fan.username],
    );
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
  });

  it('refuses to confirm when nothing was set up, and needs a signed-in caller', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const res = await post('/user/me/2fa/totp/enable', { code: '123456' }, bearer(fan.session.accessToken));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.notPending);
    expect((await post('/user/me/2fa/totp/setup')).statusCode).toBe(401);
  });

  it('allows one account 20 set-up calls in 15 minutes from any addresses, then 429; another account goes on', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const auth = bearer(fan.session.accessToken);
    // each call from a new address: the account's own count refuses the 21st
    for (let i = 0; i < 20; i++) expect((await post('/user/me/2fa/totp/setup', undefined, auth)).statusCode).toBe(200);
    const refused = await post('/user/me/2fa/totp/setup', undefined, auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.tooManyRequests');
    expect((await post('/user/me/2fa/totp/enable', { code: '123456' }, auth)).statusCode).toBe(429);
    const other = await signUp(t.app, { confirmed: true });
    expect((await post('/user/me/2fa/totp/setup', undefined, bearer(other.session.accessToken))).statusCode).toBe(200);
  });

  it('names the field of a code that is not six digits', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const res = await post('/user/me/2fa/totp/enable', { code: '12345' }, bearer(fan.session.accessToken));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.code', code: 'twoFactor.codeRequired', message: TWO_FACTOR_MESSAGES.codeRequired }]);
  });
});

describe('signing in', () => {
  it('answers a challenge and no tokens after the password, then a session like any sign-in for the right code', async () => {
    const { fan, secret } = await fanWithTwoFactor();
    const first = await login(fan);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(refreshCookies(first)).toEqual([]);
    const { challenge } = first.json<{ challenge: string }>();

    // the code the set-up spent is spent: the next step's code (which the server still takes) signs in
    const res = await post('/auth/login/2fa', { challenge, code: await codeAt(secret, 30) });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json<LoginResponse>();
    expect(session).toEqual({ username: fan.username, email: fan.email, avatar: null, accessToken: expect.any(String) });
    expect(refreshCookieOf(res)).toHaveLength(43);
    expectNoSecrets(res.body);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(session.accessToken) });
    expect(me.json().username).toBe(fan.username);
  });

  it('refuses a wrong code, and a code already used (within its window)', async () => {
    const { fan, secret } = await fanWithTwoFactor();
    const code = await codeAt(secret, 30);
    const wrong = await post('/auth/login/2fa', { challenge: await challengeOf(fan), code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect(refreshCookies(wrong)).toEqual([]);

    expect((await post('/auth/login/2fa', { challenge: await challengeOf(fan), code })).statusCode).toBe(200);
    const replay = await post('/auth/login/2fa', { challenge: await challengeOf(fan), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
  });

  it('refuses a reused, an expired, a forged and another account’s challenge', async () => {
    const { fan, secret } = await fanWithTwoFactor();
    const challenge = await challengeOf(fan);
    expect((await post('/auth/login/2fa', { challenge, code: await codeAt(secret, 30) })).statusCode).toBe(200);
    const reused = await post('/auth/login/2fa', { challenge, code: await codeAt(secret, 30) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);

    const expiring = await challengeOf(fan);
    await t.db.query(`UPDATE two_factor_challenge SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await post('/auth/login/2fa', { challenge: expiring, code: await codeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);

    const forged = await post('/auth/login/2fa', { challenge: 'A'.repeat(43), code: await codeAt(secret) });
    expect(forged.statusCode).toBe(401);
    const truncated = await post('/auth/login/2fa', { challenge: (await challengeOf(fan)).slice(0, 20), code: await codeAt(secret) });
    expect(truncated.statusCode).toBe(401);

    // a challenge is bound to its account: another's code (their own secret) does not pass it
    const other = await fanWithTwoFactor();
    const crossed = await post('/auth/login/2fa', { challenge: await challengeOf(fan), code: await codeAt(other.secret, -30) });
    if ((await codeAt(other.secret, -30)) !== (await codeAt(secret, -30))) expect(crossed.statusCode).toBe(400);
  });

  it('takes a recovery code once, typed in any case and without dashes', async () => {
    const { fan, auth, recoveryCodes } = await fanWithTwoFactor();
    const code = recoveryCodes[3]!;
    const res = await post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: code.toLowerCase().replace(/-/g, ' ') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LoginResponse>().username).toBe(fan.username);
    const again = await post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
    expect((await t.app.inject({ url: '/api/user/me/2fa', headers: auth })).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    // another of the set still works
    expect((await post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: recoveryCodes[7]! })).statusCode).toBe(200);
  });

  it('still takes a recovery code issued before the codes grew to 120 bits (16 characters), once', async () => {
    const { fan } = await fanWithTwoFactor();
    const salt = 'salt-of-an-earlier-code';
    await t.db.query('INSERT INTO recovery_code (user_id, salt, code_hash) SELECT id, $2, $3 FROM app_user WHERE username = $1', [
      fan.username,
      salt,
      hashRecoveryCode(salt, 'K7M2Q9RT0VWX3YZ5'),
    ]);
    const res = await post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: 'k7m2-q9rt-0vwx-3yz5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LoginResponse>().username).toBe(fan.username);
    const again = await post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: 'K7M2-Q9RT-0VWX-3YZ5' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
  });

  it('wants a code or a recovery code, not both and not neither', async () => {
    const { fan, secret, recoveryCodes } = await fanWithTwoFactor();
    const challenge = await challengeOf(fan);
    const both = await post('/auth/login/2fa', { challenge, code: await codeAt(secret), recoveryCode: recoveryCodes[0]! });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.oneOfCodeOrRecovery);
    expect((await post('/auth/login/2fa', { challenge })).statusCode).toBe(400);
  });

  it('kills a challenge after five wrong codes, and pauses the account after ten', async () => {
    const { fan, secret } = await fanWithTwoFactor();
    const right = await codeAt(secret, 30);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const challenge = await challengeOf(fan);
    for (let i = 0; i < 5; i++) expect((await post('/auth/login/2fa', { challenge, code: wrongCode })).statusCode).toBe(400);
    const dead = await post('/auth/login/2fa', { challenge, code: right });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);

    // five more on a new challenge make ten for the account (a dead challenge's are not counted): it pauses,
    // whatever the challenge and the code
    const second = await challengeOf(fan);
    for (let i = 0; i < 5; i++) expect((await post('/auth/login/2fa', { challenge: second, code: wrongCode })).statusCode).toBe(400);
    const paused = await post('/auth/login/2fa', { challenge: await challengeOf(fan), code: right });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    // a forged challenge is not counted against anyone: another account is not paused by it
    const { fan: other, secret: otherSecret } = await fanWithTwoFactor();
    const ok = await post('/auth/login/2fa', { challenge: await challengeOf(other), code: await codeAt(otherSecret, 30) });
    expect(ok.statusCode).toBe(200);
  });

  it('still asks for the second step after a password reset (a reset does not bypass it)', async () => {
    const { fan, secret } = await fanWithTwoFactor();
    const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [fan.username])) as [{ id: number }];
    const token = await createResetToken(t.db, id);
    expect(await resetPassword(t.db, token, await hashPassword('a-reset-password'))).toBe(true);
    const res = await post('/auth/login', { username: fan.username, password: 'a-reset-password' });
    expect(Object.keys(res.json()).sort()).toEqual(['challenge', 'twoFactorRequired']);
    const { challenge } = res.json<{ challenge: string }>();
    expect((await post('/auth/login/2fa', { challenge, code: await codeAt(secret, 30) })).statusCode).toBe(200);
  });

  it('signs an account without two-step sign-in in with the password alone', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    const res = await login(fan);
    expect(res.json<LoginResponse>().accessToken).toEqual(expect.any(String));
  });
});

describe('turning it off', () => {
  it('needs the right password; then sign-in takes the password alone again', async () => {
    const { fan, auth } = await fanWithTwoFactor();
    const off = (password: string) => t.app.inject({ method: 'DELETE', url: '/api/user/me/2fa', payload: { password }, headers: auth });
    const wrong = await off('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    expect((await challengeOf(fan)).length).toBeGreaterThan(0);

    expect((await off(fan.password)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user/me/2fa', headers: auth })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(fan)).json<LoginResponse>().accessToken).toEqual(expect.any(String));
    const [{ count }] = (await t.db.query<{ count: string }>(
      'SELECT count(*) FROM recovery_code r JOIN app_user u ON u.id = r.user_id WHERE u.username = $1',
      [fan.username],
    )) as [{ count: string }];
    expect(Number(count)).toBe(0);
    const again = await off(fan.password);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });

  it('refuses an account without a password, with what to do', async () => {
    const { fan, auth } = await fanWithTwoFactor();
    await t.db.query(`UPDATE app_user SET password_hash = NULL, google_sub = 'google-sub-' || id WHERE username = $1`, [fan.username]);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/me/2fa', payload: { password: fan.password }, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.needsPassword);
  });
});

describe('new recovery codes', () => {
  const regenerate = (auth: Record<string, string>, body: object) => post('/user/me/2fa/recovery-codes', body, auth);
  const signInWithRecovery = async (fan: Fan, recoveryCode: string) =>
    post('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode });

  it('replaces all ten with the password: the old ones are refused at once, the new ones work', async () => {
    const { fan, auth, recoveryCodes: old } = await fanWithTwoFactor();
    expect((await signInWithRecovery(fan, old[0]!)).statusCode).toBe(200);
    const res = await regenerate(auth, { password: fan.password });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/me/2fa', headers: auth })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    for (const stale of [old[1]!, old[9]!]) {
      const refused = await signInWithRecovery(fan, stale);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
    }
    expect((await signInWithRecovery(fan, fresh[4]!)).statusCode).toBe(200);
  });

  it('takes a current code from the app instead of the password, once', async () => {
    const { fan, auth, secret, recoveryCodes: old } = await fanWithTwoFactor();
    // the set-up spent this step's code: the next step's is the current one the server still takes
    const code = await codeAt(secret, 30);
    const res = await regenerate(auth, { code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signInWithRecovery(fan, old[2]!)).statusCode).toBe(400);
    const replay = await regenerate(auth, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
  });

  it('keeps the old codes on a wrong password or code, and refuses when two-step sign-in is off', async () => {
    const { fan, auth, secret, recoveryCodes: old } = await fanWithTwoFactor();
    const wrongPassword = await regenerate(auth, { password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    const right = await codeAt(secret, 30);
    const wrongCode = await regenerate(auth, { code: right === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect((await signInWithRecovery(fan, old[0]!)).statusCode).toBe(200);

    const plain = await signUp(t.app, { confirmed: true });
    const off = await regenerate(bearer(plain.session.accessToken), { password: plain.password });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });

  it('lets an account without a password confirm with a code, and tells it so when it sends a password', async () => {
    const { fan, auth, secret } = await fanWithTwoFactor();
    await t.db.query(`UPDATE app_user SET password_hash = NULL, google_sub = 'google-sub-' || id WHERE username = $1`, [fan.username]);
    const res = await regenerate(auth, { password: fan.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.needsPasswordOrCode);
    expect((await regenerate(auth, { code: await codeAt(secret, 30) })).statusCode).toBe(200);
  });

  it('counts wrong codes against the account with the sign-in’s: after ten it pauses, even the right code', async () => {
    const { auth, secret } = await fanWithTwoFactor();
    const right = await codeAt(secret, 30);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expect((await regenerate(auth, { code: wrongCode })).statusCode).toBe(400);
    const paused = await regenerate(auth, { code: right });
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a 10 MB body to the second step and to new codes, changing nothing', async () => {
    const { fan, auth, recoveryCodes } = await fanWithTwoFactor();
    const huge = (url: string, body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress: nextLoopbackAddress(),
      });
    const big = 'x'.repeat(10 * 1024 * 1024);
    for (const res of [
      await huge('/auth/login/2fa', { challenge: await challengeOf(fan), recoveryCode: big }),
      await huge('/user/me/2fa/recovery-codes', { password: big }, auth),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: 'error', code: 'common.bodyTooLarge', message: 'Request body is too large' });
    }
    expect((await t.app.inject({ url: '/api/user/me/2fa', headers: auth })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await signInWithRecovery(fan, recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('names the field of a malformed body', async () => {
    const { auth } = await fanWithTwoFactor();
    expect((await regenerate(auth, {})).statusCode).toBe(400);
    expect((await regenerate(auth, { code: '12345' })).statusCode).toBe(400);
    expect((await regenerate(auth, { password: 'x', code: '123456' })).statusCode).toBe(400);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('refuses the console’s API to an admin without two-step sign-in, and serves one with it', async () => {
    const strict = await createTestApp({ seed: false, env: { ADMIN_REQUIRE_2FA: 'true' } });
    try {
      const makeAdmin = async () => {
        const fan = await signUp(strict.app, { confirmed: true });
        await strict.db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [fan.username]);
        return { fan, auth: bearer(fan.session.accessToken) };
      };
      const without = await makeAdmin();
      const refused = await strict.app.inject({ url: '/api/admin/hero', headers: without.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.adminRequired);

      const withIt = await makeAdmin();
      const setup = await strict.app.inject({ method: 'POST', url: '/api/user/me/2fa/totp/setup', headers: withIt.auth });
      const { secret } = setup.json<{ secret: string }>();
      const enable = await strict.app.inject({
        method: 'POST',
        url: '/api/user/me/2fa/totp/enable',
        payload: { code: await codeAt(secret) },
        headers: withIt.auth,
      });
      expect(enable.statusCode).toBe(200);
      expect((await strict.app.inject({ url: '/api/admin/hero', headers: withIt.auth })).statusCode).toBe(200);
      // not an admin at all: the usual refusal, not the two-step one
      const fan = await signUp(strict.app);
      const user = await strict.app.inject({ url: '/api/admin/hero', headers: bearer(fan.session.accessToken) });
      expect(user.statusCode).toBe(403);
      expect(user.json().message).not.toBe(TWO_FACTOR_MESSAGES.adminRequired);
    } finally {
      await strict.close();
    }
  });

  it('is off by default: an admin without two-step sign-in is served', async () => {
    const fan = await signUp(t.app, { confirmed: true });
    await t.db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [fan.username]);
    expect((await t.app.inject({ url: '/api/admin/hero', headers: bearer(fan.session.accessToken) })).statusCode).toBe(200);
  });
});
