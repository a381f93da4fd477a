/**
 * The double-submit XSRF check and its cookie (xsrf.ts) on a bare Fastify app, without a database:
 * which requests are checked, what passes, and the cookie's attributes. xsrf-headers.test.ts checks
 * the same on the real app; this file is fast enough to run for every mutant.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerXsrf } from '../../src/accounts/xsrf.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const MISMATCH = { status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' };

async function xsrfApp(trustProxy = false) {
  const app = Fastify({ trustProxy });
  await registerXsrf(app);
  for (const url of ['/api', '/api/thing', '/apix', '/other/api/thing'])
    app.route({ method: [...METHODS], url, handler: async () => ({ ok: true }) });
  app.get('/cached', async (req, reply) => {
    reply.header('cache-control', (req.query as { cc: string }).cc);
    return { ok: true };
  });
  app.get('/not-modified', async (_req, reply) => reply.code(304).send());
  await app.ready();
  return app;
}

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await xsrfApp();
  proxied = await xsrfApp(true);
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

const setCookies = (res: { headers: Record<string, unknown> }) =>
  [(res.headers['set-cookie'] as string | string[] | undefined) ?? []].flat();

describe('the XSRF-TOKEN cookie', () => {
  it('is a fresh random token, readable by scripts, SameSite=Lax, for the whole site', async () => {
    const first = setCookies(await app.inject({ url: '/api/thing' }));
    const second = setCookies(await app.inject({ url: '/api/thing' }));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Lax$/);
    expect(second[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Lax$/);
    expect(second[0]).not.toBe(first[0]);
    // any response gets one, not only /api
    expect(setCookies(await app.inject({ url: '/other/api/thing' }))[0]).toMatch(/^XSRF-TOKEN=/);
  });

  it('is Secure when the request came over https (behind a trusted proxy), not over http', async () => {
    const https = setCookies(await proxied.inject({ url: '/api/thing', headers: { 'x-forwarded-proto': 'https' } }));
    expect(https[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; Secure; SameSite=Lax$/);
    const http = setCookies(await proxied.inject({ url: '/api/thing', headers: { 'x-forwarded-proto': 'http' } }));
    expect(http[0]).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Lax$/);
  });

  it('is not handed again to a browser that has one', async () => {
    expect(setCookies(await app.inject({ url: '/api/thing', cookies: { 'XSRF-TOKEN': 'abc' } }))).toEqual([]);
  });

  it('is never put on a publicly cacheable response, nor on a 304', async () => {
    const cached = (cc: string) => app.inject({ url: '/cached', query: { cc } });
    expect(setCookies(await cached('public, max-age=60'))).toEqual([]);
    expect(setCookies(await cached('max-age=60, public'))).toEqual([]);
    expect(setCookies(await cached('no-cache,public'))).toEqual([]);
    expect(setCookies(await cached('private, max-age=0'))[0]).toMatch(/^XSRF-TOKEN=/);
    expect(setCookies(await cached('no-store'))[0]).toMatch(/^XSRF-TOKEN=/);
    const notModified = await app.inject({ url: '/not-modified' });
    expect(notModified.statusCode).toBe(304);
    expect(setCookies(notModified)).toEqual([]);
  });
});

describe('the double-submit check', () => {
  const call = (method: (typeof METHODS)[number] | 'HEAD', url: string, cookie?: string, header?: string) =>
    app.inject({
      method,
      url,
      ...(cookie === undefined ? {} : { cookies: { 'XSRF-TOKEN': cookie } }),
      ...(header === undefined ? {} : { headers: { 'X-XSRF-TOKEN': header } }),
    });

  it('refuses a state-changing /api call with the cookie but without the matching header', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const header of [undefined, 'token-two', 'token-on', 'token-one-and-more', '']) {
        const res = await call(method, '/api/thing', 'token-one', header);
        expect(res.statusCode, `${method} ${header}`).toBe(403);
        expect(res.json()).toEqual(MISMATCH);
      }
      expect((await call(method, '/api/thing', 'token-one', 'token-one')).statusCode, method).toBe(200);
    }
    expect((await call('POST', '/api', 'token-one')).statusCode).toBe(403);
    expect((await call('POST', '/api', 'token-one', 'token-one')).statusCode).toBe(200);
  });

  it('checks a call that carries the refresh cookie even without the XSRF cookie: it is a credential', async () => {
    const withRefresh = (cookies: Record<string, string>, header?: string) =>
      app.inject({ method: 'POST', url: '/api/thing', cookies, ...(header === undefined ? {} : { headers: { 'X-XSRF-TOKEN': header } }) });
    for (const header of [undefined, 'anything', '']) {
      const res = await withRefresh({ 'klama-refresh': 'r' }, header);
      expect(res.statusCode, header).toBe(403);
      expect(res.json()).toEqual(MISMATCH);
      // the refusal hands out the XSRF cookie the next try needs
      expect(setCookies(res)[0]).toMatch(/^XSRF-TOKEN=/);
    }
    expect((await withRefresh({ 'klama-refresh': 'r', 'XSRF-TOKEN': 'token-one' }, 'token-two')).statusCode).toBe(403);
    expect((await withRefresh({ 'klama-refresh': 'r', 'XSRF-TOKEN': 'token-one' }, 'token-one')).statusCode).toBe(200);
  });

  it('lets calls without the cookie through: API clients with bearer tokens', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, '/api/thing')).statusCode, method).toBe(200);
      expect((await call(method, '/api/thing', undefined, 'whatever')).statusCode, method).toBe(200);
    }
  });

  it('leaves reads, and paths outside /api, alone', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const)
      expect((await call(method, '/api/thing', 'token-one')).statusCode, method).toBe(200);
    for (const url of ['/apix', '/other/api/thing']) expect((await call('POST', url, 'token-one')).statusCode, url).toBe(200);
  });
});
