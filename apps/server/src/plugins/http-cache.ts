/**
 * HTTP caching of catalogue reads: Cache-Control plus a strong ETag over the body; If-None-Match
 * answers 304. The public catalogue group (access/groups.ts) sets
 * `config: { cache: 'catalogue' }` on its routes; the response cache
 * (`response-cache/`) applies these and keeps the answers per instance.
 */
import { createHash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: 'catalogue';
  }
}

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names this ETag (weak comparison, as for a GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
