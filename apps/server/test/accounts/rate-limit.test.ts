/**
 * Rate limits on the auth calls: in memory, and shared through Redis when TEST_REDIS_URL or
 * REDIS_URL is set (then Redis must answer) or a local Redis answers (else that part is skipped). Small limits are passed to buildApp so the tests stay short.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AuthLimits } from '../../src/accounts/rate-limits.js';
import { openTestDatabase } from '../test-app.js';
import { redisReachable, signUp } from './helpers.js';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
const LIMITS: Partial<AuthLimits> = {
  loginPerIp: { max: 4, windowMs: 60_000 },
  loginPerAccountAddress: { max: 2, windowMs: 60_000 },
  signupPerIp: { max: 2, windowMs: 60_000 },
  refreshPerIp: { max: 2, windowMs: 60_000 },
  googlePerIp: { max: 2, windowMs: 60_000 },
};

async function appOn(db: Db, env: NodeJS.ProcessEnv = {}, options: { limits?: Partial<AuthLimits>; redisNamespace?: string } = {}) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...env }), serveWeb: false };
  const app = await buildApp(config, db, {
    rateLimits: { limits: options.limits ?? LIMITS, ...(options.redisNamespace ? { redisNamespace: options.redisNamespace } : {}) },
  });
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, username: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-password' }, remoteAddress: ip });

describe('in memory', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await appOn(db);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  afterEach(() => vi.useRealTimers());

  it('limits login attempts per account from one address, whatever the letter case, with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await login(app, 'victim_user', '127.0.5.1')).statusCode);
    expect(statuses).toEqual([401, 401]);
    const res = await login(app, 'VICTIM_USER', '127.0.5.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', code: 'auth.tooManyRequests', message: 'Too many requests, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is on this account from this address: another account, or another address, is still judged on the password
    expect((await login(app, 'other_user', '127.0.5.1')).statusCode).toBe(401);
    expect((await login(app, 'victim_user', '127.0.5.2')).statusCode).toBe(401);
  });

  it('limits login attempts per IP across usernames', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(app, `spray_${i}`, '127.0.6.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await login(app, 'spray_9', '127.0.6.2')).statusCode).toBe(401);
  });

  it('limits sign-up, refresh and Google per IP', async () => {
    const ip = '127.0.7.1';
    const signup = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: `rl_${n}`, email: `rl_${n}@x.io`, password: 'secret-pass' },
        remoteAddress: ip,
      });
    expect([(await signup(1)).statusCode, (await signup(2)).statusCode, (await signup(3)).statusCode]).toEqual([201, 201, 429]);
    const refresh = () => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'nope' }, remoteAddress: ip });
    expect([(await refresh()).statusCode, (await refresh()).statusCode, (await refresh()).statusCode]).toEqual([401, 401, 429]);
    const google = () => app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: 'x' }, remoteAddress: ip });
    expect([(await google()).statusCode, (await google()).statusCode, (await google()).statusCode]).toEqual([503, 503, 429]);
  });

  it('resets when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '127.0.8.1';
    for (let i = 0; i < 4; i++) await login(app, `reset_${i}`, ip);
    expect((await login(app, 'reset_x', ip)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await login(app, 'reset_y', ip)).statusCode).toBe(401);
  });

  it('does not let a correct password through an account locked for that address', async () => {
    const u = await signUp(app);
    for (let i = 0; i < 2; i++) await login(app, u.username, '127.0.9.1');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: u.password },
      remoteAddress: '127.0.9.1',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('default limits', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await appOn(db, {}, { limits: {} });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  afterEach(() => vi.useRealTimers());

  // Per-IP limits apply before the body is read, so an invalid body (a fast 400) counts as an attempt.
  const RULES = [
    ['/api/auth/login', 30, 1],
    ['/api/auth/signup', 10, 60],
    ['/api/auth/refresh', 300, 1],
    ['/api/auth/google', 20, 1],
    ['/api/auth/complete-profile', 10, 1],
    ['/api/auth/change-password', 10, 15],
  ] as const;

  it.each(RULES)('%s allows %i attempts per address in %i minutes', async (url, max, minutes) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = `127.0.20.${RULES.findIndex((r) => r[0] === url) + 1}`;
    const attempt = () => app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });
    const statuses = new Set<number>();
    for (let i = 0; i < max; i++) statuses.add((await attempt()).statusCode);
    expect(statuses.has(429)).toBe(false);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(minutes * 60);
    expect((await app.inject({ method: 'POST', url, payload: {}, remoteAddress: '127.0.21.1' })).statusCode).not.toBe(429);
    vi.setSystemTime(Date.now() + minutes * 60_000 - 5_000);
    expect((await attempt()).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await attempt()).statusCode).not.toBe(429);
  });

  const signIn = (username: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

  it('lets the owner sign in after a stranger’s failures from another address', async () => {
    const owner = await signUp(app);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(app, owner.username, '127.0.22.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await signIn(owner.username, owner.password, '127.0.22.2')).statusCode).toBe(200);
  });

  it('throttles a guesser at one address to 10 attempts on an account in 15 minutes, the right password included', async () => {
    const owner = await signUp(app);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(app, owner.username, '127.0.23.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const locked = await signIn(owner.username, owner.password, '127.0.23.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('slows a guesser spread over many addresses to 3 attempts an hour each; the owner still signs in', async () => {
    const owner = await signUp(app);
    for (let n = 1; n <= 10; n++) expect((await login(app, owner.username, `127.0.24.${n}`)).statusCode).toBe(401);
    // the account is targeted: every address, new or not, now has 3 attempts an hour on it
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(app, owner.username, '127.0.24.11')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number((await login(app, owner.username, '127.0.24.11')).headers['retry-after'])).toBeGreaterThan(59 * 60);
    for (let i = 0; i < 3; i++) await login(app, owner.username, '127.0.24.1');
    expect((await login(app, owner.username, '127.0.24.1')).statusCode).toBe(429);
    // the owner, from their own address, with a typo first
    expect((await login(app, owner.username, '127.0.25.1')).statusCode).toBe(401);
    expect((await signIn(owner.username, owner.password, '127.0.25.1')).statusCode).toBe(200);
  });
});

describe('SIGNUPS_PER_IP_PER_HOUR', () => {
  it('sets how many sign-ups one address may make in an hour', async () => {
    const db = await openTestDatabase();
    const app = await appOn(db, { SIGNUPS_PER_IP_PER_HOUR: '3' }, { limits: {} });
    try {
      const signup = (n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { username: `hourly_${n}`, email: `hourly_${n}@x.io`, password: 'secret-pass' },
          remoteAddress: '127.0.30.1',
        });
      const statuses = [];
      for (let n = 1; n <= 4; n++) statuses.push((await signup(n)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

// npm test passes TEST_REDIS_URL to its PostgreSQL-and-Redis run; REDIS_URL works too.
const requiredRedis = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const redisUrl = requiredRedis ?? 'redis://127.0.0.1:6379';
const redisUp = await redisReachable(redisUrl);
if (requiredRedis && !redisUp) throw new Error(`Redis was asked for but ${redisUrl} does not answer`);

describe.skipIf(!redisUp)('shared through Redis', () => {
  let db: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const namespace = `klama-test-rl-${randomBytes(6).toString('hex')}:`;
  const limits: Partial<AuthLimits> = { ...LIMITS, loginPerIp: { max: 3, windowMs: 60_000 }, refreshPerIp: { max: 1, windowMs: 1000 } };
  beforeAll(async () => {
    db = await openTestDatabase();
    a = await appOn(db, { REDIS_URL: redisUrl }, { limits, redisNamespace: namespace });
    b = await appOn(db, { REDIS_URL: redisUrl }, { limits, redisNamespace: namespace });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  // Invalid bodies are refused fast (400) but counted: the per-IP limit runs before validation.
  const attempt = (app: FastifyInstance, url: string, ip: string) => app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip });

  it('counts attempts on one instance against the other', async () => {
    const ip = '127.0.10.1';
    const login = '/api/auth/login';
    expect([
      (await attempt(a, login, ip)).statusCode,
      (await attempt(b, login, ip)).statusCode,
      (await attempt(a, login, ip)).statusCode,
    ]).toEqual([400, 400, 400]);
    const blocked = await attempt(b, login, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a, login, '127.0.10.2')).statusCode).toBe(400);
  });

  it('lets an address in again once the window has passed', async () => {
    const ip = '127.0.10.3';
    // an empty body is allowed (the token is in the cookie): without a cookie either, 401
    expect((await attempt(a, '/api/auth/refresh', ip)).statusCode).toBe(401);
    expect((await attempt(b, '/api/auth/refresh', ip)).statusCode).toBe(429);
    // Redis expires the counter on its own clock: poll (generously) rather than assume a duration
    let status = 429;
    for (let i = 0; i < 100 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await attempt(b, '/api/auth/refresh', ip)).statusCode;
    }
    expect(status).toBe(401);
  });

  it('names its Redis keys after the limit and the caller', async () => {
    await login(a, 'Key_Owner', '127.0.11.1');
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${namespace}*.11.*`);
      const userKeys = await redis.keys(`${namespace}login:user:key_owner`);
      expect(keys.sort()).toEqual([`${namespace}login:ip:127.0.11.1`, `${namespace}login:ip:127.0.11.1:user:key_owner`]);
      expect(userKeys).toEqual([`${namespace}login:user:key_owner`]);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
