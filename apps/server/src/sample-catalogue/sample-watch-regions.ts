/**
 * The sample catalogue's where-to-watch beyond the US (data/catalogue/watch-regions.json), checked against the
 * shows and providers it names and written as subscription offers after the rest of the sample.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WatchRegionsFile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { CatalogueError, type Catalogue } from './read-catalogue.js';
import { addShowOffers, type ShowOffer } from '../regions/regions.queries.js';

export const WATCH_REGIONS_FILE = 'watch-regions.json';

/** Each show's offers outside the US; a file that names an unknown show, provider or region is refused whole. */
export function readWatchRegions(dir: string, c: Pick<Catalogue, 'shows' | 'taxonomy'>): Map<number, ShowOffer[]> {
  const problems: string[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, WATCH_REGIONS_FILE), 'utf8'));
  } catch (e) {
    throw new CatalogueError([`${WATCH_REGIONS_FILE}: ${(e as Error).message}`]);
  }
  const parsed = WatchRegionsFile.safeParse(raw);
  if (!parsed.success)
    throw new CatalogueError(parsed.error.issues.map((i) => `${WATCH_REGIONS_FILE}: ${i.path.join('.') || '(root)'}: ${i.message}`));
  const names = new Map(c.shows.map((s) => [s.id, s.name]));
  const providerIds = new Map(c.taxonomy.providers.map((p) => [p.name, p.id]));
  const offers = new Map<number, ShowOffer[]>();
  parsed.data.shows.forEach((entry, i) => {
    const at = `${WATCH_REGIONS_FILE}: shows.${i}`;
    if (names.get(entry.show) !== entry.name) problems.push(`${at}: no show ${entry.show} named "${entry.name}"`);
    if (offers.has(entry.show)) problems.push(`${at}: show ${entry.show} is listed twice`);
    const list: ShowOffer[] = [];
    for (const [region, providers] of Object.entries(entry.providers))
      for (const name of new Set(providers)) {
        const providerId = providerIds.get(name);
        if (providerId === undefined) problems.push(`${at}.providers.${region}: unknown provider "${name}"`);
        else list.push({ region, providerId, type: 'flatrate', link: null });
      }
    offers.set(entry.show, list);
  });
  if (problems.length) throw new CatalogueError(problems);
  return offers;
}

export async function writeSampleWatchRegions(tx: Queryable, offers: Map<number, ShowOffer[]>) {
  for (const [showId, list] of offers) await addShowOffers(tx, showId, list);
}
