/**
 * Every way the server refuses a request answers with the code of its message (decision 0034): the codes a client
 * translates by. Expected codes are written out, not computed by the lookup under test.
 */
import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@klama/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { bearer, nextLoopbackAddress, signUp } from './accounts/helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ app: { rateLimits: { limits: { loginPerIp: { max: 1, windowMs: 60_000 } } } } });
  token = (await signUp(t.app)).session.accessToken;
});
afterAll(() => t.close());

async function refusal(request: InjectOptions, status: number) {
  // each from its own address: the login limit (one a minute here) is for the 429 case only
  const res = await t.app.inject({ remoteAddress: nextLoopbackAddress(), ...request });
  expect(res.statusCode, res.body).toBe(status);
  return ErrorBody.parse(res.json());
}

/** Raw bytes on a socket (what a client library would refuse to send): the status and the body. */
async function raw(request: string): Promise<{ status: number; body: unknown }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head, body] = text.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

describe('error codes', () => {
  it('a validation 400: the request code, and a code per field (a table rule, or zod’s own wording generically)', async () => {
    const body = await refusal({ method: 'POST', url: '/api/auth/login', payload: { username: 'ab', password: '123', extra: 1 } }, 400);
    expect(body.code).toBe('common.invalidRequest');
    expect(body.message).toBe('Invalid request');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.username', code: 'auth.usernameTooShort', message: 'Username must be at least 3 characters long' },
        { path: 'body.password', code: 'auth.passwordTooShort', message: 'Password must be at least 6 characters long' },
      ]),
    );
    const unknownKey = body.errors!.find((e) => e.path === 'body.extra');
    expect(unknownKey?.code).toBe('validation.invalid');
    const page = await refusal({ method: 'GET', url: '/api/show/list/genre/drama?limit=500' }, 400);
    expect(page.errors).toContainEqual({
      path: 'querystring.limit',
      code: 'validation.invalid',
      message: 'must be an integer from 1 to 100',
    });
  });

  it('401 and 403 from the access hooks', async () => {
    expect((await refusal({ method: 'GET', url: '/api/user/me' }, 401)).code).toBe('auth.authenticationRequired');
    expect((await refusal({ method: 'GET', url: '/api/user/me', headers: bearer('not-a-token') }, 401)).code).toBe('auth.invalidToken');
    const admin = await refusal({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }, 403);
    expect(admin).toEqual({ status: 'error', code: 'common.adminOnly', message: 'Administrator access required' });
  });

  it('404 for a route and for a resource; 405', async () => {
    expect(await refusal({ method: 'GET', url: '/api/no-such-thing' }, 404)).toEqual({
      status: 'error',
      code: 'common.notFound',
      message: 'Not found: GET /api/no-such-thing',
    });
    expect(await refusal({ method: 'GET', url: '/api/show/details/99999999' }, 404)).toEqual({
      status: 'error',
      code: 'common.showNotFound',
      message: 'Show not found',
    });
    expect(await refusal({ method: 'DELETE', url: '/api/auth/login' }, 405)).toEqual({
      status: 'error',
      code: 'common.methodNotAllowed',
      message: 'Method not allowed: DELETE /api/auth/login',
    });
  });

  it('the router’s and Fastify’s own refusals: 400 bad URL, 414, 413, 415, bad JSON', async () => {
    expect((await refusal({ method: 'GET', url: '/api/show/details/%E0%A4%A' }, 400)).code).toBe('common.badUrl');
    expect((await refusal({ method: 'GET', url: `/api/user/${'a'.repeat(300)}` }, 414)).code).toBe('common.urlTooLong');
    const big = await refusal(
      { method: 'POST', url: '/api/auth/login', payload: { username: 'abc', password: 'x'.repeat(70 * 1024) } },
      413,
    );
    expect(big).toEqual({ status: 'error', code: 'common.bodyTooLarge', message: 'Request body is too large' });
    const text = await refusal(
      { method: 'POST', url: '/api/auth/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } },
      415,
    );
    expect(text.code).toBe('common.unsupportedMediaType');
    const json = await refusal(
      { method: 'POST', url: '/api/auth/login', payload: '{"username":', headers: { 'content-type': 'application/json' } },
      400,
    );
    expect(json.code).toBe('common.invalidJson');
  });

  it('400 and 431 on the raw socket', async () => {
    expect(await raw('FOO /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toEqual({
      status: 400,
      body: { status: 'error', code: 'common.badClientRequest', message: 'Bad request' },
    });
    expect(
      await raw(`GET /api/show/details/1 HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\nConnection: close\r\n\r\n`),
    ).toEqual({
      status: 431,
      body: { status: 'error', code: 'common.headersTooLarge', message: 'Request headers too large' },
    });
  });

  it('an auth message (invalid credentials), then the rate limit (429)', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody_here', password: 'wrong-password' },
        remoteAddress: '127.9.9.9',
      });
    const wrong = await login();
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', code: 'auth.invalidCredentials', message: 'Invalid username or password' });
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', code: 'auth.tooManyRequests', message: 'Too many requests, please try again later' });
  });

  it('the XSRF check (403)', async () => {
    const body = await refusal({ method: 'POST', url: '/api/auth/logout', cookies: { 'XSRF-TOKEN': 'abc' } }, 403);
    expect(body).toEqual({ status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' });
  });

  it('diary messages: a rule on a field, and a missing list', async () => {
    const patch = await refusal(
      {
        method: 'PATCH',
        url: '/api/user-show/entry/9000005',
        headers: bearer(token),
        payload: { startedOn: '2020-02-01', finishedOn: '2020-01-01' },
      },
      400,
    );
    expect(patch.code).toBe('common.invalidRequest');
    expect(patch.errors).toEqual([
      { path: 'body.finishedOn', code: 'diary.finishedBeforeStarted', message: 'must not be before startedOn' },
    ]);
    const list = await refusal({ method: 'PATCH', url: '/api/lists/99999999', headers: bearer(token), payload: { name: 'x' } }, 404);
    expect(list).toEqual({ status: 'error', code: 'diary.listNotFound', message: 'List not found' });
  });
});
