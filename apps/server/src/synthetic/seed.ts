/** Writes a synthetic catalogue into a database: taxonomy, people, keywords, shows in batched transactions, collections. */
import { addDays, utcDay } from '@klama/contract';
import type { Database, Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { writeShows } from '../catalogue/write-shows.js';
import { readTaxonomy, writePeriodicList, writePermanentItems, writeSiteFrame, writeTaxonomy } from '../importer/site-data.js';
import { createRandom } from './prng.js';
import { planSyntheticCatalogue, SYNTHETIC_SHOW_ID_BASE } from './generate.js';
import { refreshStatistics } from '../db/statistics.js';

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
  const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM show')) as [{ count: number }];
  if (count > 0 && !options.append)
    throw new CatalogueNotEmptyError(`The database already has ${count} shows; pass --append to add synthetic shows to them.`);
  const [{ max }] = (await db.query<{ max: number | null }>('SELECT max(id) AS max FROM show WHERE source = $1', ['synthetic'])) as [
    { max: number | null },
  ];
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
    const keep = 'ON CONFLICT DO NOTHING';
    await insertRows(
      tx,
      'person',
      ['id', 'name', 'original_name'],
      plan.people.map((p) => [p.id, p.name, p.originalName]),
      keep,
    );
    await insertRows(
      tx,
      'keyword',
      ['id', 'uid', 'name', 'rank'],
      plan.keywords.map((k) => [k.id, k.uid, k.name, 999]),
      keep,
    );
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
      await insertRows(tx, 'recommendation', ['show_id', 'recommended_id', 'position'], rows, 'ON CONFLICT DO NOTHING');
    });
    written += batch.length;
    options.onProgress?.(written, options.shows);
  }
  await db.transaction((tx) => writeCollections(tx, options.today ?? utcDay()));
  await refreshStatistics(db);
  return { shows: written, firstId, lastId: firstId + written - 1 };
}

async function writeCollections(tx: Queryable, today: string): Promise<void> {
  const ids = async (sql: string, params: SqlParam[] = []) => (await tx.query<{ id: number }>(sql, params)).map((r) => r.id);
  const synthetic = `source = 'synthetic'`;
  const byPopularity = await ids(`SELECT id FROM show WHERE ${synthetic} ORDER BY popularity DESC, id LIMIT 60`);
  const lastWeek = addDays(today, -7);
  await writePeriodicList(tx, 'trending-now', lastWeek, byPopularity.slice(20, 40));
  await writePeriodicList(tx, 'trending-now', today, byPopularity.slice(0, 20));
  const upcoming = await ids(`SELECT id FROM show WHERE ${synthetic} AND first_air_date > $1 ORDER BY first_air_date, id LIMIT 20`, [
    today,
  ]);
  await writePeriodicList(tx, 'upcoming-release', today, upcoming);
  const recent = await ids(`SELECT id FROM show WHERE ${synthetic} AND first_air_date <= $1 ORDER BY first_air_date DESC, id LIMIT 20`, [
    today,
  ]);
  await writePeriodicList(tx, 'new-upcoming', today, [...upcoming.slice(0, 5), ...recent]);
  await writePermanentItems(tx, 'most-popular', byPopularity.slice(0, 50));
  await writePermanentItems(
    tx,
    'viewers-choice',
    await ids(`SELECT id FROM show WHERE ${synthetic} ORDER BY (id * 2654435761::bigint) % 1000003, id LIMIT 30`),
  );
  const fantasy = await ids(
    `SELECT s.id FROM show s JOIN show_genre g ON g.show_id = s.id JOIN genre ge ON ge.id = g.genre_id
     WHERE s.${synthetic} AND ge.uid IN ('genre-fantasy', 'genre-sci-fi', 'genre-horror') GROUP BY s.id ORDER BY max(s.popularity) DESC, s.id LIMIT 30`,
  );
  await writePermanentItems(tx, 'genre-fiction', fantasy);
}
