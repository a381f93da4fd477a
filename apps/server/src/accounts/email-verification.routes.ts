/**
 * Email verification (issue 25, item 3): sign-up and an email change mail a confirmation link
 * (`/verify-email#token=…`: in the fragment, so never in a server log or a Referer); `auth/email/verify` spends it,
 * signed in or not (the mail may be opened on another device); "send again" is the signed-in account's, limited
 * per account. An unconfirmed account works as any other; `GET user/me` says `emailVerified`.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, type MailLanguage } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { callerOf, Unauthorized } from './authenticate.js';
import { createVerificationToken, setMailLanguage, VERIFY_LINK_HOURS, verifyEmail } from './email-verification.queries.js';
import { findUserById } from './users.queries.js';

/** Queues the confirmation mail of `email` in `tx` (the transaction that made or changed the address). */
export async function mailVerificationLink(
  app: FastifyInstance,
  tx: Queryable,
  user: { id: number; username: string; email: string },
  language: MailLanguage,
): Promise<void> {
  const token = await createVerificationToken(tx, user.id, user.email);
  await app.mail.send(tx, {
    kind: 'verify-email',
    to: user.email,
    language,
    values: { username: user.username, link: `${app.config.siteUrl}/verify-email#token=${token}`, minutes: VERIFY_LINK_HOURS * 60 },
    expiresInMinutes: VERIFY_LINK_HOURS * 60,
  });
}

/** `auth/email/verify`: public, like the link. */
export const emailVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'verifyEmail',
    async (req) => {
      if (!(await verifyEmail(app.db, req.body.token))) throw new HttpError(400, AUTH_MESSAGES.verifyLinkInvalid);
      return { status: 'ok' as const };
    },
    { onRequest: app.authLimit('verifyEmailPerIp') },
  );
};

/** `user/me/email/verification`: "send again", for the signed-in account. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'resendEmailVerification',
    async (req, reply) => {
      const user = await findUserById(app.db, callerOf(req).userId);
      if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      const language = req.body?.language ?? user.mail_language;
      // a confirmed address gets nothing: the same answer, so a stale screen's button does no harm
      if (!user.email_verified)
        await app.db.transaction(async (tx) => {
          await setMailLanguage(tx, user.id, language);
          await mailVerificationLink(app, tx, user, language);
        });
      return reply.code(202).send({ status: 'ok' as const });
    },
    { preHandler: app.authLimit('resendVerificationPerAccount') },
  );
};
