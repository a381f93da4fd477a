/**
 * The rate limit of follows and blocks, per account, tighter for an account younger than a day (ARCHITECTURE 9.2):
 * a preHandler (after the account group's authentication) choosing the account's rule by its age.
 */
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../accounts/authenticate.js';
import { NEW_ACCOUNT_MS, rateLimitHooks, type AuthLimitHook } from '../accounts/rate-limits.js';
import { accountCreatedAt } from './fans.queries.js';

export function socialLimit(app: FastifyInstance): AuthLimitHook {
  const settled = app.authLimit('socialPerAccount');
  const fresh = app.authLimit('socialPerNewAccount');
  const hook: AuthLimitHook = async (req, reply) => {
    const created = await accountCreatedAt(app.db, callerOf(req).userId);
    const isNew = !created || Date.now() - created.getTime() < NEW_ACCOUNT_MS;
    await (isNew ? fresh : settled)(req, reply);
  };
  rateLimitHooks.add(hook);
  return hook;
}
