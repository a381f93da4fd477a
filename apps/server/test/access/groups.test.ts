/**
 * Access is declared once, by the group a route is registered in: every API route is in exactly
 * the group this table says, and each level behaves as a client relies on (caching, 401s, no-store).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ROUTES, type Access } from '@klama/contract';
import { ADMIN_ONLY, catalogueGroup } from '../../src/access/groups.js';
import { route } from '../../src/plugins/route.js';
import { CATALOGUE_CACHE_CONTROL } from '../../src/plugins/http-cache.js';
import { loadSampleCatalogue } from '../../src/sample-catalogue/load-sample.js';
import { engine, openTestDatabase } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue

/** `METHOD /api/path` of every route the contract's table gives `access`. */
const routesOf = (access: Access) =>
  Object.values(ROUTES)
    .filter((r) => r.access === access)
    .map((r) => `${r.method} /api${r.path}`);

/** A request each admin route accepts as input (valid params and body), to test the role check alone. */
const ADMIN_REQUESTS: Record<string, { url: string; payload?: object }> = {
  'GET /api/admin/hero': { url: '/api/admin/hero' },
  'POST /api/admin/hero': {
    url: '/api/admin/hero',
    payload: { url: '/collection/viewers-choice', title: 'T', img: '/hero/x.svg', tag: { label: 'L', color: 'tomato' } },
  },
  'PATCH /api/admin/hero/:id': { url: '/api/admin/hero/1', payload: { title: 'T' } },
  'DELETE /api/admin/hero/:id': { url: '/api/admin/hero/1' },
  'PUT /api/admin/hero/order': { url: '/api/admin/hero/order', payload: { ids: [1] } },
  'GET /api/admin/collections': { url: '/api/admin/collections' },
  'POST /api/admin/collections': { url: '/api/admin/collections', payload: { key: 'new-one', name: 'New', kind: 'permanent' } },
  'PATCH /api/admin/collections/:key': { url: '/api/admin/collections/most-popular', payload: { name: 'X' } },
  'PUT /api/admin/collections/:key/items': { url: '/api/admin/collections/most-popular/items', payload: { showIds: [CLOY] } },
  'POST /api/admin/collections/:key/lists': {
    url: '/api/admin/collections/trending-now/lists',
    payload: { releaseDate: '2026-01-05', showIds: [CLOY] },
  },
  'GET /api/admin/profile': { url: '/api/admin/profile' },
  'PUT /api/admin/profile': { url: '/api/admin/profile', payload: { about: 'x' } },
  'GET /api/admin/shows/hidden': { url: '/api/admin/shows/hidden' },
  'GET /api/admin/shows/:id': { url: `/api/admin/shows/${CLOY}` },
  'PATCH /api/admin/shows/:id': { url: `/api/admin/shows/${CLOY}`, payload: { hidden: true } },
  'GET /api/admin/users': { url: '/api/admin/users' },
  'PATCH /api/admin/users/:username': { url: '/api/admin/users/someone', payload: { disabled: true } },
  'POST /api/admin/users/:username/sessions/end': { url: '/api/admin/users/someone/sessions/end' },
  'GET /api/admin/audit': { url: '/api/admin/audit' },
  'GET /api/admin/reports': { url: '/api/admin/reports?status=resolved' },
  'POST /api/admin/reports/:id/resolve': { url: '/api/admin/reports/1/resolve', payload: { action: 'dismiss' } },
  'POST /api/admin/reports/:id/unhide': { url: '/api/admin/reports/1/unhide', payload: {} },
  'POST /api/admin/imports': { url: '/api/admin/imports', payload: { kind: 'collections' } },
  'GET /api/admin/imports': { url: '/api/admin/imports' },
  'GET /api/admin/imports/:id': { url: '/api/admin/imports/1' },
};

