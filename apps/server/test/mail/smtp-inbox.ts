/**
 * A real SMTP server for the tests (smtp-server), whose received messages are parsed (mailparser) for the test to
 * read and follow links from. `stall` makes it accept connections and then say nothing (a hung mail server).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../response-cache/eventually.js';
import { createTestApp, type TestApp } from '../test-app.js';

export interface SmtpInbox {
  url: string;
  port: number;
  messages: ParsedMail[];
  /** the `n`-th message (1-based) once it has arrived */
  message(n?: number, withinMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => (messages.push(mail), done()))
        .catch(done);
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    async message(n = 1, withinMs = 10_000) {
      await eventually(async () => {
        if (messages.length < n) throw new Error(`${messages.length} messages arrived, waiting for ${n}`);
      }, withinMs);
      return messages[n - 1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A mail server that accepts connections and never answers (no greeting): a hung or overloaded server. */
export async function startStalledServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => void sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** An app whose SMTP_URL names a port nobody listens on (a mail server that is down), retrying every 0.3 s. */
export async function appWithMailServerDown(siteUrl: string): Promise<{ t: TestApp; port: number }> {
  const port = await freePort();
  const t = await createTestApp({
    seed: false,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: siteUrl },
    app: { mail: { worker: { retryDelaySeconds: () => 0.3 } } },
  });
  return { t, port };
}
