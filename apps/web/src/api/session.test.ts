import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { fakeJwt, json, stubApi, signInAs } from '../test/render';
import { paths } from './paths';
import { ApiError, request } from './request';
import { readXsrfToken, refreshAccessToken, restoreSession, SessionExpiredError, setSessionExpiredHandler, tokenExpiry } from './session';

const counts = () => request(paths.marks.counts(), { auth: 'required' });
const me = () => request(paths.user.me(), { auth: 'required' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const COUNTS = { liked: { count: 1 }, bookmarked: { count: 0 }, watched: 2 };

describe('single-flight refresh', () => {
  it('many parallel 401s cause one refresh, and every caller retries once with the new token', async () => {
    const oldToken = fakeJwt('old');
    const newToken = fakeJwt('new');
    signInAs('minji', { accessToken: oldToken });
    const calls = stubApi(async ({ url, headers, body }) => {
      if (url === '/api/auth/refresh') {
        // the refresh token is the HttpOnly cookie the browser adds: the body is empty
        expect(body).toBeUndefined();
        expect(headers['content-type']).toBeUndefined();
        await new Promise((r) => setTimeout(r, 5));
        return json({ accessToken: newToken });
      }
      return headers.authorization === `Bearer ${newToken}`
        ? json(COUNTS)
        : json({ status: 'error', code: 'auth.invalidToken', message: 'Invalid or expired token' }, 401);
    });

    const results = await Promise.all(Array.from({ length: 8 }, () => counts()));

    expect(results).toEqual(Array.from({ length: 8 }, () => COUNTS));
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/user-show/counts')).toHaveLength(16);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: newToken, legacyRefreshToken: null });
  });

  it('an expired or unreadable access token is refreshed before the call, once for all callers', async () => {
    const newToken = fakeJwt('new');
    signInAs('minji', { accessToken: 'corrupted' });
    const calls = stubApi(({ url, headers }) =>
      url === '/api/auth/refresh'
        ? json({ accessToken: newToken })
        : headers.authorization === `Bearer ${newToken}`
          ? json(COUNTS)
          : json({}, 401),
    );
    await Promise.all([counts(), counts(), me()]);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/user-show/counts', '/api/user-show/counts', '/api/user/me']);
  });

  it('a refused refresh clears the session and sends the user to login once; callers get SessionExpiredError', async () => {
    signInAs('minji', { accessToken: fakeJwt('old') });
    const expired = vi.fn();
    const restore = setSessionExpiredHandler(expired);
    const calls = stubApi(({ url }) =>
      url === '/api/auth/refresh'
        ? json({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' }, 401)
        : json({}, 401),
    );

    const outcomes = await Promise.allSettled([counts(), counts(), me()]);

    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, legacyRefreshToken: null });
    restore();
  });

  it('a 401 after a successful refresh ends the session instead of looping', async () => {
    signInAs('minji', { accessToken: fakeJwt('old') });
    const expired = vi.fn();
    const restore = setSessionExpiredHandler(expired);
    const calls = stubApi(({ url }) => (url === '/api/auth/refresh' ? json({ accessToken: fakeJwt('new') }) : json({}, 401)));
    await expect(counts()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(calls.map((c) => c.url)).toEqual(['/api/user-show/counts', '/api/auth/refresh', '/api/user-show/counts']);
    expect(expired).toHaveBeenCalledTimes(1);
    restore();
  });

  it('a dropped connection during refresh keeps the session for a later try', async () => {
    signInAs('minji', { accessToken: 'corrupted', legacyRefreshToken: 'legacy-1' });
    stubApi(() => Promise.reject(new TypeError('network down')));
    await expect(refreshAccessToken('corrupted')).rejects.toThrow('Failed to connect to the server');
    // nothing was spent: the user stays, and a legacy token waits for the next try
    expect(useAuthStore.getState()).toMatchObject({ user: { username: 'minji' }, legacyRefreshToken: 'legacy-1' });
  });
});

describe('restoring the session when a page opens', () => {
  it('gets an access token with the refresh cookie, once for every caller', async () => {
    const newToken = fakeJwt('new');
    signInAs('minji', { accessToken: null });
    const calls = stubApi(({ url, headers }) =>
      url === '/api/auth/refresh'
        ? json({ accessToken: newToken })
        : headers.authorization === `Bearer ${newToken}`
          ? json(COUNTS)
          : json({}, 401),
    );
    await Promise.all([restoreSession(), counts()]);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/user-show/counts']);
    expect(calls[0]!.body).toBeUndefined();
    expect(useAuthStore.getState().accessToken).toBe(newToken);
    // with a token in memory there is nothing to restore
    await restoreSession();
    expect(calls).toHaveLength(2);
  });

  it('signs the visitor out where they are when the session has ended meanwhile (no trip to /login)', async () => {
    signInAs('minji', { accessToken: null });
    const expired = vi.fn();
    const restore = setSessionExpiredHandler(expired);
    stubApi(() => json({ status: 'error', code: 'auth.invalidRefreshToken', message: 'Invalid or expired refresh token' }, 401));
    await restoreSession();
    expect(useAuthStore.getState().user).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    restore();
  });

  it('without a stored user, asks nothing', async () => {
    const calls = stubApi(() => json({}, 500));
    await restoreSession();
    expect(calls).toEqual([]);
  });

  it('retries once a write refused for want of the XSRF cookie, when the refusal brought one', async () => {
    signInAs('minji', { accessToken: null });
    const calls = stubApi(({ headers }) => {
      if (headers['x-xsrf-token'] === 'fresh') return json({ accessToken: fakeJwt('new') });
      // the server refuses a call with the refresh cookie but no XSRF pair, and sets XSRF-TOKEN on the refusal
      document.cookie = 'XSRF-TOKEN=fresh; path=/';
      return json({ status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' }, 403);
    });
    await restoreSession();
    expect(calls.map((c) => c.headers['x-xsrf-token'])).toEqual([undefined, 'fresh']);
    expect(useAuthStore.getState().user?.username).toBe('minji');
  });

  it('does not retry a 403 when the XSRF cookie was there already', async () => {
    document.cookie = 'XSRF-TOKEN=had; path=/';
    signInAs('minji', { accessToken: null });
    const calls = stubApi(() => json({ status: 'error', code: 'auth.xsrfMismatch', message: 'Invalid or missing XSRF token' }, 403));
    await restoreSession();
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('requests', () => {
  it('sends the XSRF cookie back as X-XSRF-TOKEN on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2B123; path=/';
    expect(readXsrfToken()).toBe('abc+123');
    const calls = stubApi(() => json({ status: 'ok' }));
    await request(paths.auth.logout(), { method: 'POST', body: { refreshToken: 'legacy' } });
    await request(paths.auth.config());
    expect(calls[0]!.headers['x-xsrf-token']).toBe('abc+123');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[1]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it("an error response without a body becomes 'An unexpected error occurred'; with a body, its message", async () => {
    stubApi(({ url }) =>
      url.endsWith('login')
        ? new Response(null, { status: 502 })
        : json({ status: 'error', code: 'auth.invalidCredentials', message: 'Invalid username or password' }, 401),
    );
    await expect(request(paths.auth.login(), { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'An unexpected error occurred',
      code: 'unexpected',
      status: 502,
    });
    await expect(request(paths.auth.signup(), { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid username or password',
      code: 'auth.invalidCredentials',
      status: 401,
    });
  });

  it("a catalogue read that fails without a body says 'An unknown error occurred' (spec §8)", async () => {
    stubApi(() => new Response(null, { status: 500 }));
    await expect(request(paths.hero())).rejects.toMatchObject({ status: 500, code: 'unknown', message: 'An unknown error occurred' });
    await expect(request(paths.marks.counts())).rejects.toMatchObject({
      status: 500,
      code: 'unexpected',
      message: 'An unexpected error occurred',
    });
  });

  it('a 400 carries the field errors; an unreachable server is status 0', async () => {
    const errors = [{ path: 'email', code: 'auth.emailInvalid', message: 'Invalid email address' }];
    stubApi(() => json({ status: 'error', code: 'common.invalidRequest', message: 'Invalid request', errors }, 400));
    const failure = await request(paths.user.me(), { method: 'PATCH', body: { email: 'x' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'common.invalidRequest', message: 'Invalid request', errors });
    stubApi(() => Promise.reject(new TypeError('network down')));
    await expect(request(paths.hero())).rejects.toMatchObject({
      status: 0,
      code: 'connection',
      message: 'Failed to connect to the server',
    });
  });

  it('an optional call without a session goes without a token; with one, with the bearer token', async () => {
    const calls = stubApi(() => json({ showId: 7, liked: true, bookmarked: false, watched: false }));
    await request(paths.marks.status(7), { auth: 'optional' });
    signInAs('minji');
    await request(paths.marks.status(7), { auth: 'optional' });
    expect(calls.map((c) => c.headers.authorization)).toEqual([undefined, expect.stringMatching(/^Bearer /)]);
  });

  it('reads the expiry of a JWT and nothing from garbage', () => {
    expect(tokenExpiry(fakeJwt('x', 60))).toBeGreaterThan(Date.now() / 1000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.!!!.c')).toBeNull();
  });
});
