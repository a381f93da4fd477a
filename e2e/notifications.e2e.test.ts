/**
 * Notifications in the browser (issue 27 core; decision 0047): a fan signs up, saves Settings → Notifications,
 * tracks a show; an episode falls due while the server was "down" (its job's watermark set back a day: the
 * catch-up path), the server's own scheduler delivers it, and the header's bell counts it; the centre links to the
 * show and marks it read. Its own server on a PostgreSQL database of its own, so the test can write the episode and
 * set the job's clock; JOB_POLL_MS makes the scheduler look every half second. Then the screens at 360 and 1280 px in
 * English and Korean: axe clean, Korean throughout, screenshots when SCREENSHOTS names a folder.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer, stopServer } from './global-setup';
import { api, PASSWORD, PHONE, SETTLE, signIn, signUp, useBrowser, watchProblems } from './browser';
import { axeCleanScreen, SCREEN_CASES } from './axe';
import { preferKorean, untranslatedText } from './korean';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOY = 9000001; // Crash Landing on You, in the sample catalogue
const SEASON = 77; // a season of our own

let server: ChildProcess;
let site: string;
let dataDir: string;
let db: pg.Client;
let dbName: string;

beforeAll(async () => {
  dbName = `klama_e2e_notify_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  dataDir = mkdtempSync(join(tmpdir(), 'klama-e2e-notify-'));
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: site,
    SMTP_URL: '',
    REDIS_URL: '',
    JOB_POLL_MS: '500',
  });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An episode of the show that fell due at 09:00 UTC within the last day, missed while the job was not running. */
async function episodeMissedDuringDowntime(): Promise<string> {
  const airDate = new Date(Date.now() - 9 * 3600_000).toISOString().slice(0, 10);
  await db.query(
    `INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES ($1, $2, 1, NULL, $3)
     ON CONFLICT (show_id, season_number, episode_number) DO NOTHING`,
    [CLOY, SEASON, airDate],
  );
  await db.query(
    `UPDATE scheduled_job SET state = jsonb_build_object('until', to_char((now() - interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
            run_at = now() WHERE kind = 'new-episodes'`,
  );
  return airDate;
}

describe('notifications', () => {
  const openPage = useBrowser();
  let fan = '';

  it('a tracked show’s episode due while the server was down reaches the bell once; the centre links to the show', async () => {
    const page = await openPage({ name: 'desktop', width: 1280, height: 800 }, { baseURL: site });
    const problems = watchProblems(page);
    fan = uniqueName('notify');
    await signUp(page, fan);
    // a fan with nothing yet: the bell without a count
    await expect.poll(() => page.getByRole('link', { name: 'Notifications', exact: true }).count(), SETTLE).toBe(1);

    const section = page.getByRole('region', { name: 'Notifications' });
    await section.getByLabel('Time zone').selectOption('UTC');
    expect(await section.getByRole('checkbox', { name: 'In the app (the bell)' }).isChecked()).toBe(true);
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await section.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await api(page, 'GET', '/user/me/notification-settings')).toMatchObject({ timeZone: 'UTC', leadHours: 0 });

    await api(page, 'PATCH', `/user-show/entry/${CLOY}`, { status: 'watching' });
    const airDate = await episodeMissedDuringDowntime();
    await expect
      .poll(async () => (await api<{ unread: number }>(page, 'GET', '/user/me/notifications/unread-count')).unread, SETTLE)
      .toBe(1);
    await page.reload();
    const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    expect(await bell.getByTestId('notification-count').textContent()).toBe('1');
    if (process.env.SCREENSHOTS)
      await page.locator('header').screenshot({ path: join(process.env.SCREENSHOTS, 'notification-bell-desktop-en.png') });

    await bell.click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const items = page.getByTestId('notification-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    const [y, m, d] = airDate.split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const link = items.first().getByRole('link', { name: `Crash Landing on You: season ${SEASON}, episode 1 airs ${month} ${d}, ${y}` });
    await link.click();
    await page.waitForURL(`**/details/${CLOY}`);
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    // the job ran many times meanwhile (every half second): still one notification, one ledger row
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_delivery WHERE show_id = $1`, [CLOY]);
    expect(rows[0]!.n).toBe(1);
    expect(problems).toEqual([]);
  }, 120_000);

  it.each(SCREEN_CASES)(
    'the centre and the settings section at $width px in $language: axe clean, in the language',
    async (c) => {
      expect(fan, 'the first test made the fan').not.toBe('');
      const page = await openPage(c, { baseURL: site, bypassCSP: true, ...(c.name === 'phone' ? PHONE : {}) });
      if (c.language === 'kr') await preferKorean(page.context(), site);
      // unread again: the screens with the bell's badge and the "Mark read" button
      await db.query('UPDATE notification SET read_at = NULL');
      await signIn(page, { username: fan, password: PASSWORD });
      await page.goto('/notifications');
      await page.getByTestId('notification-item').first().waitFor();
      await page.getByTestId('notification-count').waitFor();
      expect(await axeCleanScreen(page, `notifications-${c.name}-${c.language}`)).toEqual([]);
      if (c.language === 'kr') expect(await untranslatedText(page)).toEqual([]);

      await page.goto('/settings');
      const section = page.locator('section[aria-labelledby="notifications-heading"]');
      await section.locator('select').first().waitFor();
      // no service worker here (the PWA is not built yet): the device button says this browser can't; the test goes out
      // on the channels that are on (in-app: the centre)
      const ko = c.language === 'kr';
      await section.getByRole('button', { name: ko ? '이 기기에서 푸시 알림 켜기' : 'Turn on push on this device' }).click();
      await section
        .getByText(
          ko ? '이 브라우저에서는 K-lama 푸시 알림을 받을 수 없습니다.' : 'This browser can’t receive push notifications from K-lama here.',
        )
        .waitFor();
      await section.getByRole('button', { name: ko ? '테스트 알림 보내기' : 'Send a test notification' }).click();
      await section.getByText(ko ? '보냈습니다: 앱 안.' : 'Sent: in the app.').waitFor();
      await section.scrollIntoViewIfNeeded();
      expect(await axeCleanScreen(page, `notification-settings-${c.name}-${c.language}`, section)).toEqual([]);
    },
    120_000,
  );
});
