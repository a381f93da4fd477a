import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, nextLoopbackAddress, signUp } from './helpers.js';

let t: TestApp;
let behindTls: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  behindTls = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
  await behindTls.close();
});

const xsrfCookie = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith('XSRF-TOKEN='));

describe('XSRF double submit', () => {
  it('hands out a readable, SameSite=Lax XSRF-TOKEN cookie, but not on publicly cached responses', async () => {
    const res = await t.app.inject({ url: '/api/auth/config' });
    const cookie = xsrfCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    const cached = await t.app.inject({ url: '/api/genre' });
    expect(cached.headers['cache-control']).toMatch(/public/);
    expect(xsrfCookie(cached.headers['set-cookie'])).toBeUndefined();
    // a browser that already has one is not given another
    const again = await t.app.inject({ url: '/api/auth/config', cookies: { 'XSRF-TOKEN': 'abc' } });
    expect(xsrfCookie(again.headers['set-cookie'])).toBeUndefined();
  });

  it('marks the cookie Secure behind TLS, and sends HSTS there', async () => {
    const res = await behindTls.app.inject({ url: '/api/auth/config', headers: { 'x-forwarded-proto': 'https' } });
    expect(xsrfCookie(res.headers['set-cookie'])).toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await t.app.inject({ url: '/api/auth/config' })).headers['strict-transport-security']).toBeUndefined();
    // upgrade-insecure-requests only behind TLS: on plain http it would break every asset off localhost
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String((await t.app.inject({ url: '/api/auth/config' })).headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('refuses a state-changing call that carries the cookie without the matching header', async () => {
    const u = await signUp(t.app);
    const call = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: 'unknown' },
        headers,
        cookies,
        remoteAddress: nextLoopbackAddress(),
      });
    const missing = await call({}, { 'XSRF-TOKEN': 'token-one' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' });
    expect((await call({ 'x-xsrf-token': 'token-two' }, { 'XSRF-TOKEN': 'token-one' })).statusCode).toBe(403);
    expect((await call({ 'x-xsrf-token': 'token-one' }, { 'XSRF-TOKEN': 'token-one' })).statusCode).toBe(401); // passed XSRF, refused as a token
    expect((await call({})).statusCode).toBe(401); // no cookie: a bearer API client, not a browser form

    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      payload: { email: 'xsrf@x.io' },
      headers: bearer(u.session.accessToken),
      cookies: { 'XSRF-TOKEN': 'cookie' },
    });
    expect(patch.statusCode).toBe(403);
    // reads are not affected
    expect(
      (await t.app.inject({ url: '/api/user/me', headers: bearer(u.session.accessToken), cookies: { 'XSRF-TOKEN': 'c' } })).statusCode,
    ).toBe(200);
  });
});

describe('XSRF: which requests are checked', () => {
  const withCookie = (method: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: method as 'GET', url, headers, cookies: { 'XSRF-TOKEN': 'token-one' }, remoteAddress: nextLoopbackAddress() });

  it('checks every state-changing method under /api, and a header of another length is no match', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await withCookie(method, '/api/auth/logout');
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' });
    }
    expect((await withCookie('POST', '/api')).statusCode).toBe(403);
    expect((await withCookie('POST', '/api/auth/logout', { 'x-xsrf-token': 'token-on' })).statusCode).toBe(403);
    expect((await withCookie('POST', '/api/auth/logout', { 'x-xsrf-token': 'token-one-and-more' })).statusCode).toBe(403);
    const matching = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'unknown' },
      headers: { 'x-xsrf-token': 'token-one' },
      cookies: { 'XSRF-TOKEN': 'token-one' },
    });
    expect(matching.statusCode).toBe(200);
  });

  it('leaves reads and paths outside /api alone', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect((await withCookie(method, '/api/auth/config')).statusCode, method).not.toBe(403);
    expect((await withCookie('POST', '/apix')).statusCode).toBe(404);
    expect((await withCookie('POST', '/elsewhere/api/x')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, frame denial and no-sniff', async () => {
    const res = await t.app.inject({ url: '/api/auth/config' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the YouTube trailer player in, exactly, and sends the origin as referrer', async () => {
    const res = await t.app.inject({ url: '/api/auth/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/");
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]).toBe('https://www.youtube.com https://www.youtube-nocookie.com');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows the Google sign-in script only when Google sign-in is configured', async () => {
    const g = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' },
    });
    try {
      const csp = String((await g.app.inject({ url: '/api/auth/config' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client/);
    } finally {
      await g.close();
    }
    expect(String((await t.app.inject({ url: '/api/auth/config' })).headers['content-security-policy'])).not.toContain(
      'accounts.google.com',
    );
  });
});
