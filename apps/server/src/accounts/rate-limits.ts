/**
 * Rate limits for the auth calls, per IP and (login) per account. Counters live in Redis when
 * REDIS_URL is set, so every instance shares them, else in memory. Over the limit: 429 with
 * Retry-After.
 *
 * Password guessing on one account is slowed without handing a stranger the power to lock its owner
 * out (ASVS 6.3.1, docs/security.md): attempts are counted per account AND address, so a guesser's
 * failures close that account to the guesser's address only. Once an account draws more attempts
 * from all addresses together than one person makes (`loginPerAccount`), it is targeted: every address
 * then gets only a few attempts an hour on it (`loginPerTargetedAccountAddress`), which slows a guesser
 * spread over many addresses while the owner, from their own address, still has attempts left.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { RedisCounterStore } from './redis-counter-store.js';
import { isNewcomer } from './users.queries.js';

export interface RateRule {
  max: number;
  windowMs: number;
}
export const DEFAULT_AUTH_LIMITS = {
  loginPerIp: { max: 30, windowMs: 60_000 },
  /** attempts on one account from one address */
  loginPerAccountAddress: { max: 10, windowMs: 15 * 60_000 },
  /** attempts on one account from every address together, past which the account is targeted (never refused on its own) */
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** attempts on a targeted account from one address */
  loginPerTargetedAccountAddress: { max: 3, windowMs: 60 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  // every page a signed-in visitor opens refreshes once (the access token lives in memory): room for many fans behind one address
  refreshPerIp: { max: 300, windowMs: 60_000 },
  googlePerIp: { max: 20, windowMs: 60_000 },
  completeProfilePerIp: { max: 10, windowMs: 60_000 },
  changePasswordPerIp: { max: 10, windowMs: 15 * 60_000 },
  adminPerIp: { max: 300, windowMs: 60_000 },
  /** "Forgot password?" asked from one address */
  resetRequestPerIp: { max: 10, windowMs: 15 * 60_000 },
  /** reset mails to one mailbox (an address typed by anyone): its owner's inbox is not flooded */
  resetRequestPerEmail: { max: 3, windowMs: 60 * 60_000 },
  /** new passwords set with a link from one address */
  resetPerIp: { max: 20, windowMs: 15 * 60_000 },
  /** deleting an account (its password asked again), from one address, as sign-in */
  deleteAccountPerIp: { max: 30, windowMs: 60_000 },
  /** attempts on one's own account: a stolen session cannot guess the password to delete it */
  deleteAccountPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** confirmation links tried from one address (a token is 256 bits: this only keeps a script from hammering) */
  verifyEmailPerIp: { max: 30, windowMs: 15 * 60_000 },
  /** one-click unsubscribes from one address (mail providers post them from few addresses: generous) */
  unsubscribePerIp: { max: 120, windowMs: 60_000 },
  /** "send again" of the confirmation mail by one account: its mailbox is not flooded */
  resendVerificationPerAccount: { max: 3, windowMs: 60 * 60_000 },
  /** second steps of sign-ins (codes typed) from one address */
  twoFactorPerIp: { max: 30, windowMs: 60_000 },
  /** second-step codes typed for one account, from every address together (each challenge also dies after 5) */
  twoFactorPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** setting two-step sign-in up, confirming it, new recovery codes or turning it off, from one address (many fans may share one) */
  twoFactorManagePerIp: { max: 60, windowMs: 15 * 60_000 },
  /** the same by one account, from every address together: a stolen session cannot keep guessing its password */
  twoFactorManagePerAccount: { max: 20, windowMs: 15 * 60_000 },
  /** passkey registrations begun from one address (each stores a challenge) */
  passkeyRegisterPerIp: { max: 20, windowMs: 15 * 60_000 },
  /** passkey sign-ins begun from one address: the sign-in screen asks once per visit for the autofill prompt */
  passkeyLoginOptionsPerIp: { max: 100, windowMs: 60_000 },
  /** passkey sign-in answers from one address */
  passkeyLoginPerIp: { max: 30, windowMs: 60_000 },
  /** follows, unfollows, blocks and unblocks by one account (profiles/) */
} satisfies Record<string, RateRule>;
export type AuthLimits = typeof DEFAULT_AUTH_LIMITS;

