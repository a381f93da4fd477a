/**
 * The console keeps an operator: the only enabled admin cannot delete their account (409 with a code) and cannot
 * remove their own admin role; once another account is admin, deleting works. A database of this file's own, so
 * "the only admin" is known: no other test's admins are in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { setRoleByUsername } from '../../src/admin/set-role.js';
import { bearer, nextLoopbackAddress, sessionOf, signUp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const deleteMe = (token: string, password: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user/me',
    headers: bearer(token),
    payload: { password },
    remoteAddress: nextLoopbackAddress(),
  });
const patchUser = (token: string, username: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${username}`, headers: bearer(token), payload });
const me = (token: string) => t.app.inject({ url: '/api/user/me', headers: bearer(token) });

async function signUpAdmin() {
  const admin = await signUp(t.app);
  await setRoleByUsername(t.db, admin.username, 'admin');
  return admin;
}

describe(`the last admin on ${engine}`, () => {
  it('cannot delete their account or drop their own role while no other enabled admin exists; can once one does', async () => {
    const first = await signUpAdmin();
    const refused = await deleteMe(first.session.accessToken, first.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 'error', code: 'auth.deleteLastAdmin', message: AUTH_MESSAGES.deleteLastAdmin });
    expect((await me(first.session.accessToken)).json()).toMatchObject({ username: first.username, role: 'admin' });

    const demote = await patchUser(first.session.accessToken, first.username, { role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ status: 'error', code: 'admin.ownAccount', message: ADMIN_MESSAGES.ownAccount });

    // a second admin who is disabled is no operator: still refused
    const second = await signUpAdmin();
    expect((await patchUser(first.session.accessToken, second.username, { disabled: true })).statusCode).toBe(200);
    expect((await deleteMe(first.session.accessToken, first.password)).statusCode).toBe(409);

    // enabled again, the second admin can operate the console: the first may go
    expect((await patchUser(first.session.accessToken, second.username, { disabled: false })).statusCode).toBe(200);
    const deleted = await deleteMe(first.session.accessToken, first.password);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // now the second is the last one (signed in again: being disabled ended their sessions)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: second.username, password: second.password },
      remoteAddress: nextLoopbackAddress(),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const last = await deleteMe(sessionOf(signIn).accessToken, second.password);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'auth.deleteLastAdmin' });
  });

  it('lets a fan delete their account whatever the admins are', async () => {
    const fan = await signUp(t.app);
    expect((await deleteMe(fan.session.accessToken, fan.password)).statusCode).toBe(204);
  });
});
