/** Where to watch by region (ARCHITECTURE 7.2): a show's offers per region, providers per region, the user's region. */
import { RegionalProvider, STREAMING_OFFER_TYPES, type OfferType } from '@klama/contract';
import { z } from 'zod';
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { bulkRows, firstRow, Int, rows } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';

const STREAMING = [...STREAMING_OFFER_TYPES];
const RegionRow = z.object({ region: z.string() });
const StreamingLinkRow = z.object({ region: z.string(), provider_id: Int, show_id: Int });
const RegionProviderRow = z.object({ id: Int, name: z.string(), logo_path: z.string().nullable(), count: Int });

/** A region's offers of a show, by display priority (then streaming before rent before buy). */
export const regionalOffers = (db: Queryable, showId: number, region: string) =>
  rows(
    db,
    RegionalProvider,
    sql`SELECT p.id, p.name, p.logo_path, p.display_priority, l.offer_type AS type, l.link
        FROM show_provider l JOIN provider p ON p.id = l.provider_id
        WHERE l.show_id = ${showId} AND l.region = ${region}
        ORDER BY p.display_priority, p.id,
          array_position(ARRAY['flatrate', 'free', 'ads', 'rent', 'buy']::text[], l.offer_type)`,
  );

/** Every region with an offer of the show, alphabetically. */
export const offerRegions = async (db: Queryable, showId: number) =>
  (await rows(db, RegionRow, sql`SELECT DISTINCT region FROM show_provider WHERE show_id = ${showId} ORDER BY region`)).map(
    (r) => r.region,
  );

/** The shows a provider streams in a region (the SQL reference of Discover's provider filter). */
export const showsStreamingOn = (providerId: number, region: string): Sql =>
  sql`SELECT DISTINCT show_id FROM show_provider
      WHERE provider_id = ${providerId} AND region = ${region} AND offer_type = ANY(${STREAMING}::text[])`;

/** Every (region, provider, show) streaming link of visible shows: the read model's provider facets. */
export const findStreamingLinks = (db: Queryable) =>
  bulkRows(
    db,
    StreamingLinkRow,
    sql`SELECT DISTINCT l.region, l.provider_id, l.show_id FROM show_provider l JOIN visible_show s ON s.id = l.show_id
        WHERE l.offer_type = ANY(${STREAMING}::text[])`,
  );

/** The providers that stream a visible show in a region, with how many: Discover's choices. */
export const providersInRegion = (db: Queryable, region: string) =>
  rows(
    db,
    RegionProviderRow,
    sql`SELECT p.id, p.name, p.logo_path, count(DISTINCT l.show_id)::int AS count
        FROM show_provider l JOIN provider p ON p.id = l.provider_id JOIN visible_show s ON s.id = l.show_id
        WHERE l.region = ${region} AND l.offer_type = ANY(${STREAMING}::text[])
        GROUP BY p.id ORDER BY p.display_priority, p.name, p.id`,
  );

export interface ShowOffer {
  region: string;
  providerId: number;
  type: OfferType;
  link: string | null;
}

/**
 * Replaces every offer of the given shows with `offers` (each show gets all of them): what an import or the
 * sample's regional file says is all there is, so a provider or region that went away is gone.
 */
export async function replaceShowOffers(db: Queryable, showIds: readonly number[], offers: readonly ShowOffer[]) {
  // Stryker disable next-line ConditionalExpression: equivalent when never taken (with no shows the delete and the insert change nothing)
  if (!showIds.length) return;
  await db.query(sql`DELETE FROM show_provider WHERE show_id = ANY(${[...showIds]}::int[])`);
  await insertRows(
    db,
    'show_provider',
    ['show_id', 'region', 'offer_type', 'provider_id', 'link'],
    showIds.flatMap((id) => offers.map((o): SqlParam[] => [id, o.region, o.type, o.providerId, o.link])),
    'ON CONFLICT DO NOTHING',
  );
}

/** Adds offers to a show, keeping the ones it has (the sample catalogue's regions beyond the US). */
export async function addShowOffers(db: Queryable, showId: number, offers: readonly ShowOffer[]) {
  await insertRows(
    db,
    'show_provider',
    ['show_id', 'region', 'offer_type', 'provider_id', 'link'],
    offers.map((o): SqlParam[] => [showId, o.region, o.type, o.providerId, o.link]),
    'ON CONFLICT DO NOTHING',
  );
}

export const findUserRegion = async (db: Queryable, userId: number) =>
  (await firstRow(db, z.object({ region: z.string().nullable() }), sql`SELECT region FROM app_user WHERE id = ${userId}`))?.region ?? null;
