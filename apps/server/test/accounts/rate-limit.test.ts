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
import { signUp } from './helpers.js';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
const LIMITS: Partial<AuthLimits> = {
  loginPerIp: { max: 4, windowMs: 60_000 },
  loginPerUsername: { max: 2, windowMs: 60_000 },
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

  it('limits login attempts per username across IPs, with 429 and Retry-After', async () => {
    const statuses = [];
    for (const ip of ['127.0.5.1', '127.0.5.2', '127.0.5.3']) statuses.push((await login(app, 'victim_user', ip)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    const res = await login(app, 'victim_user', '127.0.5.4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'Too many requests, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is on this username only: another one from a fresh address is still judged on its password
    expect((await login(app, 'other_user', '127.0.5.5')).statusCode).toBe(401);
    // … and case does not dodge it
    expect((await login(app, 'VICTIM_USER', '127.0.5.6')).statusCode).toBe(429);
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

  it('does not let a correct password through a username that is locked', async () => {
    const u = await signUp(app);
    for (const ip of ['127.0.9.1', '127.0.9.2']) await login(app, u.username, ip);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: u.username, password: u.password },
      remoteAddress: '127.0.9.3',
    });
    expect(res.statusCode).toBe(429);
  });
});

// npm test passes TEST_REDIS_URL to its PostgreSQL-and-Redis run; REDIS_URL works too.
const requiredRedis = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const redisUrl = requiredRedis ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisUp = await redisReachable();
if (requiredRedis && !redisUp) throw new Error(`Redis was asked for but ${redisUrl} does not answer`);

describe.skipIf(!redisUp)('shared through Redis', () => {
  let db: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const namespace = `klama-test-rl-${randomBytes(6).toString('hex')}:`;
  const limits: Partial<AuthLimits> = { ...LIMITS, loginPerIp: { max: 3, windowMs: 1500 } };
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

  it('counts attempts on one instance against the other, and resets after the window', async () => {
    const ip = '127.0.10.1';
    const statuses = [
      (await login(a, 'r_1', ip)).statusCode,
      (await login(b, 'r_2', ip)).statusCode,
      (await login(a, 'r_3', ip)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await login(b, 'r_4', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await login(b, 'r_5', ip)).statusCode).toBe(401);
  });

  it('names its Redis keys after the limit and the caller', async () => {
    await login(a, 'Key_Owner', '127.0.11.1');
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${namespace}*.11.*`);
      const userKeys = await redis.keys(`${namespace}login:user:key_owner`);
      expect(keys.sort()).toEqual([`${namespace}login:ip:127.0.11.1`]);
      expect(userKeys).toEqual([`${namespace}login:user:key_owner`]);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
