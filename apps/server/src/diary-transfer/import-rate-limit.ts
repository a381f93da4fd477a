/**
 * How often one account may import (previews included): DIARY_LIMITS.importsPerWindow in
 * importWindowMinutes, counted per account in the store the auth limits use (Redis when REDIS_URL is set,
 * so every instance shares it). Over the limit: 429 with Retry-After, before any of the file is read.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, DIARY_LIMITS } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { rateLimitHooks, type AuthLimitHook } from '../accounts/rate-limits.js';
import { HttpError } from '../plugins/errors.js';

export function importRateLimit(app: FastifyInstance): AuthLimitHook {
  const check = app.createRateLimit({
    max: DIARY_LIMITS.importsPerWindow,
    timeWindow: DIARY_LIMITS.importWindowMinutes * 60_000,
    keyGenerator: (req) => `import:user:${signedIn(req).userId}`,
  });
  const hook: AuthLimitHook = async (req, reply) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw new HttpError(429, AUTH_MESSAGES.tooManyRequests);
    }
  };
  // the API document lists 429 for the routes that carry one
  rateLimitHooks.add(hook);
  return hook;
}
