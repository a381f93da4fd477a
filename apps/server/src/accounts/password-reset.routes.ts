/**
 * "Forgot password?" (issue 25, item 2). Asking answers 202 at once, the same for every address: whether an
 * account uses it, and the mail, are dealt with after the answer has gone, so neither the answer nor its timing
 * tells a stranger which addresses have accounts. Limited per asking address and per mailbox.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, type MailLanguage } from '@klama/contract';
import { route } from '../plugins/route.js';
import { HttpError } from '../plugins/errors.js';
import { hashPassword } from './passwords.js';
import { assertNewPasswordAllowed } from './password-policy.js';
import { createResetToken, findResetRecipient, RESET_LINK_MINUTES, resetPassword } from './password-reset.queries.js';
import { findUserById, normalizeEmail } from './users.queries.js';
import { sendSecurityNotice } from './security-notices.js';
import type { Queryable } from '../db/client.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);

  async function mailResetLink(email: string, language: MailLanguage) {
    const recipient = await findResetRecipient(db, normalizeEmail(email));
    if (!recipient) return;
    await db.transaction(async (tx) => {
      const token = await createResetToken(tx, recipient.userId);
      // the token rides in the fragment: never sent to a server, so never in an access log or a Referer
      const link = `${app.config.siteUrl}/reset-password#token=${token}`;
      await app.mail.send(tx, {
        kind: 'password-reset',
        to: recipient.email,
        language,
        values: { username: recipient.username, link, minutes: RESET_LINK_MINUTES },
        expiresInMinutes: RESET_LINK_MINUTES,
      });
    });
  }

  route(
    app,
    'passwordResetRequest',
    async (req, reply) => {
      const { email, language } = req.body;
      reply.raw.once('finish', () => {
        mailResetLink(email, language).catch((err: unknown) => req.log.error({ err }, 'password reset mail not queued'));
      });
      return reply.code(202).send({ status: 'ok' as const });
    },
    { onRequest: limit('resetRequestPerIp'), preHandler: limit('resetRequestPerEmail') },
  );

  route(
    app,
    'passwordReset',
    async (req) => {
      // before the link is spent: a refused password leaves it usable for another try
      assertNewPasswordAllowed(req.body.newPassword);
      const notify = async (tx: Queryable, userId: number) => {
        const user = await findUserById(tx, userId);
        if (user) await sendSecurityNotice(app, tx, user, 'password-set-by-reset');
      };
      if (!(await resetPassword(db, req.body.token, await hashPassword(req.body.newPassword), notify)))
        throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      return { status: 'ok' as const };
    },
    { onRequest: limit('resetPerIp') },
  );
};
