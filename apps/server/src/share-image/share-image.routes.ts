/**
 * GET /show/share-image/{id}: a show's 1200×630 PNG for link previews (og:image). Made once per show and kept
 * (here, across catalogue versions while the show's card stays the same, and in the response cache); browsers
 * and crawlers may keep it a week.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { MESSAGES, type PosterPath } from '@klama/contract';
import { findShowDetails } from '../catalogue/show-details.queries.js';
import { notFound } from '../plugins/errors.js';
import { renderShareCard, type ShareCardShow } from './share-card.js';
import { route } from '../plugins/route.js';

export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=604800';
const POSTER_BASE = 'https://image.tmdb.org/t/p/w500';
const POSTER_TIMEOUT_MS = 3000;
const POSTER_MAX_BYTES = 5 * 1024 * 1024;

/** The poster as a data: URL the renderer embeds, or null (none, unreachable, not a PNG or JPEG, too large). */
async function fetchPoster(poster: PosterPath): Promise<string | null> {
  const path = poster.US?.path || poster.KR?.path;
  if (!path || path === 'no-image') return null;
  try {
    const res = await fetch(/^https?:\/\//.test(path) ? path : `${POSTER_BASE}${path.startsWith('/') ? '' : '/'}${path}`, {
      signal: AbortSignal.timeout(POSTER_TIMEOUT_MS),
    });
    const type = res.headers.get('content-type')?.split(';')[0];
    if (!res.ok || (type !== 'image/jpeg' && type !== 'image/png')) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length <= POSTER_MAX_BYTES ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch {
    return null;
  }
}

export const shareImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // keyed by what the card shows: a catalogue change elsewhere does not redraw it
  const cards = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();

  route(app, 'shareImage', async (req, reply) => {
    const show = await findShowDetails(app.db, req.params.id);
    if (!show) throw notFound(MESSAGES.showNotFound);
    const card: Omit<ShareCardShow, 'poster'> & { poster_path: PosterPath } = {
      id: show.id,
      name: show.name,
      original_name: show.original_name,
      first_air_date: show.first_air_date,
      genres: show.genres.map((g) => ({ name: g.name })),
      poster_path: show.poster_path,
    };
    const key = createHash('sha1').update(JSON.stringify(card)).digest('base64url');
    let png = cards.get(key);
    if (!png) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = fetchPoster(show.poster_path).then((poster) => renderShareCard({ ...card, poster }));
        drawing.set(key, pending);
        void pending.finally(() => drawing.delete(key)).catch(() => undefined);
      }
      png = await pending;
      cards.set(key, png);
    }
    return reply.type('image/png').header('cache-control', SHARE_IMAGE_CACHE_CONTROL).send(png);
  });
};
