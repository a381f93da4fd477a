/** The TMDB client against a scripted loopback server: credentials, query strings, retries and their waits, limits. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTmdbClient, MissingCredentialsError, TmdbHttpError, type TmdbClientOptions } from '../../src/importer/tmdb/client.js';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';
let script: Answer[] = [];
let seen: { url: string; authorization: string | undefined }[] = [];
let inFlight = 0;
let maxInFlight = 0;
let holdMs = 0;
let baseUrl: string;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  res.on('close', () => inFlight--);
  const answer = script.shift() ?? { status: 200, body: { ok: true } };
  setTimeout(() => {
    if (answer === 'drop') return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(JSON.stringify(answer.body ?? {}));
  }, holdMs);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  script = [];
  seen = [];
  maxInFlight = 0;
  holdMs = 0;
});

const retries: { path: string; reason: string; waitMs: number }[] = [];
const client = (options: Partial<TmdbClientOptions> = {}) => {
  retries.length = 0;
  return createTmdbClient({
    baseUrl,
    apiKey: 'k',
    backoffMs: 20,
    maxAttempts: 3,
    maxRetryAfterSeconds: 0.05,
    onRetry: (path, reason, waitMs) => retries.push({ path, reason, waitMs }),
    ...options,
  });
};

describe('requests', () => {
  it('sends the v3 key as api_key and the query without undefined values', async () => {
    const c = client({ baseUrl: `${baseUrl}/` });
    expect(await c.get('/tv/1', { language: 'en-US', page: 2, skip: undefined })).toEqual({ ok: true });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/3/tv/1');
    expect([...url.searchParams]).toEqual([
      ['language', 'en-US'],
      ['page', '2'],
      ['api_key', 'k'],
    ]);
    expect(seen[0]!.authorization).toBeUndefined();
    expect(c.requests()).toBe(1);
  });

  it('sends a v4 token as a bearer header, and prefers the v3 key when both are set', async () => {
    await client({ apiKey: undefined, accessToken: 'tok' }).get('/a');
    expect(seen[0]).toEqual({ url: '/3/a', authorization: 'Bearer tok' });
    await client({ apiKey: 'k', accessToken: 'tok' }).get('/b');
    expect(seen[1]).toEqual({ url: '/3/b?api_key=k', authorization: undefined });
  });

  it('refuses to exist without credentials', () => {
    expect(() => createTmdbClient({ baseUrl })).toThrow(MissingCredentialsError);
    expect(() => createTmdbClient({ baseUrl, apiKey: '', accessToken: '' })).toThrow(/TMDB_API_KEY .*TMDB_ACCESS_TOKEN/);
  });
});

describe('failures', () => {
  it('fails at once on another 4xx, with the status', async () => {
    script = [{ status: 404 }];
    const err = await client()
      .get('/tv/5')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TmdbHttpError);
    expect(err).toMatchObject({ status: 404, message: 'TMDB answered 404 for /tv/5' });
    expect(seen).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('retries 5xx with doubling, jittered backoff and gives up after the last attempt', async () => {
    script = [{ status: 500 }, { status: 503 }, { status: 502 }];
    const c = client();
    await expect(c.get('/tv/6')).rejects.toThrow('TMDB /tv/6: gave up after 3 attempts (502 server error)');
    expect(seen).toHaveLength(3);
    expect(c.requests()).toBe(3);
    expect(retries.map((r) => [r.path, r.reason])).toEqual([
      ['/tv/6', '500 server error'],
      ['/tv/6', '503 server error'],
    ]);
    expect(retries[0]!.waitMs).toBeGreaterThanOrEqual(15);
    expect(retries[0]!.waitMs).toBeLessThanOrEqual(25);
    expect(retries[1]!.waitMs).toBeGreaterThanOrEqual(30);
    expect(retries[1]!.waitMs).toBeLessThanOrEqual(50);
  });

  it('retries a dropped connection, naming the network error', async () => {
    script = ['drop'];
    expect(await client().get('/tv/7')).toEqual({ ok: true });
    expect(retries).toHaveLength(1);
    expect(retries[0]!.reason).toMatch(/^network error: \w/);
    expect(retries[0]!.reason).not.toContain('fetch failed');
  });

  it('waits for Retry-After on 429, up to the longest it honours, 10 s when it is missing or nonsense', async () => {
    const tooMany = (retryAfter?: string): Answer => ({
      status: 429,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    });
    script = [tooMany('0'), tooMany('0.02'), { status: 200, body: 1 }];
    expect(await client().get('/x')).toBe(1);
    expect(retries).toEqual([
      { path: '/x', reason: '429 Too Many Requests', waitMs: 0 },
      { path: '/x', reason: '429 Too Many Requests', waitMs: 20 },
    ]);
    script = [tooMany('-1'), tooMany('soon'), { status: 200, body: 2 }];
    expect(await client().get('/y')).toBe(2);
    expect(retries.map((r) => r.waitMs)).toEqual([50, 50]); // 10 s, capped at 0.05 s here
    script = [tooMany('100'), tooMany(), tooMany('0')];
    await expect(client().get('/z')).rejects.toThrow('TMDB /z: gave up after 3 attempts (429 Too Many Requests)');
    expect(retries.map((r) => r.waitMs)).toEqual([50, 50]);
  });
});

describe('limits', () => {
  it('keeps at most maxConnections requests in flight', async () => {
    holdMs = 200;
    const c = client({ maxConnections: 2, requestsPerSecond: 1000 });
    const bodies = await Promise.all(Array.from({ length: 6 }, (_, i) => c.get(`/p/${i}`)));
    expect(bodies).toHaveLength(6);
    expect(maxInFlight).toBeGreaterThan(0);
    expect(maxInFlight).toBeLessThanOrEqual(2);
    expect(c.requests()).toBe(6);
  });
});
