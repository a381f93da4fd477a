/**
 * The URL rewrite that lets a client of the original API ask by its published ids (the original's front end
 * asks for its home rows this way); the answers behind the rewrite: test/collections/original-ids.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { rewriteOriginalIds } from '../../src/compat/original-ids.js';

const TRENDING = '66d4cf936b99b0e547a32e77'; // the original's "Trending now"
const NETFLIX = '66ea48a71e1c5ad8406fbce5'; // the original's Netflix, TMDB provider 8

describe('rewriteOriginalIds', () => {
  it('replaces an original collection id by our key on each collection route, keeping the rest of the URL', () => {
    expect(rewriteOriginalIds(`/api/collection/${TRENDING}`)).toBe('/api/collection/trending-now');
    expect(rewriteOriginalIds(`/api/periodic-collection/${TRENDING}/sub/latest?sort=name_asc`)).toBe(
      '/api/periodic-collection/trending-now/sub/latest?sort=name_asc',
    );
    expect(rewriteOriginalIds('/api/permanent-collection/66e0cbedc3b4a34f972e7c95?page=1&limit=5')).toBe(
      '/api/permanent-collection/most-popular?page=1&limit=5',
    );
  });

  it('maps each of the six collections and six streaming services', () => {
    const collections = {
      '66d4cf936b99b0e547a32e77': 'trending-now',
      '66e3bbeadecf46fd5d5a1b19': 'upcoming-release',
      '66e0cbedc3b4a34f972e7c95': 'most-popular',
      '66e0cc67c3b4a34f972e7cb7': 'viewers-choice',
      '679d79f9a955e82751787d9f': 'genre-fiction',
      '671cfb62f4591491a24fd42a': 'new-upcoming',
    };
    for (const [original, key] of Object.entries(collections))
      expect(rewriteOriginalIds(`/api/collection/${original}`)).toBe(`/api/collection/${key}`);
    const providers = {
      '66ea48a71e1c5ad8406fbce5': 8,
      '66ea48cd1e1c5ad8406fbcf1': 344,
      '66ea48e71e1c5ad8406fbcfd': 9,
      '66ea48dc1e1c5ad8406fbcf7': 15,
      '66ea48f11e1c5ad8406fbd03': 464,
      '66ea48b21e1c5ad8406fbceb': 1773,
    };
    for (const [original, id] of Object.entries(providers)) {
      expect(rewriteOriginalIds(`/api/provider/detail/${original}?limit=3`)).toBe(`/api/provider/detail/${id}?limit=3`);
    }
  });

  it('leaves every other URL as it came', () => {
    for (const url of [
      `/api/collection/${NETFLIX}`, // a provider id where a collection is asked for
      `/api/provider/detail/${TRENDING}`, // and the other way round
      `/api/collection/${TRENDING}x`, // a longer id
      `/api/collection/${TRENDING}0/sub`,
      `/api/collection/${TRENDING.toUpperCase()}`,
      `/api/collection/${TRENDING.slice(1)}`,
      `/api/show/details/${TRENDING}`, // another route
      `/api/provider/${TRENDING}`,
      `/apix/collection/${TRENDING}`,
      `/x/api/collection/${TRENDING}`,
      `/api/search/api/collection/${TRENDING}`, // an alias further in an API URL
      `api/collection/${TRENDING}`,
      '/api/collection/trending-now',
      '/api/genre',
    ]) {
      expect(rewriteOriginalIds(url), url).toBe(url);
    }
  });
});
