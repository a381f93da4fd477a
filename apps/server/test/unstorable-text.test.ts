/**
 * NUL and lone surrogates cannot be stored as PostgreSQL text: every text a request carries is
 * refused with a 400 naming its field. The write routes are read from the app itself, so a new
 * route is covered without touching this file.
 */
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ErrorBody, UNSTORABLE_TEXT_MESSAGE } from '@klama/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { bearer, nextLoopbackAddress, signUp, uniqueName } from './accounts/helpers.js';

const routes = vi.hoisted(() => [] as { method: string | string[]; url: string; body: unknown }[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => void routes.push({ method: route.method, url: route.url, body: route.schema?.body }));
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteLog };
});

const HOSTILE = { NUL: 'n\u0000u@example.com', 'lone surrogate': 'lone\uD800@example.com', 'lone low surrogate': 'x\uDC00y' };
/** A value each known field accepts, so the hostile field is the only thing wrong with a request. */
const GOOD: Record<string, string> = {
  username: uniqueName('nul'),
  email: 'nul-test@example.com',
  password: 'long-enough-password',
  currentPassword: 'long-enough-password',
  newPassword: 'another-long-password',
  token: 'header.payload.signature',
  refreshToken: 'some-refresh-token',
};

/** A valid value for each path parameter, so the body is what a request gets wrong. */
const PARAMS: Record<string, string> = { key: 'some-key', username: 'someone' };
const withParams = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const acceptsText = (schema: z.ZodType) =>
  schema.safeParse(12345).error?.issues.some((i) => i.code === 'invalid_type' && i.expected === 'string') ?? false;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const user = await signUp(t.app);
  token = user.session.accessToken;
  // an admin, so the admin routes reach their input check (the caller is checked first)
  await t.db.query(`UPDATE app_user SET role = 'admin' WHERE username = $1`, [user.username]);
});
afterAll(() => t.close());

function writeRoutesWithBodies() {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => WRITE_METHODS.has(method))
      .flatMap((method) => {
        const body = route.body as z.ZodObject | undefined;
        // object bodies only: a union (admin/imports, one shape per kind) has no single shape to fill
        return body?.shape ? [{ method, url: route.url, body }] : [];
      }),
  );
}

describe('every text field of every write route', () => {
  it('finds the write routes of the app', () => {
    const found = writeRoutesWithBodies().map((r) => `${r.method} ${r.url}`);
    // the ones known today; more are welcome (they are tested below too)
    expect(found).toEqual(expect.arrayContaining(['POST /api/auth/signup', 'POST /api/auth/login', 'PATCH /api/user/me']));
  });

  it('answers NUL and lone surrogates with a 400 naming the field', async () => {
    const checked: string[] = [];
    for (const route of writeRoutesWithBodies()) {
      const fields = Object.entries(route.body.shape).filter(([, schema]) => acceptsText(schema as z.ZodType));
      for (const [field] of fields)
        for (const [kind, hostile] of Object.entries(HOSTILE)) {
          const payload = Object.fromEntries(Object.keys(route.body.shape).map((f) => [f, GOOD[f] ?? 'plain text']));
          payload[field] = hostile;
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: withParams(route.url),
            payload,
            headers: bearer(token),
            remoteAddress: nextLoopbackAddress(),
          });
          const what = `${route.method} ${route.url} ${field} with ${kind}: ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBe(400);
          expect(ErrorBody.parse(res.json()).errors, what).toContainEqual({
            path: `body.${field}`,
            code: 'validation.storableText',
            message: UNSTORABLE_TEXT_MESSAGE,
          });
          checked.push(`${route.url}.${field}`);
        }
    }
    // signup ×3, login ×2, google, complete-profile, refresh, logout, change-password ×2, user/me: each with 3 kinds
    expect(checked.length).toBeGreaterThanOrEqual(12 * 3);
  });
});

describe('query strings and paths', () => {
  it.each([
    ['/api/show/search?query=a%00b', 'querystring.query'],
    ['/api/user/ab%00cd', 'params.username'],
    ['/api/show/list/gen%00re/x', 'params.type'],
  ])('%s → 400 naming %s', async (url, path) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorBody.parse(res.json()).errors).toContainEqual({ path, code: 'validation.storableText', message: UNSTORABLE_TEXT_MESSAGE });
  });
});
