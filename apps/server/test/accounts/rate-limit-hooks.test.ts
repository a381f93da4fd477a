/**
 * The auth rate limits (rate-limits.ts, redis-counter-store.ts) on a bare Fastify app, without a database:
 * what each limit allows from one caller, in which window, keyed by what, and the counters Redis shares
 * between instances. rate-limit.test.ts checks the same limits through the real routes; this file is
 * fast enough to run for every mutant.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { redisReachable } from './helpers.js';
import { registerErrorHandling } from '../../src/plugins/errors.js';
import { rateLimitHooks, registerAuthRateLimits, type AuthLimitHookName, type RateLimitOptions } from '../../src/accounts/rate-limits.js';

// The limits the product promises (docs, spec-conformance): requests allowed per caller, and the window.
const DEFAULTS: [AuthLimitHookName, number, number][] = [
  ['loginPerIp', 30, 60],
  ['loginPerAccountAddress', 10, 15 * 60],
  ['signupPerIp', 10, 60 * 60],
  ['refreshPerIp', 300, 60],
  ['googlePerIp', 20, 60],
  ['completeProfilePerIp', 10, 60],
  ['changePasswordPerIp', 10, 15 * 60],
  ['adminPerIp', 300, 60],
];
const NAMES = DEFAULTS.map(([name]) => name);

/** A route per limit, as the app uses them: per-IP limits on onRequest, the username one after the body is read. */
async function limitedApp(redisUrl?: string, options: RateLimitOptions = {}, logs?: string[]) {
  const app = Fastify(logs ? { logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } } : {});
  registerErrorHandling(app);
  await registerAuthRateLimits(app, redisUrl, options);
  for (const name of NAMES) {
    const hook = app.authLimit(name);
    app.post(`/${name}`, name === 'loginPerAccountAddress' ? { preHandler: hook } : { onRequest: hook }, async () => ({ ok: true }));
  }
  app.get('/open', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const hit = (app: FastifyInstance, name: AuthLimitHookName, ip: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/${name}`, remoteAddress: ip, ...(payload ? { payload } : {}) });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('in memory', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp();
    return () => app.close();
  });

  it.each(DEFAULTS)('%s allows %i calls, then answers 429 for %i seconds', async (name, max, seconds) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = `127.3.${NAMES.indexOf(name)}.1`;
    const body = name === 'loginPerAccountAddress' ? { username: 'limited_user' } : undefined;
    const statuses = new Set<number>();
    for (let i = 0; i < max; i++) statuses.add((await hit(app, name, ip, body)).statusCode);
    expect([...statuses]).toEqual([200]);
    const blocked = await hit(app, name, ip, body);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 'error', code: 'auth.tooManyRequests', message: 'Too many requests, please try again later' });
    expect(blocked.headers['retry-after']).toBe(String(seconds));
    // the plugin's own headers stay off: only Retry-After, and only on a refusal
    expect(blocked.headers['x-ratelimit-limit']).toBeUndefined();

    vi.setSystemTime(Date.now() + (seconds - 1) * 1000);
    const late = await hit(app, name, ip, body);
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe('1');
    vi.setSystemTime(Date.now() + 1000);
    expect((await hit(app, name, ip, body)).statusCode).toBe(200);
  });

  it('counts each address on its own', async () => {
    for (const name of NAMES.filter((n) => n !== 'loginPerAccountAddress')) {
      const max = DEFAULTS.find(([n]) => n === name)![1];
      for (let i = 0; i < max; i++) await hit(app, name, '127.4.0.1');
      expect((await hit(app, name, '127.4.0.1')).statusCode, name).toBe(429);
      expect((await hit(app, name, '127.4.0.2')).statusCode, name).toBe(200);
    }
  });

  it('counts login attempts per account and address, whatever the letter case or surrounding spaces', async () => {
    const attempt = (username: unknown, ip = '127.5.0.1') => hit(app, 'loginPerAccountAddress', ip, { username });
    for (let i = 1; i <= 10; i++) expect((await attempt('Victim')).statusCode).toBe(200);
    expect((await attempt('victim')).statusCode).toBe(429);
    expect((await attempt('  VICTIM')).statusCode).toBe(429);
    expect((await attempt('victim  ')).statusCode).toBe(429);
    expect((await attempt('bystander')).statusCode).toBe(200);
    // the account is closed to that address only
    expect((await attempt('victim', '127.5.0.2')).statusCode).toBe(200);
  });

  it('gives each address only 3 attempts an hour on an account targeted from more than 10 addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const attempt = (n: number, username = 'targeted') => hit(app, 'loginPerAccountAddress', `127.5.3.${n}`, { username });
    for (let n = 1; n <= 10; n++) expect((await attempt(n)).statusCode).toBe(200);
    // the 11th attempt on the account marks it targeted: from now on 3 an hour per address, new or not
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(11)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await attempt(11)).headers['retry-after']).toBe(String(60 * 60));
    for (let i = 0; i < 3; i++) expect((await attempt(1)).statusCode).toBe(200);
    expect((await attempt(1)).statusCode).toBe(429);
    expect((await attempt(12)).statusCode).toBe(200);
    // another account is not affected
    for (let i = 0; i < 10; i++) expect((await attempt(11, 'bystander_2')).statusCode).toBe(200);
    // the account is no longer targeted when its window has passed
    vi.setSystemTime(Date.now() + 15 * 60_000);
    for (let i = 0; i < 10; i++) expect((await attempt(13)).statusCode).toBe(200);
    expect((await attempt(13)).statusCode).toBe(429);
  });

  it('lets a body without a usable username through to validation', async () => {
    expect((await hit(app, 'loginPerAccountAddress', '127.5.1.1', { username: 42 })).statusCode).toBe(200);
    expect((await hit(app, 'loginPerAccountAddress', '127.5.1.2')).statusCode).toBe(200);
  });

  it('leaves routes without a limit alone', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/open', remoteAddress: '127.5.2.1' });
      statuses.add(res.statusCode);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect([...statuses]).toEqual([200]);
  });

  it('takes limits from the options, keeping the defaults for the others', async () => {
    const small = await limitedApp(undefined, { limits: { refreshPerIp: { max: 2, windowMs: 5_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await hit(small, 'refreshPerIp', '127.6.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await hit(small, 'refreshPerIp', '127.6.0.1')).headers['retry-after']).toBe('5');
      for (let i = 0; i < 20; i++) expect((await hit(small, 'googlePerIp', '127.6.0.1')).statusCode).toBe(200);
      expect((await hit(small, 'googlePerIp', '127.6.0.1')).statusCode).toBe(429);
      // without REDIS_URL every instance counts for itself
      expect((await hit(app, 'refreshPerIp', '127.6.0.1')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('marks each hook it makes, so the API document can list 429 for its routes', () => {
    expect(rateLimitHooks.has(app.authLimit('loginPerIp'))).toBe(true);
    expect(rateLimitHooks.has(async () => undefined)).toBe(false);
  });
});

// The machine's Redis (npm test passes TEST_REDIS_URL); without one this part is skipped.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisReachable(redisUrl);

describe.skipIf(!redisUp)('through Redis', () => {
  const namespace = `klama-test-rlh-${randomBytes(6).toString('hex')}:`;
  const limits = { loginPerIp: { max: 3, windowMs: 60_000 }, refreshPerIp: { max: 1, windowMs: 1000 } };
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    a = await limitedApp(redisUrl, { limits, redisNamespace: namespace });
    b = await limitedApp(redisUrl, { limits, redisNamespace: namespace });
    return async () => {
      await a.close();
      await b.close();
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    };
  });

  it('counts the calls of every instance together', { timeout: 10_000 }, async () => {
    const ip = '127.7.0.1';
    expect([
      (await hit(a, 'loginPerIp', ip)).statusCode,
      (await hit(b, 'loginPerIp', ip)).statusCode,
      (await hit(a, 'loginPerIp', ip)).statusCode,
    ]).toEqual([200, 200, 200]);
    const blocked = await hit(b, 'loginPerIp', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await hit(a, 'loginPerIp', '127.7.0.2')).statusCode).toBe(200);
  });

  it('counts attempts on an account from every address and instance together', { timeout: 10_000 }, async () => {
    const targeted = await limitedApp(redisUrl, {
      limits: { loginPerAccount: { max: 2, windowMs: 60_000 }, loginPerTargetedAccountAddress: { max: 1, windowMs: 60_000 } },
      redisNamespace: namespace,
    });
    try {
      const attempt = (app: FastifyInstance, ip: string) => hit(app, 'loginPerAccountAddress', ip, { username: 'shared_target' });
      expect([(await attempt(targeted, '127.7.3.1')).statusCode, (await attempt(a, '127.7.3.2')).statusCode]).toEqual([200, 200]);
      // the third attempt on the account, on the small-limits instance: targeted, one attempt per address
      expect((await attempt(targeted, '127.7.3.3')).statusCode).toBe(200);
      expect((await attempt(targeted, '127.7.3.3')).statusCode).toBe(429);
      expect(await redis.get(`${namespace}login:user:shared_target`)).toBe('4');
      expect(await redis.get(`${namespace}login:targeted:ip:127.7.3.3:user:shared_target`)).toBe('2');
    } finally {
      await targeted.close();
    }
  });

  it('lets a caller in again when Redis has expired the window', { timeout: 10_000 }, async () => {
    const ip = '127.7.1.1';
    expect((await hit(a, 'refreshPerIp', ip)).statusCode).toBe(200);
    expect((await hit(b, 'refreshPerIp', ip)).statusCode).toBe(429);
    let status = 429;
    for (let i = 0; i < 30 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await hit(b, 'refreshPerIp', ip)).statusCode;
    }
    expect(status).toBe(200);
  });

  it('keeps a counter per limit and caller, named after both, expiring with its window', { timeout: 10_000 }, async () => {
    const ip = '127.7.2.1';
    for (const name of NAMES) await hit(a, name, ip, name === 'loginPerAccountAddress' ? { username: ' Key_Owner ' } : undefined);
    expect((await redis.keys(`${namespace}*127.7.2.1`)).sort()).toEqual(
      [
        'admin:ip:127.7.2.1',
        'change-password:ip:127.7.2.1',
        'complete-profile:ip:127.7.2.1',
        'google:ip:127.7.2.1',
        'login:ip:127.7.2.1',
        'refresh:ip:127.7.2.1',
        'signup:ip:127.7.2.1',
      ].map((k) => namespace + k),
    );
    expect(await redis.get(`${namespace}login:ip:127.7.2.1:user:key_owner`)).toBe('1');
    expect(await redis.get(`${namespace}login:user:key_owner`)).toBe('1');
    expect(await redis.get(`${namespace}signup:ip:127.7.2.1`)).toBe('1');
    const ttl = await redis.pttl(`${namespace}signup:ip:127.7.2.1`);
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('names its keys klama-rl:… by default', { timeout: 10_000 }, async () => {
    const plain = await limitedApp(redisUrl);
    const ip = `127.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    try {
      expect((await hit(plain, 'loginPerIp', ip)).statusCode).toBe(200);
      expect(await redis.get(`klama-rl:login:ip:${ip}`)).toBe('1');
    } finally {
      await redis.del(`klama-rl:login:ip:${ip}`);
      await plain.close();
    }
  });

  it('quits its Redis connection when the app closes', { timeout: 10_000 }, async () => {
    const quit = vi.spyOn(Redis.prototype, 'quit');
    const app = await limitedApp(redisUrl, { redisNamespace: namespace });
    expect(quit).not.toHaveBeenCalled();
    await app.close();
    expect(quit).toHaveBeenCalledTimes(1);
  });

  it('drops its Redis connection when quitting fails', { timeout: 10_000 }, async () => {
    vi.spyOn(Redis.prototype, 'quit').mockRejectedValue(new Error('Connection is closed.'));
    const disconnect = vi.spyOn(Redis.prototype, 'disconnect');
    const app = await limitedApp(redisUrl, { redisNamespace: namespace });
    await app.close();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});

describe('with Redis unreachable', () => {
  it('lets callers through at once and logs the outage', { timeout: 10_000 }, async () => {
    const logs: string[] = [];
    // port 1: nothing listens there, the connection is refused
    const app = await limitedApp('redis://127.0.0.1:1', {}, logs);
    try {
      const started = Date.now();
      expect((await hit(app, 'loginPerIp', '127.9.0.1')).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000); // without a retry cap: about 10 s
      const outage = logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'redis (rate limits) error');
      expect(outage).toMatchObject({ level: 40, err: { message: expect.stringContaining('ECONNREFUSED') } });
    } finally {
      await app.close();
    }
  });
});
