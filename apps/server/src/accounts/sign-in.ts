/** A sign-in's end, whichever way it came (password, Google, the second step): a session, its cookie, an access token. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@klama/contract';
import { REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { endSessionOf, startSession, type SessionOrigin } from './sessions.queries.js';
import { storedUserAgent, truncateIp } from './devices.js';
import { publicProfile, type UserRow } from './users.queries.js';

export async function completeSignIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResponse> {
  const { sessionId, refreshToken, expiresAt } = await startSession(app.db, user.id, originOf(req));
  // the browser's earlier session ends with its cookie, not only the cookie (ASVS 7.2.4: a sign-in replaces the session)
  const previous = req.cookies[REFRESH_COOKIE];
  if (previous) await endSessionOf(app.db, previous);
  setRefreshCookie(req, reply, refreshToken, expiresAt);
  const accessToken = await app.accounts.tokens.signAccess({ userId: user.id, sessionId });
  return { ...publicProfile(user), accessToken };
}

/** Where a session is used from, as kept: the browser's user agent (capped) and the caller's truncated network. */
export const originOf = (req: FastifyRequest): SessionOrigin => ({
  userAgent: storedUserAgent(req.headers['user-agent']),
  ipNetwork: truncateIp(req.ip),
});

export type SignIn = (req: FastifyRequest, reply: FastifyReply, user: UserRow) => Promise<LoginResponse>;

/** `completeSignIn` bound to the app (a passkey sign-in needs no second step: the passkey is two factors itself). */
export const signInWith =
  (app: FastifyInstance): SignIn =>
  (req, reply, user) =>
    completeSignIn(app, req, reply, user);
