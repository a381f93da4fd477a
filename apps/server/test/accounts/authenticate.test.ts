/**
 * Who is calling (authenticate.ts), on a bare Fastify app: the bearer header, the 401s and their
 * WWW-Authenticate, and the session check. The sessions table is stood in for by a set of active
 * (session, user) pairs; sessions.queries.ts has its own database tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@klama/contract';
import { bearerToken, createAuthenticator, Unauthorized } from '../../src/accounts/authenticate.js';
import { createTokenService } from '../../src/accounts/tokens.js';
import type { Queryable } from '../../src/db/client.js';
import type { Sql } from '../../src/db/sql.js';
import { registerErrorHandling } from '../../src/plugins/errors.js';

const tokens = createTokenService(new TextEncoder().encode('k'.repeat(40)));
const active = new Set(['session-a:7']);
const sessions = {
  query: async (statement: Sql) => {
    const [sessionId, userId] = statement.values;
    return active.has(`${String(sessionId)}:${String(userId)}`) ? [{ active: 1 }] : [];
  },
} as unknown as Queryable;

let app: FastifyInstance;
let valid: string;
let revoked: string;
let otherUser: string;
beforeAll(async () => {
  valid = await tokens.signAccess({ userId: 7, sessionId: 'session-a' });
  revoked = await tokens.signAccess({ userId: 7, sessionId: 'session-b' });
  otherUser = await tokens.signAccess({ userId: 8, sessionId: 'session-a' });
  const auth = createAuthenticator(sessions, tokens);
  app = Fastify();
  registerErrorHandling(app);
  app.get('/required', async (req, reply) => auth.requireUser(req, reply));
  app.get('/optional', async (req) => ({ user: await auth.optionalUser(req) }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, authorization?: string) => app.inject({ url, headers: authorization === undefined ? {} : { authorization } });

describe('bearerToken', () => {
  const read = (authorization?: string) => bearerToken({ headers: authorization === undefined ? {} : { authorization } } as FastifyRequest);

  it('reads the token of a Bearer header in any letter case, with any spaces around it', () => {
    expect(read('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(read('bearer abc')).toBe('abc');
    expect(read('BEARER    abc  ')).toBe('abc');
    expect(read('Bearer abc\t')).toBe('abc');
  });

  it('reads nothing from any other header', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearerabc',
      'Basic abc',
      'XBearer abc',
      'Bearer abc def',
      ' Bearer abc',
      'Bearer\tabc',
    ])
      expect(read(header), JSON.stringify(header)).toBeUndefined();
  });
});

describe('requireUser', () => {
  it('answers the caller of a valid token whose session is active', async () => {
    const res = await get('/required', `Bearer ${valid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: 7, sessionId: 'session-a' });
  });

  it('asks for a token when there is none', async () => {
    for (const header of [undefined, 'Basic dXNlcjpwYXNz']) {
      const res = await get('/required', header);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ status: 'error', code: 'auth.authenticationRequired', message: 'Authentication required' });
    }
  });

  it('refuses an invalid token, and a valid one whose session has ended or is not the user’s', async () => {
    for (const token of ['not-a-token', revoked, otherUser]) {
      const res = await get('/required', `Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(res.json()).toEqual({ status: 'error', code: 'auth.invalidToken', message: 'Invalid or expired token' });
    }
  });
});

describe('optionalUser', () => {
  it('is the caller with a valid token on an active session, else nobody', async () => {
    expect((await get('/optional', `Bearer ${valid}`)).json()).toEqual({ user: { userId: 7, sessionId: 'session-a' } });
    for (const header of [undefined, 'Bearer not-a-token', `Bearer ${revoked}`, `Bearer ${otherUser}`]) {
      const res = await get('/optional', header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
  });
});

it('Unauthorized is a 401 with its message', () => {
  const err = new Unauthorized(AUTH_MESSAGES.invalidToken);
  expect(err.statusCode).toBe(401);
  expect(err.message).toBe('Invalid or expired token');
});
