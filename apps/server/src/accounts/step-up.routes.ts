/**
 * `POST user/me/confirm`: the owner proves again it is them, as deleting the account asks (confirm-owner.ts), and the
 * caller's session may make sensitive changes for `CONFIRMATION_WINDOW_MINUTES` (step-up.ts, decision 0043).
 * `POST user/me/confirm/passkey-options`: the challenge a passkey answers for it. Deletion's limits, per address
 * and per account, count these attempts too: one budget of guesses at the owner's password, whichever asks it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@klama/contract';
import { route } from '../plugins/route.js';
import { callerOf, Unauthorized } from './authenticate.js';
import { confirmOwner, ownerPasskeyChallenge } from './confirm-owner.js';
import { confirmSession } from './sessions.queries.js';
import { findUserById } from './users.queries.js';
import { relyingPartyOf } from './webauthn.js';

export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);
  const rp = relyingPartyOf(app.config.siteUrl);

  route(app, 'confirmMePasskeyOptions', ownerPasskeyChallenge(db, rp), { onRequest: limit('deleteAccountPerIp') });

  route(
    app,
    'confirmMe',
    async (req) => {
      const { userId, sessionId } = callerOf(req);
      const user = await findUserById(db, userId);
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      await confirmOwner({ db, rp, google: app.accounts.google, log: req.log }, user, req.body, {
        passwordIncorrect: AUTH_MESSAGES.confirmPasswordIncorrect,
        passkeyRefused: AUTH_MESSAGES.confirmPasskeyRefused,
      });
      const confirmedUntil = await confirmSession(db, sessionId, userId);
      if (!confirmedUntil) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      return { confirmedUntil: confirmedUntil.toISOString() };
    },
    { onRequest: limit('deleteAccountPerIp'), preHandler: limit('deleteAccountPerAccount') },
  );
};
