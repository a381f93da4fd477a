/**
 * What registerAccounts wires into an app (accounts.plugin.ts), on a bare Fastify app without a
 * database: tokens signed with JWT_SECRET, the authenticator, Google only when configured, the
 * sign-up limit from SIGNUPS_PER_IP_PER_HOUR, the rate-limit options, and the XSRF check.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { registerAccounts, type AccountsOptions } from '../../src/accounts/accounts.plugin.js';
import { createTokenService } from '../../src/accounts/tokens.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { registerErrorHandling } from '../../src/plugins/errors.js';

const SECRET = 's'.repeat(40);

/** Every session counts as active: this file is about the wiring, not the sessions table. */
async function accountsApp(env: NodeJS.ProcessEnv = {}, options?: AccountsOptions) {
  const app = Fastify();
  const db = { query: vi.fn(async () => [{ active: 1 }]) } as unknown as Database;
  app.decorate('db', db);
  registerErrorHandling(app);
  const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: SECRET, ...env });
  await (options ? registerAccounts(app, config, options) : registerAccounts(app, config));
  app.post('/signup', { onRequest: app.authLimit('signupPerIp') }, async () => ({ ok: true }));
  app.post('/login', { onRequest: app.authLimit('loginPerIp') }, async () => ({ ok: true }));
  app.get('/me', async (req, reply) => app.accounts.requireUser(req, reply));
  await app.ready();
  return app;
}

const signups = async (app: FastifyInstance, n: number, url = '/signup') => {
  const statuses = [];
  for (let i = 0; i < n; i++) statuses.push((await app.inject({ method: 'POST', url, remoteAddress: '127.10.0.1' })).statusCode);
  return statuses;
};

describe('registerAccounts', () => {
  it('signs access tokens with JWT_SECRET and authenticates them', async () => {
    const app = await accountsApp();
    try {
      const token = await app.accounts.tokens.signAccess({ userId: 3, sessionId: 'sid-3' });
      expect(await createTokenService(new TextEncoder().encode(SECRET)).verifyAccess(token)).toEqual({ userId: 3, sessionId: 'sid-3' });
      const me = await app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.json()).toEqual({ userId: 3, sessionId: 'sid-3' });
      expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('has no Google verifier without GOOGLE_CLIENT_ID, and one with it', async () => {
    const without = await accountsApp();
    const withGoogle = await accountsApp({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' });
    try {
      expect(without.accounts.google).toBeNull();
      expect(typeof withGoogle.accounts.google).toBe('function');
    } finally {
      await without.close();
      await withGoogle.close();
    }
  });

  it('allows 10 sign-ups per address and hour by default, SIGNUPS_PER_IP_PER_HOUR otherwise', async () => {
    const byDefault = await accountsApp();
    const three = await accountsApp({ SIGNUPS_PER_IP_PER_HOUR: '3' });
    try {
      expect(await signups(byDefault, 11)).toEqual([...Array<number>(10).fill(200), 429]);
      expect(await signups(three, 4)).toEqual([200, 200, 200, 429]);
      const blocked = await three.inject({ method: 'POST', url: '/signup', remoteAddress: '127.10.0.1' });
      expect(blocked.headers['retry-after']).toBe('3600');
    } finally {
      await byDefault.close();
      await three.close();
    }
  });

  it('lets the options override any limit, the sign-up one included', async () => {
    const app = await accountsApp(
      { SIGNUPS_PER_IP_PER_HOUR: '3' },
      { rateLimits: { limits: { loginPerIp: { max: 1, windowMs: 60_000 }, signupPerIp: { max: 2, windowMs: 60_000 } } } },
    );
    const signupFromConfig = await accountsApp(
      { SIGNUPS_PER_IP_PER_HOUR: '3' },
      { rateLimits: { limits: { loginPerIp: { max: 1, windowMs: 60_000 } } } },
    );
    try {
      expect(await signups(app, 2, '/login')).toEqual([200, 429]);
      expect(await signups(app, 3)).toEqual([200, 200, 429]);
      expect(await signups(signupFromConfig, 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
      await signupFromConfig.close();
    }
  });

  it('checks the XSRF double submit', async () => {
    const app = await accountsApp();
    try {
      const first = await app.inject({ url: '/me' });
      expect(String(first.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
      const forged = await app.inject({ method: 'POST', url: '/api/signup', cookies: { 'XSRF-TOKEN': 'abc' } });
      expect(forged.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
