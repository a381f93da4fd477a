/** Google sign-in against a local JWKS served on loopback (GOOGLE_JWKS_URL), signed with a local key. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { AUTH_MESSAGES, type GoogleSignupPending, type LoginResponse } from '@klama/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { createTokenService } from '../../src/accounts/tokens.js';
import { bearer, expectNoSecrets, nextLoopbackAddress, refreshCookieOf, sessionOf, signUp, uniqueName } from './helpers.js';

const CLIENT_ID = 'klama-test.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((req, res) =>
    req.url === '/failing-jwks'
      ? res.writeHead(500).end()
      : res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  t = await createTestApp({ seed: false, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

let subjects = 0;
/** The token's claims under `{"alg":"none"}` and no signature. */
const unsigned = (token: string) => `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
/** `signed`'s header and signature around the claims of `other`. */
const swapClaims = (signed: string, other: string) => {
  const [header, , signature] = signed.split('.');
  return `${header}.${other.split('.')[1]}.${signature}`;
};

function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresIn?: string; kid?: string } = {}) {
  const sub = `g-${process.pid}-${++subjects}`;
  const jwt = new SignJWT({
    email: `${sub}@gmail.com`,
    email_verified: true,
    picture: 'https://lh3.googleusercontent.com/a/pic',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID);
  // a subject that is not a string stays in the payload as given: a malformed token
  if (claims.sub === undefined || typeof claims.sub === 'string') jwt.setSubject(claims.sub ?? sub);
  return jwt
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? googleKey);
}

const google = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token }, remoteAddress: nextLoopbackAddress() });
const completeProfile = (username: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/complete-profile', payload: { username }, headers, remoteAddress: nextLoopbackAddress() });

describe('Google sign-in', () => {
  it('asks a new Google user for a username, then completes a full session', async () => {
    const token = await idToken();
    const first = await google(token);
    expect(first.statusCode).toBe(202);
    const pending = first.json<GoogleSignupPending>();
    expect(pending).toEqual({ requiresUsername: true, tempToken: expect.any(String) });

    const username = uniqueName('gUser');
    const done = await completeProfile(username, bearer(pending.tempToken));
    expect(done.statusCode).toBe(201);
    const session = sessionOf(done);
    expect(done.json()).toEqual({
      username,
      email: expect.any(String),
      avatar: 'https://lh3.googleusercontent.com/a/pic',
      accessToken: expect.any(String),
    });
    expect(done.body).not.toContain(session.refreshToken);
    expectNoSecrets(done.body);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(session.accessToken) })).statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(200);

    // the same Google account next time: straight in, linked by subject
    const again = await google(token);
    expect(again.statusCode).toBe(200);
    expect(again.json<LoginResponse>().username).toBe(username);
    const googleCookie = refreshCookieOf(again);
    expect(again.body).not.toContain(googleCookie);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: { 'klama-refresh': googleCookie, 'XSRF-TOKEN': 'x' },
          headers: { 'x-xsrf-token': 'x' },
        })
      ).statusCode,
    ).toBe(200);

    // the temp token cannot create a second account
    expect((await completeProfile(uniqueName(), bearer(pending.tempToken))).statusCode).toBe(409);
  });

  it('refuses a second account for a Google subject that is already registered, whatever the email', async () => {
    const sub = `g-twice-${process.pid}`;
    const pending = (await google(await idToken({ sub }))).json<GoogleSignupPending>();
    expect((await completeProfile(uniqueName(), bearer(pending.tempToken))).statusCode).toBe(201);
    const tokens = createTokenService(new TextEncoder().encode(t.config.jwtSecret!));
    const other = await tokens.signSignup({ googleSub: sub, email: `${uniqueName()}@x.io`, picture: null });
    const res = await completeProfile(uniqueName(), bearer(other));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.googleAlreadyRegistered', message: AUTH_MESSAGES.googleAlreadyRegistered });
  });

  it('accepts the temp token only at complete-profile, and complete-profile only the temp token', async () => {
    const pending = (await google(await idToken())).json<GoogleSignupPending>();
    for (const url of ['/api/user-show/counts', '/api/user/me']) {
      const res = await t.app.inject({ url, headers: bearer(pending.tempToken) });
      expect(res.statusCode, url).toBe(401);
    }
    const user = await signUp(t.app);
    const withAccess = await completeProfile(uniqueName(), bearer(user.session.accessToken));
    expect(withAccess.statusCode).toBe(401);
    expect(withAccess.json()).toEqual({ status: 'error', code: 'auth.invalidTempToken', message: AUTH_MESSAGES.invalidTempToken });
    expect((await completeProfile(uniqueName(), {})).statusCode).toBe(401);
    expect((await completeProfile(uniqueName(), bearer(user.session.refreshToken))).statusCode).toBe(401);
  });

  it('validates the username at complete-profile and refuses a taken one', async () => {
    const taken = await signUp(t.app);
    const pending = (await google(await idToken())).json<GoogleSignupPending>();
    expect((await completeProfile({ $ne: null }, bearer(pending.tempToken))).statusCode).toBe(400);
    const clash = await completeProfile(taken.username.toUpperCase(), bearer(pending.tempToken));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ status: 'error', code: 'auth.usernameTaken', message: AUTH_MESSAGES.usernameTaken });
  });

  it.each([
    ['a wrong audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' }), 'googleTokenInvalid'],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example.com' }), 'googleTokenInvalid'],
    ['an unverified email', () => idToken({ email_verified: false }), 'googleEmailUnverified'],
    ['an expired token', () => idToken({}, { expiresIn: '-1m' }), 'googleTokenInvalid'],
    ['a key Google does not publish', () => idToken({}, { key: strangerKey }), 'googleTokenInvalid'],
    ['an unknown key id', () => idToken({}, { key: strangerKey, kid: 'other' }), 'googleTokenInvalid'],
    ['garbage', async () => 'not.a.jwt', 'googleTokenInvalid'],
    ['an unsigned token (alg none)', async () => unsigned(await idToken()), 'googleTokenInvalid'],
    [
      'a signature over other claims',
      async () => swapClaims(await idToken(), await idToken({ sub: 'someone-else' })),
      'googleTokenInvalid',
    ],
  ])('rejects %s with 401', async (_what, make, key) => {
    const res = await google(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: `auth.${key}`, message: AUTH_MESSAGES[key as keyof typeof AUTH_MESSAGES] });
  });

  it('does not take over a password account with the same email', async () => {
    const owner = await signUp(t.app);
    const res = await google(await idToken({ email: owner.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.googleAccountExists', message: AUTH_MESSAGES.googleAccountExists });
  });

  it('a Google-only account cannot log in with any password', async () => {
    const pending = (await google(await idToken())).json<GoogleSignupPending>();
    const username = uniqueName('gOnly');
    expect((await completeProfile(username, bearer(pending.tempToken))).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'anything-at-all' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.invalidCredentials', message: AUTH_MESSAGES.invalidCredentials });
  });

  it('a Google-only account is told it has no password to change', async () => {
    const pending = (await google(await idToken())).json<GoogleSignupPending>();
    const session = (await completeProfile(uniqueName('gPass'), bearer(pending.tempToken))).json<LoginResponse>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'anything-at-all', newPassword: 'brand-new-pass' },
      headers: bearer(session.accessToken),
      remoteAddress: nextLoopbackAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.noPasswordSet', message: AUTH_MESSAGES.noPasswordSet });
  });

  it('publishes the client id for the web app', async () => {
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });
});

describe('Google token claims', () => {
  const signUpWithGoogle = async (claims: JWTPayload) => {
    const pending = await google(await idToken(claims));
    expect(pending.statusCode, pending.body).toBe(202);
    const done = await completeProfile(uniqueName('gClaims'), bearer(pending.json<GoogleSignupPending>().tempToken));
    expect(done.statusCode, done.body).toBe(201);
    return done.json<LoginResponse>();
  };

  it('keeps only an https picture as the avatar, and the email Google verified, normalised', async () => {
    const sub = `g-plain-${process.pid}`;
    const plain = await signUpWithGoogle({
      sub,
      picture: 'http://lh3.googleusercontent.com/a/pic',
      email: `${sub.toUpperCase()}@Gmail.com`,
    });
    expect(plain).toMatchObject({ avatar: null, email: `${sub}@gmail.com` });
    expect((await signUpWithGoogle({ picture: 42 })).avatar).toBeNull();
    expect((await signUpWithGoogle({ picture: ['https://lh3.googleusercontent.com/a/pic'] })).avatar).toBeNull();
    expect((await signUpWithGoogle({ picture: 'http://lh3.example/?next=https://x' })).avatar).toBeNull();
    expect((await signUpWithGoogle({ email_verified: 'true' })).avatar).toBe('https://lh3.googleusercontent.com/a/pic');
  });

  it('fills a missing avatar from Google at the next sign-in, and never replaces one', async () => {
    const sub = `g-avatar-${process.pid}`;
    const user = await signUpWithGoogle({ sub, picture: undefined });
    expect(user.avatar).toBeNull();
    const next = await google(await idToken({ sub, picture: 'https://lh3.googleusercontent.com/new' }));
    expect(next.statusCode).toBe(200);
    expect(next.json<LoginResponse>().avatar).toBe('https://lh3.googleusercontent.com/new');
    const me = await t.app.inject({ url: '/api/user/me', headers: bearer(next.json<LoginResponse>().accessToken) });
    expect(me.json().avatar).toBe('https://lh3.googleusercontent.com/new');
    const later = await google(await idToken({ sub, picture: 'https://lh3.googleusercontent.com/other' }));
    expect(later.json<LoginResponse>()).toMatchObject({ username: user.username, avatar: 'https://lh3.googleusercontent.com/new' });
  });

  it('accepts the issuer without https, and refuses a token without an email or with an unverified one', async () => {
    expect((await google(await idToken({ iss: 'accounts.google.com' }))).statusCode).toBe(202);
    const noEmail = await google(await idToken({ email: undefined }));
    expect(noEmail.statusCode).toBe(401);
    expect(noEmail.json()).toEqual({ status: 'error', code: 'auth.googleTokenInvalid', message: AUTH_MESSAGES.googleTokenInvalid });
    for (const sub of ['', 12345 as unknown as string]) {
      const res = await google(await idToken({ sub }));
      expect(res.statusCode, JSON.stringify(sub)).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.googleTokenInvalid', message: AUTH_MESSAGES.googleTokenInvalid });
    }
    for (const email_verified of [undefined, 'false', 1]) {
      const res = await google(await idToken({ email_verified }));
      expect(res.json(), String(email_verified)).toEqual({
        status: 'error',
        code: 'auth.googleEmailUnverified',
        message: AUTH_MESSAGES.googleEmailUnverified,
      });
    }
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const offline = await createTestApp({ seed: false, env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' } });
    try {
      const res = await offline.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: await idToken() } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.googleUnavailable', message: AUTH_MESSAGES.googleUnavailable });
      const garbage = await offline.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: 'not.a.jwt' } });
      expect(garbage.statusCode).toBe(401);
    } finally {
      await offline.close();
    }
    // Google's key server answering with an error is not the user's fault either
    const port = (jwksServer.address() as AddressInfo).port;
    const failing = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/failing-jwks` },
    });
    try {
      const res = await failing.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: await idToken() } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.googleUnavailable', message: AUTH_MESSAGES.googleUnavailable });
    } finally {
      await failing.close();
    }
  });
});
