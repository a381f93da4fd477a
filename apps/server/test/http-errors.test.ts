/** Requests that never reach a route still get the app's {status, message} error shape. */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@klama/contract';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Sends raw bytes (what an HTTP client library would refuse to send) and reads the whole answer. */
async function raw(requestLine: string): Promise<{ status: number; body: unknown }> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head, body] = text.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
}

describe('malformed URLs', () => {
  it.each(['/api/show/details/%E0%A4%A', '/api/user/%E0%A4%A', '/api/people/cast/%ZZ'])('%s → 400 in the app shape', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'common.badUrl',
      message: 'Invalid request: the URL is not correctly percent-encoded',
    });
  });

  it('an over-long path segment → 414 in the app shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(ErrorBody.parse(res.json()).message).toMatch(/too long/);
  });
});

describe('methods', () => {
  it('a method a path does not answer → 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ status: 'error', code: 'common.methodNotAllowed', message: 'Method not allowed: DELETE /api/auth/login' });
    const get = await t.app.inject({ method: 'PUT', url: '/api/show/details/1' });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('an unknown path is still 404 whatever the method', async () => {
    const res = await t.app.inject({ method: 'PROPFIND', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json()).message).toBe('Not found: PROPFIND /api/no-such-thing');
  });

  it('a method HTTP does not know → 400 in the app shape, from the socket', async () => {
    expect(await raw('FOO /api/auth/login HTTP/1.1')).toEqual({
      status: 400,
      body: { status: 'error', code: 'common.badClientRequest', message: 'Bad request' },
    });
    expect(await raw('GET /api/x y HTTP/1.1')).toEqual({
      status: 400,
      body: { status: 'error', code: 'common.badClientRequest', message: 'Bad request' },
    });
  });
});
