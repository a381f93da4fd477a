/**
 * The original system's published ids for its fixed collections and streaming services, accepted as aliases of
 * ours, so a client written for the original API (its own front end asks for its home rows by these ids) works
 * unchanged. Rewritten before routing: the alias and our key share one route, one validation and one cache entry.
 */
import { COLLECTION_IDS, type CollectionKey } from '@klama/contract';

const COLLECTIONS: Readonly<Record<string, CollectionKey>> = {
  '66d4cf936b99b0e547a32e77': COLLECTION_IDS.TRENDING_NOW,
  '66e3bbeadecf46fd5d5a1b19': COLLECTION_IDS.UPCOMING_RELEASE,
  '66e0cbedc3b4a34f972e7c95': COLLECTION_IDS.MOST_POPULAR,
  '66e0cc67c3b4a34f972e7cb7': COLLECTION_IDS.VIEWERS_CHOICE,
  '679d79f9a955e82751787d9f': COLLECTION_IDS.GENRE_FICTION,
  '671cfb62f4591491a24fd42a': COLLECTION_IDS.NEW_UPCOMING,
};

/** TMDB's provider ids, which ours are. */
const PROVIDERS: Readonly<Record<string, number>> = {
  '66ea48a71e1c5ad8406fbce5': 8, // Netflix
  '66ea48cd1e1c5ad8406fbcf1': 344, // Rakuten Viki
  '66ea48e71e1c5ad8406fbcfd': 9, // Amazon Prime Video
  '66ea48dc1e1c5ad8406fbcf7': 15, // Hulu
  '66ea48f11e1c5ad8406fbd03': 464, // Kocowa
  '66ea48b21e1c5ad8406fbceb': 1773, // OnDemandKorea
};

const ALIASED = /^\/api\/(periodic-collection|permanent-collection|collection|provider\/detail)\/([0-9a-f]{24})(?=[/?]|$)/;

/** The URL with an original id replaced by ours (Fastify's `rewriteUrl`); any other URL as it came. */
export function rewriteOriginalIds(url: string): string {
  // a fast path only: the anchored pattern alone decides, and every aliased URL is longer than 30 and starts with /api/
  // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator,StringLiteral: equivalent (the guard only skips the pattern)
  const m = url.length > 30 && url.startsWith('/api/') ? ALIASED.exec(url) : null;
  if (!m) return url;
  const [whole, route, id] = m as unknown as [string, string, string];
  const ours = route === 'provider/detail' ? PROVIDERS[id] : COLLECTIONS[id];
  return ours === undefined ? url : `/api/${route}/${ours}${url.slice(whole.length)}`;
}
