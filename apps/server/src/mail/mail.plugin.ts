/**
 * Mail for the app (issue 25): `app.mail.send(db, …)` renders a message in the recipient's language and queues it
 * in the caller's transaction; this instance's worker sends it after the commit. A request never waits for a mail
 * server, and a mail server that is down only delays the message.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client.js';
import { enqueueMail } from './outbox.queries.js';
import { MailWorker, type MailWorkerOptions } from './mail-worker.js';
import { renderMail, type MailKind, type MailLanguage, type MailValues } from './templates.js';
import { fileTransport, smtpTransport, type MailTransport } from './transport.js';

export interface MailRequest {
  kind: MailKind;
  to: string;
  language: MailLanguage;
  values: MailValues;
  /** the message is abandoned if it could not be sent by then (its link has expired) */
  expiresInMinutes: number;
  /** headers beyond From/To/Subject (List-Unsubscribe) */
  headers?: Record<string, string>;
}

export interface Mail {
  /** Queues the message in `db`'s transaction (the app's database when not in one). */
  send(db: Queryable, request: MailRequest): Promise<number>;
  /** The background sender (tests wait for it; operators' status reads the outbox). */
  readonly worker: MailWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export interface MailOptions {
  /** replaces SMTP_URL / the outbox directory (tests) */
  transport?: MailTransport;
  worker?: MailWorkerOptions;
}

export function registerMail(app: FastifyInstance, options: MailOptions = {}): void {
  const { config } = app;
  const log = { info: (m: string) => app.log.info(m), error: (m: string) => app.log.error(m) };
  const transport =
    options.transport ??
    (config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : fileTransport(config.dataDir, config.mail.from, log.info));
  const worker = new MailWorker(app.db, transport, log, options.worker);
  const site = { name: 'K-lama', url: config.siteUrl };
  app.decorate('mail', {
    worker,
    send: (db, r) =>
      enqueueMail(db, {
        ...renderMail(r.kind, r.language, r.values, site),
        kind: r.kind,
        to: r.to,
        expiresInMinutes: r.expiresInMinutes,
        headers: r.headers,
      }),
  } satisfies Mail);
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
