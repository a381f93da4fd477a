/**
 * Where mail goes: the SMTP server of SMTP_URL, or, with none (the embedded default), an `.eml` file per message in
 * DATA_DIR/outbox whose link is also logged — so a person running `npm start` alone can still reset a password.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ClaimedMail } from './outbox.queries.js';

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/** A slow or silent mail server costs a worker at most this long per message, never a request. */
const SMTP_TIMEOUT_MS = 15_000;

export function smtpTransport(url: string, from: string, timeoutMs = SMTP_TIMEOUT_MS): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    close: () => transporter.close(),
  };
}

const LINK = /https?:\/\/\S+/;

export function fileTransport(dataDir: string, from: string, log: (line: string) => void): MailTransport {
  const dir = join(dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      const link = LINK.exec(mail.text)?.[0];
      log(`mail "${mail.subject}" to ${mail.to} written to ${file}${link ? `; its link: ${link}` : ''}`);
    },
    close: () => undefined,
  };
}
