/**
 * Sign-up, login, Google sign-in, complete-profile, refresh and logout: public, each with its rate limit. The
 * refresh token goes out in the refresh cookie (refresh-cookie.ts) only; answers carry the access token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { bearerToken, Unauthorized } from './authenticate.js';
import { hashPassword, verifyPasswordOrDummy } from './passwords.js';
import { assertNewPasswordAllowed } from './password-policy.js';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './refresh-cookie.js';
import { endSessionOf, rotateRefreshToken } from './sessions.queries.js';
import { mailVerificationLink } from './email-verification.routes.js';
import { emailInUse, findUserByGoogleSub, findUserByUsername, insertUser, updateAvatar, type UserRow } from './users.queries.js';
import { route } from '../plugins/route.js';
import { originOf, signInWith } from './sign-in.js';
import { createChallenge } from './two-factor.queries.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accounts } = app;
  const { tokens } = accounts;
  const limit = app.authLimit.bind(app);

  const signIn = signInWith(app);
  /** The second step an account with two-step sign-in still owes (two-factor.routes.ts), or the session. */
  async function signInOrChallenge(req: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const challenge = await createChallenge(db, user.id);
    return challenge ? { twoFactorRequired: true as const, challenge } : signIn(req, reply, user);
  }

  route(app, 'authConfig', async () => ({
    googleClientId: app.config.googleClientId ?? null,
  }));

  route(
    app,
    'signup',
    async (req, reply) => {
      const { username, email, password, language = 'en' } = req.body;
      assertNewPasswordAllowed(password, { username, email });
      const passwordHash = await hashPassword(password);
      // the account and its confirmation mail together, or neither
      const user = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { username, email, passwordHash, googleSub: null, avatar: null, mailLanguage: language });
        await mailVerificationLink(app, tx, created, language);
        return created;
      });
      return reply.code(201).send(await signIn(req, reply, user));
    },
    { onRequest: limit('signupPerIp') },
  );

  route(
    app,
    'login',
    async (req, reply) => {
      const user = await findUserByUsername(db, req.body.username);
      // Same work and the same answer whether the user is unknown, has no password or typed it wrong.
      if (!(await verifyPasswordOrDummy(req.body.password, user?.password_hash))) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
      return signInOrChallenge(req, reply, user!);
    },
    {
      onRequest: limit('loginPerIp'),
      preHandler: limit('loginPerAccountAddress'), // and, for targeted accounts, loginPerTargetedAccountAddress
    },
  );

  route(
    app,
    'googleLogin',
    async (req, reply) => {
      if (!accounts.google) throw new HttpError(503, AUTH_MESSAGES.googleNotConfigured);
      const identity = await accounts.google(req.body.token);
      const known = await findUserByGoogleSub(db, identity.sub);
      if (known) {
        if (!known.avatar && identity.picture) await updateAvatar(db, known.id, identity.picture);
        return reply.code(200).send(await signInOrChallenge(req, reply, { ...known, avatar: known.avatar ?? identity.picture }));
      }
      // Linking by email would let whoever registered that address with a password into this
      // Google user's account (pre-hijacking), so accounts are linked by Google subject only.
      if (await emailInUse(db, identity.email)) throw new HttpError(409, AUTH_MESSAGES.googleAccountExists);
      const tempToken = await tokens.signSignup({ googleSub: identity.sub, email: identity.email, picture: identity.picture });
      return reply.code(202).send({ requiresUsername: true as const, tempToken });
    },
    { onRequest: limit('googlePerIp') },
  );

  route(
    app,
    'completeProfile',
    async (req, reply) => {
      const token = bearerToken(req);
      const pending = token ? await tokens.verifySignup(token) : null;
      if (!pending) throw new Unauthorized(AUTH_MESSAGES.invalidTempToken);
      const user = await insertUser(db, {
        username: req.body.username,
        email: pending.email,
        passwordHash: null,
        googleSub: pending.googleSub,
        avatar: pending.picture,
        emailVerified: true, // Google verifies its addresses (google.ts refuses an unverified one)
      });
      return reply.code(201).send(await signIn(req, reply, user));
    },
    { onRequest: limit('completeProfilePerIp') },
  );

  route(
    app,
    'refresh',
    async (req, reply) => {
      const presented = presentedRefreshToken(req, req.body);
      const rotated = presented ? await rotateRefreshToken(db, presented, originOf(req)) : ({ ok: false, reason: 'unknown' } as const);
      if (!rotated.ok) {
        if (rotated.reason === 'reused') req.log.warn('refresh token reused: session family revoked');
        clearRefreshCookie(req, reply);
        throw new Unauthorized(AUTH_MESSAGES.invalidRefreshToken);
      }
      setRefreshCookie(req, reply, rotated.refreshToken, rotated.expiresAt);
      return { accessToken: await tokens.signAccess({ userId: rotated.userId, sessionId: rotated.sessionId }) };
    },
    { onRequest: limit('refreshPerIp') },
  );

  route(app, 'logout', async (req, reply) => {
    const presented = presentedRefreshToken(req, req.body);
    if (presented) await endSessionOf(db, presented);
    clearRefreshCookie(req, reply);
    return { status: 'ok' as const };
  });
};
