/**
 * GET /show/share-image/{id}: a show's 1200×630 PNG for link previews (og:image). Made once per show and kept
 * (here, across catalogue versions while the show's card stays the same, and in the response cache); browsers
 * and crawlers may keep it a week.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { MESSAGES, PROFILE_MESSAGES, type PosterPath } from '@klama/contract';
import { findShowDetails } from '../catalogue/show-details.queries.js';
import { notFound } from '../plugins/errors.js';
import { renderCard, renderShareCard, type ShareCardShow } from './share-card.js';
import { profileCardTree, type ProfileCard } from './profile-card.js';
import { findVisibleFan } from '../profiles/fans.queries.js';
import { profileOf } from '../profiles/profile.queries.js';
import { fanReviews } from '../reviews/reviews.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

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
    // a Korean page's card (`language=ko`, decision 0053): the Korean title first, the English one under it
    const language = languageOf(req);
    const show = await findShowDetails(app.db, req.params.id, language);
    if (!show) throw notFound(MESSAGES.showNotFound);
    const korean = language === 'ko';
    const card: Omit<ShareCardShow, 'poster'> & { poster_path: PosterPath } = {
      id: show.id,
      language,
      name: korean ? show.original_name || show.name : show.name,
      original_name: korean ? (show.english_name ?? show.name) : show.original_name,
      first_air_date: show.first_air_date,
      // genre names are the web's to translate (its terms table): a Korean card names none rather than English ones
      genres: korean ? [] : show.genres.map((g) => ({ name: g.name })),
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

/**
 * GET /users/{username}/share-image: a public profile's card. Asked anonymously (a link preview's crawler), it is
 * looked up on every call: a profile made private (or a fan blocking the caller) is a 404 at once; the drawing is
 * kept by what it shows, and nobody else keeps it (no-store, like every optional-user answer).
 */
export const profileShareImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (png) => png.length });
  route(app, 'profileShareImage', async (req, reply) => {
    const viewerId = req.user?.userId ?? null;
    const fan = await findVisibleFan(app.db, req.params.username, viewerId);
    if (!fan) throw notFound(PROFILE_MESSAGES.profileNotFound);
    const profile = await profileOf(app.db, fan, viewerId, fanReviews);
    const card: ProfileCard = {
      username: profile.username,
      since: profile.since,
      followers: profile.followers,
      stats: { completed: profile.stats.completed, watching: profile.stats.watching, rated: profile.stats.rated },
      favourites: profile.favourites.map((s) => s.name),
    };
    const key = createHash('sha1').update(JSON.stringify(card)).digest('base64url');
    let png = cards.get(key);
    if (!png) {
      png = await renderCard(profileCardTree(card));
      cards.set(key, png);
    }
    return reply.type('image/png').send(png);
  });
};