/** A request each account route accepts as input (valid params and body), to test authentication alone. */
const ACCOUNT_REQUESTS: Record<string, { url: string; payload?: object }> = {
  'GET /api/user/me': { url: '/api/user/me' },
  'GET /api/user/:username': { url: '/api/user/someone' },
  'PATCH /api/user/me': { url: '/api/user/me', payload: { email: 'someone@example.com' } },
  'GET /api/user/me/region': { url: '/api/user/me/region' },
  'POST /api/auth/change-password': { url: '/api/auth/change-password', payload: { currentPassword: 'x', newPassword: 'long-enough-1' } },
  'GET /api/user-show/counts': { url: '/api/user-show/counts' },
  'GET /api/user-show/category/:status': { url: '/api/user-show/category/liked' },
  'POST /api/user-show/:status/:showId': { url: `/api/user-show/liked/${CLOY}` },
  'GET /api/user-show/entry/:showId': { url: `/api/user-show/entry/${CLOY}` },
  'PATCH /api/user-show/entry/:showId': { url: `/api/user-show/entry/${CLOY}`, payload: { rating: 8 } },
  'DELETE /api/user-show/entry/:showId': { url: `/api/user-show/entry/${CLOY}` },
  'GET /api/user-show/diary': { url: '/api/user-show/diary' },
  'GET /api/user-show/stats': { url: '/api/user-show/stats' },
  'POST /api/lists': { url: '/api/lists', payload: { name: 'Favourites', visibility: 'private' } },
  'GET /api/lists/mine': { url: '/api/lists/mine' },
  'PATCH /api/lists/:id': { url: '/api/lists/1', payload: { name: 'Renamed' } },
  'DELETE /api/lists/:id': { url: '/api/lists/1' },
  'PUT /api/lists/:id/items/:showId': { url: `/api/lists/1/items/${CLOY}`, payload: {} },
  'DELETE /api/lists/:id/items/:showId': { url: `/api/lists/1/items/${CLOY}` },
  'GET /api/me/export': { url: '/api/me/export' },
  'POST /api/me/import': { url: '/api/me/import', payload: { format: 'text', content: 'Crash Landing on You (2019)' } },
  'GET /api/user-show/calendar': { url: '/api/user-show/calendar?from=2022-06-01&to=2022-06-30' },
  'GET /api/user-show/calendar/nearest': { url: '/api/user-show/calendar/nearest?month=2022-06' },
  'POST /api/user/me/calendar-token': { url: '/api/user/me/calendar-token' },
  'DELETE /api/user/me/calendar-token': { url: '/api/user/me/calendar-token' },
  'DELETE /api/user/me': { url: '/api/user/me', payload: { password: 'whatever-it-is' } },
  'POST /api/user/me/email/verification': { url: '/api/user/me/email/verification' },
  'GET /api/user/me/sessions': { url: '/api/user/me/sessions' },
  'DELETE /api/user/me/sessions/:id': { url: '/api/user/me/sessions/6f1c9a4e-2b7d-4c3a-9e1f-0a2b3c4d5e6f' },
  'DELETE /api/user/me/sessions': { url: '/api/user/me/sessions' },
  'GET /api/user/me/2fa': { url: '/api/user/me/2fa' },
  'POST /api/user/me/2fa/totp/setup': { url: '/api/user/me/2fa/totp/setup' },
  'POST /api/user/me/2fa/totp/enable': { url: '/api/user/me/2fa/totp/enable', payload: { code: '123456' } },
  'DELETE /api/user/me/2fa': { url: '/api/user/me/2fa', payload: { password: 'secret-pass-1' } },
  'POST /api/user/me/2fa/recovery-codes': { url: '/api/user/me/2fa/recovery-codes', payload: { password: 'secret-pass-1' } },
  'POST /api/user/me/delete/passkey-options': { url: '/api/user/me/delete/passkey-options' },
  'POST /api/user/me/confirm': { url: '/api/user/me/confirm', payload: { password: 'whatever-it-is' } },
  'POST /api/user/me/confirm/passkey-options': { url: '/api/user/me/confirm/passkey-options' },
  'POST /api/auth/passkey/register/options': { url: '/api/auth/passkey/register/options' },
  'POST /api/auth/passkey/register': {
    url: '/api/auth/passkey/register',
    payload: {
      response: {
        id: 'AA',
        rawId: 'AA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
        clientExtensionResults: {},
      },
    },
  },
  'GET /api/user/me/passkeys': { url: '/api/user/me/passkeys' },
  'PATCH /api/user/me/passkeys/:id': { url: '/api/user/me/passkeys/1', payload: { name: 'Laptop' } },
  'DELETE /api/user/me/passkeys/:id': { url: '/api/user/me/passkeys/1' },
  'PUT /api/show/:id/review': { url: '/api/show/9000001/review', payload: { title: 'Fine', body: 'x'.repeat(60), rating: 8 } },
  'DELETE /api/show/:id/review': { url: '/api/show/9000001/review' },
  'PUT /api/reviews/:id/helpful': { url: '/api/reviews/1/helpful' },
  'DELETE /api/reviews/:id/helpful': { url: '/api/reviews/1/helpful' },
  'PUT /api/users/:username/follow': { url: '/api/users/someone/follow' },
  'DELETE /api/users/:username/follow': { url: '/api/users/someone/follow' },
  'PUT /api/users/:username/block': { url: '/api/users/someone/block' },
  'DELETE /api/users/:username/block': { url: '/api/users/someone/block' },
  'POST /api/reports': { url: '/api/reports', payload: { kind: 'review', id: 1, reason: 'spam' } },
  'GET /api/user/me/following': { url: '/api/user/me/following' },
  'GET /api/user/me/followers': { url: '/api/user/me/followers' },
  'GET /api/user/me/feed': { url: '/api/user/me/feed' },
  'GET /api/user/me/notification-settings': { url: '/api/user/me/notification-settings' },
  'PUT /api/user/me/notification-settings': {
    url: '/api/user/me/notification-settings',
    payload: { timeZone: 'Asia/Seoul', newEpisodes: { push: false, email: false, inApp: true }, leadHours: 0, digest: 'off' },
  },
  'GET /api/user/me/notifications': { url: '/api/user/me/notifications' },
  'GET /api/user/me/notifications/unread-count': { url: '/api/user/me/notifications/unread-count' },
  'POST /api/user/me/notifications/read': { url: '/api/user/me/notifications/read', payload: {} },
  'POST /api/user/me/push-subscriptions': {
    url: '/api/user/me/push-subscriptions',
    payload: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
  },
  'DELETE /api/user/me/push-subscriptions/:id': { url: '/api/user/me/push-subscriptions/1' },
  'POST /api/user/me/notifications/test': { url: '/api/user/me/notifications/test' },
  'GET /api/user/me/blocks': { url: '/api/user/me/blocks' },
  'POST /api/reviews/:id/comments': { url: '/api/reviews/1/comments', payload: { body: 'Hello' } },
  'POST /api/lists/:id/comments': { url: '/api/lists/1/comments', payload: { body: 'Hello' } },
  'DELETE /api/comments/:id': { url: '/api/comments/1' },
};

