/** Writes a synthetic catalogue into a database: taxonomy, people, keywords, shows in batched transactions, collections. */
import { addDays, utcDay } from '@klama/contract';
import type { Database, Queryable, SqlParam } from '../db/client.js';
import { saveKeywords, savePeople } from '../catalogue/credits.queries.js';
import {
  addRecommendations,
  syntheticAiredBy,
  syntheticAiringAfter,
  syntheticByPopularity,
  syntheticMostPopularOfGenres,
  syntheticScattered,
} from './synthetic.queries.js';
import { writeShows } from '../catalogue/write-shows.js';
import { readTaxonomy, writePeriodicList, writePermanentItems, writeSiteFrame, writeTaxonomy } from '../importer/site-data.js';
import { createRandom } from './prng.js';
import { planSyntheticCatalogue, SYNTHETIC_SHOW_ID_BASE } from './generate.js';
import { refreshStatistics } from '../db/statistics.js';
import { countShows, highestShowId } from '../catalogue/show-census.queries.js';

export interface SeedSyntheticOptions {
  shows: number;
  seed: number;
  /** Add to a catalogue that already has shows (new ids follow the existing synthetic ones). */
  append?: boolean;
  batchSize?: number;
  /** Today's date (YYYY-MM-DD) for the dated collection lists. */
  today?: string;
  onProgress?: (written: number, total: number) => void;
}

export class CatalogueNotEmptyError extends Error {}

export async function seedSynthetic(
  db: Database,
  options: SeedSyntheticOptions,
): Promise<{ shows: number; firstId: number; lastId: number }> {
  const batchSize = options.batchSize ?? 1000;
  const count = await countShows(db);
  if (count > 0 && !options.append)
    throw new CatalogueNotEmptyError(`The database already has ${count} shows; pass --append to add synthetic shows to them.`);
  const max = await highestShowId(db, 'synthetic');
  const firstIndex = max === null ? 0 : max - SYNTHETIC_SHOW_ID_BASE + 1;

  const t = readTaxonomy();
  const plan = planSyntheticCatalogue({
    shows: options.shows,
    seed: options.seed,
    firstIndex,
    taxonomy: {
      genreIds: t.genres.map((g) => g.id),
      toneIds: t.tones.map((g) => g.id),
      networkIds: t.networks.map((n) => n.id),
      providerIds: t.providers.map((p) => p.id),
    },
  });
  await db.transaction(async (tx) => {
    await writeTaxonomy(tx);
    await writeSiteFrame(tx);
    await savePeople(tx, plan.people);
    await saveKeywords(tx, plan.keywords);
  });

  const random = createRandom(options.seed ^ 0xc0ffee);
  const firstId = SYNTHETIC_SHOW_ID_BASE + firstIndex;
  let written = 0;
  for (const batch of plan.batches(batchSize)) {
    await db.transaction(async (tx) => {
      await writeShows(tx, batch);
      // recommendations point at earlier shows (written already, whatever the batch size)
      const rows: SqlParam[][] = [];
      for (const show of batch) {
        const targets = new Set<number>();
        const earlier = show.id - firstId;
        for (let k = random.int(0, 6); k > 0; k--) if (earlier > 0) targets.add(firstId + random.int(0, earlier - 1));
        [...targets].forEach((target, position) => rows.push([show.id, target, position]));
      }
      await addRecommendations(tx, rows);
    });
    written += batch.length;
    options.onProgress?.(written, options.shows);
  }
  await db.transaction((tx) => writeCollections(tx, options.today ?? utcDay()));
  await refreshStatistics(db);
  return { shows: written, firstId, lastId: firstId + written - 1 };
}

async function writeCollections(tx: Queryable, today: string): Promise<void> {
  const byPopularity = await syntheticByPopularity(tx, 60);
  const lastWeek = addDays(today, -7);
  await writePeriodicList(tx, 'trending-now', lastWeek, byPopularity.slice(20, 40));
  await writePeriodicList(tx, 'trending-now', today, byPopularity.slice(0, 20));
  const upcoming = await syntheticAiringAfter(tx, today, 20);
  await writePeriodicList(tx, 'upcoming-release', today, upcoming);
  const recent = await syntheticAiredBy(tx, today, 20);
  await writePeriodicList(tx, 'new-upcoming', today, [...upcoming.slice(0, 5), ...recent]);
  await writePermanentItems(tx, 'most-popular', byPopularity.slice(0, 50));
  await writePermanentItems(tx, 'viewers-choice', await syntheticScattered(tx, 30));
  const fantasy = await syntheticMostPopularOfGenres(tx, ['genre-fantasy', 'genre-sci-fi', 'genre-horror'], 30);
  await writePermanentItems(tx, 'genre-fiction', fantasy);
}
