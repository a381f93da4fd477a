/**
 * Mail about episodes (issue 27 item 3; decision 0050), received by a real SMTP server: new-episode notices to a
 * confirmed address, daily and weekly digests at 08:00 local (nothing when empty, once per period), in the fan's
 * language, with RFC 8058 one-click unsubscribe that works signed out (forged and reused tokens); the test
 * notification; exactly once with two instances on one PostgreSQL.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openPostgres } from '../../src/db/client.js';
import { setJobState } from '../../src/jobs/queue.queries.js';
import { NEW_EPISODES_JOB } from '../../src/notifications/new-episodes.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { startSmtpInbox, type SmtpInbox } from '../mail/smtp-inbox.js';
import { createTestApp, engine, type TestApp } from '../test-app.js';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue
const SEASON = 79;
const SITE = 'https://klama.example';

type Fan = Awaited<ReturnType<typeof signUp>> & { id: number; auth: { authorization: string } };

describe(`mail notices and digests (${engine})`, () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, SITE_URL: SITE }, app: { scheduler: { start: false } } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM episode WHERE season_number = $1', [SEASON]);
  });

  const fan = async (options: { verified?: boolean; language?: 'en' | 'ko' } = {}): Promise<Fan> => {
    const u = await signUp(t.app);
    const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username])) as [{ id: number }];
    await t.db.query('UPDATE app_user SET email_verified_at = $2, mail_language = $3 WHERE id = $1', [
      id,
      options.verified === false ? null : new Date().toISOString(),
      options.language ?? 'en',
    ]);
    return { ...u, id, auth: bearer(u.session.accessToken) };
  };
  const settings = (f: Fan, s: { email?: boolean; digest?: string; timeZone?: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/me/notification-settings',
      headers: f.auth,
      payload: {
        timeZone: s.timeZone ?? 'UTC',
        newEpisodes: { push: false, email: s.email ?? false, inApp: false },
        leadHours: 0,
        digest: s.digest ?? 'off',
      },
    });
  const follow = (f: Fan) => t.db.query(`INSERT INTO user_show (user_id, show_id, status) VALUES ($1, $2, 'watching')`, [f.id, CLOY]);
  const episode = (n: number, airDate: string) =>
    t.db.query(`INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES ($1, $2, $3, $4, $5)`, [
      CLOY,
      SEASON,
      n,
      `Episode ${n}`,
      airDate,
    ]);
  const startAt = async (iso: string) => {
    await setJobState(t.db, NEW_EPISODES_JOB, '', { until: iso });
    await t.db.query('UPDATE scheduled_job SET run_at = $1', [iso]);
  };
  /** Runs the jobs at `iso`, the digest job at any rate (it looks every few minutes). */
  const run = async (iso: string) => {
    await t.db.query(`UPDATE scheduled_job SET run_at = $1 WHERE kind = 'mail-digest'`, [iso]);
    await t.app.scheduler.runDue(new Date(iso));
    await t.app.mail.worker.idle();
  };
  /** the mails about episodes a fan got (not sign-up's address confirmation) */
  const mailTo = (f: Fan) =>
    inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === f.email && header(m, 'list-unsubscribe') !== undefined);
  const arrived = async (f: Fan, n: number) => {
    for (let i = 0; i < 100 && mailTo(f).length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return mailTo(f);
  };
  /** a header as sent (mailparser folds List-* headers into one object) */
  const header = (m: ParsedMail, name: string) => {
    const line = m.headerLines.find((h) => h.key === name)?.line;
    return line
      ?.slice(line.indexOf(':') + 1)
      .replace(/\s+/g, ' ')
      .trim();
  };
  const unsubscribeUrl = (m: ParsedMail) => /<([^>]+)>/.exec(header(m, 'list-unsubscribe')!)![1]!;

  it('mails new episodes to a confirmed address with one-click unsubscribe headers; none to an unconfirmed one', async () => {
    const a = await fan();
    const unconfirmed = await fan({ verified: false });
    const korean = await fan({ language: 'ko' });
    for (const f of [a, unconfirmed, korean]) {
      expect((await settings(f, { email: true })).statusCode).toBe(200);
      await follow(f);
    }
    await episode(1, '2032-03-01');
    await startAt('2032-03-01T00:00:00.000Z');
    await run('2032-03-01T09:00:00.000Z');
    const [mail] = await arrived(a, 1);
    expect(mail!.subject).toBe('A new episode for you on K-lama');
    expect(mail!.text).toContain(`• Crash Landing on You: season ${SEASON}, episode 1 airs 2032-03-01`);
    // a Korean fan's mail names the show in Korean (decision 0054)
    expect((await arrived(korean, 1))[0]!.text).toContain(`• 사랑의 불시착: 시즌 ${SEASON} 1화, 2032-03-01 방영`);
    expect(unsubscribeUrl(mail!)).toMatch(new RegExp(`^${SITE}/api/mail/unsubscribe/${a.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // again over the same window: nothing more
    await startAt('2032-03-01T00:00:00.000Z');
    await run('2032-03-01T09:00:00.000Z');
    expect(await arrived(a, 2)).toHaveLength(1);
    expect(mailTo(unconfirmed)).toHaveLength(0);
  });

  it('sends the daily digest at 08:00 local, once, in the fan’s language; nothing for an empty day', async () => {
    const ko = await fan({ language: 'ko' });
    const empty = await fan();
    expect((await settings(ko, { digest: 'daily', timeZone: 'Asia/Seoul' })).statusCode).toBe(200);
    expect((await settings(empty, { digest: 'daily', timeZone: 'Asia/Seoul' })).statusCode).toBe(200);
    await follow(ko);
    await episode(2, '2032-03-10');
    await episode(3, '2032-03-11');
    await startAt('2032-03-09T22:00:00.000Z');
    await run('2032-03-09T22:59:00.000Z'); // 07:59 in Seoul on the 10th
    expect(mailTo(ko)).toHaveLength(0);
    await run('2032-03-09T23:00:00.000Z'); // 08:00
    const [mail] = await arrived(ko, 1);
    expect(mail!.subject).toBe('K-lama 2032-03-10 요약');
    // the show by its Korean name (decision 0054)
    expect(mail!.text).toContain(`• 사랑의 불시착: 시즌 ${SEASON} 2화, 2032-03-10 방영`);
    expect(mail!.text).not.toContain('3화');
    expect(mail!.text).not.toMatch(/[A-Za-z]{4,} (the|your|of) /);
    await run('2032-03-10T03:00:00.000Z');
    expect(await arrived(ko, 2)).toHaveLength(1);
    expect(mailTo(empty)).toHaveLength(0);
    const periods = await t.db.query<{ period: string; episodes: number }>(
      'SELECT period, episodes FROM mail_digest_delivery WHERE user_id = ANY($1) ORDER BY episodes',
      [[ko.id, empty.id]],
    );
    expect(periods).toEqual([
      { period: 'daily:2032-03-10', episodes: 0 },
      { period: 'daily:2032-03-10', episodes: 1 },
    ]);
  });

  it('sends the weekly digest on Monday at 08:00 local with the week’s episodes', async () => {
    const f = await fan();
    expect((await settings(f, { digest: 'weekly', timeZone: 'America/New_York' })).statusCode).toBe(200);
    await follow(f);
    await episode(4, '2032-03-15'); // Monday
    await episode(5, '2032-03-21'); // Sunday
    await episode(6, '2032-03-22'); // next week
    await startAt('2032-03-15T11:00:00.000Z');
    await run('2032-03-15T11:59:00.000Z'); // 07:59 in New York (EDT)
    expect(mailTo(f)).toHaveLength(0);
    await run('2032-03-15T12:00:00.000Z');
    const [mail] = await arrived(f, 1);
    expect(mail!.subject).toBe('Your K-lama digest for the week of 2032-03-15');
    expect(mail!.text).toContain('episode 4 airs 2032-03-15');
    expect(mail!.text).toContain('episode 5 airs 2032-03-21');
    expect(mail!.text).not.toContain('episode 6');
  });

  it('unsubscribes in one click, signed out; a reused token succeeds again, a forged one is refused; GET changes nothing', async () => {
    const f = await fan();
    expect((await settings(f, { email: true, digest: 'weekly' })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/user/me/notifications/test', headers: f.auth });
    const [mail] = await arrived(f, 1);
    const url = new URL(unsubscribeUrl(mail!));
    const page = await t.app.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');
    const stored = async () => (await t.app.inject({ url: '/api/user/me/notification-settings', headers: f.auth })).json();
    expect(await stored()).toMatchObject({ newEpisodes: { email: true }, digest: 'weekly' });
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('You are unsubscribed');
    expect(await stored()).toMatchObject({ newEpisodes: { email: false }, digest: 'off' });
    expect((await oneClick()).statusCode).toBe(200);
    const json = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(json.json()).toEqual({ status: 'ok' });
    const [id, mac] = url.pathname.split('/').pop()!.split('.');
    for (const forged of [`${Number(id) + 1}.${mac}`, `${id}.${'A'.repeat(43)}`, 'nonsense']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe/${forged}` });
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().code).toBe('mail.badUnsubscribeToken');
    }
  });

  it('sends a test notification on the channels that are on (202): the centre and mail', async () => {
    const f = await fan();
    const centre = async () => (await t.app.inject({ url: '/api/user/me/notifications', headers: f.auth })).json();
    const unread = async () => (await t.app.inject({ url: '/api/user/me/notifications/unread-count', headers: f.auth })).json();
    // the defaults: in-app only
    const first = await t.app.inject({ method: 'POST', url: '/api/user/me/notifications/test', headers: f.auth });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ channels: ['inApp'] });
    expect(await centre()).toMatchObject({ items: [{ kind: 'test', read: false, path: '/settings' }], nextBefore: null });
    expect(await unread()).toEqual({ unread: 1 });
    expect((await settings(f, { email: true })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/me/notifications/test', headers: f.auth });
    expect(res.json()).toEqual({ channels: ['email'] });
    const [mail] = await arrived(f, 1);
    expect(mail!.subject).toBe('K-lama test notification');
    expect((await centre()).items).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: '/api/user/me/notifications/read', headers: f.auth, payload: {} });
    expect(await unread()).toEqual({ unread: 0 });
  });

  it.runIf(engine === 'postgres')('sends each notice and digest once with two instances on one PostgreSQL', async () => {
    const fans: Fan[] = [];
    for (let i = 0; i < 5; i++) {
      const f = await fan();
      expect((await settings(f, { email: true, digest: 'daily' })).statusCode).toBe(200);
      await follow(f);
      fans.push(f);
    }
    await episode(7, '2032-04-01');
    const db2 = await openPostgres((t.db as { url?: string }).url!, 4);
    const second = await buildApp(t.config, db2, { scheduler: { start: false, batch: 2 } });
    await second.ready();
    try {
      for (let round = 0; round < 3; round++) {
        await startAt('2032-04-01T00:00:00.000Z');
        const now = new Date(`2032-04-01T09:00:0${round}.000Z`);
        await Promise.all([t.app.scheduler.runDue(now), second.scheduler.runDue(now), second.scheduler.runDue(now)]);
      }
      await Promise.all([t.app.mail.worker.idle(), second.mail.worker.idle()]);
      for (const f of fans) {
        const mails = await arrived(f, 3);
        expect(mails.map((m) => m.subject).sort()).toEqual(['A new episode for you on K-lama', 'Your K-lama digest for 2032-04-01']);
      }
    } finally {
      await second.close();
    }
  });
});
