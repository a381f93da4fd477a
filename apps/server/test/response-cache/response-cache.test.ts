/** The per-instance response cache of catalogue reads: keys, ETag/304 and encodings on a hit, per-user answers, coalescing, the byte bound. */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShowDetails } from '@klama/contract';
import { cacheKey } from '../../src/response-cache/cache-key.js';
import { preferredEncoding } from '../../src/response-cache/negotiate.js';
import { importDetails } from '../../src/importer/import-details.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { eventually } from './eventually.js';

const CLOY = 9000001; // Crash Landing on You
const SQUID_GAME = 9000223;
const tmdbFixture = (id: number) =>
  JSON.parse(readFileSync(new URL(`../importer/fixtures/tv/${id}.json`, import.meta.url), 'utf8')) as unknown;

describe('cache key', () => {
  it('sorts parameters by name, keeps repeated values in order, drops a trailing slash and an empty query', () => {
    expect(cacheKey('/api/show?sort=name_asc&page=2')).toBe(cacheKey('/api/show?page=2&sort=name_asc'));
    expect(cacheKey('/api/show?keyword=2&genre=1&keyword=1')).toBe('/api/show?genre=1&keyword=2&keyword=1');
    expect(cacheKey('/api/show?keyword=2&keyword=1')).not.toBe(cacheKey('/api/show?keyword=1&keyword=2'));
    expect(cacheKey('/api/genre/')).toBe('/api/genre');
    expect(cacheKey('/api/genre?')).toBe('/api/genre');
    expect(cacheKey('/api/show/search?query=crash%20landing')).toBe(cacheKey('/api/show/search?query=crash+landing'));
    expect(cacheKey('/api/show/search?query=%EC%82%AC%EB%9E%91')).toBe(cacheKey('/api/show/search?query=사랑'));
    expect(cacheKey('/api/show/details/1')).not.toBe(cacheKey('/api/show/details/12'));
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('response cache', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a repeat from the cache with the same body and ETag, and 304 for If-None-Match', async () => {
    const url = `/api/show/details/${CLOY}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(ShowDetails.parse(first.json()).name).toBe('Crash Landing on You');
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // answered before any other hook: the miss's security headers are sent again, no cookie ever
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'vary'])
      expect(again.headers[header], header).toBe(first.headers[header]);
    expect(again.headers['content-security-policy']).toBeTruthy();
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['x-cache']).toBe('hit');
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves no answer cached on an earlier day (what has aired changes at midnight)', async () => {
    const url = '/api/show?aired=true&limit=5';
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-03-01T23:59:00Z'));
      expect((await get(url)).headers['x-cache']).toBe('miss');
      expect((await get(url)).headers['x-cache']).toBe('hit');
      vi.setSystemTime(new Date('2030-03-02T00:01:00Z'));
      expect((await get(url)).headers['x-cache']).toBe('miss');
      expect((await get(url)).headers['x-cache']).toBe('hit');
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves brotli and gzip of the same body, and the key ignores parameter order', async () => {
    const plain = await get('/api/show?genre=1&sort=name_asc&page=1');
    const br = await get('/api/show?page=1&sort=name_asc&genre=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/show?sort=name_asc&genre=1&page=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('never caches an error answer', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/show/details/999999');
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-cache']).toBeUndefined();
    }
  });

  it('never caches a per-user answer', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const like = await t.app.inject({ method: 'POST', url: `/api/user-show/liked/${SQUID_GAME}`, headers: bearer(a.session.accessToken) });
    expect(like.statusCode, like.body).toBe(200);
    const url = `/api/user-show/status/${SQUID_GAME}`;
    for (let i = 0; i < 2; i++) {
      const mine = await get(url, bearer(a.session.accessToken));
      const theirs = await get(url, bearer(b.session.accessToken));
      const anonymous = await get(url);
      expect(mine.json()).toMatchObject({ liked: true });
      expect(theirs.json()).toMatchObject({ liked: false });
      expect(anonymous.json()).toMatchObject({ liked: false });
      for (const res of [mine, theirs, anonymous]) expect(res.headers['x-cache']).toBeUndefined();
      const me = await get('/api/user/me', bearer(b.session.accessToken));
      expect(me.json()).toMatchObject({ username: b.username });
      expect(me.headers['x-cache']).toBeUndefined();
    }
  });

  it('lets concurrent misses of one URL wait for the first: one handler run for all of them', async () => {
    const queries = countQueries(t);
    const single = await get(`/api/show/search?query=crash&limit=7`);
    expect(single.headers['x-cache']).toBe('miss');
    const oneRun = queries.reset();
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`/api/show/search?query=squid&limit=7`)));
    const ran = queries.stop();
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0]!.json<{ id: number }[]>().map((s) => s.id)).toContain(SQUID_GAME);
    expect(ran).toBeLessThanOrEqual(oneRun);
  });

  it('drops every entry when the catalogue changes through a write', async () => {
    const url = '/api/show/search?query=hospital%20days';
    const ids = (res: { json<T>(): T }) => res.json<{ id: number }[]>().map((s) => s.id);
    expect(ids(await get(url))).not.toContain(1001);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await importDetails(t.db, tmdbFixture(1001)); // the importer's own write path: "Hospital Days"
    await eventually(async () => {
      expect(ids(await get(url))).toContain(1001);
    });
  });
});

describe('response cache bounded by bytes', () => {
  let t: TestApp;
  const boundMb = 0.03; // ~31 kB: a few details answers
  beforeAll(async () => (t = await createTestApp({ env: { RESPONSE_CACHE_MB: String(boundMb) } })));
  afterAll(() => t?.close());

  it('keeps the bytes under the bound, evicting the least recently used', async () => {
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM show ORDER BY id LIMIT 40')).map((r) => r.id);
    for (const id of ids) expect((await t.app.inject(`/api/show/details/${id}`)).statusCode).toBe(200);
    const { entries, bytes } = t.app.responseCache.stats();
    expect(bytes).toBeLessThanOrEqual(boundMb * 1024 * 1024);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(ids.length);
    expect((await t.app.inject(`/api/show/details/${ids[0]}`)).headers['x-cache']).toBe('miss');
    expect((await t.app.inject(`/api/show/details/${ids.at(-1)}`)).headers['x-cache']).toBe('hit');
  });
});

/** Counts the database queries the app runs from now on. */
function countQueries(t: TestApp) {
  const original = t.db.query.bind(t.db);
  let n = 0;
  t.db.query = ((...args: Parameters<typeof original>) => {
    n++;
    return original(...args);
  }) as typeof t.db.query;
  return {
    reset: () => {
      const was = n;
      n = 0;
      return was;
    },
    stop: () => {
      t.db.query = original;
      return n;
    },
  };
}
