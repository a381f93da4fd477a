/**
 * admin/users and the audit log: find accounts, disable (sessions end at once) and enable, grant and revoke, end an
 * account's sessions without disabling it (ASVS 7.4.5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type AdminUser } from '@klama/contract';
import { engine, type TestApp } from '../test-app.js';
import { bearer, sessionOf, signUp } from '../accounts/helpers.js';
import { call, lastAudit, adminTestApp, type AdminTestApp } from './helpers.js';

describe(`admin/users on ${engine}`, () => {
  const ctx = adminTestApp();
  let t: TestApp;
  let admin: AdminTestApp['admin'];
  beforeAll(() => void ({ t, admin } = ctx));

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('finds users by part of their name or email, newest first, in pages', async () => {
    const a = await signUp(t.app, { username: `findme_a_${Date.now()}` });
    const b = await signUp(t.app, { username: `findme_b_${Date.now()}` });
    const page = await call(t.app, admin.auth, 'GET', '/api/admin/users?query=FINDME_');
    expect(page.results.map((u: AdminUser) => u.username)).toEqual([b.username, a.username]);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      username: b.username,
      email: b.email,
      role: 'user',
      disabled: false,
      createdAt: expect.any(String),
    });
    expect(page).toMatchObject({ totalDocs: 2, page: 1, hasNextPage: false });
    expect((await call(t.app, admin.auth, 'GET', `/api/admin/users?query=${encodeURIComponent(a.email)}`)).results).toHaveLength(1);
    expect((await call(t.app, admin.auth, 'GET', '/api/admin/users?query=%25')).totalDocs).toBe(0); // LIKE wildcards are literal
    await call(t.app, admin.auth, 'GET', '/api/admin/users?page=0', undefined, 400);
  });

  it('disables an account: its sessions end at once and it cannot sign in; enabling lets it back', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(200);

    const disabled = await call(t.app, admin.auth, 'PATCH', `/api/admin/users/${user.username}`, { disabled: true });
    expect(disabled).toMatchObject({ username: user.username, disabled: true });
    expect((await t.app.inject({ url: '/api/user/me', headers: auth })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const refused = await login(user.username, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.accountDisabled);
    expect((await login(user.username, 'wrong-password')).statusCode).toBe(401); // no hint without the password
    expect(await lastAudit(t.app, admin.auth)).toMatchObject({
      action: 'user.update',
      target: `user/${user.username}`,
      before: { disabled: false },
      after: { disabled: true },
    });

    await call(t.app, admin.auth, 'PATCH', `/api/admin/users/${user.username}`, { disabled: false });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('grants and revokes the admin role; a revoked admin is refused on the next call', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    const me = async () => (await t.app.inject({ url: '/api/user/me', headers: auth })).json();
    // GET user/me tells the web app whether to offer the console
    expect(await me()).toEqual({
      username: user.username,
      email: user.email,
      avatar: null,
      role: 'user',
      region: null,
      confirmWith: ['password'],
      emailVerified: false,
      profileVisibility: 'private',
    });
    await call(t.app, admin.auth, 'PATCH', `/api/admin/users/${user.username}`, { role: 'admin' });
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(200);
    expect((await me()).role).toBe('admin');
    await call(t.app, admin.auth, 'PATCH', `/api/admin/users/${user.username}`, { role: 'user' });
    expect((await t.app.inject({ url: '/api/admin/hero', headers: auth })).statusCode).toBe(403);
    expect((await me()).role).toBe('user');
    expect(await lastAudit(t.app, admin.auth)).toMatchObject({ before: { role: 'admin' }, after: { role: 'user' }, actor: admin.username });
  });

  it('ends every session of one account at once (ASVS 7.4.5): tokens refused, others untouched, signing in again works', async () => {
    const user = await signUp(t.app);
    const second = sessionOf(await login(user.username, user.password));
    const other = await signUp(t.app);
    const works = async (token: string) => (await t.app.inject({ url: '/api/user/me', headers: bearer(token) })).statusCode;
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect([await works(user.session.accessToken), await works(second.accessToken)]).toEqual([200, 200]);

    const url = `/api/admin/users/${user.username.toUpperCase()}/sessions/end`;
    expect(await call(t.app, admin.auth, 'POST', url)).toEqual({ ended: 2 });
    expect([await works(user.session.accessToken), await works(second.accessToken)]).toEqual([401, 401]);
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect(await works(other.session.accessToken)).toBe(200); // another account's session goes on
    expect(await works(admin.session.accessToken)).toBe(200);
    expect(await lastAudit(t.app, admin.auth)).toMatchObject({
      actor: admin.username,
      action: 'user.endSessions',
      target: `user/${user.username.toUpperCase()}`,
      before: null,
      after: { sessionsEnded: 2 },
    });

    // the account stays enabled: its owner signs in again, and that session is the only one a second call ends
    const again = await login(user.username, user.password);
    expect(again.statusCode).toBe(200);
    expect(await works(sessionOf(again).accessToken)).toBe(200);
    expect(await call(t.app, admin.auth, 'POST', url)).toEqual({ ended: 1 });
    expect(await call(t.app, admin.auth, 'POST', url)).toEqual({ ended: 0 });
    expect(await works(sessionOf(again).accessToken)).toBe(401);

    const audited = await lastAudit(t.app, admin.auth);
    await call(t.app, admin.auth, 'POST', '/api/admin/users/nobody_at_all/sessions/end', undefined, 404);
    expect(await lastAudit(t.app, admin.auth)).toEqual(audited);
    // a fan may not call it
    const refused = await t.app.inject({ method: 'POST', url, headers: bearer(other.session.accessToken) });
    expect(refused.statusCode).toBe(403);
  });

  it('an admin cannot lock themselves out; unknown users are 404; bad input 400', async () => {
    const audited = await lastAudit(t.app, admin.auth);
    for (const name of [admin.username, admin.username.toUpperCase()])
      for (const patch of [{ disabled: true }, { role: 'user' }, { disabled: true, role: 'user' }]) {
        const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${name}`, headers: admin.auth, payload: patch });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          status: 'error',
          code: 'admin.ownAccount',
          message: 'You cannot disable your own account or remove your own admin role',
        });
      }
    // nothing changed and nothing was audited
    const self = await call(t.app, admin.auth, 'GET', `/api/admin/users?query=${admin.username}`);
    expect(self.results).toEqual([expect.objectContaining({ username: admin.username, disabled: false, role: 'admin' })]);
    expect(await lastAudit(t.app, admin.auth)).toEqual(audited);
    await call(t.app, admin.auth, 'PATCH', '/api/admin/users/nobody_at_all', { disabled: true }, 404);
    await call(t.app, admin.auth, 'PATCH', `/api/admin/users/${admin.username}`, { role: 'root' }, 400);
  });

  it('the audit log lists every admin write newest first, in pages of 20', async () => {
    const page = await call(t.app, admin.auth, 'GET', '/api/admin/audit');
    const actions = page.results.map((e: { action: string }) => e.action);
    // the grant by setRoleByUsername (as `npm run admin -- grant`) came first, from the command line
    expect(actions.at(-1)).toBe('user.grant');
    expect(page.results.at(-1)).toMatchObject({
      actor: 'npm run admin',
      target: `user/${admin.username}`,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    const ids = page.results.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.totalDocs).toBe(page.results.length);
  });
});
