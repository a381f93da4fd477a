/**
 * Per-instance cache of the public catalogue reads (routes with `config: { cache: 'catalogue' }`).
 * A hit is answered from the first `onRequest` hook, straight onto the socket with the headers the miss
 * was sent with (security headers included): no other hook, handler, serialisation or database. Entries are
 * keyed by the normalised URL and stamped with the catalogue version; a version move drops them all.
 * Concurrent misses of one key wait for the first (one database query for all of them). Only 200
 * answers are kept, bounded by bytes. Per-user routes never opt in, so they never reach this cache.
 */
import { isoDay } from '@klama/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CATALOGUE_CACHE_CONTROL, etagMatches, etagOf } from '../plugins/http-cache.js';
import { cacheKey } from './cache-key.js';
import {
  bytesOf,
  cachedResponse,
  encodedBody,
  encodedWire,
  encodingFor,
  readyWire,
  type CachedResponse,
  type Wire,
} from './cached-response.js';
import { negotiatedEncoding } from './negotiate.js';
import { liveResponse, liveTailOf, tailed, type TailedEntry } from './live-tail.js';

/** A stored answer; `live`: its last member is sent with its value of the moment (live-tail.ts). */
type Stored = CachedResponse & { live?: TailedEntry };

export interface ResponseCacheOptions {
  /** Bound of the cache in bytes (bodies and their compressed variants); 0 turns caching off. */
  maxBytes: number;
  /** Catalogue reads never stored (answers that change without the catalogue: the K-lama score's order). */
  bypass?: (req: FastifyRequest) => boolean;
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

/** Today's UTC date (answers relative to today, like aired shows, change at midnight), recomputed only when the day changes. */
let day = { text: '', from: 0, until: 0 };
function today(): string {
  const now = Date.now();
  if (now < day.from || now >= day.until) {
    const from = now - (now % 86_400_000);
    day = { text: isoDay(from), from, until: from + 86_400_000 };
  }
  return day.text;
}

export function registerResponseCache(app: FastifyInstance, { maxBytes, bypass = () => false }: ResponseCacheOptions) {
  const enabled = maxBytes > 0;
  // bounded by bytes alone: lru-cache preallocates its arrays for `max` entries (a `max` of 1,000,000 held
  // about 38 MB of empty slots); each entry counts at least 1 kB, so the byte bound also bounds the entry count
  const cache = new LRUCache<string, Stored>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => bytesOf(entry, key),
  });
  const inflight = new Map<string, Promise<CachedResponse | undefined>>();
  const leaders = new WeakMap<FastifyRequest, Leader>();
  app.catalogueVersion.onChange(() => cache.clear());
  const pageKey = (key: string) => `${today()} page ${key}`;
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

  const write = (reply: FastifyReply, wire: Wire) => {
    reply.hijack();
    reply.raw.writeHead(200, wire.headers).end(wire.body);
    return reply;
  };

  async function send(req: FastifyRequest, reply: FastifyReply, key: string, entry: CachedResponse) {
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      reply.hijack();
      reply.raw.writeHead(304, { ...entry.headers, 'x-cache': 'hit' }).end();
      return reply;
    }
    const encoding = encodingFor(entry, negotiatedEncoding(req.headers['accept-encoding']));
    return write(reply, await encodedWire(entry, encoding, recount(key, entry)));
  }

  /** A hit whose body is ready is written at once, before anything else runs (the hot path: no promise, no copy). */
  function sendReady(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse): boolean {
    if (req.headers['if-none-match'] !== undefined) return false;
    const wire = readyWire(entry, encodingFor(entry, negotiatedEncoding(req.headers['accept-encoding'])));
    if (!wire) return false;
    write(reply, wire);
    return true;
  }

  // callback style, so that a ready hit is answered synchronously; everything else continues in `lookUp`
  app.addHook('onRequest', (req, reply, done) => {
    if (!enabled || req.method !== 'GET') return done();
    // only catalogue GETs are ever stored, so a stored key is one (the route check costs more than the lookup)
    const key = `${today()} ${cacheKey(req.url)}`;
    const stored = cache.get(key);
    const version = app.catalogueVersion.current();
    if (stored?.version === version && sendReady(req, reply, stored.live ? liveResponse(stored.live) : stored)) return;
    if (!stored && (!isCatalogueGet(req) || bypass(req))) return done();
    lookUp(req, reply, key, version, stored).then((answered) => answered || done(), done);
  });

  /** Serves a stored or coalesced answer (true), or makes this request the leader that fills the entry (false). */
  async function lookUp(req: FastifyRequest, reply: FastifyReply, key: string, version: number, stored: Stored | undefined) {
    if (stored?.version === version) {
      await send(req, reply, key, stored.live ? liveResponse(stored.live) : stored);
      return true;
    }
    const flight = `${version} ${key}`;
    const waiting = inflight.get(flight);
    if (waiting) {
      const entry = await waiting;
      // without an entry (the first one failed or was not a 200) this request runs the handler itself
      if (!entry) return false;
      await send(req, reply, key, entry);
      return true;
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
    return false;
  }

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

    const entry: Stored = cachedResponse({
      version: leader.version,
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      etag,
      headers: replayableHeaders(reply),
    });
    const tail = liveTailOf(reply);
    const live = tail && tailed(entry, tail);
    if (live) entry.live = live;
    // an answer computed while the catalogue moved may be stale: it serves its waiters but is not kept (nor is an
    // answer with a live member that could not be found)
    if (leader.version === app.catalogueVersion.current() && (!tail || live)) cache.set(leader.key, entry);
    leader.settle(entry);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    const encoding = encodingFor(entry, negotiatedEncoding(req.headers['accept-encoding']));
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
