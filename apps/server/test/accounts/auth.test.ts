import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type AccessTokenResponse, type LoginResponse } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { createTokenService } from '../../src/accounts/tokens.js';
import {
  bearer,
  confirmIdentity,
  expectNoSecrets,
  nextLoopbackAddress,
  refreshCookieOf,
  sessionOf,
  signUp,
  uniqueName,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: nextLoopbackAddress() });

describe('sign-up', () => {
  it('creates the account, answers 201 in the login shape and normalises the email', async () => {
    const username = uniqueName('Mixed');
    const res = await post('/auth/signup', { username, email: `  ${username.toUpperCase()}@Example.COM `, password: 'secret-pass' });
    expect(res.statusCode).toBe(201);
    const body = res.json<LoginResponse>();
    expect(body).toEqual({
      username,
      email: `${username.toLowerCase()}@example.com`,
      avatar: null,
      accessToken: expect.any(String),
    });
    expect(res.body).not.toContain(refreshCookieOf(res));
    expectNoSecrets(res.body);
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE username = $1', [username]);
    expect(row!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.password_hash).not.toContain('secret-pass');
  });

  it('rejects a username taken in another letter case, and a taken email', async () => {
    const first = await signUp(t.app);
    const sameName = await post('/auth/signup', {
      username: first.username.toUpperCase(),
      email: `${uniqueName()}@x.io`,
      password: 'secret-pass',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ status: 'error', code: 'auth.usernameTaken', message: AUTH_MESSAGES.usernameTaken });
    const sameEmail = await post('/auth/signup', { username: uniqueName(), email: first.email.toUpperCase(), password: 'secret-pass' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ status: 'error', code: 'auth.emailTaken', message: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    [{ email: 'a@b.io', password: 'secret-pass' }, 'body.username', 'usernameRequired', 'Username is required'],
    [{ username: '', email: 'a@b.io', password: 'secret-pass' }, 'body.username', 'usernameRequired', 'Username is required'],
    [
      { username: 'ab', email: 'a@b.io', password: 'secret-pass' },
      'body.username',
      'usernameTooShort',
      'Username must be at least 3 characters long',
    ],
    [{ username: 'abc', password: 'secret-pass' }, 'body.email', 'emailRequired', 'Email is required'],
    [{ username: 'abc', email: 'not-an-email', password: 'secret-pass' }, 'body.email', 'emailInvalid', 'Invalid email address'],
    [{ username: 'abc', email: 'a@b.io' }, 'body.password', 'passwordRequired', 'Password is required'],
    [
      { username: 'abc', email: 'a@b.io', password: '12345' },
      'body.password',
      'passwordTooShort',
      'Password must be at least 6 characters long',
    ],
    [
      { username: 'a<script>', email: 'a@b.io', password: 'secret-pass' },
      'body.username',
      'usernameCharacters',
      AUTH_MESSAGES.usernameCharacters,
    ],
  ])('validates %j with the spec message', async (payload, path, key, message) => {
    const res = await post('/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    expect(res.json().errors).toContainEqual({ path, code: `auth.${key}`, message });
  });

  it('rejects unknown fields (no mass assignment)', async () => {
    const res = await post('/auth/signup', { username: uniqueName(), email: 'z@z.io', password: 'secret-pass', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('isAdmin');
    expect(await t.db.query('SELECT 1 FROM app_user WHERE email = $1', ['z@z.io'])).toHaveLength(0);
  });
});

describe('login', () => {
  it('logs in with the username in any letter case and returns a working session', async () => {
    const u = await signUp(t.app);
    const res = await post('/auth/login', { username: u.username.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.username).toBe(u.username);
    expectNoSecrets(res.body);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      username: u.username,
      email: u.email,
      avatar: null,
      role: 'user',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
  });

  it('refuses a disabled account with 403 once its password is right, and only then', async () => {
    const u = await signUp(t.app);
    await t.db.query('UPDATE app_user SET disabled_at = now() WHERE username = $1', [u.username]);
    const res = await post('/auth/login', { username: u.username, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.accountDisabled', message: 'This account has been disabled' });
    expect((await post('/auth/login', { username: u.username, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('gives one answer for an unknown user and a wrong password', async () => {
    const u = await signUp(t.app);
    const wrong = await post('/auth/login', { username: u.username, password: 'wrong-password' });
    const unknown = await post('/auth/login', { username: uniqueName('ghost'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', code: 'auth.invalidCredentials', message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ username: { $ne: null }, password: 'whatever' }],
    [{ username: 'abc', password: { $gt: '' } }],
    [{ username: ["admin' OR '1'='1"], password: 'whatever' }],
    [{ username: 'abc', password: 'whatever', $where: '1' }],
  ])('rejects operator-style payload %j with 400', async (payload) => {
    const res = await post('/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'common.invalidRequest', message: 'Invalid request' });
  });

  it('treats SQL in the username as text', async () => {
    const u = await signUp(t.app);
    const res = await post('/auth/login', { username: `' OR 1=1 --`, password: u.password });
    expect(res.statusCode).toBe(400); // fails the username pattern before reaching SQL
    const res2 = await post('/auth/login', { username: `${u.username}' OR '1'='1`, password: u.password });
    expect([400, 401]).toContain(res2.statusCode);
  });

  it('validates login input with the spec messages', async () => {
    const res = await post('/auth/login', { username: 'ab', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.username', code: 'auth.usernameTooShort', message: 'Username must be at least 3 characters long' },
        { path: 'body.password', code: 'auth.passwordTooShort', message: 'Password must be at least 6 characters long' },
      ]),
    );
  });

  it('refuses a body over 64 kB with 413 and the error shape', async () => {
    const res = await post('/auth/login', { username: 'abc', password: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});

describe('tokens and refresh', () => {
  it('rotates the refresh token on every refresh; the old one is refused and revokes the family', async () => {
    const { session } = await signUp(t.app);
    const r1 = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(r1.statusCode).toBe(200);
    const p1 = { ...r1.json<AccessTokenResponse>(), refreshToken: refreshCookieOf(r1) };
    expect(p1.refreshToken).not.toBe(session.refreshToken);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(p1.accessToken) })).statusCode).toBe(200);

    const r2 = await post('/auth/refresh', { refreshToken: p1.refreshToken });
    expect(r2.statusCode).toBe(200);
    const p2 = { ...r2.json<AccessTokenResponse>(), refreshToken: refreshCookieOf(r2) };

    // the first token comes back: someone copied it. The whole family dies, including p2.
    const reuse = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ status: 'error', code: 'auth.invalidRefreshToken', message: AUTH_MESSAGES.invalidRefreshToken });
    expect((await post('/auth/refresh', { refreshToken: p2.refreshToken })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(p2.accessToken) })).statusCode).toBe(401);
  });

  it('answers a refresh with a working access token (the refresh token in the cookie), and logs a reused token as a warning', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const { session } = await signUp(t.app);
    const res = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(200);
    const pair = res.json<AccessTokenResponse>();
    expect(Object.keys(pair)).toEqual(['accessToken']);
    expect(res.body).not.toContain(refreshCookieOf(res));
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(pair.accessToken) })).statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: 'never-issued' })).statusCode).toBe(401);
    expect(warn).not.toHaveBeenCalled();
    // the token issued in its place is used: the first one coming back now is a copy
    expect((await post('/auth/refresh', { refreshToken: refreshCookieOf(res) })).statusCode).toBe(200);
    const reused = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(reused.json()).toEqual({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('refresh token reused: session family revoked');
  });

  it('keeps several sessions per user independent (phone and laptop)', async () => {
    const u = await signUp(t.app);
    const laptop = sessionOf(await post('/auth/login', { username: u.username, password: u.password }));
    const phone = u.session;
    expect((await post('/auth/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(phone.accessToken) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(laptop.accessToken) })).statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: laptop.refreshToken })).statusCode).toBe(200);
  });

  it('ends a session at its absolute lifetime even with a fresh refresh token', async () => {
    const { session } = await signUp(t.app);
    await t.db.query(
      `UPDATE auth_session SET expires_at = now() - interval '1 second'
       WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [session.refreshToken],
    );
    expect((await post('/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(session.accessToken) })).statusCode).toBe(401);
  });

  it('gives a session an absolute lifetime of 30 days from sign-in, kept across refreshes', async () => {
    const { session } = await signUp(t.app);
    const lifetime = () =>
      t.db.query<{ days: number }>(
        `SELECT extract(epoch FROM s.expires_at - s.created_at)::int / 86400 AS days, (s.revoked_at IS NULL) AS active FROM auth_session s
         WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
        [session.refreshToken],
      );
    expect(await lifetime()).toEqual([{ days: 30, active: true }]);
    const before = await t.db.query('SELECT expires_at FROM auth_session ORDER BY created_at DESC LIMIT 1');
    expect((await post('/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect(await t.db.query('SELECT expires_at FROM auth_session ORDER BY created_at DESC LIMIT 1')).toEqual(before);
  });

  it('answers ok to a logout with an unknown token, and ends nothing else', async () => {
    const u = await signUp(t.app);
    const res = await post('/auth/logout', { refreshToken: 'never-issued' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(u.session.accessToken) })).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { session } = await signUp(t.app);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_token');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === session.refreshToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses an unknown refresh token and an empty one', async () => {
    expect((await post('/auth/refresh', { refreshToken: 'not-a-token' })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: '' })).statusCode).toBe(400);
    expect((await post('/auth/refresh', { refreshToken: { $ne: null } })).statusCode).toBe(400);
  });

  it('rejects expired, tampered, foreign and wrong-type access tokens', async () => {
    const { session } = await signUp(t.app);
    const [sid] = await t.db.query<{ id: string; user_id: number }>(
      'SELECT id, user_id FROM auth_session ORDER BY created_at DESC LIMIT 1',
    );
    const secret = new TextEncoder().encode(t.config.jwtSecret!);
    const sixteenMinutesAgo = () => Date.now() - 16 * 60_000;
    const expired = await createTokenService(secret, sixteenMinutesAgo).signAccess({ userId: sid!.user_id, sessionId: sid!.id });
    const foreign = await createTokenService(new TextEncoder().encode('y'.repeat(40))).signAccess({
      userId: sid!.user_id,
      sessionId: sid!.id,
    });
    const [h, p, s] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const escalated = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
    const flipped = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const signup = await createTokenService(secret).signSignup({ googleSub: 'g-1', email: 'g@x.io', picture: null });
    for (const token of [expired, foreign, escalated, flipped, none, signup, session.refreshToken]) {
      const res = await t.app.inject({ url: '/api/user-show/counts', headers: bearer(token) });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.invalidToken', message: AUTH_MESSAGES.invalidToken });
    }
    expect((await t.app.inject({ url: '/api/user-show/counts', headers: bearer(session.accessToken) })).statusCode).toBe(200);
  });

  it('issues access tokens that last at most 15 minutes and say what they are', async () => {
    const { session } = await signUp(t.app);
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.typ).toBe('access');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(JSON.stringify(claims)).not.toMatch(/email|password/);
  });

  it('reads the bearer token in any letter case and spacing, and nothing else', async () => {
    const { session } = await signUp(t.app);
    const counts = (authorization: string) => t.app.inject({ url: '/api/user-show/counts', headers: { authorization } });
    for (const ok of [`Bearer ${session.accessToken}`, `bearer ${session.accessToken}`, `BEARER   ${session.accessToken}  `])
      expect((await counts(ok)).statusCode, ok).toBe(200);
    for (const wrong of [`XBearer ${session.accessToken}`, `Bearer ${session.accessToken} extra`, `Basic ${session.accessToken}`, 'Bearer'])
      expect((await counts(wrong)).statusCode, wrong).toBe(401);
    const invalid = await counts('Bearer not-a-token');
    expect(invalid.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(invalid.json()).toEqual({ status: 'error', code: 'auth.invalidToken', message: AUTH_MESSAGES.invalidToken });
  });

  it('asks for a token without one', async () => {
    const res = await t.app.inject({ url: '/api/user-show/counts' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.authenticationRequired', message: AUTH_MESSAGES.authenticationRequired });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('change password and email', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await signUp(t.app);
    const other = sessionOf(await post('/auth/login', { username: u.username, password: u.password }));
    const res = await post(
      '/auth/change-password',
      { currentPassword: u.password, newPassword: 'brand-new-pass' },
      bearer(u.session.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await post('/auth/login', { username: u.username, password: u.password })).statusCode).toBe(401);
    expect((await post('/auth/login', { username: u.username, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(u.session.accessToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(other.accessToken) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 and validates the new one', async () => {
    const u = await signUp(t.app);
    const wrong = await post(
      '/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
      bearer(u.session.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'auth.currentPasswordIncorrect',
      message: AUTH_MESSAGES.currentPasswordIncorrect,
    });
    const invalid = await post('/auth/change-password', { currentPassword: '', newPassword: 'short' }, bearer(u.session.accessToken));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.currentPassword', code: 'auth.currentPasswordRequired', message: 'Current password is required' },
        { path: 'body.newPassword', code: 'auth.newPasswordTooShort', message: 'Password must be at least 8 characters' },
      ]),
    );
    const missing = await post('/auth/change-password', { currentPassword: 'x' }, bearer(u.session.accessToken));
    expect(missing.json().errors).toContainEqual({
      path: 'body.newPassword',
      code: 'auth.newPasswordRequired',
      message: 'New password is required',
    });
    expect((await post('/auth/change-password', { currentPassword: u.password, newPassword: 'brand-new-pass' })).statusCode).toBe(401);
  });

  it('changes the email (normalised) and refuses one in use', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await confirmIdentity(t.app, a.session.accessToken);
    const patch = (email: unknown, token: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/user/me', payload: { email }, headers: bearer(token) });
    const ok = await patch(`New.${a.username}@Example.org`, a.session.accessToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      username: a.username,
      email: `new.${a.username.toLowerCase()}@example.org`,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
    });
    const taken = await patch(b.email.toUpperCase(), a.session.accessToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'error', code: 'auth.emailTaken', message: AUTH_MESSAGES.emailTaken });
    expect((await patch('nope', a.session.accessToken)).json().errors).toContainEqual({
      path: 'body.email',
      code: 'auth.emailInvalid',
      message: 'Invalid email address',
    });
    expect((await patch('x@y.io', 'garbage')).statusCode).toBe(401);
  });
});

describe('profiles', () => {
  it('shows a profile to its owner only, never with secrets', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const own = await t.app.inject({ url: `/api/user/${a.username.toUpperCase()}`, headers: bearer(a.session.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json()).sort()).toEqual(['avatar', 'email', 'username']);
    expectNoSecrets(own.body);
    expect(own.body).not.toContain(a.session.refreshToken);
    const other = await t.app.inject({ url: `/api/user/${a.username}`, headers: bearer(b.session.accessToken) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ status: 'error', code: 'auth.profilePrivate', message: AUTH_MESSAGES.profilePrivate });
    const anonymous = await t.app.inject({ url: `/api/user/${a.username}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(a.email);
  });

  it('tells the owner their role, admin once granted', async () => {
    const a = await signUp(t.app);
    await t.db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [a.username]);
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(a.session.accessToken) });
    expect(me.json()).toEqual({
      username: a.username,
      email: a.email,
      avatar: null,
      role: 'admin',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
  });

  it('shows a mixed-case owner their profile at any letter case of the name', async () => {
    const a = await signUp(t.app, { username: uniqueName('MixedCase') });
    for (const name of [a.username, a.username.toLowerCase(), a.username.toUpperCase()]) {
      const res = await t.app.inject({ url: `/api/user/${name}`, headers: bearer(a.session.accessToken) });
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual({ username: a.username, email: a.email.toLowerCase(), avatar: null });
    }
  });

  it('saves the region alone, or with the email, in one PATCH', async () => {
    const a = await signUp(t.app);
    const auth = bearer(a.session.accessToken);
    await confirmIdentity(t.app, a.session.accessToken);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user/me', payload, headers: auth });
    const region = await patch({ region: 'KR' });
    expect(region.statusCode).toBe(200);
    expect(region.json()).toEqual({
      username: a.username,
      email: a.email,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
      region: 'KR',
    });
    const both = await patch({ email: `Both.${a.email}`, region: 'US' });
    expect(both.json()).toEqual({
      username: a.username,
      email: `both.${a.email}`,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
      region: 'US',
    });
    expect((await t.app.inject({ url: '/api/user/me/region', headers: auth })).json()).toEqual({ region: 'US' });
    const emailOnly = await patch({ email: a.email });
    expect(emailOnly.json()).toEqual({
      username: a.username,
      email: a.email,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
    });
    expect((await t.app.inject({ url: '/api/user/me/region', headers: auth })).json()).toEqual({ region: 'US' });
  });

  it('never sends auth responses to caches', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/user/me', headers: bearer(a.session.accessToken) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await post('/auth/login', { username: a.username, password: a.password })).headers['cache-control']).toBe('no-store');
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 503 with a clear message and tells the web app to hide the button', async () => {
    const res = await post('/auth/google', { token: 'x.y.z' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.googleNotConfigured', message: 'Google sign-in is not configured' });
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toEqual({ googleClientId: null });
  });
});
