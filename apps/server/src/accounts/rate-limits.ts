/**
 * Rate limits for the auth calls, per IP and (login) per username. Counters live in Redis when
 * REDIS_URL is set, so every instance shares them, else in memory. Over the limit: 429 with
 * Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { RedisCounterStore } from './redis-counter-store.js';

export interface RateRule {
  max: number;
  windowMs: number;
}
export const DEFAULT_AUTH_LIMITS = {
  loginPerIp: { max: 30, windowMs: 60_000 },
  loginPerUsername: { max: 10, windowMs: 15 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  refreshPerIp: { max: 60, windowMs: 60_000 },
  googlePerIp: { max: 20, windowMs: 60_000 },
  completeProfilePerIp: { max: 10, windowMs: 60_000 },
  changePasswordPerIp: { max: 10, windowMs: 15 * 60_000 },
  adminPerIp: { max: 300, windowMs: 60_000 },
} satisfies Record<string, RateRule>;
export type AuthLimits = typeof DEFAULT_AUTH_LIMITS;
export type AuthLimitName = keyof AuthLimits;

export interface RateLimitOptions {
  limits?: Partial<AuthLimits>;
  /** Prefix of the Redis keys (tests use their own so runs do not share counters). */
  redisNamespace?: string;
}

/** A hook per limit: `preHandler: app.authLimit('loginPerIp')`. */
export type AuthLimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authLimit(name: AuthLimitName): AuthLimitHook;
  }
}

const KEYS: Record<AuthLimitName, (req: FastifyRequest) => string> = {
  loginPerIp: (req) => `login:ip:${req.ip}`,
  loginPerUsername: (req) => `login:user:${usernameOf(req)}`,
  signupPerIp: (req) => `signup:ip:${req.ip}`,
  refreshPerIp: (req) => `refresh:ip:${req.ip}`,
  googlePerIp: (req) => `google:ip:${req.ip}`,
  completeProfilePerIp: (req) => `complete-profile:ip:${req.ip}`,
  changePasswordPerIp: (req) => `change-password:ip:${req.ip}`,
  adminPerIp: (req) => `admin:ip:${req.ip}`,
};

function usernameOf(req: FastifyRequest): string {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/** Every hook `authLimit` made: the API document lists 429 for the routes that carry one. */
export const rateLimitHooks = new WeakSet<AuthLimitHook>();

export async function registerAuthRateLimits(app: FastifyInstance, redisUrl: string | undefined, options: RateLimitOptions = {}) {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...options.limits };
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableAutoPipelining: true });
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) error'));
    app.addHook('onClose', async () => void (await redis!.quit().catch(() => redis!.disconnect())));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: counterStore(redis, options.redisNamespace ?? 'klama-rl:') } : {}),
    // A store outage must not lock everybody out of signing in; it is logged by the redis client.
    skipOnError: true,
  });

  const checkers = Object.fromEntries(
    (Object.keys(limits) as AuthLimitName[]).map((name) => {
      const rule = limits[name];
      return [name, app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: KEYS[name] })];
    }),
  ) as Record<AuthLimitName, ReturnType<FastifyInstance['createRateLimit']>>;

  app.decorate('authLimit', (name: AuthLimitName): AuthLimitHook => {
    const hook: AuthLimitHook = async (req, reply) => {
      const result = await checkers[name](req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new HttpError(429, AUTH_MESSAGES.tooManyRequests);
      }
    };
    rateLimitHooks.add(hook);
    return hook;
  });
}

/** The plugin constructs its store itself: hand it one bound to our Redis client. */
function counterStore(redis: Redis, namespace: string) {
  return class extends RedisCounterStore {
    constructor() {
      super(redis, namespace);
    }
  };
}
