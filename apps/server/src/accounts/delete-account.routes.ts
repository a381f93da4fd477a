/**
 * `DELETE user/me` (issue 25 item 7): the owner confirms again (the password, a fresh Google credential of the
 * account's own Google subject, or one of the account's passkeys answering a challenge handed out for this by
 * `deleteMePasskeyOptions`), then the account and everything it owns are erased in one transaction
 * (delete-account.queries.ts). Every session ends with it: the sessions are gone, so every access token is refused
 * on its next call. Limited per address and per account like sign-in. Answers 400, never 401, to a wrong
 * confirmation: a 401 would make the web app refresh and retry, then sign the owner out.
 */
import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, type DeleteAccountBody } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { Unauthorized } from './authenticate.js';
import type { GoogleVerifier } from './google.js';
import { verifyPassword } from './passwords.js';
import { clearRefreshCookie } from './refresh-cookie.js';
import { eraseAccount, isLastAdmin } from './delete-account.queries.js';
import { findUserById, type UserRow } from './users.queries.js';
import { checkAssertion, transportsOf } from './passkey-assertion.js';
import { CHALLENGE_MINUTES, credentialsOf, storeChallenge } from './passkeys.queries.js';
import { relyingPartyOf, type RelyingParty } from './webauthn.js';

/** How old a Google credential may be: one the owner has just been given by pressing Google's button. */
export const GOOGLE_CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

/** A one-way name for the erased account in the audit log: random, so nothing links it back to the person. */
export const newPseudonym = () => `deleted-${randomBytes(8).toString('hex')}`;

export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);
  const rp = relyingPartyOf(app.config.siteUrl);

  route(
    app,
    'deleteMePasskeyOptions',
    async (req) => {
      const user = req.user && (await findUserById(db, req.user.userId));
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      const { credentials } = await credentialsOf(db, user.id);
      if (credentials.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
      // only this account's passkeys are offered; the challenge is handed to the account, which no sign-in's is
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CHALLENGE_MINUTES * 60_000,
        userVerification: 'required',
        allowCredentials: credentials.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
      });
      await storeChallenge(db, options.challenge, 'authentication', { userId: user.id, userHandle: null });
      return options;
    },
    { onRequest: limit('deleteAccountPerIp') },
  );

  route(
    app,
    'deleteMe',
    async (req, reply) => {
      // the account group's hook has authenticated the caller (access/ sits above accounts/: no import of it here)
      const user = req.user && (await findUserById(db, req.user.userId));
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      if ('passkey' in req.body) await confirmWithPasskey(db, rp, user, req.body.passkey as AuthenticationResponseJSON, req.log);
      else await confirmOwner(user, req.body, app.accounts.google);
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

async function confirmWithPasskey(
  db: Queryable,
  rp: RelyingParty,
  user: UserRow,
  answer: AuthenticationResponseJSON,
  log: FastifyBaseLogger,
): Promise<void> {
  const outcome = await checkAssertion(db, rp, answer, user.id, log);
  if (!('refused' in outcome)) return;
  throw new HttpError(400, outcome.refused === 'expired' ? PASSKEY_MESSAGES.ceremonyExpired : AUTH_MESSAGES.deletePasskeyRefused);
}

async function confirmOwner(
  user: UserRow,
  body: Exclude<DeleteAccountBody, { passkey: unknown }>,
  google: GoogleVerifier | null,
): Promise<void> {
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
