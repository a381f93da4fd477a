/**
 * The auth and user routes (auth.routes.ts, user.routes.ts) on a small app: the accounts plugin and
 * the two route plugins in their access groups under /api, on a database of this file's own, with
 * and without Google sign-in (a local JWKS). auth.test.ts and google.test.ts test the same routes in
 * the whole app, at length; this file keeps each case short (few password hashes, no catalogue, no
 * read model) so that mutation testing can afford to run it for every mutant.
 *
 * The apps are built on first use inside the tests, not in `beforeAll`: an app that fails to build
 * (a route option Fastify refuses) then fails the tests instead of skipping them.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoogleSignupPending, LoginResponse } from '@klama/contract';
import { registerAccounts } from '../../src/accounts/accounts.plugin.js';
import { authRoutes } from '../../src/accounts/auth.routes.js';
import { userRoutes } from '../../src/accounts/user.routes.js';
import { stepUpRoutes } from '../../src/accounts/step-up.routes.js';
import { accountGroup, authGroup } from '../../src/access/groups.js';
import { userRegionRoutes } from '../../src/regions/regions.routes.js';
import { loadConfig } from '../../src/config.js';
import { registerMail } from '../../src/mail/mail.plugin.js';
import { registerErrorHandling } from '../../src/plugins/errors.js';
import { registerApiDocs } from '../../src/api-docs/openapi.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import {
  bearer,
  confirmIdentity,
  expectNoSecrets,
  nextLoopbackAddress,
  refreshCookieOf,
  sessionOf,
  setCookies as setCookieLines,
  uniqueName,
} from './helpers.js';

const CLIENT_ID = 'klama-routes.apps.googleusercontent.com';
let db: TestDatabase;
let jwks: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
const built: FastifyInstance[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'routes-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
});
afterAll(async () => {
  for (const app of built) await app.close();
  await new Promise((resolve) => jwks.close(resolve));
  await db.drop();
});
afterEach(() => vi.restoreAllMocks());

async function build(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'klama-account-routes-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'r'.repeat(40), DATA_DIR: dataDir, ...env }), serveWeb: false };
  const app = Fastify();
  built.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  await registerAccounts(app, config);
  registerMail(app); // sign-up and an email change queue mail (to .eml files in a directory of the test's)
  await registerApiDocs(app);
  await app.register(
    async (api) => {
      await api.register(authGroup([authRoutes]));
      // the step-up's confirmation: changing the email asks it (decision 0043)
      await api.register(accountGroup([userRoutes, userRegionRoutes, stepUpRoutes]));
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}
let plainApp: Promise<FastifyInstance> | undefined;
let googleApp: Promise<FastifyInstance> | undefined;
const plain = () => (plainApp ??= build({}));
const withGoogle = () => (googleApp ??= build({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl }));

const post = async (url: string, payload: unknown, headers: Record<string, string> = {}, app = plain()) =>
  (await app).inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress: nextLoopbackAddress() });
const get = async (url: string, token?: string) => (await plain()).inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });
const patchMe = async (payload: object, token: string) =>
  (await plain()).inject({ method: 'PATCH', url: '/api/user/me', payload, headers: bearer(token) });

async function signUp(username = uniqueName('Route')) {
  const password = 'secret-pass-1';
  const res = await post('/auth/signup', { username, email: ` ${username.toUpperCase()}@Example.com`, password });
  expect(res.statusCode, res.body).toBe(201);
  return { username, email: `${username.toLowerCase()}@example.com`, password, session: sessionOf(res) };
}

let subjects = 0;
function idToken(claims: JWTPayload = {}) {
  const sub = `g-routes-${process.pid}-${++subjects}`;
  return new SignJWT({ email: `${sub}@gmail.com`, email_verified: true, picture: 'https://lh3.googleusercontent.com/a/pic', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'routes-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(typeof claims.sub === 'string' ? claims.sub : sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(googleKey);
}
const google = async (token: string) => post('/auth/google', { token }, {}, withGoogle());
const completeProfile = async (username: string, tempToken?: string) =>
  post('/auth/complete-profile', { username }, tempToken ? bearer(tempToken) : {}, withGoogle());
const avatarOf = async (username: string) =>
  (await db.query<{ avatar: string | null }>('SELECT avatar FROM app_user WHERE username = $1', [username]))[0]!.avatar;

describe('auth routes', () => {
  it('signs up: 201 with the profile and a working session, never a secret', async () => {
    const u = await signUp();
    expect(u.session).toEqual({
      username: u.username,
      email: u.email,
      avatar: null,
      accessToken: expect.any(String),
      // from the cookie: sessionOf would fail without one
      refreshToken: expect.any(String),
    });
    expectNoSecrets(JSON.stringify(u.session));
    expect((await get('/user/me', u.session.accessToken)).json()).toEqual({
      username: u.username,
      email: u.email,
      avatar: null,
      role: 'user',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
    const invalid = await post('/auth/signup', { username: 'ab', email: 'a@b.io', password: 'secret-pass' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'body.username', code: 'auth.usernameTooShort', message: 'Username must be at least 3 characters long' },
    ]);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('logs in by username in any case; one answer for a wrong password and an unknown user', async () => {
    const u = await signUp();
    const ok = await post('/auth/login', { username: u.username.toLowerCase(), password: u.password });
    expect(ok.statusCode).toBe(200);
    const session = ok.json<LoginResponse>();
    expect(session).toEqual({ username: u.username, email: u.email, avatar: null, accessToken: expect.any(String) });
    expect(ok.body).not.toContain(refreshCookieOf(ok));
    expect((await get('/user/me', session.accessToken)).statusCode).toBe(200);
    for (const body of [
      { username: u.username, password: 'wrong-password' },
      { username: uniqueName('ghost'), password: u.password },
    ]) {
      const res = await post('/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.invalidCredentials', message: 'Invalid username or password' });
    }
    expect((await post('/auth/login', { username: u.username })).json().errors).toEqual([
      { path: 'body.password', code: 'auth.passwordRequired', message: 'Password is required' },
    ]);
  });

  it('rotates the refresh token, refuses it twice and logs the reuse', async () => {
    const warn = vi.spyOn((await plain()).log, 'warn');
    const u = await signUp();
    const res = await post('/auth/refresh', { refreshToken: u.session.refreshToken });
    expect(res.statusCode).toBe(200);
    const pair = { ...res.json<{ accessToken: string }>(), refreshToken: refreshCookieOf(res) };
    expect(Object.keys(res.json())).toEqual(['accessToken']);
    expect(pair.refreshToken).not.toBe(u.session.refreshToken);
    expect((await get('/user/me', pair.accessToken)).statusCode).toBe(200);
    const unknown = await post('/auth/refresh', { refreshToken: 'never-issued' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' });
    expect(warn).not.toHaveBeenCalled();
    // once the token issued in its place is used, the first one coming back is a copy
    expect((await post('/auth/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: u.session.refreshToken })).statusCode).toBe(401);
    expect(warn).toHaveBeenCalledExactlyOnceWith('refresh token reused: session family revoked');
    expect((await post('/auth/refresh', { refreshToken: '' })).statusCode).toBe(400);
  });

  it('logs out: the session ends, an unknown token is fine', async () => {
    const u = await signUp();
    const out = await post('/auth/logout', { refreshToken: u.session.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    expect((await get('/user/me', u.session.accessToken)).statusCode).toBe(401);
    expect((await post('/auth/logout', { refreshToken: 'never-issued' })).json()).toEqual({ status: 'ok' });
    expect((await post('/auth/logout', { refreshToken: '' })).statusCode).toBe(400);
  });

  it('refuses a disabled account a session', async () => {
    const u = await signUp();
    await db.query('UPDATE app_user SET disabled_at = now() WHERE username = $1', [u.username]);
    const res = await post('/auth/login', { username: u.username, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.accountDisabled', message: 'This account has been disabled' });
  });

  it('answers Google sign-in with 503 and no client id when Google is not configured', async () => {
    const res = await post('/auth/google', { token: 'x.y.z' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.googleNotConfigured', message: 'Google sign-in is not configured' });
    expect((await get('/auth/config')).json()).toEqual({ googleClientId: null });
  });
});

describe('Google sign-in routes', () => {
  it('publishes the client id', async () => {
    expect((await (await withGoogle()).inject({ url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('asks a new Google user for a username, then signs them in with Google’s email and picture', async () => {
    const sub = `g-routes-new-${process.pid}`;
    const first = await google(await idToken({ sub, email: `${sub.toUpperCase()}@Gmail.com` }));
    expect(first.statusCode).toBe(202);
    const pending = first.json<GoogleSignupPending>();
    expect(pending).toEqual({ requiresUsername: true, tempToken: expect.any(String) });
    expect((await (await withGoogle()).inject({ url: '/api/user/me', headers: bearer(pending.tempToken) })).statusCode).toBe(401);

    const username = uniqueName('gRoute');
    const done = await completeProfile(username, pending.tempToken);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({
      username,
      email: `${sub}@gmail.com`,
      avatar: 'https://lh3.googleusercontent.com/a/pic',
      accessToken: expect.any(String),
    });
    expect(done.body).not.toContain(refreshCookieOf(done));
    expectNoSecrets(done.body);
    const [row] = await db.query<{ password_hash: string | null; google_sub: string }>(
      'SELECT password_hash, google_sub FROM app_user WHERE username = $1',
      [username],
    );
    expect(row).toEqual({ password_hash: null, google_sub: sub });

    // next time: straight in, by subject
    const again = await google(await idToken({ sub }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      username,
      email: `${sub}@gmail.com`,
      avatar: 'https://lh3.googleusercontent.com/a/pic',
      accessToken: expect.any(String),
    });
    expect(again.body).not.toContain(refreshCookieOf(again));
  });

  it('accepts only the temp token at complete-profile', async () => {
    const u = await signUp();
    for (const token of [undefined, u.session.accessToken, 'not-a-token']) {
      const res = await completeProfile(uniqueName(), token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.invalidTempToken', message: 'Invalid or expired temporary token' });
    }
  });

  it('fills a missing avatar at the next sign-in, and never replaces one', async () => {
    const sub = `g-routes-avatar-${process.pid}`;
    const pending = (await google(await idToken({ sub, picture: undefined }))).json<GoogleSignupPending>();
    const username = uniqueName('gAvatar');
    expect((await completeProfile(username, pending.tempToken)).json().avatar).toBeNull();
    // Google has no picture either: nothing changes
    expect((await google(await idToken({ sub, picture: undefined }))).json().avatar).toBeNull();
    expect(await avatarOf(username)).toBeNull();
    const filled = await google(await idToken({ sub, picture: 'https://lh3.googleusercontent.com/new' }));
    expect(filled.json().avatar).toBe('https://lh3.googleusercontent.com/new');
    expect(await avatarOf(username)).toBe('https://lh3.googleusercontent.com/new');
    const later = await google(await idToken({ sub, picture: 'https://lh3.googleusercontent.com/other' }));
    expect(later.json().avatar).toBe('https://lh3.googleusercontent.com/new');
    expect(await avatarOf(username)).toBe('https://lh3.googleusercontent.com/new');
  });

  it('counts the address of an account made with Google as confirmed', async () => {
    const pending = (await google(await idToken({ sub: `g-routes-verified-${process.pid}` }))).json<GoogleSignupPending>();
    const made = await completeProfile(uniqueName('gVerified'), pending.tempToken);
    expect(made.statusCode).toBe(201);
    expect((await get('/user/me', made.json<LoginResponse>().accessToken)).json().emailVerified).toBe(true);
  });

  it('asks a known Google user with two-step sign-in on for the second step, with no session yet', async () => {
    const sub = `g-routes-2fa-${process.pid}`;
    const pending = (await google(await idToken({ sub }))).json<GoogleSignupPending>();
    const username = uniqueName('g2fa');
    expect((await completeProfile(username, pending.tempToken)).statusCode).toBe(201);
    await db.query(
      `INSERT INTO user_totp (user_id, secret_ciphertext, enabled_at) SELECT id, 'sealed', now() FROM app_user WHERE username = $1`,
      [username],
    );
    const res = await google(await idToken({ sub }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(setCookieLines(res).filter((c) => c.startsWith('klama-refresh='))).toEqual([]);
  });

  it('does not link a Google account to a password account with the same email', async () => {
    const owner = await signUp();
    const res = await google(await idToken({ email: owner.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'auth.googleAccountExists',
      message: 'An account with this email already exists. Log in with your username and password.',
    });
  });

  it('tells a Google-only account it has no password to change', async () => {
    const pending = (await google(await idToken())).json<GoogleSignupPending>();
    const session = (await completeProfile(uniqueName('gPass'), pending.tempToken)).json<LoginResponse>();
    const res = await post(
      '/auth/change-password',
      { currentPassword: 'anything-at-all', newPassword: 'brand-new-pass' },
      bearer(session.accessToken),
      withGoogle(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'auth.noPasswordSet',
      message: 'This account signs in with Google and has no password',
    });
  });
});

describe('user routes', () => {
  it('shows the owner their account with their role, admin once granted', async () => {
    const u = await signUp();
    expect((await get('/user/me', u.session.accessToken)).json()).toEqual({
      username: u.username,
      email: u.email,
      avatar: null,
      role: 'user',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
    await db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [u.username]);
    expect((await get('/user/me', u.session.accessToken)).json()).toEqual({
      username: u.username,
      email: u.email,
      avatar: null,
      role: 'admin',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
    const anonymous = await get('/user/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'error', code: 'auth.authenticationRequired', message: 'Authentication required' });
  });

  it('shows a profile to its owner at any letter case of the name, to nobody else', async () => {
    const a = await signUp(uniqueName('MixedCase'));
    const b = await signUp();
    for (const name of [a.username, a.username.toLowerCase(), a.username.toUpperCase()]) {
      const res = await get(`/user/${name}`, a.session.accessToken);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual({ username: a.username, email: a.email, avatar: null });
    }
    const other = await get(`/user/${a.username}`, b.session.accessToken);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      status: 'error',
      code: 'auth.profilePrivate',
      message: 'This profile is private and can only be viewed by its owner',
    });
    expect((await get(`/user/${a.username}`)).statusCode).toBe(401);
  });

  it('changes the email (normalised) and the region, alone or together; refuses a taken email', async () => {
    const a = await signUp();
    const b = await signUp();
    const token = a.session.accessToken;
    await confirmIdentity(await plain(), token);
    const email = await patchMe({ email: ` New.${a.email.toUpperCase()} ` }, token);
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({
      username: a.username,
      email: `new.${a.email}`,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
    });
    expect((await patchMe({ region: 'KR' }, token)).json()).toEqual({
      username: a.username,
      email: `new.${a.email}`,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
      region: 'KR',
    });
    expect((await patchMe({ email: a.email, region: 'US' }, token)).json()).toEqual({
      username: a.username,
      email: a.email,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
      region: 'US',
    });
    expect((await get('/user/me/region', token)).json()).toEqual({ region: 'US' });
    // the email alone leaves the saved region as it is
    expect((await patchMe({ email: `x.${a.email}` }, token)).json()).toEqual({
      username: a.username,
      email: `x.${a.email}`,
      avatar: null,
      emailVerified: false,
      profileVisibility: 'private',
    });
    expect((await get('/user/me/region', token)).json()).toEqual({ region: 'US' });
    const taken = await patchMe({ email: b.email }, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'error', code: 'auth.emailTaken', message: 'Email is already in use' });
    expect((await patchMe({ email: 'nope' }, token)).json().errors).toEqual([
      { path: 'body.email', code: 'auth.emailInvalid', message: 'Invalid email address' },
    ]);
  });

  it('changes the password: this session stays, the others end; a wrong current password is a 400', async () => {
    const u = await signUp();
    const other = sessionOf(await post('/auth/login', { username: u.username, password: u.password }));
    const auth = bearer(u.session.accessToken);
    const wrong = await post('/auth/change-password', { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', code: 'auth.currentPasswordIncorrect', message: 'Current password is incorrect' });
    const short = await post('/auth/change-password', { currentPassword: u.password, newPassword: 'short' }, auth);
    expect(short.json().errors).toEqual([
      { path: 'body.newPassword', code: 'auth.newPasswordTooShort', message: 'Password must be at least 8 characters' },
    ]);
    const ok = await post('/auth/change-password', { currentPassword: u.password, newPassword: 'brand-new-pass' }, auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    expect((await get('/user/me', u.session.accessToken)).statusCode).toBe(200);
    expect((await get('/user/me', other.accessToken)).statusCode).toBe(401);
    expect((await post('/auth/login', { username: u.username, password: u.password })).statusCode).toBe(401);
    expect((await post('/auth/login', { username: u.username, password: 'brand-new-pass' })).statusCode).toBe(200);
  });
});

describe('the API document', () => {
  const LOGIN = ['username', 'email', 'avatar', 'accessToken'];
  const PROFILE = ['username', 'email', 'avatar'];
  // a sign-in's answer: the session, or the second step of two-step sign-in (one of the two)
  const LOGIN_OR_CHALLENGE = [LOGIN, ['twoFactorRequired', 'challenge']];
  // each call's answers: the success body's required fields (of each alternative), and which errors it documents
  const CALLS: [string, string, Record<string, string[] | string[][]>, string[]][] = [
    ['get', '/api/auth/config', { 200: ['googleClientId'] }, []],
    ['post', '/api/auth/signup', { 201: LOGIN }, ['400', '429']],
    ['post', '/api/auth/login', { 200: LOGIN_OR_CHALLENGE }, ['400', '429']],
    ['post', '/api/auth/google', { 200: LOGIN_OR_CHALLENGE, 202: ['requiresUsername', 'tempToken'] }, ['400', '429']],
    ['post', '/api/auth/complete-profile', { 201: LOGIN }, ['400', '429']],
    ['post', '/api/auth/refresh', { 200: ['accessToken'] }, ['400', '429']],
    ['post', '/api/auth/logout', { 200: ['status'] }, ['400']],
    ['get', '/api/user/me', { 200: [...PROFILE, 'role', 'region', 'confirmWith', 'emailVerified', 'profileVisibility'] }, ['401']],
    ['get', '/api/user/{username}', { 200: PROFILE }, ['400', '401', '404']],
    ['patch', '/api/user/me', { 200: [...PROFILE, 'emailVerified', 'profileVisibility'] }, ['400', '401']],
    ['post', '/api/auth/change-password', { 200: ['status'] }, ['400', '401', '429']],
  ];

  it.each(CALLS)('documents %s %s: its answer and its errors', async (method, path, success, errors) => {
    const doc = (await (await plain()).inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, { content: Record<string, { schema: { required?: string[]; anyOf?: { required?: string[] }[] } }> }>;
          }
        >
      >;
    }>();
    const responses = doc.paths[path]![method]!.responses;
    expect(Object.keys(responses).sort()).toEqual([...Object.keys(success), ...errors].sort());
    for (const [status, required] of Object.entries(success)) {
      const schema = responses[status]!.content['application/json']!.schema;
      const alternatives = (schema.anyOf ?? [schema]).map((s) => s.required);
      expect(alternatives, status).toEqual(Array.isArray(required[0]) ? required : [required]);
    }
  });
});
