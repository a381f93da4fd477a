/**
 * Where to watch in every region, mapped from TMDB's watch/providers: the offers (region, provider, type,
 * link) in a fixed order and each provider once with its best display priority. Pure: hand-written TMDB
 * objects, parsed as the importer parses them.
 */
import { describe, expect, it } from 'vitest';
import { mapWatchOffers } from '../../src/importer/map-offers.js';
import { parseDetails } from '../../src/importer/import-details.js';

const provider = (provider_id: number, display_priority?: number, logo_path: string | null = null) => ({
  provider_id,
  provider_name: `P${provider_id}`,
  logo_path,
  ...(display_priority === undefined ? {} : { display_priority }),
});

const offersOf = (results: Record<string, unknown> | undefined) => {
  const warnings: string[] = [];
  const details = parseDetails({ id: 42, name: 'Name', original_name: '이름', ...(results ? { 'watch/providers': { results } } : {}) });
  return { ...mapWatchOffers(details, warnings), warnings };
};

describe('where to watch', () => {
  it('lists offers region by region in code order, each region by offer type (flatrate, free, ads, rent, buy), with its link', () => {
    const { offers, warnings } = offersOf({
      US: {
        link: 'https://www.themoviedb.org/tv/42/watch?locale=US',
        buy: [provider(2, 3)],
        flatrate: [provider(1, 1)],
        ads: [provider(3, 2)],
      },
      GB: { rent: [provider(2, 4)], free: [provider(4, 9)] },
      KR: { link: 'https://www.themoviedb.org/tv/42/watch?locale=KR', flatrate: [provider(5, 0), provider(1, 2)] },
    });
    expect(offers).toEqual([
      { region: 'GB', providerId: 4, type: 'free', link: null },
      { region: 'GB', providerId: 2, type: 'rent', link: null },
      { region: 'KR', providerId: 5, type: 'flatrate', link: 'https://www.themoviedb.org/tv/42/watch?locale=KR' },
      { region: 'KR', providerId: 1, type: 'flatrate', link: 'https://www.themoviedb.org/tv/42/watch?locale=KR' },
      { region: 'US', providerId: 1, type: 'flatrate', link: 'https://www.themoviedb.org/tv/42/watch?locale=US' },
      { region: 'US', providerId: 3, type: 'ads', link: 'https://www.themoviedb.org/tv/42/watch?locale=US' },
      { region: 'US', providerId: 2, type: 'buy', link: 'https://www.themoviedb.org/tv/42/watch?locale=US' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('names each provider once, with the lowest display priority it has in any region (unranked: 999)', () => {
    const { providers } = offersOf({
      US: { flatrate: [provider(1, 7), provider(2)] },
      GB: { rent: [provider(2, 40)], buy: [provider(1, 3)] },
      KR: { flatrate: [provider(1, 5), provider(3)] },
    });
    expect(providers).toEqual([
      { id: 2, name: 'P2', logoPath: null, displayPriority: 40 },
      { id: 1, name: 'P1', logoPath: null, displayPriority: 3 },
      { id: 3, name: 'P3', logoPath: null, displayPriority: 999 },
    ]);
  });

  it('keeps the first logo seen at the best priority, and an earlier logo when the better entry has none', () => {
    const { providers } = offersOf({
      // regions are read in code order: GB, then KR, then US
      GB: { flatrate: [provider(1, 5, '/gb.png'), provider(2, 5, '/two-gb.png')] },
      KR: { flatrate: [provider(1, 2)] },
      US: { flatrate: [provider(2, 5, '/two-us.png')] },
    });
    expect(providers).toEqual([
      { id: 1, name: 'P1', logoPath: '/gb.png', displayPriority: 2 },
      { id: 2, name: 'P2', logoPath: '/two-gb.png', displayPriority: 5 },
    ]);
  });

  it('leaves out a region that is not an ISO 3166-1 code, with a warning quoting at most ten characters of it', () => {
    const { offers, providers, warnings } = offersOf({
      'not a region code': { flatrate: [provider(1, 1)] },
      US: { flatrate: [provider(2, 1)] },
      XX: { flatrate: [provider(3, 1)] },
    });
    expect(offers).toEqual([{ region: 'US', providerId: 2, type: 'flatrate', link: null }]);
    expect(providers.map((p) => p.id)).toEqual([2]);
    expect(warnings).toEqual([
      'watch/providers: "not a regi" is not a region code: left out',
      'watch/providers: "XX" is not a region code: left out',
    ]);
  });

  it('has nothing for a show without watch/providers', () => {
    expect(offersOf(undefined)).toEqual({ offers: [], providers: [], warnings: [] });
  });
});
