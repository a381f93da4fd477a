/**
 * Access is declared once, by the group a route is registered in: every API route is in exactly
 * the group this table says, and each level behaves as a client relies on (caching, 401s, no-store).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ADMIN_ONLY } from '../../src/access/groups.js';
import { CATALOGUE_CACHE_CONTROL } from '../../src/plugins/http-cache.js';
import { loadSampleCatalogue } from '../../src/catalogue/sample/load-sample.js';
import { engine, openTestDatabase } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue

const ACCESS: Record<string, string[]> = {
  catalogue: [
    'GET /api/show/details/:id',
    'GET /api/show/videos/:id',
    'GET /api/cast/:id',
    'GET /api/credit/show/:id',
    'GET /api/keyword/show/:id',
    'GET /api/provider/show/:id',
    'GET /api/show/list/:type/:key',
    'GET /api/show',
    'GET /api/genre',
    'GET /api/tone',
    'GET /api/keyword',
    'GET /api/show/search',
    'GET /api/periodic-collection/:collectionId/sub/:listId',
    'GET /api/permanent-collection/:id',
    'GET /api/collection/:id',
    'GET /api/person/:id',
    'GET /api/credit/detail/:id',
    'GET /api/provider/detail/:id',
    'GET /api/recommendations/details/:id',
    'GET /api/recommendations/similar/:id',
    'GET /api/hero',
    'GET /api/profile',
    'GET /api/show/share-image/:id',
  ],
  auth: [
    'GET /api/auth/config',
    'POST /api/auth/signup',
    'POST /api/auth/login',
    'POST /api/auth/google',
    'POST /api/auth/complete-profile',
    'POST /api/auth/refresh',
    'POST /api/auth/logout',
  ],
  account: [
    'GET /api/user/me',
    'GET /api/user/:username',
    'PATCH /api/user/me',
    'POST /api/auth/change-password',
    'GET /api/user-show/counts',
    'GET /api/user-show/category/:status',
    'POST /api/user-show/:status/:showId',
  ],
  'optional-user': ['GET /api/user-show/status/:showId'],
  admin: ['GET /api/admin/probe'],
};

/** A request each account route accepts as input (valid params and body), to test authentication alone. */
const ACCOUNT_REQUESTS: Record<string, { url: string; payload?: object }> = {
  'GET /api/user/me': { url: '/api/user/me' },
  'GET /api/user/:username': { url: '/api/user/someone' },
  'PATCH /api/user/me': { url: '/api/user/me', payload: { email: 'someone@example.com' } },
  'POST /api/auth/change-password': { url: '/api/auth/change-password', payload: { currentPassword: 'x', newPassword: 'long-enough-1' } },
  'GET /api/user-show/counts': { url: '/api/user-show/counts' },
  'GET /api/user-show/category/:status': { url: '/api/user-show/category/liked' },
  'POST /api/user-show/:status/:showId': { url: `/api/user-show/liked/${CLOY}` },
};

// A stand-in for the coming admin API: the group must guard it before any real route exists.
const adminProbe: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/probe', async () => ({ status: 'ok' }));
};

describe(`access groups on ${engine}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await loadSampleCatalogue(db);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) }), serveWeb: false };
    app = await buildApp(config, db, { adminRoutes: [adminProbe] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('puts every API route in exactly the group the table says, and none in no group', () => {
    const routes = app.routeAccess();
    expect(routes.filter((r) => r.access === null)).toEqual([]);
    const byAccess: Record<string, string[]> = {};
    for (const r of routes) if (r.method !== 'HEAD') (byAccess[r.access ?? 'none'] ??= []).push(`${r.method} ${r.url}`);
    for (const list of [...Object.values(byAccess), ...Object.values(ACCESS)]) list.sort();
    expect(byAccess).toEqual(ACCESS);
    // HEAD routes Fastify adds for GETs are in their GET's group
    for (const head of routes.filter((r) => r.method === 'HEAD'))
      expect(head.access, head.url).toBe(routes.find((r) => r.method === 'GET' && r.url === head.url)?.access);
  });

  it('catalogue: answers are cacheable, with an ETag that turns a repeat into 304', async () => {
    for (const url of ['/api/genre', `/api/show/details/${CLOY}`, '/api/show?genre=1', '/api/hero', '/api/show/search?query=crash']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CATALOGUE_CACHE_CONTROL);
      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('auth: public and never stored', async () => {
    const config = await app.inject({ url: '/api/auth/config' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_here', password: 'wrong-pass' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('account: every route answers 401 with no-store and a Bearer challenge without a token', async () => {
    expect(Object.keys(ACCOUNT_REQUESTS).sort()).toEqual([...ACCESS.account!].sort());
    for (const [route, { url, payload }] of Object.entries(ACCOUNT_REQUESTS)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH';
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, route).toBe(401);
      expect(res.headers['cache-control'], route).toBe('no-store');
      expect(res.headers['www-authenticate'], route).toBe('Bearer');
      expect(res.json(), route).toEqual({ status: 'error', message: expect.any(String) });
    }
  });

  it('account: a signed-in caller is served, and the answer is not stored', async () => {
    const user = await signUp(app);
    const me = await app.inject({ url: '/api/user/me', headers: bearer(user.session.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: user.username });
    expect(me.headers['cache-control']).toBe('no-store');
    const invalid = await app.inject({ url: '/api/user/me', headers: bearer('not-a-token') });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('optional user: anonymous callers get all false, signed-in callers their own marks, never stored', async () => {
    const anonymous = await app.inject({ url: `/api/user-show/status/${CLOY}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ showId: CLOY, liked: false, bookmarked: false, watched: false });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const user = await signUp(app);
    const auth = bearer(user.session.accessToken);
    expect((await app.inject({ method: 'POST', url: `/api/user-show/liked/${CLOY}`, headers: auth })).statusCode).toBe(200);
    const mine = await app.inject({ url: `/api/user-show/status/${CLOY}`, headers: auth });
    expect(mine.json()).toEqual({ showId: CLOY, liked: true, bookmarked: false, watched: false });
    expect((await app.inject({ url: `/api/user-show/status/${CLOY}`, headers: bearer('expired-or-forged') })).json()).toMatchObject({
      liked: false,
    });
  });

  it('admin: 401 anonymous, 403 for a normal user, served for an admin, never stored', async () => {
    const anonymous = await app.inject({ url: '/api/admin/probe' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const user = await signUp(app);
    const auth = bearer(user.session.accessToken);
    const normal = await app.inject({ url: '/api/admin/probe', headers: auth });
    expect(normal.statusCode).toBe(403);
    expect(normal.json()).toEqual({ status: 'error', message: ADMIN_ONLY });
    await db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [user.username]);
    const admin = await app.inject({ url: '/api/admin/probe', headers: auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});
