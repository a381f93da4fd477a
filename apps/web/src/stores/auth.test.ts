/**
 * The auth store keeps no token in localStorage: the access token in memory, the refresh token in the server's
 * HttpOnly cookie. A token an older version left in localStorage is sent once, then deleted.
 */
import { describe, expect, it } from 'vitest';
import { fakeJwt, json, signInAs, stubApi } from '../test/render';
import { refreshAccessToken, restoreSession } from '../api/session';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth';

const MINJI = { username: 'minji', email: 'minji@example.com', avatar: null };
const stored = () => localStorage.getItem(AUTH_STORAGE_KEY) ?? '';

/** What the version that kept both tokens in localStorage left there. */
function leaveOldSession(state: Record<string, unknown>) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
  return useAuthStore.persist.rehydrate();
}

describe('the stored session', () => {
  it('holds the user and no token after a sign-in', () => {
    useAuthStore.getState().signIn({ ...MINJI, accessToken: 'access.jwt.1' });
    expect(useAuthStore.getState().accessToken).toBe('access.jwt.1');
    expect(JSON.parse(stored())).toEqual({ state: { user: MINJI, isLoading: false }, version: 1 });
  });

  it('drops the access token of a tab whose user another tab signed out', async () => {
    signInAs('minji');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { user: null, isLoading: false }, version: 1 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
  });
});

describe('a session of the localStorage days', () => {
  it('is migrated: its access token deleted at once, its refresh token sent once in the body, then deleted', async () => {
    await leaveOldSession({ user: MINJI, accessToken: 'old.access.jwt', refreshToken: 'old-refresh', isLoading: false });
    expect(useAuthStore.getState()).toMatchObject({ user: MINJI, accessToken: null, legacyRefreshToken: 'old-refresh' });
    expect(stored()).not.toContain('old.access.jwt');

    const fresh = fakeJwt('fresh');
    const calls = stubApi(() => json({ accessToken: fresh }));
    await restoreSession();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/refresh', method: 'POST', body: { refreshToken: 'old-refresh' } });
    expect(useAuthStore.getState()).toMatchObject({ user: MINJI, accessToken: fresh, legacyRefreshToken: null });
    // nothing of either token is left in localStorage
    expect(JSON.parse(stored())).toEqual({ state: { user: MINJI, isLoading: false }, version: 1 });

    // the next refresh rides on the cookie the answer set: no body
    await refreshAccessToken(fresh);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ url: '/api/auth/refresh', body: undefined });
  });

  it('is signed out, and its token deleted, when the server refuses the token', async () => {
    await leaveOldSession({ user: MINJI, accessToken: 'old.access.jwt', refreshToken: 'revoked-refresh', isLoading: false });
    const calls = stubApi(() =>
      json({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' }, 401),
    );
    await restoreSession();
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, legacyRefreshToken: null });
    expect(stored()).not.toContain('revoked-refresh');
  });

  it('keeps its token for the next try when the server was not reached', async () => {
    await leaveOldSession({ user: MINJI, accessToken: null, refreshToken: 'old-refresh', isLoading: false });
    stubApi(() => Promise.reject(new TypeError('network down')));
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: MINJI, legacyRefreshToken: 'old-refresh' });
  });

  it('without a refresh token is no session', async () => {
    await leaveOldSession({ user: MINJI, accessToken: 'old.access.jwt', refreshToken: null, isLoading: false });
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, legacyRefreshToken: null });
    expect(stored()).not.toContain('old.access.jwt');
  });
});