/**
 * Community writes, per account (issue 26 item 7): `established` for every account, and `newcomer` on top for an
 * account younger than NEWCOMER_HOURS, so a fresh sign-up (a throwaway, a brigade) writes much less.
 */
export const DEFAULT_WRITE_LIMITS = {
  /** reviews written, replaced or deleted */
  reviewWrite: { established: { max: 30, windowMs: 60 * 60_000 }, newcomer: { max: 5, windowMs: 60 * 60_000 } },
  /** helpful votes given or taken back */
  helpfulVote: { established: { max: 300, windowMs: 60 * 60_000 }, newcomer: { max: 30, windowMs: 60 * 60_000 } },
  /** follows and blocks given or taken back */
  social: { established: { max: 60, windowMs: 60 * 60_000 }, newcomer: { max: 10, windowMs: 60 * 60_000 } },
  /** reports filed (a second report of one target while it is open counts too): a fan rarely needs more than a few */
  report: { established: { max: 30, windowMs: 60 * 60_000 }, newcomer: { max: 5, windowMs: 60 * 60_000 } },
  /** comments and replies written or deleted */
  comment: { established: { max: 120, windowMs: 60 * 60_000 }, newcomer: { max: 10, windowMs: 60 * 60_000 } },
} satisfies Record<string, { established: RateRule; newcomer: RateRule }>;
export type WriteLimits = typeof DEFAULT_WRITE_LIMITS;
export type WriteLimitName = keyof WriteLimits;
/** How long an account is a newcomer. */
export const NEWCOMER_HOURS = 24;
export type AuthLimitName = keyof AuthLimits;

export interface RateLimitOptions {
  limits?: Partial<AuthLimits>;
  writeLimits?: Partial<WriteLimits>;
  /** Prefix of the Redis keys (tests use their own so runs do not share counters). */
  redisNamespace?: string;
}

/** A hook per limit: `preHandler: app.authLimit('loginPerIp')`. */
export type AuthLimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** The limits a route carries; the other two are parts of `loginPerAccountAddress`'s hook (after the body is read). */
export type AuthLimitHookName = Exclude<AuthLimitName, 'loginPerAccount' | 'loginPerTargetedAccountAddress'>;

declare module 'fastify' {
  interface FastifyInstance {
    authLimit(name: AuthLimitHookName): AuthLimitHook;
    /** A community write's limit per account (after authentication: a preHandler), tighter for a newcomer. */
    writeLimit(name: WriteLimitName): AuthLimitHook;
  }
}

