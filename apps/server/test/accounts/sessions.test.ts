/**
 * Sessions and devices (issue 25, item 4): the list with each session's browser, system and truncated network;
 * ending one or every other; an ended session's refresh token and access token refused at once, also by a second
 * app instance on the same database (the check reads the session's row; nothing is cached per instance).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@klama/contract';
import { buildApp } from '../../src/app.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { createTestApp, engine, type TestApp, type TestDatabase } from '../test-app.js';
import { bearer, confirmIdentity, sessionOf, uniqueName } from './helpers.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let second: FastifyInstance;
let secondDb: Database;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const url = (t.db as TestDatabase).url;
  secondDb = url ? await openPostgres(url, 2) : t.db;
  second = await buildApp(t.config, secondDb);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  if (secondDb !== t.db) await secondDb.close();
  await t.close();
});

type Session = { accessToken: string; refreshToken: string };
const signIn = async (app: FastifyInstance, username: string, userAgent: string, remoteAddress: string): Promise<Session> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'secret-pass-1' },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionOf(res);
};
let signups = 0;
/** A new account signed up from Chrome on Windows at 203.0.n.77 (its own /24: the per-address sign-up limit apart). */
async function newAccount(app: FastifyInstance = t.app) {
  const username = uniqueName('devices');
  const network = `203.0.${++signups}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, email: `${username}@example.com`, password: 'secret-pass-1' },
    headers: { 'user-agent': CHROME_WINDOWS },
    remoteAddress: `${network}.77`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { username, network, session: sessionOf(res) };
}
const list = async (app: FastifyInstance, s: Session) => {
  const res = await app.inject({ url: '/api/user/me/sessions', headers: bearer(s.accessToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionInfo[]>();
};
const refresh = (app: FastifyInstance, s: Session) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: s.refreshToken } });
const meStatus = async (app: FastifyInstance, s: Session) =>
  (await app.inject({ url: '/api/user/me', headers: bearer(s.accessToken) })).statusCode;
/** Ends one session or every other, the owner having confirmed it is them first (decision 0043). */
const end = async (app: FastifyInstance, s: Session, id?: string) => {
  await confirmIdentity(app, s.accessToken);
  return app.inject({ method: 'DELETE', url: `/api/user/me/sessions${id ? `/${id}` : ''}`, headers: bearer(s.accessToken) });
};

describe('the list of sessions', () => {
  it('names each session’s browser and system, its network only, and marks the caller’s own', async () => {
    const { username, network, session: laptop } = await newAccount();
    const phone = await signIn(t.app, username, SAFARI_IPHONE, '2001:db8:abcd:12:1:2:3:4');
    const seen = await list(t.app, laptop);
    expect(seen).toHaveLength(2);
    const byBrowser = Object.fromEntries(seen.map((s) => [s.userAgent.browser, s]));
    expect(byBrowser['Chrome 126']).toMatchObject({
      current: true,
      userAgent: { browser: 'Chrome 126', os: 'Windows 10', device: null },
      ip: `${network}.0/24`,
    });
    expect(byBrowser['Mobile Safari 17']).toMatchObject({
      current: false,
      userAgent: { browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'Apple iPhone' },
      ip: '2001:db8:abcd::/48',
    });
    for (const s of seen) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // from the phone, the phone is "this device"
    expect((await list(t.app, phone)).find((s) => s.current)?.userAgent.browser).toBe('Mobile Safari 17');
  });

  it('stores the truncated network only, never the address', async () => {
    const { username, network } = await newAccount();
    const stored = await t.db.query<Record<string, unknown>>(
      'SELECT s.* FROM auth_session s JOIN app_user u ON u.id = s.user_id WHERE u.username = $1',
      [username],
    );
    expect(stored[0]!.ip_network).toBe(`${network}.0/24`);
    expect(JSON.stringify(stored)).not.toContain(`${network}.77`);
  });

  it('a refresh moves “last used” and the network on', async () => {
    const { session } = await newAccount();
    const before = (await list(t.app, session))[0]!;
    await new Promise((r) => setTimeout(r, 20));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
      remoteAddress: '198.51.100.9',
    });
    expect(res.statusCode).toBe(200);
    const after = (await list(t.app, session))[0]!;
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
    expect(after.ip).toBe('198.51.100.0/24');
    expect(after.createdAt).toBe(before.createdAt);
  });

  it('lists neither ended sessions nor another account’s', async () => {
    const a = await newAccount();
    const b = await newAccount();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: (await signIn(t.app, a.username, SAFARI_IPHONE, '10.0.0.1')).refreshToken },
    });
    const seen = await list(t.app, a.session);
    expect(seen.map((s) => s.current)).toEqual([true]);
    expect(seen.map((s) => s.id)).not.toContain((await list(t.app, b.session))[0]!.id);
  });
});

describe('ending sessions', () => {
  it('ends one session (204): its refresh token and access token are refused at once, the others go on', async () => {
    const { username, session: laptop } = await newAccount();
    const phone = await signIn(t.app, username, SAFARI_IPHONE, '10.0.0.2');
    const phoneId = (await list(t.app, laptop)).find((s) => !s.current)!.id;
    const res = await end(t.app, laptop, phoneId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(t.app, phone)).statusCode).toBe(401);
    expect(await meStatus(t.app, phone)).toBe(401);
    expect(await meStatus(t.app, laptop)).toBe(200);
    expect((await list(t.app, laptop)).map((s) => s.current)).toEqual([true]);
    expect((await end(t.app, laptop, phoneId)).statusCode).toBe(404);
  });

  it('refuses to end another account’s session (404, and it goes on), and a malformed id (400)', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const bId = (await list(t.app, b.session))[0]!.id;
    const res = await end(t.app, a.session, bId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Session not found');
    expect(await meStatus(t.app, b.session)).toBe(200);
    expect((await refresh(t.app, b.session)).statusCode).toBe(200);
    expect((await end(t.app, a.session, 'not-a-session')).statusCode).toBe(400);
  });

  it('ends every other session (204) and keeps the caller’s', async () => {
    const { username, session: laptop } = await newAccount();
    const others = [await signIn(t.app, username, SAFARI_IPHONE, '10.0.0.3'), await signIn(t.app, username, CHROME_WINDOWS, '10.0.0.4')];
    const stranger = await newAccount();
    expect((await end(t.app, laptop)).statusCode).toBe(204);
    for (const s of others) {
      expect((await refresh(t.app, s)).statusCode).toBe(401);
      expect(await meStatus(t.app, s)).toBe(401);
    }
    expect(await meStatus(t.app, laptop)).toBe(200);
    expect((await list(t.app, laptop)).map((s) => s.current)).toEqual([true]);
    expect(await meStatus(t.app, stranger.session)).toBe(200);
  });

  it(`an ended session is refused at once by another instance on the same database (${engine})`, async () => {
    const { username, session: here } = await newAccount(t.app);
    const there = await signIn(second, username, SAFARI_IPHONE, '10.0.0.5');
    expect(await meStatus(second, there)).toBe(200);
    const thereId = (await list(t.app, here)).find((s) => !s.current)!.id;
    expect((await end(t.app, here, thereId)).statusCode).toBe(204);
    // no wait: the next call on the other instance is already refused
    expect(await meStatus(second, there)).toBe(401);
    expect((await refresh(second, there)).statusCode).toBe(401);
    expect(await meStatus(second, here)).toBe(200);
  });
});
