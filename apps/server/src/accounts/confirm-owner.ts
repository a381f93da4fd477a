/**
 * The owner of an account proves again it is them: the password, a fresh Google credential of the account's own
 * Google subject, or one of the account's passkeys answering a challenge handed out to the account
 * (`ownerPasskeyOptions`). Deleting the account asks it in its body (delete-account.routes.ts); the step-up before
 * other sensitive changes asks it once and marks the session (step-up.ts, decision 0043). A wrong proof is a 400,
 * never a 401: a 401 would make the web app refresh and retry, then sign the owner out.
 */
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, type OwnerConfirmationBody } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError, notFound } from '../plugins/errors.js';
import type { GoogleVerifier } from './google.js';
import { verifyPassword } from './passwords.js';
import { findUserById, type UserRow } from './users.queries.js';
import { callerOf, Unauthorized } from './authenticate.js';
import { checkAssertion, transportsOf } from './passkey-assertion.js';
import { CHALLENGE_MINUTES, credentialsOf, storeChallenge } from './passkeys.queries.js';
import type { RelyingParty } from './webauthn.js';

/** How old a Google credential may be: one the owner has just been given by pressing Google's button. */
export const GOOGLE_CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

/** What a refusal says: what was not done (deletion: "your account was not deleted"). */
export interface ConfirmationRefusals {
  passwordIncorrect: string;
  passkeyRefused: string;
}

export interface OwnerProofContext {
  db: Queryable;
  rp: RelyingParty;
  google: GoogleVerifier | null;
  log: FastifyBaseLogger;
}

/** Resolves when the body proves the caller owns `user`; otherwise a 400 (503 when Google is asked but not set up). */
export async function confirmOwner(
  context: OwnerProofContext,
  user: UserRow,
  body: OwnerConfirmationBody,
  refusals: ConfirmationRefusals,
): Promise<void> {
  if ('passkey' in body) {
    const outcome = await checkAssertion(context.db, context.rp, body.passkey as AuthenticationResponseJSON, user.id, context.log);
    if (!('refused' in outcome)) return;
    throw new HttpError(400, outcome.refused === 'expired' ? PASSKEY_MESSAGES.ceremonyExpired : refusals.passkeyRefused);
  }
  if ('password' in body) {
    if (!user.password_hash) throw new HttpError(400, AUTH_MESSAGES.deleteNeedsGoogle);
    if (!(await verifyPassword(body.password, user.password_hash))) throw new HttpError(400, refusals.passwordIncorrect);
    return;
  }
  if (!user.google_sub) throw new HttpError(400, AUTH_MESSAGES.deleteNeedsPassword);
  if (!context.google) throw new HttpError(503, AUTH_MESSAGES.googleNotConfigured);
  const identity = await context.google(body.google).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 401 ? new HttpError(400, err.message) : err;
  });
  const age = identity.issuedAt === null ? Infinity : Date.now() / 1000 - identity.issuedAt;
  if (age > GOOGLE_CONFIRMATION_MAX_AGE_SECONDS) throw new HttpError(400, AUTH_MESSAGES.googleTokenInvalid);
  if (identity.sub !== user.google_sub) throw new HttpError(400, AUTH_MESSAGES.deleteGoogleMismatch);
}

/**
 * The handler of a route handing the caller a challenge for one of their account's passkeys (deletion's, the
 * step-up's): only the account's own passkeys are offered; the owner answers it to confirm.
 */
export const ownerPasskeyChallenge = (db: Queryable, rp: RelyingParty) => async (req: FastifyRequest) => {
  const user = await findUserById(db, callerOf(req).userId);
  if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
  return ownerPasskeyOptions(db, rp, user);
};

async function ownerPasskeyOptions(db: Queryable, rp: RelyingParty, user: UserRow) {
  const { credentials } = await credentialsOf(db, user.id);
  if (credentials.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
  // the challenge is handed to the account, which no sign-in's is
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_MINUTES * 60_000,
    userVerification: 'required',
    allowCredentials: credentials.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
  });
  await storeChallenge(db, options.challenge, 'authentication', { userId: user.id, userHandle: null });
  return options;
}
