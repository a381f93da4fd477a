/**
 * The refresh token's cookie (refresh-cookie.ts) on the real app: its attributes, refresh and logout with it, the
 * move of a token from a body (a session of the localStorage days) into it, and the XSRF rule for it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, nextLoopbackAddress, refreshCookieOf, setCookies, signUp } from './helpers.js';

const COOKIE = 'klama-refresh';
const XSRF_MISMATCH = { status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' };

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  // behind a TLS-terminating proxy (X-Forwarded-Proto is believed), and a plain install (it is not)
  t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  plain = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

type Options = Omit<InjectOptions, 'url' | 'method'>;
const post = (url: string, options: Options = {}, app = t) =>
  app.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress: nextLoopbackAddress(), ...options });

/** What the web app sends with a refresh cookie: its XSRF-TOKEN cookie echoed in X-XSRF-TOKEN. */
const withCookie = (token: string) => ({ cookies: { [COOKIE]: token, 'XSRF-TOKEN': 'xsrf-1' }, headers: { 'x-xsrf-token': 'xsrf-1' } });

/** The refresh cookie's line of an answer, split into its value and its attributes (lower-cased names). */
function refreshCookieLine(res: { headers: Record<string, unknown> }) {
  const lines = setCookies(res).filter((c) => c.startsWith(`${COOKIE}=`));
  expect(lines).toHaveLength(1);
  const [pair, ...parts] = lines[0]!.split('; ');
  const attributes = Object.fromEntries(
    parts.map((p) => {
      const [name, ...value] = p.split('=');
      return [name!.toLowerCase(), value.join('=')];
    }),
  );
  return { value: pair!.slice(COOKIE.length + 1), attributes };
}

