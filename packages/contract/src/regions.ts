/**
 * Where to watch by region (ARCHITECTURE.md §7.2): region codes, offer types, the regional providers answer,
 * Discover's provider filter and the signed-in user's region.
 */
import { z } from 'zod';
import { IdParam, RequestText } from './common.js';
import { DEFAULT_REGION, isRegionCode } from './region-codes.js';

export const REGION_MESSAGES = {
  unknownRegion: 'must be a region code (ISO 3166-1 alpha-2, such as US or KR)',
  nothingToUpdate: 'Nothing to update: send email or region',
} as const;

/** A region code in a request; lower case is accepted ("kr" → "KR"). */
export const RegionCode = RequestText()
  .max(10, REGION_MESSAGES.unknownRegion)
  .transform((s) => s.trim().toUpperCase())
  .refine(isRegionCode, REGION_MESSAGES.unknownRegion);

export const RegionQuery = z.strictObject({ region: RegionCode.optional() });

/** Discover's streaming filter: a provider, in a region (US when not given). */
export const DiscoverProviderQuery = { provider: IdParam.optional(), region: RegionCode.optional() };

/** The signed-in user's region (null: not chosen). */
export const UserRegion = z.object({ region: z.string().nullable() });
export type UserRegion = z.infer<typeof UserRegion>;

/**
 * `data/catalogue/watch-regions.json`: where the sample catalogue's well-known shows stream outside the US (the
 * US stays in each show file's `providers`). Providers by name from taxonomy.json; subscription offers.
 */
export const WatchRegionsFile = z.strictObject({
  shows: z.array(
    z.strictObject({
      show: z.number().int().positive(),
      /** the show's `name`, checked: a wrong id is caught */
      name: z.string().min(1),
      providers: z.record(
        z
          .string()
          .refine(isRegionCode, REGION_MESSAGES.unknownRegion)
          .refine((r) => r !== DEFAULT_REGION, 'the US is in the show file'),
        z.array(z.string().min(1)).min(1),
      ),
    }),
  ),
});
export type WatchRegionsFile = z.infer<typeof WatchRegionsFile>;
