/**
 * `DELETE user/me` (issue 25 item 7): the owner confirms again (confirm-owner.ts: the password, a fresh Google
 * credential of the account's own Google subject, or one of the account's passkeys answering a challenge handed out
 * for this by `deleteMePasskeyOptions`), then the account and everything it owns are erased in one transaction
 * (delete-account.queries.ts). Every session ends with it: the sessions are gone, so every access token is refused
 * on its next call. Limited per address and per account like sign-in. Answers 400, never 401, to a wrong
 * confirmation: a 401 would make the web app refresh and retry, then sign the owner out.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { Unauthorized } from './authenticate.js';
import { confirmOwner, ownerPasskeyChallenge } from './confirm-owner.js';
import { clearRefreshCookie } from './refresh-cookie.js';
import { eraseAccount, isLastAdmin } from './delete-account.queries.js';
import { findUserById } from './users.queries.js';
import { relyingPartyOf } from './webauthn.js';

/** A one-way name for the erased account in the audit log: random, so nothing links it back to the person. */
export const newPseudonym = () => `deleted-${randomBytes(8).toString('hex')}`;

export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);
  const rp = relyingPartyOf(app.config.siteUrl);

  route(app, 'deleteMePasskeyOptions', ownerPasskeyChallenge(db, rp), { onRequest: limit('deleteAccountPerIp') });

  route(
    app,
    'deleteMe',
    async (req, reply) => {
      // the account group's hook has authenticated the caller (access/ sits above accounts/: no import of it here)
      const user = req.user && (await findUserById(db, req.user.userId));
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      await confirmOwner({ db, rp, google: app.accounts.google, log: req.log }, user, req.body, {
        passwordIncorrect: AUTH_MESSAGES.deletePasswordIncorrect,
        passkeyRefused: AUTH_MESSAGES.deletePasskeyRefused,
      });
      const pseudonym = newPseudonym();
      const outcome = await db.transaction(async (tx) => {
        if (await isLastAdmin(tx, user.id)) return 'last-admin';
        return (await eraseAccount(tx, user, pseudonym)) ? 'erased' : 'gone';
      });
      // the console would be left without an operator: another account must be made admin first
      if (outcome === 'last-admin') throw new HttpError(409, AUTH_MESSAGES.deleteLastAdmin);
      if (outcome === 'gone') throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      req.log.info({ account: pseudonym }, 'account deleted');
      clearRefreshCookie(req, reply);
      return reply.code(204).send();
    },
    { onRequest: limit('deleteAccountPerIp'), preHandler: limit('deleteAccountPerAccount') },
  );
};
