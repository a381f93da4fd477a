/** Who is calling: a bearer access token whose session is still active, or nobody. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import { isSessionActive } from './sessions.queries.js';
import type { AccessClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the account, optional-user and admin groups (access/groups.ts); null elsewhere and for anonymous callers. */
    user: AccessClaims | null;
  }
}

/** The caller on a route of the account or admin group (the group's hook has authenticated them). */
export function signedIn(req: FastifyRequest): AccessClaims {
  if (!req.user) throw new Error(`${req.routeOptions.url ?? req.url} is not in the account group`);
  return req.user;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer +([^\s]+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

export class Unauthorized extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

export interface Authenticator {
  /** The caller, or a 401. Revoked sessions (logout, password change) stop working at once. */
  requireUser(req: FastifyRequest, reply: FastifyReply): Promise<AccessClaims>;
  /** The caller, or null when there is no valid token (anonymous reads). */
  optionalUser(req: FastifyRequest): Promise<AccessClaims | null>;
}

export function createAuthenticator(db: Queryable, tokens: TokenService): Authenticator {
  const resolve = async (token: string) => {
    const claims = await tokens.verifyAccess(token);
    return claims && (await isSessionActive(db, claims.sessionId, claims.userId)) ? claims : null;
  };
  return {
    async requireUser(req, reply) {
      const token = bearerToken(req);
      if (!token) {
        reply.header('www-authenticate', 'Bearer');
        throw new Unauthorized(AUTH_MESSAGES.authenticationRequired);
      }
      const claims = await resolve(token);
      if (!claims) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      }
      return claims;
    },
    async optionalUser(req) {
      const token = bearerToken(req);
      return token ? resolve(token) : null;
    },
  };
}

/** The caller of a route in the account group, whose hook has authenticated them (`req.user`, set by access/). */
export function callerOf(req: FastifyRequest): AccessClaims {
  if (!req.user) throw new Unauthorized(AUTH_MESSAGES.authenticationRequired);
  return req.user;
}
