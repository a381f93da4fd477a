/**
 * Passkeys (issue 25 item 5, docs/decisions/0038-passkeys.md): adding one from Settings (account group) and signing
 * in with one, including the browser's autofill prompt (auth group). Both ceremonies require user verification
 * (a PIN or biometric on the authenticator): a passkey is then two factors in itself, so its sign-in skips the
 * two-step code that a password sign-in may ask for, and ends exactly as a password sign-in does (sign-in.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AUTH_MESSAGES, PASSKEY_MESSAGES, PASSKEYS_PER_ACCOUNT_MAX } from '@klama/contract';
import { HttpError, notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { callerOf, Unauthorized } from './authenticate.js';
import { requireRecentConfirmation } from './step-up.js';
import {
  CHALLENGE_MINUTES,
  credentialsOf,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  renamePasskey,
  spendChallenge,
  storeChallenge,
} from './passkeys.queries.js';
import { checkAssertion, transportsOf } from './passkey-assertion.js';
import { sendSecurityNotice } from './security-notices.js';
import { signInWith } from './sign-in.js';
import { findUserById } from './users.queries.js';
import { challengeOf, relyingPartyOf } from './webauthn.js';

const TIMEOUT_MS = CHALLENGE_MINUTES * 60_000;
const DEFAULT_NAME = 'Passkey';

/** Adding, listing, renaming and removing the signed-in account's passkeys. */
export const passkeyAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const rp = relyingPartyOf(app.config.siteUrl);

  route(
    app,
    'passkeyRegisterOptions',
    async (req) => {
      const user = await findUserById(db, callerOf(req).userId);
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      // a stolen session must not add its own passkey: the owner confirms first (the registration needs these options)
      await requireRecentConfirmation(db, req);
      const { credentials, userHandle = isoBase64URL.fromBuffer(randomBytes(32)) } = await credentialsOf(db, user.id);
      if (credentials.length >= PASSKEYS_PER_ACCOUNT_MAX) throw new HttpError(400, PASSKEY_MESSAGES.tooMany);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.username,
        userDisplayName: user.username,
        userID: isoBase64URL.toBuffer(userHandle),
        timeout: TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: credentials.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await storeChallenge(db, options.challenge, 'registration', { userId: user.id, userHandle });
      return options;
    },
    { onRequest: app.authLimit('passkeyRegisterPerIp') },
  );

  route(
    app,
    'passkeyRegister',
    async (req, reply) => {
      const user = await findUserById(db, callerOf(req).userId);
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      const userId = user.id;
      const response = req.body.response as RegistrationResponseJSON;
      const challenge = challengeOf(response.response.clientDataJSON);
      const spent = challenge ? await spendChallenge(db, challenge, 'registration', userId) : undefined;
      if (!challenge || !spent?.userHandle) throw new HttpError(400, PASSKEY_MESSAGES.ceremonyExpired);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((err: unknown) => {
        req.log.info({ err }, 'passkey registration refused');
        return undefined;
      });
      // the answer's id must be the credential its attestation made
      if (!verification?.verified || verification.registrationInfo.credential.id !== response.id)
        throw new HttpError(400, PASSKEY_MESSAGES.notVerified);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const passkey = await insertPasskey(
        db,
        {
          userId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          userHandle: spent.userHandle,
          name: req.body.name ?? DEFAULT_NAME,
          backedUp: credentialBackedUp,
        },
        (tx, added) => sendSecurityNotice(app, tx, user, 'passkey-added', { passkeyName: added.name }),
      );
      return reply.code(201).send(passkey);
    },
    { onRequest: app.authLimit('passkeyRegisterPerIp') },
  );

  route(app, 'passkeys', async (req) => listPasskeys(db, callerOf(req).userId));

  route(app, 'renamePasskey', async (req) => {
    const renamed = await renamePasskey(db, callerOf(req).userId, req.params.id, req.body.name);
    if (!renamed) throw notFound(PASSKEY_MESSAGES.notFound);
    return renamed;
  });

  route(app, 'deletePasskey', async (req, reply) => {
    if (!(await deletePasskey(db, callerOf(req).userId, req.params.id))) throw notFound(PASSKEY_MESSAGES.notFound);
    return reply.code(204).send();
  });
};

/** Signing in with a discoverable passkey: no username first, the browser offers the site's passkeys. */
export const passkeyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const rp = relyingPartyOf(app.config.siteUrl);
  const signIn = signInWith(app);

  route(
    app,
    'passkeyLoginOptions',
    async () => {
      const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: TIMEOUT_MS, userVerification: 'required' });
      await storeChallenge(db, options.challenge, 'authentication', null);
      return options;
    },
    { onRequest: app.authLimit('passkeyLoginOptionsPerIp') },
  );

  route(
    app,
    'passkeyLogin',
    async (req, reply) => {
      const outcome = await checkAssertion(db, rp, req.body.response as AuthenticationResponseJSON, null, req.log);
      if ('refused' in outcome && outcome.refused === 'expired') throw new HttpError(400, PASSKEY_MESSAGES.ceremonyExpired);
      const user = 'passkey' in outcome ? await findUserById(db, outcome.passkey.user_id) : undefined;
      if (!user) throw new Unauthorized(PASSKEY_MESSAGES.signInFailed);
      return signIn(req, reply, user);
    },
    { onRequest: app.authLimit('passkeyLoginPerIp') },
  );
};
