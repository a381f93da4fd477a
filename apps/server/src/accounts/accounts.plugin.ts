/**
 * Wires accounts into the app: token service, authenticator, Google verifier, rate limits and
 * XSRF. Registered at the root (before the /api routes) so every route can use `app.accounts`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createAuthenticator, type Authenticator } from './authenticate.js';
import { createGoogleVerifier, type GoogleVerifier } from './google.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { DEFAULT_AUTH_LIMITS, registerAuthRateLimits, type RateLimitOptions } from './rate-limits.js';
import { createTokenService, type TokenService } from './tokens.js';
import { createSecretBox, type SecretBox } from './two-factor-crypto.js';
import { registerXsrf } from './xsrf.js';

export interface Accounts extends Authenticator {
  tokens: TokenService;
  /** null when GOOGLE_CLIENT_ID is not set: Google sign-in answers 503. */
  google: GoogleVerifier | null;
  /** Seals the authenticator secrets of two-step sign-in (two-factor-crypto.ts). */
  secretBox: SecretBox;
}

export interface AccountsOptions {
  rateLimits?: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export async function registerAccounts(app: FastifyInstance, config: Config, options: AccountsOptions = {}) {
  const serverSecret = resolveJwtSecret(config);
  const tokens = createTokenService(serverSecret);
  const google = config.googleClientId ? createGoogleVerifier(config.googleClientId, config.googleJwksUrl) : null;
  app.decorate('accounts', { ...createAuthenticator(app.db, tokens), tokens, google, secretBox: createSecretBox(serverSecret) });
  const signupPerIp = { ...DEFAULT_AUTH_LIMITS.signupPerIp, max: config.signupsPerIpPerHour };
  await registerAuthRateLimits(app, config.redisUrl, {
    ...options.rateLimits,
    limits: { signupPerIp, ...options.rateLimits?.limits },
  });
  await registerXsrf(app);
}
