/**
 * Issue 23.4, the API side: a malformed or out-of-range id in any route's path is a 400 (naming the parameter) or
 * a 404 in the app's error shape, never a 5xx. Every route with a path parameter is tried, each at its own access
 * level (catalogue and optional-user routes anonymously, account routes as a fan, admin routes as an admin), so a
 * route added later is covered without being listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { ErrorBody } from '@klama/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { bearer, signUp } from './accounts/helpers.js';
import { signUpAdmin } from './admin/helpers.js';

let t: TestApp;
let fan: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  fan = bearer((await signUp(t.app)).session.accessToken);
  admin = (await signUpAdmin(t.app, t.db)).auth;
});
afterAll(() => t?.close());

/** Ids no route can take: letters, zero, negative, fractional, exponent, past 32 bits, past 64 bits, NUL, spaces. */
const MALFORMED = ['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', '%00', '%20', "1'"];

/** A body each write route accepts in shape, so the path's id is what is judged. */
const BODIES: Record<string, object> = {
  PATCH: {},
  PUT: {},
  POST: {},
};

describe('a malformed id in a path', () => {
  it('is 400 or 404 in the error shape on every route, never 5xx', async () => {
    // ids, not names: a username, a collection's key, a list status or a category type is judged as a name
    const routes = t.app.routeAccess().filter((r) => /:(id|[a-z]+Id)\b/.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    // the catalogue's ids, a list's, a show's in the library and the admin's: all of them are here
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/show/details/:id',
        'GET /api/person/:id',
        'GET /api/lists/:id',
        'DELETE /api/user-show/entry/:showId',
      ]),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const headers = route.access === 'account' ? fan : route.access === 'admin' ? admin : {};
      for (const bad of MALFORMED) {
        // every parameter malformed at once, then each alone beside a plausible value for the others
        const params = route.url.match(/:(id|[a-z]+Id)\b/g)!;
        const variants = [
          params.map(() => bad),
          ...(params.length > 1 ? params.map((_, i) => params.map((__, j) => (i === j ? bad : '1'))) : []),
        ];
        for (const values of variants) {
          let url = route.url;
          params.forEach((p, i) => (url = url.replace(p, values[i]!)));
          const method = route.method as HTTPMethods;
          const res = await t.app.inject({ method, url, headers, ...(BODIES[method] ? { payload: BODIES[method] } : {}) });
          const parsed = ErrorBody.safeParse(res.headers['content-type']?.toString().includes('json') ? res.json() : null);
          if (![400, 404].includes(res.statusCode) || !parsed.success || /at .*\.(js|ts):\d+/.test(res.body))
            failures.push(`${method} ${url} (${route.access}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the parameter in a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/show/details/99999999999999999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: expect.arrayContaining([{ path: 'params.id', code: 'validation.invalid', message: 'is too large' }]),
    });
  });
});