describe('a route registered against the table', () => {
  const start = async (plugin: (app: FastifyInstance) => Promise<void>) => {
    const app = Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);
    await app.register(catalogueGroup([plugin]), { prefix: '/api' });
    await app.ready();
    return app;
  };

  it('stops the server when it is in another group than the table says, or not from the table', async () => {
    await expect(start(async (app) => route(app, 'login', () => ({ id: 1 }) as never))).rejects.toThrow(
      'POST /api/auth/login: the route table puts login in auth, registered in catalogue',
    );
    await expect(start(async (app) => void app.get('/probe', () => 'x'))).rejects.toThrow('GET /api/probe: not a route of the table');
  });

  it('serves it at the table’s method and path with the table’s validation', async () => {
    const app = await start(async (scope) => route(scope, 'showVideos', (req) => ({ id: req.params.id, results: [] })));
    // the params schema turned "7" into the number 7
    expect((await app.inject({ url: '/api/show/videos/7' })).json()).toEqual({ id: 7, results: [] });
    expect((await app.inject({ url: '/api/show/videos/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/show/videos/7' })).statusCode).toBe(404);
    await app.close();
  });
});

describe(`access groups on ${engine}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await loadSampleCatalogue(db);
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) }), serveWeb: false };
    app = await buildApp(config, db);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('serves every route of the contract’s table and no other, each in the group the table says', () => {
    const routes = app.routeAccess();
    const served = routes
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.access ?? 'none'} ${r.method} ${r.url} ${r.route ?? 'unnamed'}`);
    const table = Object.entries(ROUTES).map(([name, r]) => `${r.access} ${r.method} /api${r.path} ${name}`);
    expect(served.sort()).toEqual(table.sort());
    expect(table).toHaveLength(147);
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
    expect(Object.keys(ACCOUNT_REQUESTS).sort()).toEqual(routesOf('account').sort());
    for (const [route, { url, payload }] of Object.entries(ACCOUNT_REQUESTS)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, route).toBe(401);
      expect(res.headers['cache-control'], route).toBe('no-store');
      expect(res.headers['www-authenticate'], route).toBe('Bearer');
      expect(res.json(), route).toEqual({ status: 'error', code: expect.any(String), message: expect.any(String) });
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

  it('admin: every route answers 401 anonymous and 403 to a normal user, with no-store, and changes nothing', async () => {
    expect(Object.keys(ADMIN_REQUESTS).sort()).toEqual(routesOf('admin').sort());
    const user = await signUp(app);
    const auth = bearer(user.session.accessToken);
    const auditRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
    for (const [route, { url, payload }] of Object.entries(ADMIN_REQUESTS)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const anonymous = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, route).toBe(401);
      expect(anonymous.headers['cache-control'], route).toBe('no-store');
      const normal = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect(normal.statusCode, route).toBe(403);
      expect(normal.json(), route).toEqual({ status: 'error', code: 'common.adminOnly', message: ADMIN_ONLY });
      expect(normal.headers['cache-control'], route).toBe('no-store');
    }
    expect(await auditRows()).toBe(0);
  });

  it('checks the caller before the input: a malformed request is 401 anonymous and 403 to a normal user, never 400', async () => {
    const user = await signUp(app);
    const auth = bearer(user.session.accessToken);
    // every id in the path and every query value made malformed, and a body the schema refuses
    const malformed = (url: string) => url.replace(/\/\d+(?=\/|$|\?)/g, '/not-an-id').replace(/=[^&]*/g, '=%00not-valid');
    const body = { unexpected: '<b>' };
    for (const [group, requests, signedInStatus] of [
      ['account', ACCOUNT_REQUESTS, null],
      ['admin', ADMIN_REQUESTS, 403],
    ] as const) {
      for (const [route, { url, payload }] of Object.entries(requests)) {
        const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        const request = { method, url: malformed(url), ...(payload || method !== 'GET' ? { payload: body } : {}) };
        expect((await app.inject(request)).statusCode, `${group} ${route} anonymous`).toBe(401);
        if (signedInStatus) expect((await app.inject({ ...request, headers: auth })).statusCode, `${route} user`).toBe(signedInStatus);
      }
    }
  });

  it('admin: served once the role is granted, refused at once when it is revoked (same access token)', async () => {
    const user = await signUp(app);
    const auth = bearer(user.session.accessToken);
    await db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [user.username]);
    const admin = await app.inject({ url: '/api/admin/hero', headers: auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    await db.query(`UPDATE app_user SET role = 'user' WHERE username = $1`, [user.username]);
    const revoked = await app.inject({ url: '/api/admin/hero', headers: auth });
    expect(revoked.statusCode).toBe(403);
  });
});
