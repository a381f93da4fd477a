/**
 * Catalogue reads: Cache-Control plus a strong ETag over the body; If-None-Match answers 304.
 * The public catalogue group (access/groups.ts) sets `config: { cache: 'catalogue' }` on its routes.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: 'catalogue';
  }
}

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export function registerHttpCache(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.cache !== 'catalogue' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', CATALOGUE_CACHE_CONTROL).header('vary', 'accept-encoding');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
