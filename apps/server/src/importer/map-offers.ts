/**
 * Where to watch, every region (ARCHITECTURE 7.2): TMDB's watch/providers (JustWatch's data) as offers
 * (region, provider, type, link) and the providers they name. Pure: no I/O. A region code that is not
 * ISO 3166-1 alpha-2 is left out with a warning.
 */
import { OFFER_TYPES, isRegionCode } from '@klama/contract';
import type { ShowOffer } from '../regions/regions.queries.js';
import type { ProviderRow } from './named-rows.js';
import type { TmdbTvDetails } from './tmdb/types.js';

export interface MappedOffers {
  offers: ShowOffer[];
  /** every provider an offer names (its display priority: the lowest TMDB gives it in any region) */
  providers: ProviderRow[];
}

/** `warnings` gets what was left out. */
export function mapWatchOffers(d: Pick<TmdbTvDetails, 'watch/providers'>, warnings: string[]): MappedOffers {
  const offers: ShowOffer[] = [];
  const providers = new Map<number, ProviderRow>();
  const regions = Object.entries(d['watch/providers']?.results ?? {}).sort(([a], [b]) => a.localeCompare(b));
  for (const [region, byType] of regions) {
    if (!isRegionCode(region)) {
      warnings.push(`watch/providers: ${JSON.stringify(region.slice(0, 10))} is not a region code: left out`);
      continue;
    }
    for (const type of OFFER_TYPES)
      for (const p of byType[type]) {
        offers.push({ region, providerId: p.provider_id, type, link: byType.link });
        const priority = p.display_priority ?? 999;
        const known = providers.get(p.provider_id);
        if (!known || priority < known.displayPriority)
          providers.set(p.provider_id, {
            id: p.provider_id,
            name: p.provider_name,
            logoPath: p.logo_path ?? known?.logoPath ?? null,
            displayPriority: priority,
          });
      }
  }
  return { offers, providers: [...providers.values()] };
}
