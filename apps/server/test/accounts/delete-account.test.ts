/**
 * Deleting one's account (issue 25 item 7): confirmed by the password or a fresh Google credential, everything the
 * account owns erased in one transaction, its public list and feed gone, every session refused, the audit log
 * keeping a pseudonym only, the username and email free again. Google tokens are signed with a local key and
 * checked against a local JWKS (GOOGLE_JWKS_URL), as google.test.ts does for sign-in.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { AUTH_MESSAGES, CalendarFeedUrl, ListSummary, type AuditEntry, type GoogleSignupPending } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { setRoleByUsername } from '../../src/admin/set-role.js';
import { createResetToken } from '../../src/accounts/password-reset.queries.js';
import { bearer, nextLoopbackAddress, sessionOf, signUp, uniqueName } from './helpers.js';

const CLIENT_ID = 'klama-delete-test.apps.googleusercontent.com';
const [CLOY, AUTUMN] = [9000001, 9000002];

let t: TestApp;
let jwksServer: Server;
let googleKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks` } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const googleToken = (sub: string, options: { issuedAt?: number } = {}) =>
  new SignJWT({ email: `${sub}@gmail.com`, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(sub)
    .setIssuedAt(options.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime('1h')
    .sign(googleKey);

const deleteMe = (token: string, payload: unknown, remoteAddress = nextLoopbackAddress()) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(token), payload: payload as object, remoteAddress });
const me = (token: string) => t.app.inject({ url: '/api/user/me', headers: bearer(token) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: nextLoopbackAddress() });

async function signUpAdmin() {
  const admin = await signUp(t.app);
  await setRoleByUsername(t.db, admin.username, 'admin');
  return { ...admin, auth: bearer(admin.session.accessToken) };
}

async function auditEntries(auth: Record<string, string>): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: '/api/admin/audit?page=1', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: AuditEntry[] }>().results;
}

/** A Google-only account made the way the web app makes one: Google sign-in, then a username. */
async function signUpWithGoogle() {
  const sub = `g-delete-${process.pid}-${uniqueName('s')}`;
  const first = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: await googleToken(sub) } });
  expect(first.statusCode, first.body).toBe(202);
  const username = uniqueName('gdel');
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/complete-profile',
    payload: { username },
    headers: bearer(first.json<GoogleSignupPending>().tempToken),
  });
  expect(done.statusCode, done.body).toBe(201);
  return { sub, username, session: sessionOf(done) };
}

