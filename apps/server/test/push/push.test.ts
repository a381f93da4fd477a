/**
 * Web Push (issue 27 item 2; decision 0050): the VAPID key made once into DATA_DIR; subscriptions and their
 * validation (malformed, not https, not public: no SSRF); new episodes pushed through the new-episodes job to a
 * local https push service that decrypts the payload with the browser's keys (RFC 8291) and sees the episode; 410
 * removes the subscription; a push service that hangs is timed out and retried while other pushes go on; exactly
 * once per fan, episode and channel with two instances on one PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openPostgres } from '../../src/db/client.js';
import { setJobState } from '../../src/jobs/queue.queries.js';
import { NEW_EPISODES_JOB } from '../../src/notifications/new-episodes.js';
import { checkPushEndpoint } from '../../src/push/endpoint-guard.js';
import { VAPID_MISMATCH } from '../../src/push/push.plugin.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { eventually } from '../response-cache/eventually.js';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { browserSubscription, startPushService, type PushService } from './push-service.js';

const CLOY = 9000001; // Crash Landing on You, in the sample catalogue
const SEASON = 78; // a season of our own

type Fan = Awaited<ReturnType<typeof signUp>> & { id: number; auth: { authorization: string } };

describe(`web push (${engine})`, () => {
  let t: TestApp;
  let service: PushService;
  let dataDir: string;
  beforeAll(async () => {
    service = await startPushService();
    dataDir = mkdtempSync(join(tmpdir(), 'klama-data-'));
    t = await createTestApp({
      env: { DATA_DIR: dataDir, PUSH_ALLOW_LOOPBACK: 'true', PUSH_TIMEOUT_MS: '400' },
      app: { scheduler: { start: false }, push: { agent: service.agent, retryDelaySeconds: () => 0.3, pollMs: 200 } },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fan = async (): Promise<Fan> => {
    const u = await signUp(t.app);
    const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username])) as [{ id: number }];
    return { ...u, id, auth: bearer(u.session.accessToken) };
  };
  const subscribe = (f: Fan, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/me/push-subscriptions', headers: f.auth, payload });
  const pushOn = (f: Fan) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/me/notification-settings',
      headers: f.auth,
      payload: { timeZone: 'UTC', newEpisodes: { push: true, email: false, inApp: false }, leadHours: 0, digest: 'off' },
    });
  const follow = (f: Fan) => t.db.query(`INSERT INTO user_show (user_id, show_id, status) VALUES ($1, $2, 'watching')`, [f.id, CLOY]);
  const episode = (n: number, airDate: string) =>
    t.db.query(
      `INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (show_id, season_number, episode_number) DO UPDATE SET air_date = EXCLUDED.air_date`,
      [CLOY, SEASON, n, `Episode ${n}`, airDate],
    );
  const startAt = async (iso: string) => {
    await setJobState(t.db, NEW_EPISODES_JOB, '', { until: iso });
    await t.db.query('UPDATE scheduled_job SET run_at = $1 WHERE kind = $2', [iso, NEW_EPISODES_JOB]);
  };
  const to = (path: string) => service.received.filter((r) => r.path === path);
  /** A fan following CLOY with push on and one device subscribed at `path` of the push service. */
  const subscribedFan = async (path: string) => {
    const f = await fan();
    const device = browserSubscription(`${service.origin}${path}`);
    const res = await subscribe(f, device.body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await pushOn(f)).statusCode).toBe(200);
    await follow(f);
    return { f, device, id: res.json<{ id: number }>().id };
  };
  const ledger = async (f: Fan) =>
    (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_delivery WHERE user_id = $1 AND channel = 'push'`, [
        f.id,
      ])
    )[0]!.n;

  it('makes its VAPID key pair once, into DATA_DIR with mode 0600, and answers the public key', async () => {
    const first = await t.app.inject({ url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { key } = first.json<{ key: string }>();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(statSync(join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    const again = await createTestApp({ seed: false, env: { DATA_DIR: dataDir } });
    try {
      expect((await again.app.inject({ url: '/api/push/public-key' })).json()).toEqual({ key });
    } finally {
      await again.close();
    }
  });

  it.runIf(engine === 'postgres')(
    'refuses to start an instance with another VAPID pair on the same database; the same pair starts',
    async () => {
      const url = (t.db as { url?: string }).url!;
      const elsewhere = mkdtempSync(join(tmpdir(), 'klama-data-'));
      try {
        // another DATA_DIR: another pair, which the subscriptions of this database were not made with
        const stranger = await buildApp({ ...t.config, dataDir: elsewhere }, await openPostgres(url, 2), { scheduler: { start: false } });
        await expect(stranger.ready()).rejects.toThrow(VAPID_MISMATCH);
        await stranger.close();
        const sibling = await buildApp(t.config, await openPostgres(url, 2), { scheduler: { start: false } });
        await sibling.ready();
        expect((await sibling.inject({ url: '/api/push/public-key' })).json()).toEqual(
          (await t.app.inject({ url: '/api/push/public-key' })).json(),
        );
        await sibling.close();
      } finally {
        rmSync(elsewhere, { recursive: true, force: true });
      }
    },
  );

  it('saves a subscription once per endpoint, deletes only one’s own', async () => {
    const a = await fan();
    const b = await fan();
    const device = browserSubscription(`${service.origin}/ok/${randomBytes(6).toString('hex')}`);
    const made = await subscribe(a, device.body);
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: number }>();
    expect((await subscribe(a, device.body)).json()).toEqual({ id });
    expect((await t.db.query('SELECT id FROM push_subscription WHERE endpoint = $1', [device.body.endpoint])).length).toBe(1);
    const notMine = await t.app.inject({ method: 'DELETE', url: `/api/user/me/push-subscriptions/${id}`, headers: b.auth });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('push.unknownSubscription');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/me/push-subscriptions/${id}`, headers: a.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/me/push-subscriptions/${id}`, headers: a.auth })).statusCode).toBe(404);
  });

  it('refuses malformed subscriptions and endpoints that are not https or not public (400 with a code)', async () => {
    const f = await fan();
    const good = browserSubscription(`${service.origin}/ok/x`).body;
    const refused = async (payload: object) => {
      const res = await subscribe(f, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res.json<{ errors: { path: string; code: string }[] }>().errors.map((e) => `${e.path} ${e.code}`);
    };
    expect(await refused({ ...good, endpoint: 'not a url' })).toEqual(['body.endpoint push.endpointNotHttps']);
    expect(await refused({ ...good, endpoint: 'http://push.example.com/x' })).toEqual(['body.endpoint push.endpointNotHttps']);
    expect(await refused({ ...good, keys: { ...good.keys, p256dh: 'abc' } })).toEqual(['body.keys.p256dh push.badKey']);
    expect(await refused({ ...good, keys: { ...good.keys, auth: '!!!!' } })).toEqual(['body.keys.auth push.badKey']);
    expect(await refused({ endpoint: good.endpoint })).toEqual(['body.keys validation.invalid']);
    for (const endpoint of [
      'https://10.0.0.1/push',
      'https://192.168.1.20/push',
      'https://172.16.5.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://0.0.0.0/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://user:pw@1.1.1.1/push',
      'https://does-not-resolve.invalid/push',
    ])
      expect(await refused({ ...good, endpoint })).toEqual(['body.endpoint push.endpointNotPublic']);
  });

  it('lets loopback through only with PUSH_ALLOW_LOOPBACK; public addresses always', async () => {
    for (const endpoint of [
      'https://127.0.0.1/p',
      'https://localhost/p',
      'https://[::1]/p',
      'https://127.8.9.10/p',
      'https://[::ffff:127.0.0.1]/p',
    ]) {
      expect(await checkPushEndpoint(endpoint, false), endpoint).toBe('notPublic');
      expect(await checkPushEndpoint(endpoint, true), endpoint).toBe('ok');
    }
    expect(await checkPushEndpoint('https://10.1.2.3/p', true)).toBe('notPublic');
    expect(await checkPushEndpoint('https://1.1.1.1/p', false)).toBe('ok');
    expect(await checkPushEndpoint('https://[2606:4700::1111]/p', false)).toBe('ok');
    expect(await checkPushEndpoint('http://1.1.1.1/p', true)).toBe('notHttps');
    expect(await checkPushEndpoint('https://does-not-resolve.invalid/p', true)).toBe('unresolved');
  });

  it('pushes a new episode once, encrypted (RFC 8291) with the VAPID key; the browser decrypts it and sees the episode', async () => {
    const path = `/ok/${randomBytes(6).toString('hex')}`;
    const { f, device } = await subscribedFan(path);
    await episode(1, '2032-01-10');
    await startAt('2032-01-10T00:00:00.000Z');
    await t.app.scheduler.runDue(new Date('2032-01-10T09:00:00.000Z'));
    await eventually(async () => expect(to(path)).toHaveLength(1), 5000);
    const [push] = to(path);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${t.app.push.publicKey}$`));
    expect(push!.body.toString('utf8')).not.toContain('Crash Landing');
    expect(device.open(push!.body)).toEqual({
      title: 'New episode of Crash Landing on You',
      body: `Crash Landing on You: season ${SEASON}, episode 1 airs 2032-01-10`,
      url: `/details/${CLOY}`,
      tag: `episode-${CLOY}-${SEASON}-1`,
    });
    // the job again over the same window: nothing more
    await startAt('2032-01-10T00:00:00.000Z');
    await t.app.scheduler.runDue(new Date('2032-01-10T09:00:00.000Z'));
    await t.app.push.sender.idle();
    expect(to(path)).toHaveLength(1);
    expect(await ledger(f)).toBe(1);
    expect((await t.db.query('SELECT 1 FROM push_outbox')).length).toBe(0);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const path = `/gone/${randomBytes(6).toString('hex')}`;
    const { id } = await subscribedFan(path);
    await episode(2, '2032-01-11');
    await startAt('2032-01-11T00:00:00.000Z');
    await t.app.scheduler.runDue(new Date('2032-01-11T09:00:00.000Z'));
    await eventually(async () => expect((await t.db.query('SELECT 1 FROM push_subscription WHERE id = $1', [id])).length).toBe(0), 5000);
    expect(to(path)).toHaveLength(1);
    expect((await t.db.query('SELECT 1 FROM push_outbox')).length).toBe(0);
  });

  it('times out a push service that hangs and retries it later, while other pushes go on', async () => {
    const hang = `/hang/${randomBytes(6).toString('hex')}`;
    const ok = `/ok/${randomBytes(6).toString('hex')}`;
    const slow = await subscribedFan(hang);
    const quick = await subscribedFan(ok);
    await episode(3, '2032-01-12');
    await startAt('2032-01-12T00:00:00.000Z');
    const started = Date.now();
    await t.app.scheduler.runDue(new Date('2032-01-12T09:00:00.000Z'));
    await eventually(async () => expect(to(ok)).toHaveLength(1), 5000);
    // the other fan's push did not wait for the hung service's timeout
    expect(Date.now() - started).toBeLessThan(400);
    await eventually(async () => expect(to(hang)).toHaveLength(1), 5000);
    expect(slow.device.open(to(hang)[0]!.body)).toMatchObject({
      body: `Crash Landing on You: season ${SEASON}, episode 3 airs 2032-01-12`,
    });
    expect(quick.device.open(to(ok)[0]!.body)).toMatchObject({ tag: `episode-${CLOY}-${SEASON}-3` });
    expect(await ledger(slow.f)).toBe(1);
  });

  it('checks the endpoint again before each send: a private address drops the subscription, an unresolved name is retried', async () => {
    const f = await fan();
    const keys = browserSubscription('https://x/').body.keys;
    const insert = async (endpoint: string) => {
      const [{ id }] = (await t.db.query<{ id: number }>(
        'INSERT INTO push_subscription (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
        [f.id, endpoint, keys.p256dh, keys.auth],
      )) as [{ id: number }];
      return id;
    };
    const privateOne = await insert('https://10.9.8.7/push/rebound');
    const unresolved = await insert('https://gone-away.invalid/push');
    await t.db.query(
      `INSERT INTO push_outbox (subscription_id, payload, expires_at) VALUES ($1, '{}', now() + interval '1 hour'), ($2, '{}', now() + interval '1 hour')`,
      [privateOne, unresolved],
    );
    t.app.push.sender.wake();
    await eventually(async () => {
      expect((await t.db.query('SELECT 1 FROM push_subscription WHERE id = $1', [privateOne])).length).toBe(0);
      const [left] = await t.db.query<{ last_error: string | null }>('SELECT last_error FROM push_outbox WHERE subscription_id = $1', [
        unresolved,
      ]);
      expect(left?.last_error).toBe("the push service's name did not resolve");
    }, 5000);
    expect((await t.db.query('SELECT 1 FROM push_subscription WHERE id = $1', [unresolved])).length).toBe(1);
    await t.db.query('DELETE FROM push_subscription WHERE id = $1', [unresolved]);
  });

  it.runIf(engine === 'postgres')('pushes each episode once to each device with two instances on one PostgreSQL', async () => {
    const devices: Awaited<ReturnType<typeof subscribedFan>>[] = [];
    for (let i = 0; i < 6; i++) devices.push(await subscribedFan(`/ok/${randomBytes(6).toString('hex')}`));
    for (let n = 4; n <= 6; n++) await episode(n, '2032-01-13');
    const db2 = await openPostgres((t.db as { url?: string }).url!, 4);
    const second = await buildApp(t.config, db2, {
      scheduler: { start: false, batch: 4 },
      push: { agent: service.agent, retryDelaySeconds: () => 0.3, pollMs: 200 },
    });
    await second.ready();
    try {
      for (let round = 0; round < 3; round++) {
        await startAt('2032-01-13T00:00:00.000Z');
        const now = new Date(`2032-01-13T12:00:0${round}.000Z`);
        await Promise.all([t.app.scheduler.runDue(now), second.scheduler.runDue(now), second.scheduler.runDue(now)]);
      }
      await eventually(async () => {
        for (const d of devices) expect(to(new URL(d.device.body.endpoint).pathname)).toHaveLength(3);
      }, 10_000);
      await Promise.all([t.app.push.sender.idle(), second.push.sender.idle()]);
      for (const d of devices) {
        const episodes = to(new URL(d.device.body.endpoint).pathname)
          .map((r) => (d.device.open(r.body) as { tag: string }).tag)
          .sort();
        expect(episodes).toEqual([4, 5, 6].map((n) => `episode-${CLOY}-${SEASON}-${n}`));
        expect(await ledger(d.f)).toBe(3);
      }
    } finally {
      await second.close();
    }
  });
});
