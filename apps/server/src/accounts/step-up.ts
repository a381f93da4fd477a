/**
 * The step-up before a sensitive change (issue 25, ASVS 7.5.1 and 7.5.2; decision 0043): a stolen session must not
 * change the email (then reset the password by mail), add its own passkey, turn two-step sign-in on with its own
 * authenticator or end the owner's sessions. Those routes call `requireRecentConfirmation` first: 403
 * `auth.confirmRequired` unless the owner confirmed on this very session (`POST user/me/confirm`, step-up.routes.ts)
 * within `CONFIRMATION_WINDOW_MINUTES`. The web app answers the 403 with its "Confirm it's you" dialog and retries.
 */
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import { callerOf } from './authenticate.js';
import { isSessionConfirmed } from './sessions.queries.js';

export async function requireRecentConfirmation(db: Queryable, req: FastifyRequest): Promise<void> {
  const { sessionId, userId } = callerOf(req);
  if (!(await isSessionConfirmed(db, sessionId, userId))) throw new HttpError(403, AUTH_MESSAGES.confirmRequired);
}
