/**
 * Two-step sign-in (issue 25 item 6; docs/decisions/0037). In Settings: set up an authenticator (pending until a
 * first code confirms it, which gives ten recovery codes), see whether it is on, turn it off with the password.
 * New recovery codes in place of all the old ones (the password or a current code). Each change mails a notice.
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
import { requireRecentConfirmation } from './step-up.js';
import { sendSecurityNotice } from './security-notices.js';
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
  replaceRecoveryCodes,
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
  const manageLimit = { onRequest: app.authLimit('twoFactorManagePerIp'), preHandler: app.authLimit('twoFactorManagePerAccount') };
  const perAccount = app.authLimit('twoFactorPerAccount');

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
      // a stolen session must not turn two-step sign-in on with its own authenticator
      await requireRecentConfirmation(db, req);
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
      const user = await currentUser(req);
      const pending = await findTotp(db, user.id);
      if (pending?.enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
      const secret = pending && accounts.secretBox.open(user.id, pending.secret_ciphertext);
      if (!secret) throw new HttpError(409, TWO_FACTOR_MESSAGES.notPending);
      const timeStep = await verifyTotp(secret, req.body.code, null);
      if (timeStep === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
      const { codes, stored } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await enableTotp(tx, user.id, timeStep, stored))) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
        await sendSecurityNotice(app, tx, user, 'two-factor-on');
      });
      return { recoveryCodes: codes };
    },
    manageLimit,
  );

  route(
    app,
    'regenerateRecoveryCodes',
    async (req, reply) => {
      const user = await currentUser(req);
      const totp = await findTotp(db, user.id);
      if (!totp?.enabled) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
      // wrong codes and passwords count against the account as the sign-in's second step does
      rateLimitSubjects.set(req, String(user.id));
      await perAccount(req, reply);
      if ('code' in req.body) {
        const secret = accounts.secretBox.open(user.id, totp.secret_ciphertext);
        const timeStep = secret ? await verifyTotp(secret, req.body.code, totp.last_time_step) : null;
        if (timeStep === null || !(await spendTimeStep(db, user.id, timeStep))) throw new HttpError(400, TWO_FACTOR_MESSAGES.codeInvalid);
      } else {
        if (!user.password_hash) throw new HttpError(400, TWO_FACTOR_MESSAGES.needsPasswordOrCode);
        if (!(await verifyPassword(req.body.password, user.password_hash)))
          throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
      }
      const { codes, stored } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await replaceRecoveryCodes(tx, user.id, stored))) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
        await sendSecurityNotice(app, tx, user, 'recovery-codes-new');
      });
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
      await db.transaction(async (tx) => {
        if (!(await removeTwoFactor(tx, user.id))) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
        await sendSecurityNotice(app, tx, user, 'two-factor-off');
      });
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
