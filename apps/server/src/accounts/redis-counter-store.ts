/**
 * Rate-limit counters in Redis under `<namespace><limit key>` (`klama-rl:login:ip:203.0.113.9`).
 * The plugin's own Redis store prefixes each limiter's keys with its route's method and URL, which
 * limiters made with `createRateLimit` do not have (`klama-rl:undefinedundefined-…`); our key
 * generators already name the limit.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// One round trip: count the hit, start the window on the first one, report what is left of it.
const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

export class RedisCounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    (this.redis.eval(HIT, 1, this.namespace + key, timeWindow) as Promise<[number, number]>).then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (err: Error) => callback(err),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}
