/** Shared helpers for the accounts and library API tests. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LoginResponse } from '@klama/contract';

let counter = 0;
/** A username no other test in the run uses. */
export const uniqueName = (prefix = 'user') => `${prefix}_${process.pid}_${++counter}_${randomBytes(2).toString('hex')}`;

let address = 0;
export const nextLoopbackAddress = () => `127.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** `confirmed`: the new session has also confirmed it is its owner (`confirmIdentity`), for tests of the sensitive changes' own rules. */
export async function signUp(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string; confirmed?: boolean } = {},
) {
  const username = overrides.username ?? uniqueName();
  const body = { username, email: overrides.email ?? `${username}@example.com`, password: overrides.password ?? 'secret-pass-1' };
  // each sign-up from its own loopback address: the per-IP sign-up limit is not what these tests test
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: nextLoopbackAddress() });
  expect(res.statusCode, res.body).toBe(201);
  const session = sessionOf(res);
  if (overrides.confirmed) await confirmIdentity(app, session.accessToken, body.password);
  return { ...body, session };
}

type Answer = { headers: Record<string, unknown>; json<T>(): T };

/** The Set-Cookie lines of an answer. */
export const setCookies = (res: Pick<Answer, 'headers'>) => [(res.headers['set-cookie'] as string | string[] | undefined) ?? []].flat();

/** The refresh token an answer set in its cookie (the body never has it). */
export function refreshCookieOf(res: Pick<Answer, 'headers'>): string {
  const line = setCookies(res).find((c) => c.startsWith('klama-refresh='));
  expect(line, 'a refresh cookie').toBeDefined();
  return decodeURIComponent(/^klama-refresh=([^;]*)/.exec(line!)![1]!);
}

/** A sign-in's answer with the refresh token from its cookie, as a client keeps both. */
export const sessionOf = (res: Answer) => ({ ...res.json<LoginResponse>(), refreshToken: refreshCookieOf(res) });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every string a response may never contain: hashes, refresh tokens of other calls, Google subjects. */
export function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/scrypt\$/);
  expect(body).not.toMatch(/password_hash|passwordHash|google_sub|googleSub/);
}

/** Whether the Redis at `url` answers a PING within a second (tests that need one skip or fail without it). */
export async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * The owner confirms it is them with the password on this session (`POST user/me/confirm`, decision 0043): the email,
 * passkeys, two-step sign-in and ending sessions are then allowed for a few minutes.
 */
export async function confirmIdentity(app: FastifyInstance, accessToken: string, password = 'secret-pass-1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/me/confirm',
    headers: bearer(accessToken),
    payload: { password },
    remoteAddress: nextLoopbackAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
}
