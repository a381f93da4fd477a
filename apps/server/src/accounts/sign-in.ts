/**
 * How every sign-in ends once the person has proved who they are (password, Google, passkey): a new session, its
 * refresh token in the refresh cookie, and the profile with an access token in the answer. A disabled account gets
 * no session (403, from startSession).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@klama/contract';
import { setRefreshCookie } from './refresh-cookie.js';
import { startSession } from './sessions.queries.js';
import { publicProfile, type UserRow } from './users.queries.js';

export type SignIn = (req: FastifyRequest, reply: FastifyReply, user: UserRow) => Promise<LoginResponse>;

export function signInWith(app: FastifyInstance): SignIn {
  return async (req, reply, user) => {
    const { sessionId, refreshToken, expiresAt } = await startSession(app.db, user.id);
    setRefreshCookie(req, reply, refreshToken, expiresAt);
    const accessToken = await app.accounts.tokens.signAccess({ userId: user.id, sessionId });
    return { ...publicProfile(user), accessToken };
  };
}
