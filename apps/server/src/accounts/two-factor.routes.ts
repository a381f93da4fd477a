/**
 * Two-step sign-in (issue 25 item 6; docs/decisions/0037). In Settings: set up an authenticator (pending until a
 * first code confirms it, which gives ten recovery codes), see whether it is on, turn it off with the password.
 * At sign-in (`auth/login` and `auth/google` answer a challenge instead of a session, auth.routes.ts): the second
 * step, a code from the app or a recovery code. Wrong codes are limited per challenge (it dies after
 * CHALLENGE_ATTEMPTS), per account and per address (rate-limits.ts); a code works once (its time step is spent).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@klama/contract';
import { HttpError } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { callerOf, Unauthorized } from './authenticate.js';
import { verifyPassword } from './passwords.js';
import { rateLimitSubjects } from './rate-limits.js';
import { matchesRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { completeSignIn } from './sign-in.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.js';
import {
  challengeAccount,
  countChallengeAttempt,
  enableTotp,
  findTotp,
  recoveryCodesLeft,
  removeTwoFactor,
  savePendingTotp,
  spendChallenge,
  spendRecoveryCode,
  spendTimeStep,
  unusedRecoveryCodes,
} from './two-factor.queries.js';
import { findUserById } from './users.queries.js';

/** The account's own two-step routes (account group). */
export const twoFactorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accounts } = app;
  const manageLimit = { onRequest: app.authLimit('twoFactorManagePerIp') };

  const currentUser = async (req: FastifyRequest) => {
    const user = await findUserById(db, callerOf(req).userId);
    if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
    return user;
  };

  route(app, 'twoFactorStatus', async (req) => {
    const { userId } = callerOf(req);
    const totp = await findTotp(db, userId);
    return { enabled: totp?.enabled ?? false, recoveryCodesLeft: totp?.enabled ? await recoveryCodesLeft(db, userId) : 0 };
  });

  route(
    app,
    'totpSetup',
    async (req) => {
      const user = await currentUser(req);
      const secret = newTotpSecret();
      if (!(await savePendingTotp(db, user.id, accounts.secretBox.seal(user.id, secret))))
        throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
    },
    manageLimit,
  );

  route(
    app,
    'totpEnable',
    async (req) => {
      const { userId } = callerOf(req);
      const pending = await findTotp(db, userId);
      if (pending?.enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = pending && accounts.secretBox.open(userId, pending.secret_ciphertext);
      if (!secret) throw new HttpError(409, TWO_FACTOR_MESSAGES.notPending);
      const timeStep = await verifyTotp(secret, req.body.code, null);
      if (timeStep === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
      const { codes, stored } = newRecoveryCodes();
      const enabled = await db.transaction((tx) => enableTotp(tx, userId, timeStep, stored));
      if (!enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      return { recoveryCodes: codes };
    },
    manageLimit,
  );

  route(
    app,
    'twoFactorDisable',
    async (req, reply) => {
      const user = await currentUser(req);
      if (!user.password_hash) throw new HttpError(400, TWO_FACTOR_MESSAGES.needsPassword);
      // 400, not 401: a 401 would make the client refresh and retry, then sign the user out
      if (!(await verifyPassword(req.body.password, user.password_hash))) throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
      const removed = await db.transaction((tx) => removeTwoFactor(tx, user.id));
      if (!removed) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
      return reply.code(204).send();
    },
    manageLimit,
  );
};

/** The second step of a sign-in (auth group). */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accounts } = app;
  const perAccount = app.authLimit('twoFactorPerAccount');

  /** Whether the code (from the app, or a recovery code) is right for the account; a right one is spent. */
  async function spendCode(userId: number, body: { code?: string; recoveryCode?: string }): Promise<boolean> {
    if (body.code !== undefined) {
      const totp = await findTotp(db, userId);
      const secret = totp?.enabled ? accounts.secretBox.open(userId, totp.secret_ciphertext) : null;
      if (!totp || !secret) return false;
      const timeStep = await verifyTotp(secret, body.code, totp.last_time_step);
      return timeStep !== null && (await spendTimeStep(db, userId, timeStep));
    }
    const typed = body.recoveryCode ?? '';
    const match = (await unusedRecoveryCodes(db, userId)).find((stored) => matchesRecoveryCode(stored, typed));
    return match !== undefined && (await spendRecoveryCode(db, match.id));
  }

  route(
    app,
    'loginTwoFactor',
    async (req, reply) => {
      const { challenge } = req.body;
      const userId = await challengeAccount(db, challenge);
      if (userId === undefined) throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
      // counted against the account only once the challenge is known to be its: a forged one cannot lock anyone out
      rateLimitSubjects.set(req, String(userId));
      await perAccount(req, reply);
      if (!(await countChallengeAttempt(db, challenge))) throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
      if (!(await spendCode(userId, req.body)))
        throw new HttpError(400, req.body.code !== undefined ? TWO_FACTOR_MESSAGES.codeInvalid : TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
      if (!(await spendChallenge(db, challenge))) throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
      const user = await findUserById(db, userId);
      if (!user) throw new Unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
      return completeSignIn(app, req, reply, user);
    },
    { onRequest: app.authLimit('twoFactorPerIp') },
  );
};