const sessionEnd = async (app: TestApp, token: string) => {
  const [row] = await app.db.query<{ expires_at: Date }>(
    `SELECT expires_at FROM auth_session
     WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
    [token],
  );
  return new Date(row!.expires_at);
};

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, for /api/auth only, not Secure over plain http, and ends with the session', async () => {
    const u = await signUp(t.app);
    const login = await post('/auth/login', { payload: { username: u.username, password: u.password } });
    expect(login.statusCode).toBe(200);
    const { value, attributes } = refreshCookieLine(login);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(attributes).sort()).toEqual(['expires', 'httponly', 'path', 'samesite']);
    expect(attributes).toMatchObject({ path: '/api/auth', samesite: 'Strict', httponly: '' });
    // the session's absolute end, to the second (Expires has no finer unit)
    const end = await sessionEnd(t, value);
    expect(new Date(attributes.expires!).getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
    expect(login.body).not.toContain(value);
  });

  it('is Secure when the request came over https through the trusted proxy, and only then', async () => {
    const u = await signUp(t.app);
    const body = { username: u.username, password: u.password };
    const https = await post('/auth/login', { payload: body, headers: { 'x-forwarded-proto': 'https' } });
    expect(Object.keys(refreshCookieLine(https).attributes).sort()).toEqual(['expires', 'httponly', 'path', 'samesite', 'secure']);
    const http = await post('/auth/login', { payload: body, headers: { 'x-forwarded-proto': 'http' } });
    expect(refreshCookieLine(http).attributes).not.toHaveProperty('secure');
    // without TRUST_PROXY anyone could send the header: it says nothing
    const p = await signUp(plain.app);
    const forged = await post(
      '/auth/login',
      { payload: { username: p.username, password: p.password }, headers: { 'x-forwarded-proto': 'https' } },
      plain,
    );
    expect(forged.statusCode).toBe(200);
    expect(refreshCookieLine(forged).attributes).not.toHaveProperty('secure');
  });

  it('is set by sign-up, login, Google sign-in and complete-profile (see google.test.ts), never in a body', async () => {
    const username = `cookie_${process.pid}_${Date.now() % 100000}`;
    const signup = await post('/auth/signup', { payload: { username, email: `${username}@example.com`, password: 'secret-pass-1' } });
    expect(signup.statusCode).toBe(201);
    const { value } = refreshCookieLine(signup);
    expect(signup.body).not.toContain(value);
    expect(Object.keys(signup.json()).sort()).toEqual(['accessToken', 'avatar', 'email', 'username']);
  });
});

describe('refresh with the cookie', () => {
  it('rotates the cookie and answers only an access token; the old cookie then revokes the family', async () => {
    const u = await signUp(t.app);
    const first = u.session.refreshToken;
    const res = await post('/auth/refresh', withCookie(first));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['accessToken']);
    const second = refreshCookieLine(res).value;
    expect(second).not.toBe(first);
    expect(res.body).not.toContain(second);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(res.json<{ accessToken: string }>().accessToken) })).statusCode).toBe(
      200,
    );
    const next = await post('/auth/refresh', withCookie(second));
    expect(next.statusCode).toBe(200);
    // the first cookie again: copied, so the family ends, and the browser is told to drop the cookie
    const reused = await post('/auth/refresh', withCookie(first));
    expect(reused.statusCode).toBe(401);
    expect(refreshCookieLine(reused)).toMatchObject({ value: '', attributes: { path: '/api/auth', samesite: 'Strict' } });
    expect((await post('/auth/refresh', withCookie(refreshCookieLine(next).value))).statusCode).toBe(401);
  });

  it('carries the session on when the browser lost a refresh answer: the spent cookie again, its successor never used', async () => {
    const u = await signUp(t.app);
    const first = u.session.refreshToken;
    // the page was left while this refresh was under way: its answer (the new cookie) never reached the browser
    const lostAnswer = await post('/auth/refresh', withCookie(first));
    expect(lostAnswer.statusCode).toBe(200);
    const again = await post('/auth/refresh', withCookie(first));
    expect(again.statusCode).toBe(200);
    const kept = refreshCookieLine(again).value;
    expect(kept).not.toBe(refreshCookieLine(lostAnswer).value);
    expect(
      (await t.app.inject({ url: '/api/user/me', headers: bearer(again.json<{ accessToken: string }>().accessToken) })).statusCode,
    ).toBe(200);
    // the session goes on with the new cookie; once that is used, the first one is a copy and ends the family
    const next = await post('/auth/refresh', withCookie(kept));
    expect(next.statusCode).toBe(200);
    expect((await post('/auth/refresh', withCookie(first))).statusCode).toBe(401);
    expect((await post('/auth/refresh', withCookie(refreshCookieLine(next).value))).statusCode).toBe(401);
  });

  it('answers 401 without a token in the cookie or the body, and 400 for an empty body token', async () => {
    const none = await post('/auth/refresh');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' });
    expect((await post('/auth/refresh', { payload: {} })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { payload: { refreshToken: '' } })).statusCode).toBe(400);
  });
});

describe('a session of the localStorage days (its token in the body)', () => {
  it('refreshes once with the body token, then lives in the cookie; the body token is spent', async () => {
    const u = await signUp(t.app);
    const legacy = u.session.refreshToken;
    const moved = await post('/auth/refresh', { payload: { refreshToken: legacy } });
    expect(moved.statusCode).toBe(200);
    expect(Object.keys(moved.json())).toEqual(['accessToken']);
    const cookie = refreshCookieLine(moved);
    expect(cookie.attributes).toMatchObject({ path: '/api/auth', samesite: 'Strict', httponly: '' });
    expect(moved.body).not.toContain(cookie.value);
    // the cookie carries the session on
    const next = await post('/auth/refresh', withCookie(cookie.value));
    expect(next.statusCode).toBe(200);
    // the body token worked once: presented again it is a reuse
    expect((await post('/auth/refresh', { payload: { refreshToken: legacy } })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session of the cookie and clears the cookie', async () => {
    const u = await signUp(t.app);
    const out = await post('/auth/logout', withCookie(u.session.refreshToken));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    const cleared = refreshCookieLine(out);
    expect(cleared.value).toBe('');
    expect(new Date(cleared.attributes.expires!).getTime()).toBe(0);
    expect(cleared.attributes).toMatchObject({ path: '/api/auth', samesite: 'Strict', httponly: '' });
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(u.session.accessToken) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', withCookie(u.session.refreshToken))).statusCode).toBe(401);
  });

  it('clears the cookie without one too, and still revokes by a body token', async () => {
    expect(refreshCookieLine(await post('/auth/logout')).value).toBe('');
    const u = await signUp(t.app);
    expect((await post('/auth/logout', { payload: { refreshToken: u.session.refreshToken } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(u.session.accessToken) })).statusCode).toBe(401);
  });
});

describe('XSRF with the refresh cookie', () => {
  it('refuses a cookie-borne refresh or logout without the matching X-XSRF-TOKEN, and does not spend the token', async () => {
    const u = await signUp(t.app);
    const token = u.session.refreshToken;
    for (const url of ['/auth/refresh', '/auth/logout']) {
      // a cross-site form or fetch: the browser adds the cookies, the other site cannot add the header
      const forged = await post(url, { cookies: { [COOKIE]: token, 'XSRF-TOKEN': 'xsrf-1' } });
      expect(forged.statusCode, url).toBe(403);
      expect(forged.json()).toEqual(XSRF_MISMATCH);
      expect(
        (await post(url, { cookies: { [COOKIE]: token, 'XSRF-TOKEN': 'xsrf-1' }, headers: { 'x-xsrf-token': 'xsrf-2' } })).statusCode,
      ).toBe(403);
      // the refresh cookie alone (the XSRF cookie gone, or never sent): still refused, and a new XSRF cookie comes back
      const bare = await post(url, { cookies: { [COOKIE]: token } });
      expect(bare.statusCode, url).toBe(403);
      expect(setCookies(bare).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
      expect((await post(url, { cookies: { [COOKIE]: token }, headers: { 'x-xsrf-token': 'anything' } })).statusCode).toBe(403);
    }
    // none of that touched the session: the same token still refreshes, with the pair
    const ok = await post('/auth/refresh', withCookie(token));
    expect(ok.statusCode).toBe(200);
    expect(refreshCookieOf(ok)).not.toBe(token);
  });
});
