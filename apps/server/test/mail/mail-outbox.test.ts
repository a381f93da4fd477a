/**
 * Mail (issue 25, item 1): a queued message reaches a real SMTP server in the recipient's language, as text and
 * HTML with the site's name and address; HTML typed into a name stays text; a mail server that is down or hung
 * only delays the message (the caller's `send` is an insert); a message whose link expired is abandoned; a sent one
 * keeps no body; two instances on one PostgreSQL send each message once; with no SMTP_URL it lands in
 * DATA_DIR/outbox as an .eml file and its link is logged.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { enqueueMail } from '../../src/mail/outbox.queries.js';
import { renderMail } from '../../src/mail/templates.js';
import { fileTransport, smtpTransport } from '../../src/mail/transport.js';
import { eventually } from '../response-cache/eventually.js';
import { createTestApp, engine, openTestDatabase, type TestApp } from '../test-app.js';
import { appWithMailServerDown, startSmtpInbox, startStalledServer, type SmtpInbox } from './smtp-inbox.js';

// the worker runs beside the test on a shared machine: a deadline for it to get there, not a speed requirement
const MAIL_WITHIN_MS = 20_000;

const SITE = 'https://klama.example';
const RESET = `${SITE}/reset-password?token=abc123`;
const reset = (to: string, username = 'dramafan', language: 'en' | 'ko' = 'en') => ({
  kind: 'password-reset' as const,
  to,
  language,
  values: { username, link: RESET, minutes: 30 },
  expiresInMinutes: 30,
});

interface OutboxRow {
  attempts: number;
  sent_at: string | null;
  abandoned_at: string | null;
  last_error: string | null;
  text_body: string;
  html_body: string;
}
const outboxRow = async (t: TestApp, id: number) =>
  (
    await t.db.query<OutboxRow>('SELECT attempts, sent_at, abandoned_at, last_error, text_body, html_body FROM mail_outbox WHERE id = $1', [
      id,
    ])
  )[0]!;

describe('mail through SMTP_URL', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ seed: false, env: { SMTP_URL: inbox.url, SITE_URL: SITE } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });
  afterEach(() => void inbox.messages.splice(0));

  it('delivers a password-reset mail in English: subject, sender, recipient, the link in text and HTML, the site', async () => {
    const id = await t.app.mail.send(t.db, reset('fan@example.com'));
    const mail = await inbox.message();
    expect(mail.subject).toBe('Reset your K-lama password');
    expect(mail.from?.value).toEqual([{ name: 'K-lama', address: 'no-reply@klama.example' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('fan@example.com');
    expect(mail.text).toContain('Hello dramafan,');
    expect(mail.text).toContain(RESET);
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(mail.text).toContain(`K-lama · ${SITE}`);
    expect(mail.html).toContain(`href="${RESET}"`);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.html).toContain('<html lang="en">');
    // once sent, the outbox keeps the envelope and not the single-use link
    await eventually(async () => expect((await outboxRow(t, id)).sent_at).not.toBeNull(), MAIL_WITHIN_MS);
    const row = await outboxRow(t, id);
    expect(row).toMatchObject({ attempts: 1, text_body: '', html_body: '', last_error: null });
  });

  it('writes in Korean for a Korean recipient', async () => {
    await t.app.mail.send(t.db, reset('pan@example.com', '드라마팬', 'ko'));
    const mail = await inbox.message();
    expect(mail.subject).toBe('K-lama 비밀번호 재설정');
    expect(mail.text).toContain('드라마팬님, 안녕하세요.');
    expect(mail.text).toContain('이 링크는 30분 동안 한 번만 쓸 수 있습니다.');
    expect(mail.html).toContain('<html lang="ko">');
    expect(mail.html).toContain('새 비밀번호 정하기');
  });

  it('keeps HTML typed into a name as text in the HTML part', async () => {
    await t.app.mail.send(t.db, reset('x@example.com', '<img src=x onerror=alert(1)>'));
    const mail = await inbox.message();
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('abandons a message whose link expired before it could be sent, without sending it', async () => {
    const id = await t.db.transaction((tx) => t.app.mail.send(tx, { ...reset('late@example.com'), expiresInMinutes: 0 }));
    await eventually(async () => expect((await outboxRow(t, id)).abandoned_at).not.toBeNull(), MAIL_WITHIN_MS);
    expect(await outboxRow(t, id)).toMatchObject({
      sent_at: null,
      text_body: '',
      html_body: '',
      last_error: 'expired before it could be sent',
    });
    await t.app.mail.send(t.db, reset('next@example.com'));
    expect((await inbox.message()).to).toMatchObject({ text: 'next@example.com' });
    expect(inbox.messages).toHaveLength(1);
  });

  it('sends nothing for a message whose transaction rolled back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mail.send(tx, reset('rolled@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.mail.send(t.db, reset('after@example.com'));
    expect((await inbox.message()).to).toMatchObject({ text: 'after@example.com' });
    await t.app.mail.worker.idle();
    expect(inbox.messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual(['after@example.com']);
  });
});

describe('a mail server that is down, then back', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ t, port } = await appWithMailServerDown(SITE));
  });
  afterAll(() => t.close());

  it('queues the message, records each failed attempt, and delivers it once the server is back', async () => {
    const id = await t.app.mail.send(t.db, reset('patient@example.com'));
    await eventually(async () => expect((await outboxRow(t, id)).attempts).toBeGreaterThanOrEqual(2), MAIL_WITHIN_MS);
    const failing = await outboxRow(t, id);
    expect(failing.sent_at).toBeNull();
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failing.text_body).toContain(RESET);

    const inbox = await startSmtpInbox(port);
    try {
      const mail = await inbox.message();
      expect(mail.text).toContain(RESET);
      await eventually(async () => expect((await outboxRow(t, id)).sent_at).not.toBeNull(), MAIL_WITHIN_MS);
      await t.app.mail.worker.idle();
      expect(inbox.messages).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });
});

describe('a hung mail server', () => {
  let t: TestApp;
  let stalled: Awaited<ReturnType<typeof startStalledServer>>;
  beforeAll(async () => {
    stalled = await startStalledServer();
    t = await createTestApp({
      seed: false,
      env: { SITE_URL: SITE },
      app: {
        mail: { transport: smtpTransport(stalled.url, 'K-lama <no-reply@klama.example>', 300), worker: { retryDelaySeconds: () => 60 } },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stalled.close();
  });

  it('gives up on the attempt after the timeout and schedules a retry', async () => {
    const id = await t.app.mail.send(t.db, reset('waiting@example.com'));
    await eventually(async () => expect((await outboxRow(t, id)).last_error).toMatch(/timeout|greeting/i), MAIL_WITHIN_MS);
    const [row] = await t.db.query<{ attempts: number; waits: boolean }>(
      "SELECT attempts, next_attempt_at > now() + interval '30 seconds' AS waits FROM mail_outbox WHERE id = $1",
      [id],
    );
    expect(row).toEqual({ attempts: 1, waits: true });
  });
});

describe('with no SMTP_URL', () => {
  let dataDir: string;
  beforeAll(() => void (dataDir = mkdtempSync(join(tmpdir(), 'klama-outbox-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message to DATA_DIR/outbox as an .eml file only its owner can read, and logs its link', async () => {
    const lines: string[] = [];
    const transport = fileTransport(dataDir, 'K-lama <no-reply@127.0.0.1>', (line) => lines.push(line));
    await transport.send({
      id: 7,
      headers: {},
      kind: 'password-reset',
      to: 'fan@example.com',
      attempts: 1,
      ...renderMail('password-reset', 'en', reset('').values, { name: 'K-lama', url: SITE }),
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const file = join(dataDir, 'outbox', files[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(readFileSync(file));
    expect(mail.subject).toBe('Reset your K-lama password');
    expect(mail.text).toContain(RESET);
    expect(lines).toEqual([`mail "Reset your K-lama password" to fan@example.com written to ${file}; its link: ${RESET}`]);
  });

  it('is what the app uses: a queued mail appears in the outbox directory', async () => {
    const t = await createTestApp({ seed: false, env: { DATA_DIR: dataDir, SITE_URL: SITE } });
    try {
      await t.app.mail.send(t.db, reset('embedded@example.com'));
      await eventually(async () => expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(2), MAIL_WITHIN_MS);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(engine !== 'postgres')('two instances on one PostgreSQL', () => {
  it('send each queued message exactly once', async () => {
    const db = await openTestDatabase({ seeded: false });
    const second = await openPostgres(db.url!, 4);
    const inbox = await startSmtpInbox();
    const log = { info: () => undefined, error: () => undefined };
    const workers = [db, second].map((d) => new MailWorker(d, smtpTransport(inbox.url, 'K-lama <no-reply@klama.example>'), log));
    try {
      await Promise.all(workers.map((w) => w.start()));
      const site = { name: 'K-lama', url: SITE };
      for (let i = 0; i < 30; i++)
        await enqueueMail(db, {
          ...renderMail('password-reset', 'en', reset('').values, site),
          kind: 'password-reset',
          to: `fan${i}@example.com`,
          expiresInMinutes: 30,
        });
      await inbox.message(30);
      await Promise.all(workers.map((w) => w.idle()));
      const recipients = inbox.messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '')).sort();
      expect(recipients).toEqual(Array.from({ length: 30 }, (_, i) => `fan${i}@example.com`).sort());
      const [sent] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1');
      expect(sent!.n).toBe(30);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await inbox.close();
      await second.close();
      await db.drop();
    }
  });
});
