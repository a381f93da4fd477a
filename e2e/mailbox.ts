/**
 * The browser tests' mail: a real SMTP server (smtp-server) that the app under test sends through, writing each
 * received message to a directory as an .eml file; `mailTo` waits for the newest message to an address and parses it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, inject } from 'vitest';

export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(join(dir, `${String(++received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, dir, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The newest message to `address`, with `subject` when given (waiting up to 15 s for one to arrive). */
export async function mailTo(address: string, subject?: string): Promise<ParsedMail> {
  const dir = inject('mailDir');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(dir).sort().reverse()) {
          const mail = await simpleParser(readFileSync(join(dir, file)));
          if (subject !== undefined && mail.subject !== subject) continue;
          if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === address)) return (found = mail);
        }
        return undefined;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBeDefined();
  return found!;
}
