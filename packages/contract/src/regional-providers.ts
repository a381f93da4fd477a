/** The where-to-watch answers (ARCHITECTURE.md §7.2): the spec's provider shapes plus region, offer type and link. */
import { z } from 'zod';
import { Provider, ShowProviders } from './catalogue.js';
import { OFFER_TYPES } from './region-codes.js';

export const RegionalProvider = Provider.extend({
  type: z.enum(OFFER_TYPES),
  /** where to watch it (JustWatch's page for the show in that region), when known */
  link: z.string().nullable(),
});
export type RegionalProvider = z.infer<typeof RegionalProvider>;

/** `GET provider/show/{id}?region=`: the region's offers by display priority; every region with an offer. */
export const RegionalShowProviders = ShowProviders.extend({
  region: z.string(),
  results: z.array(RegionalProvider),
  availableRegions: z.array(z.string()),
});
export type RegionalShowProviders = z.infer<typeof RegionalShowProviders>;

/** `GET provider?region=`: the providers that stream some show in a region (Discover's filter options). */
export const RegionProviders = z.object({
  region: z.string(),
  results: z.array(z.object({ id: z.number().int(), name: z.string(), logo_path: z.string().nullable(), count: z.number().int() })),
});
export type RegionProviders = z.infer<typeof RegionProviders>;
