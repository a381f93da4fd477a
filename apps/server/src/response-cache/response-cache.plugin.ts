/**
 * Per-instance cache of the public catalogue reads (routes with `config: { cache: 'catalogue' }`).
 * A hit is answered from the first `onRequest` hook, straight onto the socket with the headers the miss
 * was sent with (security headers included): no other hook, handler, serialisation or database. Entries are
 * keyed by the normalised URL and stamped with the catalogue version; a version move drops them all.
 * Concurrent misses of one key wait for the first (one database query for all of them). Only 200
 * answers are kept, bounded by bytes. Per-user routes never opt in, so they never reach this cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOGUE_CACHE_CONTROL, etagMatches, etagOf } from '../plugins/http-cache.js';
import { cacheKey } from './cache-key.js';
import { bytesOf, cachedResponse, encodedBody, encodingFor, type CachedResponse } from './cached-response.js';
import { preferredEncoding } from './negotiate.js';

export interface ResponseCacheOptions {
  /** Bound of the cache in bytes (bodies and their compressed variants); 0 turns caching off. */
  maxBytes: number;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
}

/**
 * Server-rendered pages (web-render/) kept beside the API answers: same bound, same version stamp, same day, same
 * way of sending a hit. `pageKey` must hold everything that changes the page's HTML (its URL and language).
 */
export interface RenderedPages {
  /** Sends the page stored for `pageKey` under the current version and day; false when there is none. */
  serve(req: FastifyRequest, reply: FastifyReply, pageKey: string): Promise<boolean>;
  /** Keeps a rendered 200 page with the headers set on `reply` so far (its ETag among them), if `version` is still current. */
  store(reply: FastifyReply, pageKey: string, version: number, body: Buffer): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: { stats(): ResponseCacheStats; pages: RenderedPages };
  }
}

/** Headers that belong to this one response, not to the answer: never replayed on a hit. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'set-cookie',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
]);

/** The headers the miss is sent with (security headers, type, ETag, caching), to send again on every hit. */
function replayableHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) headers[name] = typeof value === 'number' ? String(value) : value;
  return headers;
}

/** The first request of a key while it is missing: it fills the entry and settles the ones waiting for it. */
interface Leader {
  key: string;
  version: number;
  settle(entry: CachedResponse | undefined): void;
}

const isCatalogueGet = (req: FastifyRequest) => req.method === 'GET' && req.routeOptions.config?.cache === 'catalogue';
const isCatalogueRead = (req: FastifyRequest) => req.routeOptions.config?.cache === 'catalogue';

export function registerResponseCache(app: FastifyInstance, { maxBytes }: ResponseCacheOptions) {
  const enabled = maxBytes > 0;
  const cache = new LRUCache<string, CachedResponse>({
    max: 1_000_000,
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => bytesOf(entry, key),
  });
  const inflight = new Map<string, Promise<CachedResponse | undefined>>();
  const leaders = new WeakMap<FastifyRequest, Leader>();
  app.catalogueVersion.onChange(() => cache.clear());
  const pageKey = (key: string) => `${new Date().toISOString().slice(0, 10)} page ${key}`;
  const pages: RenderedPages = {
    async serve(req, reply, key) {
      const stored = enabled ? cache.get(pageKey(key)) : undefined;
      if (stored?.version !== app.catalogueVersion.current()) return false;
      await send(req, reply, pageKey(key), stored);
      return true;
    },
    store(reply, key, version, body) {
      if (!enabled || version !== app.catalogueVersion.current()) return;
      cache.set(pageKey(key), cachedResponse({ version, body, etag: String(reply.getHeader('etag')), headers: replayableHeaders(reply) }));
    },
  };
  app.decorate('responseCache', { stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }), pages });

  /** Re-stores the entry so the bytes of a just-made compressed variant count against the bound. */
  const recount = (key: string, entry: CachedResponse) => () => {
    const stored = cache.peek(key);
    if (stored?.variants === entry.variants) cache.set(key, { ...stored });
  };

  async function send(req: FastifyRequest, reply: FastifyReply, key: string, entry: CachedResponse) {
    const headers = { ...entry.headers, 'x-cache': 'hit' };
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      reply.hijack();
      reply.raw.writeHead(304, headers).end();
      return reply;
    }
    const encoding = encodingFor(entry, preferredEncoding(req.headers['accept-encoding']));
    const body = await encodedBody(entry, encoding, recount(key, entry));
    reply.hijack();
    reply.raw
      .writeHead(200, { ...headers, 'content-length': body.length, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) })
      .end(body);
    return reply;
  }

  app.addHook('onRequest', async (req, reply) => {
    if (!enabled || !isCatalogueGet(req)) return;
    const version = app.catalogueVersion.current();
    // answers relative to today (aired shows, upcoming releases) change at midnight: a day's entries are not served the next
    const key = `${new Date().toISOString().slice(0, 10)} ${cacheKey(req.url)}`;
    const stored = cache.get(key);
    if (stored?.version === version) return send(req, reply, key, stored);
    const flight = `${version} ${key}`;
    const waiting = inflight.get(flight);
    if (waiting) {
      const entry = await waiting;
      // without an entry (the first one failed or was not a 200) this request runs the handler itself
      if (entry) return send(req, reply, key, entry);
      return;
    }
    let resolve!: (entry: CachedResponse | undefined) => void;
    inflight.set(flight, new Promise((r) => (resolve = r)));
    let settled = false;
    leaders.set(req, {
      key,
      version,
      settle(entry) {
        if (settled) return;
        settled = true;
        inflight.delete(flight);
        resolve(entry);
      },
    });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!isCatalogueRead(req)) return payload;
    const leader = leaders.get(req);
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      leader?.settle(undefined);
      return payload;
    }
    const etag = etagOf(payload);
    const cacheControl = String(reply.getHeader('cache-control') ?? CATALOGUE_CACHE_CONTROL);
    reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (isCatalogueGet(req) && enabled) reply.header('x-cache', 'miss');
    if (!leader) {
      if (!etagMatches(req.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      return '';
    }

    const entry = cachedResponse({
      version: leader.version,
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      etag,
      headers: replayableHeaders(reply),
    });
    // an answer computed while the catalogue moved may be stale: it serves its waiters but is not kept
    if (leader.version === app.catalogueVersion.current()) cache.set(leader.key, entry);
    leader.settle(entry);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    const encoding = encodingFor(entry, preferredEncoding(req.headers['accept-encoding']));
    if (encoding === 'identity') return entry.body;
    const body = await encodedBody(entry, encoding, recount(leader.key, entry));
    reply.header('content-encoding', encoding);
    return body;
  });

  // a leader that never reached onSend (aborted, failed in a hook) must not keep its waiters waiting
  const release = async (req: FastifyRequest) => leaders.get(req)?.settle(undefined);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
