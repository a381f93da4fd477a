/**
 * `DELETE user/me` (issue 25 item 7): the owner confirms again (the password, or a fresh Google credential of the
 * account's own Google subject), then the account and everything it owns are erased in one transaction
 * (delete-account.queries.ts). Every session ends with it: the sessions are gone, so every access token is refused
 * on its next call. Limited per address and per account like sign-in. Answers 400, never 401, to a wrong
 * confirmation: a 401 would make the web app refresh and retry, then sign the owner out.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, type DeleteAccountBody } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { Unauthorized } from './authenticate.js';
import type { GoogleVerifier } from './google.js';
import { verifyPassword } from './passwords.js';
import { clearRefreshCookie } from './refresh-cookie.js';
import { eraseAccount, isLastAdmin } from './delete-account.queries.js';
import { findUserById, type UserRow } from './users.queries.js';

/** How old a Google credential may be: one the owner has just been given by pressing Google's button. */
export const GOOGLE_CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

/** A one-way name for the erased account in the audit log: random, so nothing links it back to the person. */
export const newPseudonym = () => `deleted-${randomBytes(8).toString('hex')}`;

export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);

  route(
    app,
    'deleteMe',
    async (req, reply) => {
      // the account group's hook has authenticated the caller (access/ sits above accounts/: no import of it here)
      const user = req.user && (await findUserById(db, req.user.userId));
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      await confirmOwner(user, req.body, app.accounts.google);
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

async function confirmOwner(user: UserRow, body: DeleteAccountBody, google: GoogleVerifier | null): Promise<void> {
  if ('password' in body) {
    if (!user.password_hash) throw new HttpError(400, AUTH_MESSAGES.deleteNeedsGoogle);
    if (!(await verifyPassword(body.password, user.password_hash))) throw new HttpError(400, AUTH_MESSAGES.deletePasswordIncorrect);
    return;
  }
  if (!user.google_sub) throw new HttpError(400, AUTH_MESSAGES.deleteNeedsPassword);
  if (!google) throw new HttpError(503, AUTH_MESSAGES.googleNotConfigured);
  const identity = await google(body.google).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 401 ? new HttpError(400, err.message) : err;
  });
  const age = identity.issuedAt === null ? Infinity : Date.now() / 1000 - identity.issuedAt;
  if (age > GOOGLE_CONFIRMATION_MAX_AGE_SECONDS) throw new HttpError(400, AUTH_MESSAGES.googleTokenInvalid);
  if (identity.sub !== user.google_sub) throw new HttpError(400, AUTH_MESSAGES.deleteGoogleMismatch);
}
