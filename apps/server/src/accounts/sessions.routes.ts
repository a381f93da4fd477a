/**
 * Sessions and devices (issue 25, item 4): the signed-in account's sessions with their browser, system and network,
 * and ending one or every other. An ended session's refresh token and access tokens are refused at once by every
 * instance: both are checked against its row (sessions.queries.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { callerOf } from './authenticate.js';
import { describeUserAgent } from './devices.js';
import { requireRecentConfirmation } from './step-up.js';
import { activeSessions, endOtherSessions, endSession } from './sessions.queries.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'mySessions', async (req) => {
    const { userId, sessionId } = callerOf(req);
    return (await activeSessions(db, userId)).map((s) => ({
      id: s.id,
      current: s.id === sessionId,
      createdAt: s.created_at.toISOString(),
      lastUsedAt: s.last_used_at.toISOString(),
      userAgent: describeUserAgent(s.user_agent),
      ip: s.ip_network,
    }));
  });

  // a stolen session must not sign its owner out everywhere else: the owner confirms first (step-up.ts)
  route(app, 'endSession', async (req, reply) => {
    await requireRecentConfirmation(db, req);
    // another account's session, an ended one and an unknown id read alike
    if (!(await endSession(db, callerOf(req).userId, req.params.id))) throw new HttpError(404, AUTH_MESSAGES.sessionNotFound);
    return reply.code(204).send();
  });

  route(app, 'endOtherSessions', async (req, reply) => {
    const { userId, sessionId } = callerOf(req);
    await requireRecentConfirmation(db, req);
    await endOtherSessions(db, userId, sessionId);
    return reply.code(204).send();
  });
};
