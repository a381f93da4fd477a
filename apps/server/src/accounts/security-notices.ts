/**
 * Security notices (issue 25): the account's address is told, in the account's language, when how the account
 * signs in changes (two-step sign-in on or off, new recovery codes, a new password, a passkey added), so an owner
 * whose account someone else has taken over hears of it. Queued in the transaction of the change (the outbox sends
 * it afterwards): the request never waits for a mail server, and a change that fails sends nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client.js';
import type { MailValues, SecurityNoticeKind } from '../mail/templates.js';
import type { UserRow } from './users.queries.js';

/** A notice is worth delivering for a week after the change (then a late one would only confuse). */
const NOTICE_MINUTES = 7 * 24 * 60;

export function sendSecurityNotice(
  app: FastifyInstance,
  tx: Queryable,
  user: Pick<UserRow, 'username' | 'email' | 'mail_language'>,
  kind: SecurityNoticeKind,
  values: Omit<MailValues, 'username' | 'link'> = {},
): Promise<number> {
  return app.mail.send(tx, {
    kind,
    to: user.email,
    language: user.mail_language,
    values: { ...values, username: user.username, link: `${app.config.siteUrl}/settings` },
    expiresInMinutes: NOTICE_MINUTES,
  });
}
