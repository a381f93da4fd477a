/**
 * Notifications (issue 27 core; decision 0047): settings and their validation; new episodes of followed shows
 * delivered in-app at the fan's local time across time zones and DST; at most once per fan, episode and channel
 * across two instances (PostgreSQL), a job run twice and a restart mid-batch; catch-up after downtime with its
 * cut-off; hidden shows never notify; the centre's paging, unread count and marking read; an erased account's rows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotificationPage, NotificationSettings } from '@klama/contract';
import { buildApp } from '../../src/app.js';
import { openPostgres } from '../../src/db/client.js';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { jobOf, setJobState } from '../../src/jobs/queue.queries.js';
import type { NotificationChannel } from '../../src/notifications/channels.js';
import { inAppChannel } from '../../src/notifications/in-app-channel.js';
import { claimDueEpisodes } from '../../src/notifications/new-episodes.queries.js';
import { NEW_EPISODES_JOB } from '../../src/notifications/new-episodes.js';
import { schedulerJobs } from '../../src/notifications/scheduler.plugin.js';
import { bearer, nextLoopbackAddress, signUp } from '../accounts/helpers.js';
import { createTestApp, engine, type TestApp } from '../test-app.js';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue
const SEASON = 77; // a season of our own: the sample's schedules do not reach it
const quiet = { error: () => undefined };

type Fan = Awaited<ReturnType<typeof signUp>> & { id: number; auth: { authorization: string } };

describe(`notifications (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ app: { scheduler: { start: false } } });
  });
  afterAll(() => t.close());

  const fan = async (): Promise<Fan> => {
    const u = await signUp(t.app);
    const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username])) as [{ id: number }];
    return { ...u, id, auth: bearer(u.session.accessToken) };
  };
  const putSettings = (f: Fan, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/notification-settings', headers: f.auth, payload });
  const settings = (timeZone: string, leadHours = 0, inApp = true) => ({
    timeZone,
    newEpisodes: { push: false, email: false, inApp },
    leadHours,
    digest: 'off',
  });
  const follow = (f: Fan, status: string, showId = CLOY) =>
    t.db.query(
      `INSERT INTO user_show (user_id, show_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, show_id) DO UPDATE SET status = EXCLUDED.status`,
      [f.id, showId, status],
    );
  const episode = (number: number, airDate: string, showId = CLOY) =>
    t.db.query(
      `INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (show_id, season_number, episode_number) DO UPDATE SET air_date = EXCLUDED.air_date`,
      [showId, SEASON, number, `Episode ${number}`, airDate],
    );
  const notified = async (f: Fan) =>
    (
      await t.db.query<{ episode: number }>(
        'SELECT episode_number AS episode FROM notification WHERE user_id = $1 ORDER BY episode_number',
        [f.id],
      )
    ).map((r) => r.episode);
  /** The job's watermark (the end of its last run) and its next run at that time. */
  const startAt = async (iso: string) => {
    await setJobState(t.db, NEW_EPISODES_JOB, '', { until: iso });
    await t.db.query('UPDATE scheduled_job SET run_at = $1 WHERE kind = $2', [iso, NEW_EPISODES_JOB]);
  };
  const run = (iso: string) => t.app.scheduler.runDue(new Date(iso));
  beforeEach(async () => {
    await t.db.query('DELETE FROM notification');
    await t.db.query('DELETE FROM notification_delivery');
    await t.db.query('DELETE FROM episode WHERE season_number = $1', [SEASON]);
    await t.db.query('DELETE FROM user_show WHERE show_id = $1', [CLOY]);
    await t.db.query('UPDATE show SET hidden = false WHERE id = $1', [CLOY]);
  });

  describe('settings', () => {
    it('answers the defaults before the first save, then what was saved', async () => {
      const f = await fan();
      const first = await t.app.inject({ url: '/api/user/me/notification-settings', headers: f.auth });
      expect(first.statusCode).toBe(200);
      expect(NotificationSettings.parse(first.json())).toEqual({
        timeZone: null,
        newEpisodes: { push: false, email: false, inApp: true },
        leadHours: 0,
        digest: 'off',
      });
      const saved = { timeZone: 'Europe/Berlin', newEpisodes: { push: true, email: false, inApp: false }, leadHours: 48, digest: 'weekly' };
      const put = await putSettings(f, saved);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual(saved);
      expect((await t.app.inject({ url: '/api/user/me/notification-settings', headers: f.auth })).json()).toEqual(saved);
    });

    it.each([
      ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'body.timeZone', 'notifications.unknownTimeZone'],
      ['a time zone with SQL in it', { timeZone: "UTC'; DROP TABLE app_user; --" }, 'body.timeZone', 'notifications.unknownTimeZone'],
      ['lead hours over 48', { leadHours: 49 }, 'body.leadHours', 'notifications.leadHours'],
      ['negative lead hours', { leadHours: -1 }, 'body.leadHours', 'notifications.leadHours'],
      ['fractional lead hours', { leadHours: 1.5 }, 'body.leadHours', 'notifications.leadHours'],
    ])('refuses %s with 400 naming the field and its code', async (_, change, path, code) => {
      const f = await fan();
      const res = await putSettings(f, { ...settings('Asia/Seoul'), ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path, code })]);
      expect((await t.app.inject({ url: '/api/user/me/notification-settings', headers: f.auth })).json().timeZone).toBeNull();
    });

    it('refuses an unknown digest, an unknown field and a caller who is not signed in', async () => {
      const f = await fan();
      expect((await putSettings(f, { ...settings('UTC'), digest: 'hourly' })).statusCode).toBe(400);
      expect((await putSettings(f, { ...settings('UTC'), extra: 1 })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/user/me/notification-settings' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/user/me/notifications' })).statusCode).toBe(401);
    });
  });

  describe('scheduling', () => {
    it('tells each fan at 09:00 of the air date in their own time zone, minus their lead hours, across the DST change', async () => {
      const seoul = await fan();
      const newYork = await fan();
      const utc = await fan(); // never saved settings: UTC, in-app on
      expect((await putSettings(seoul, settings('Asia/Seoul'))).statusCode).toBe(200);
      expect((await putSettings(newYork, settings('America/New_York', 2))).statusCode).toBe(200);
      for (const f of [seoul, newYork, utc]) await follow(f, 'watching');
      await episode(1, '2031-03-08'); // New York still on EST (UTC-5)
      await episode(2, '2031-03-09'); // the day New York moves to EDT (UTC-4) at 02:00
      await startAt('2031-03-07T00:00:00.000Z');

      // episode 1: Seoul 2031-03-08 09:00 KST = 00:00Z; UTC 09:00Z; New York 09:00 EST - 2 h = 12:00Z
      // (checks a minute apart: the job runs again a minute after each run)
      await run('2031-03-07T23:59:00.000Z');
      expect(await notified(seoul)).toEqual([]);
      await run('2031-03-08T00:00:00.000Z');
      expect(await notified(seoul)).toEqual([1]);
      await run('2031-03-08T08:59:00.000Z');
      expect(await notified(utc)).toEqual([]);
      await run('2031-03-08T09:00:00.000Z');
      expect(await notified(utc)).toEqual([1]);
      await run('2031-03-08T11:59:00.000Z');
      expect(await notified(newYork)).toEqual([]);
      await run('2031-03-08T12:00:00.000Z');
      expect(await notified(newYork)).toEqual([1]);
      // episode 2: Seoul 2031-03-09 00:00Z; UTC 09:00Z; New York 09:00 EDT - 2 h = 11:00Z (an hour earlier in UTC than the day before)
      await run('2031-03-09T10:59:00.000Z');
      expect(await notified(seoul)).toEqual([1, 2]);
      expect(await notified(utc)).toEqual([1, 2]); // 09:00Z
      expect(await notified(newYork)).toEqual([1]);
      await run('2031-03-09T11:00:00.000Z');
      expect(await notified(newYork)).toEqual([1, 2]);
      await run('2031-03-09T09:00:00.000Z'); // a clock behind the watermark changes nothing
      await run('2031-03-10T00:00:00.000Z');
      expect([await notified(seoul), await notified(newYork), await notified(utc)]).toEqual([
        [1, 2],
        [1, 2],
        [1, 2],
      ]);
    });

    it('tells only fans watching or planning to watch, with in-app on, of a visible show, who followed before it fell due', async () => {
      const watching = await fan();
      const planning = await fan();
      const onHold = await fan();
      const dropped = await fan();
      const off = await fan();
      const late = await fan();
      await follow(watching, 'watching');
      await follow(planning, 'plan_to_watch');
      await follow(onHold, 'on_hold');
      await follow(dropped, 'dropped');
      await follow(off, 'watching');
      expect((await putSettings(off, settings('UTC', 0, false))).statusCode).toBe(200);
      // push and mail on: saved, but no such channel is registered yet, so nothing is claimed for them
      const everyChannel = { ...settings('UTC'), newEpisodes: { push: true, email: true, inApp: true } };
      expect((await putSettings(watching, everyChannel)).statusCode).toBe(200);
      await episode(1, '2031-04-01');
      await startAt('2031-04-01T00:00:00.000Z');
      await run('2031-04-01T10:00:00.000Z');
      await follow(late, 'watching'); // after 09:00Z: that episode is not news to them
      await run('2031-04-01T11:00:00.000Z');
      expect(await notified(watching)).toEqual([1]);
      expect(await notified(planning)).toEqual([1]);
      for (const f of [onHold, dropped, off, late]) expect(await notified(f)).toEqual([]);
      const channels = await t.db.query<{ channel: string }>('SELECT DISTINCT channel FROM notification_delivery WHERE user_id = $1', [
        watching.id,
      ]);
      expect(channels).toEqual([{ channel: 'inApp' }]);
    });

    it('never tells anyone of a hidden show, and a show hidden later leaves the centre', async () => {
      const f = await fan();
      await follow(f, 'watching');
      await episode(1, '2031-05-01');
      await episode(2, '2031-05-02');
      await startAt('2031-05-01T00:00:00.000Z');
      await run('2031-05-01T10:00:00.000Z');
      expect(await notified(f)).toEqual([1]);
      await t.db.query('UPDATE show SET hidden = true WHERE id = $1', [CLOY]);
      await run('2031-05-02T10:00:00.000Z');
      expect(await notified(f)).toEqual([1]);
      const page = await t.app.inject({ url: '/api/user/me/notifications', headers: f.auth });
      expect(page.json()).toEqual({ items: [], nextBefore: null });
      expect((await t.app.inject({ url: '/api/user/me/notifications/unread-count', headers: f.auth })).json()).toEqual({ unread: 0 });
    });

    it('catches up once after downtime, late, and drops what is older than 72 hours', async () => {
      const f = await fan();
      await follow(f, 'watching');
      await episode(1, '2031-06-01'); // due 2031-06-01T09:00Z: more than 72 h before the restart
      await episode(2, '2031-06-03'); // due 2031-06-03T09:00Z: missed while down, caught up
      await episode(3, '2031-06-04'); // due 2031-06-04T09:00Z: in the restart's window
      await episode(4, '2031-06-06'); // not yet due
      await startAt('2031-05-31T00:00:00.000Z'); // the last run before the downtime
      await run('2031-06-04T10:00:00.000Z'); // back 4 days later
      expect(await notified(f)).toEqual([2, 3]);
      const job = await jobOf(t.db, NEW_EPISODES_JOB);
      expect(job?.state).toEqual({ until: '2031-06-04T10:00:00.000Z' });
      expect(job?.run_at.toISOString()).toBe('2031-06-04T10:01:00.000Z');
      await run('2031-06-04T10:01:00.000Z');
      expect(await notified(f)).toEqual([2, 3]);
      await run('2031-06-06T09:00:00.000Z');
      expect(await notified(f)).toEqual([2, 3, 4]);
    });

    it('sends nothing twice when the job runs twice over the same window', async () => {
      const fans = [await fan(), await fan(), await fan()];
      for (const f of fans) await follow(f, 'watching');
      await episode(1, '2031-07-01');
      for (let i = 0; i < 2; i++) {
        await startAt('2031-07-01T00:00:00.000Z'); // the watermark as if the first run never finished
        await run('2031-07-01T12:00:00.000Z');
      }
      for (const f of fans) expect(await notified(f)).toEqual([1]);
      // the ledger's key itself refuses a second delivery, whatever window a claim covers
      await t.db.transaction(async (tx) => {
        const again = await claimDueEpisodes(
          tx,
          { from: new Date('2031-06-30T00:00Z'), until: new Date('2031-07-02T00:00Z') },
          ['inApp'],
          100,
        );
        expect(again.size).toBe(0);
      });
    });

    it('restarted in the middle of a batch, delivers the rest and nothing twice', async () => {
      const fans: Fan[] = [];
      for (let i = 0; i < 5; i++) fans.push(await fan());
      for (const f of fans) await follow(f, 'watching');
      await episode(1, '2031-08-01');
      await startAt('2031-08-01T00:00:00.000Z');
      // batches of 2; the process "dies" in the second batch (its transaction never commits)
      let batches = 0;
      const dying: NotificationChannel = {
        name: 'inApp',
        async deliver(tx, due) {
          await inAppChannel.deliver(tx, due);
          if (++batches === 2) throw new Error('killed mid-batch');
        },
      };
      const now = new Date('2031-08-01T12:00:00.000Z');
      const before = new JobRunner(t.db, schedulerJobs({ channels: [dying], batch: 2 }), quiet, { start: false });
      await before.runDue(now);
      const delivered = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification'))[0]!.n;
      expect(await delivered()).toBe(2);
      const failed = await jobOf(t.db, NEW_EPISODES_JOB);
      expect(failed?.last_error).toBe('killed mid-batch');
      expect(failed?.run_at.getTime()).toBeGreaterThan(now.getTime());
      // the restarted instance, when the retry is due
      const after = new JobRunner(t.db, schedulerJobs({ batch: 2 }), quiet, { start: false });
      await after.runDue(failed!.run_at);
      expect(await delivered()).toBe(5);
      for (const f of fans) expect(await notified(f)).toEqual([1]);
      expect((await jobOf(t.db, NEW_EPISODES_JOB))?.last_error).toBeNull();
    });

    it.runIf(engine === 'postgres')('two instances on one PostgreSQL racing the same due work deliver each notice once', async () => {
      const fans: Fan[] = [];
      for (let i = 0; i < 12; i++) fans.push(await fan());
      for (const f of fans) await follow(f, 'watching');
      for (let n = 1; n <= 3; n++) await episode(n, '2031-09-01');
      const db2 = await openPostgres((t.db as { url?: string }).url!, 4);
      const second = await buildApp(t.config, db2, { scheduler: { start: false, batch: 5 } });
      await second.ready();
      try {
        for (let round = 0; round < 3; round++) {
          await startAt('2031-09-01T00:00:00.000Z');
          const now = new Date(`2031-09-01T12:00:0${round}.000Z`);
          await Promise.all([t.app.scheduler.runDue(now), second.scheduler.runDue(now), second.scheduler.runDue(now)]);
        }
        // and past the job's lock: claims of the same window in concurrent transactions on both instances
        await t.db.query('DELETE FROM notification');
        await t.db.query('DELETE FROM notification_delivery');
        const window = { from: new Date('2031-09-01T00:00Z'), until: new Date('2031-09-02T00:00Z') };
        const claim = (db: typeof db2) =>
          db.transaction(async (tx) => {
            const due = await claimDueEpisodes(tx, window, ['inApp'], 1000);
            await inAppChannel.deliver(tx, due.get('inApp') ?? []);
            return due.get('inApp')?.length ?? 0;
          });
        const counts = await Promise.all([claim(t.db), claim(db2), claim(t.db), claim(db2)]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(36);
      } finally {
        await second.close();
        await db2.close();
      }
      for (const f of fans) expect(await notified(f)).toEqual([1, 2, 3]);
      const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_delivery')) as [{ n: number }];
      expect(n).toBe(36);
    });
  });

  describe('the notification centre', () => {
    it('pages newest first with deep links, counts unread and marks read (some, then all), only the caller’s', async () => {
      const f = await fan();
      const other = await fan();
      for (const u of [f, other]) await follow(u, 'watching');
      for (let n = 1; n <= 5; n++) await episode(n, `2031-10-0${n}`);
      await startAt('2031-10-01T00:00:00.000Z');
      for (let n = 1; n <= 5; n++) await run(`2031-10-0${n}T10:00:00.000Z`);

      const page = async (query: string) => {
        const res = await t.app.inject({ url: `/api/user/me/notifications${query}`, headers: f.auth });
        expect(res.statusCode, res.body).toBe(200);
        return NotificationPage.parse(res.json());
      };
      const first = await page('?limit=2');
      expect(first.items.map((i) => (i.kind === 'new_episode' ? i.episode : null))).toEqual([5, 4]);
      expect(first.items[0]).toMatchObject({
        kind: 'new_episode',
        read: false,
        show: { id: CLOY, name: 'Crash Landing on You' },
        season: SEASON,
        episodeName: 'Episode 5',
        airDate: '2031-10-05',
        path: `/details/${CLOY}`,
      });
      const second = await page(`?limit=2&before=${encodeURIComponent(first.nextBefore!)}`);
      expect(second.items.map((i) => (i.kind === 'new_episode' ? i.episode : null))).toEqual([3, 2]);
      const third = await page(`?limit=2&before=${encodeURIComponent(second.nextBefore!)}`);
      expect(third.items.map((i) => (i.kind === 'new_episode' ? i.episode : null))).toEqual([1]);
      expect(third.nextBefore).toBeNull();

      const count = async (u: Fan) => (await t.app.inject({ url: '/api/user/me/notifications/unread-count', headers: u.auth })).json();
      expect(await count(f)).toEqual({ unread: 5 });
      const otherIds = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM notification WHERE user_id = $1', [other.id])).map(
        (r) => r.id,
      );
      const read = (u: Fan, payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/user/me/notifications/read', headers: u.auth, payload });
      const some = await read(f, { ids: [first.items[0]!.id, first.items[1]!.id, ...otherIds] });
      expect(some.statusCode, some.body).toBe(200);
      expect(some.json()).toEqual({ unread: 3 });
      expect(await count(other)).toEqual({ unread: 5 }); // another fan's ids are not the caller's to mark
      expect((await page('?limit=2')).items.map((i) => i.read)).toEqual([true, true]);
      expect((await read(f, {})).json()).toEqual({ unread: 0 });
      expect(await count(other)).toEqual({ unread: 5 });
    });

    it('refuses a forged cursor, a limit out of range and too many ids', async () => {
      const f = await fan();
      for (const query of ['?before=yesterday', '?before=2031-01-01T00:00:00.000Z~x', '?limit=0', '?limit=51']) {
        const res = await t.app.inject({ url: `/api/user/me/notifications${query}`, headers: f.auth });
        expect(res.statusCode, query).toBe(400);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/me/notifications/read',
        headers: f.auth,
        payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('notifications.tooManyIds');
    });
  });

  it('an erased account takes its settings, notifications and ledger rows with it', async () => {
    const f = await fan();
    await follow(f, 'watching');
    expect((await putSettings(f, settings('Asia/Seoul'))).statusCode).toBe(200);
    await episode(1, '2031-12-01');
    await startAt('2031-11-30T00:00:00.000Z');
    await run('2031-12-01T01:00:00.000Z');
    expect(await notified(f)).toEqual([1]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: f.auth,
      payload: { password: f.password },
      remoteAddress: nextLoopbackAddress(),
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const table of ['notification', 'notification_delivery', 'notification_settings', 'scheduled_job'])
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [f.id]), table).toEqual([]);
  });
});