const KEYS: Record<AuthLimitName, (req: FastifyRequest) => string> = {
  loginPerIp: (req) => `login:ip:${req.ip}`,
  // the address first: a username (any text in a login body) cannot make its key another one's
  loginPerAccountAddress: (req) => `login:ip:${req.ip}:user:${usernameOf(req)}`,
  loginPerAccount: (req) => `login:user:${usernameOf(req)}`,
  loginPerTargetedAccountAddress: (req) => `login:targeted:ip:${req.ip}:user:${usernameOf(req)}`,
  signupPerIp: (req) => `signup:ip:${req.ip}`,
  refreshPerIp: (req) => `refresh:ip:${req.ip}`,
  googlePerIp: (req) => `google:ip:${req.ip}`,
  completeProfilePerIp: (req) => `complete-profile:ip:${req.ip}`,
  changePasswordPerIp: (req) => `change-password:ip:${req.ip}`,
  adminPerIp: (req) => `admin:ip:${req.ip}`,
  resetRequestPerIp: (req) => `reset-request:ip:${req.ip}`,
  resetRequestPerEmail: (req) => `reset-request:email:${emailOf(req)}`,
  resetPerIp: (req) => `reset:ip:${req.ip}`,
  deleteAccountPerIp: (req) => `delete-account:ip:${req.ip}`,
  // after the account group's hook: the caller is known
  deleteAccountPerAccount: (req) => `delete-account:user:${req.user?.userId ?? ''}`,
  verifyEmailPerIp: (req) => `verify-email:ip:${req.ip}`,
  unsubscribePerIp: (req) => `unsubscribe:ip:${req.ip}`,
  // after the account group's authentication (a preHandler): the caller is known
  resendVerificationPerAccount: (req) => `verify-resend:user:${req.user?.userId ?? ''}`,
  twoFactorPerIp: (req) => `2fa:ip:${req.ip}`,
  twoFactorPerAccount: (req) => `2fa:user:${rateLimitSubjects.get(req) ?? ''}`,
  twoFactorManagePerIp: (req) => `2fa-manage:ip:${req.ip}`,
  // after the account group's authentication (a preHandler): the caller is known
  twoFactorManagePerAccount: (req) => `2fa-manage:user:${req.user?.userId ?? ''}`,
  passkeyRegisterPerIp: (req) => `passkey-register:ip:${req.ip}`,
  passkeyLoginOptionsPerIp: (req) => `passkey-login-options:ip:${req.ip}`,
  passkeyLoginPerIp: (req) => `passkey-login:ip:${req.ip}`,
};

/**
 * The account a call is counted against when its body does not name it (the second step of a sign-in names a
 * challenge, and only the database knows whose): the handler sets it, then runs the limit's hook itself.
 */
export const rateLimitSubjects = new WeakMap<FastifyRequest, string>();

function usernameOf(req: FastifyRequest): string {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

function emailOf(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
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

  type Verdict = Awaited<ReturnType<(typeof checkers)[AuthLimitName]>>;
  type Refusal = Extract<Verdict, { isAllowed: false }>;
  const refused = (verdict: Verdict): verdict is Refusal => !verdict.isAllowed && verdict.isExceeded;

  /** The verdict that refuses a call, if one does; the login one is the module comment's (targeted accounts). */
  async function refusal(name: AuthLimitHookName, req: FastifyRequest): Promise<Refusal | undefined> {
    if (name !== 'loginPerAccountAddress') {
      const verdict = await checkers[name](req);
      return refused(verdict) ? verdict : undefined;
    }
    if (!usernameOf(req)) return undefined; // no account named: validation answers the call
    const own = await checkers.loginPerAccountAddress(req);
    if (refused(own)) return own;
    if (!refused(await checkers.loginPerAccount(req))) return undefined;
    const targeted = await checkers.loginPerTargetedAccountAddress(req);
    return refused(targeted) ? targeted : undefined;
  }

  app.decorate('authLimit', (name: AuthLimitHookName): AuthLimitHook => {
    const hook: AuthLimitHook = async (req, reply) => {
      const result = await refusal(name, req);
      if (result) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new HttpError(429, AUTH_MESSAGES.tooManyRequests);
      }
    };
    rateLimitHooks.add(hook);
    return hook;
  });

  const writeLimits = { ...DEFAULT_WRITE_LIMITS, ...options.writeLimits };
  app.decorate('writeLimit', (name: WriteLimitName): AuthLimitHook => {
    const { established, newcomer } = writeLimits[name];
    const userOf = (req: FastifyRequest) => String(req.user?.userId ?? '');
    const any = app.createRateLimit({
      max: established.max,
      timeWindow: established.windowMs,
      keyGenerator: (req) => `write:${name}:user:${userOf(req)}`,
    });
    const young = app.createRateLimit({
      max: newcomer.max,
      timeWindow: newcomer.windowMs,
      keyGenerator: (req) => `write:${name}:newcomer:${userOf(req)}`,
    });
    const hook: AuthLimitHook = async (req, reply) => {
      let verdict = await any(req);
      if (!refused(verdict) && req.user && (await isNewcomer(app.db, req.user.userId, NEWCOMER_HOURS))) verdict = await young(req);
      if (refused(verdict)) {
        reply.header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
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