/** Every table the catalogue says can hold a row of an account: a foreign key to app_user, or a user_id/owner_id column. */
async function accountColumns(): Promise<{ table: string; column: string }[]> {
  return t.db.query<{ table: string; column: string }>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'app_user'::regclass
     UNION
     SELECT table_name::text, column_name::text FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('user_id', 'owner_id')
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_type = 'BASE TABLE')
     ORDER BY 1, 2`,
  );
}

/** Tables and text columns (text, varchar, json) holding `needle` anywhere, case-insensitively. */
async function textColumnsHolding(needle: string): Promise<string[]> {
  const columns = await t.db.query<{ table: string; column: string }>(
    `SELECT c.table_name::text AS table, c.column_name::text AS column FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [hit] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
      [needle],
    );
    if (hit!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe(`deleting one's account on ${engine}`, () => {
  it('keeps the account on a wrong password, with a clear 400, and erases nothing', async () => {
    const u = await signUp(t.app);
    const wrong = await deleteMe(u.session.accessToken, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', code: 'auth.deletePasswordIncorrect', message: AUTH_MESSAGES.deletePasswordIncorrect });
    expect((await me(u.session.accessToken)).statusCode).toBe(200);
    expect((await login(u.username, u.password)).statusCode).toBe(200);
  });

  it('erases everything the account owns, ends every session and frees its username and email', async () => {
    const admin = await signUpAdmin();
    const u = await signUp(t.app, { username: uniqueName('Gone') });
    const auth = bearer(u.session.accessToken);
    const other = sessionOf(await login(u.username, u.password));

    // what a fan builds up: a diary entry, marks, a public list with a note, a calendar feed
    const entry = await t.app.inject({
      method: 'PATCH',
      url: `/api/user-show/entry/${CLOY}`,
      headers: auth,
      payload: { status: 'watching' },
    });
    expect(entry.statusCode, entry.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/liked/${AUTUMN}`, headers: auth })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lists',
      headers: auth,
      payload: { name: 'Mine', visibility: 'public' },
    });
    const list = ListSummary.parse(created.json());
    const item = await t.app.inject({
      method: 'PUT',
      url: `/api/lists/${list.id}/items/${CLOY}`,
      headers: auth,
      payload: { note: 'a note' },
    });
    expect(item.statusCode, item.body).toBe(200);
    expect((await t.app.inject({ url: `/api/lists/${list.id}` })).statusCode).toBe(200);
    const feed = CalendarFeedUrl.parse((await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth })).json());
    const feedPath = new URL(feed.url).pathname;
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);
    // a reset link and a mail waiting to go out (due tomorrow: the worker leaves it alone)
    await createResetToken(t.db, (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username]))[0]!.id);
    await t.db.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, next_attempt_at, expires_at)
       VALUES ('password-reset', $1, 'Reset', 'text', '<p>html</p>', now() + interval '1 day', now() + interval '2 days')`,
      [u.email],
    );
    // audit rows naming the account: an operator changed it, and it acted as an operator itself
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${u.username}`,
      headers: admin.auth,
      payload: { role: 'admin' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const bystander = await signUp(t.app);
    const acted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${bystander.username}`,
      headers: auth,
      payload: { disabled: false },
    });
    expect(acted.statusCode, acted.body).toBe(200);
    const [{ id }] = (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [u.username])) as [{ id: number }];

    // every table that can hold the account's rows holds some before (the check below is not empty by accident)
    const columns = await accountColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'auth_session.user_id',
        'user_show.user_id',
        'user_list.user_id',
        'calendar_token.user_id',
        'password_reset.user_id',
      ]),
    );
    expect(await textColumnsHolding(u.email)).toEqual(
      expect.arrayContaining(['app_user.email', 'mail_outbox.to_address', 'audit_log.before']),
    );

    const res = await deleteMe(u.session.accessToken, { password: u.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    for (const { table, column } of columns) {
      const [held] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`, [id]);
      expect(held!.n, `${table}.${column} still holds rows of the deleted account`).toBe(0);
    }
    // nothing anywhere still names the person: not the username, not the email (mail, audit before/after, …)
    expect(await textColumnsHolding(u.username)).toEqual([]);
    expect(await textColumnsHolding(u.email)).toEqual([]);
    // and the rows below the account went with it (refresh tokens of its sessions, its list's items)
    expect(await t.db.query('SELECT 1 FROM user_list_item WHERE list_id = $1', [list.id])).toEqual([]);

    // this session, the other one, and their refresh tokens: refused at once
    expect((await me(u.session.accessToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    for (const refreshToken of [u.session.refreshToken, other.refreshToken]) {
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    }
    expect((await login(u.username, u.password)).statusCode).toBe(401);
    // the public list and the calendar feed are gone for everyone
    const gone = await t.app.inject({ url: `/api/lists/${list.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('List not found');
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(404);

    // the username and the email are free at once: someone may sign up with them
    const again = await signUp(t.app, { username: u.username, email: u.email });
    expect(again.username).toBe(u.username);
  });

  it('every foreign key under an account cascades, but the two whose rows outlive it without naming anyone', async () => {
    // a new table keyed to an account (or to anything an account owns) must go with it: ON DELETE CASCADE, or a
    // decision here and a statement in delete-account.queries.ts
    const kept = await t.db.query<{ table: string; column: string; action: string }>(
      `WITH RECURSIVE owned(rel) AS (
         SELECT 'app_user'::regclass
         UNION SELECT c.conrelid FROM pg_constraint c JOIN owned o ON c.confrelid = o.rel WHERE c.contype = 'f' AND c.confdeltype = 'c'
       )
       SELECT c.conrelid::regclass::text AS table, a.attname::text AS column, c.confdeltype::text AS action
         FROM pg_constraint c JOIN owned o ON c.confrelid = o.rel
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confdeltype <> 'c' ORDER BY 1, 2`,
    );
    expect(kept).toEqual([
      // the operator's row stays; its name becomes the pseudonym (the test above)
      { table: 'audit_log', column: 'actor_id', action: 'n' },
      // an import job's history: only the id pointed at the operator who asked for it
      { table: 'import_job', column: 'requested_by', action: 'n' },
      // a report the deleted moderator resolved stays resolved (the queue's history), without naming who
      { table: 'report', column: 'resolved_by', action: 'n' },
    ]);
  });

  it('leaves a pseudonymous row in the audit log, and pseudonymises the rows that named the account', async () => {
    const admin = await signUpAdmin();
    const u = await signUp(t.app);
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${u.username}`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${u.username}`, headers: admin.auth, payload: { disabled: false } });
    const session = sessionOf(await login(u.username, u.password));

    expect((await deleteMe(session.accessToken, { password: u.password })).statusCode).toBe(204);

    const [deleted, enabled, disabledRow] = await auditEntries(admin.auth);
    expect(deleted).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: expect.stringMatching(/^deleted-[0-9a-f]{16}$/),
      action: 'account.delete',
      target: `user/${deleted!.actor}`,
      before: null,
      after: null,
    });
    // the operator's rows about the account: same pseudonym, the operator still named, the change still readable
    for (const row of [enabled, disabledRow]) {
      expect(row).toMatchObject({ actor: admin.username, action: 'user.update', target: `user/${deleted!.actor}` });
      expect(row!.before).toMatchObject({ username: deleted!.actor, email: deleted!.actor });
    }
    expect(enabled!.after).toMatchObject({ disabled: false });
    expect(disabledRow!.after).toMatchObject({ disabled: true });
    const page = JSON.stringify(await auditEntries(admin.auth));
    expect(page).not.toContain(u.username);
    expect(page).not.toContain(u.email);
  });

  it('is confirmed with a fresh Google credential of the account’s own Google account', async () => {
    const g = await signUpWithGoogle();
    const meAnswer = await me(g.session.accessToken);
    expect(meAnswer.json().confirmWith).toEqual(['google']);

    const withPassword = await deleteMe(g.session.accessToken, { password: 'anything-at-all' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().message).toBe(AUTH_MESSAGES.deleteNeedsGoogle);
    const someoneElse = await deleteMe(g.session.accessToken, { google: await googleToken(`${g.sub}-other`) });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().message).toBe(AUTH_MESSAGES.deleteGoogleMismatch);
    const stale = await deleteMe(g.session.accessToken, {
      google: await googleToken(g.sub, { issuedAt: Math.floor(Date.now() / 1000) - 20 * 60 }),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(AUTH_MESSAGES.googleTokenInvalid);
    const forged = await deleteMe(g.session.accessToken, { google: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(AUTH_MESSAGES.googleTokenInvalid);
    expect((await me(g.session.accessToken)).statusCode).toBe(200);

    const res = await deleteMe(g.session.accessToken, { google: await googleToken(g.sub) });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(g.session.accessToken)).statusCode).toBe(401);
    // the Google account may make a new K-lama account: it is asked for a username again
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { token: await googleToken(g.sub) } });
    expect(back.statusCode).toBe(202);
  });

  it('asks a password account for its password, not Google', async () => {
    const u = await signUp(t.app);
    expect((await me(u.session.accessToken)).json().confirmWith).toEqual(['password']);
    const res = await deleteMe(u.session.accessToken, { google: await googleToken('someone') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.deleteNeedsPassword);
  });

  it('refuses bodies that are not one confirmation, and a 10 MB body, keeping the account', async () => {
    const u = await signUp(t.app);
    for (const body of [{}, { password: '' }, { password: 'x', google: 'y' }, { password: 42 }, { passkey: 'x' }, null]) {
      const res = await deleteMe(u.session.accessToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    const huge = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: { ...bearer(u.session.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'p'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: 'error', code: 'common.bodyTooLarge', message: 'Request body is too large' });
    expect((await me(u.session.accessToken)).statusCode).toBe(200);
  });

  it('refuses without a session (401 before anything else)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/me', payload: { password: 'whatever' } });
    expect(res.statusCode).toBe(401);
  });

  it('slows password guessing on one’s own account like sign-in: 10 attempts, from any addresses, then 429', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await deleteMe(u.session.accessToken, { password: `guess-${i}-wrong` })).statusCode).toBe(400);
    const refused = await deleteMe(u.session.accessToken, { password: u.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await me(u.session.accessToken)).statusCode).toBe(200);
  });
});
