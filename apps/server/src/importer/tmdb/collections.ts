/**
 * `--collections`: a new dated `trending-now` list from the week's trending Korean shows, and the
 * `upcoming-release` list from Korean dramas first airing in the coming weeks. Shows missing from
 * the catalogue are imported first.
 */
import { addDays, utcDay } from '@klama/contract';
import type { Database } from '../../db/client.js';
import { knownShowIds } from '../../catalogue/show-census.queries.js';
import { writePeriodicList, writeSiteFrame } from '../site-data.js';
import { importDetails } from '../import-details.js';
import type { TmdbGet } from './client.js';
import { discoverKoreanDramas } from './discover.js';
import { fetchShowDetails } from './import-run.js';
import { importPersonDetails, type PersonDetailsSummary } from './person-details.js';

export const UPCOMING_WEEKS = 8;
const LIST_SIZE = 20;

export interface CollectionsSummary {
  trending: number;
  upcoming: number;
  imported: number;
  failed: { showId: number; error: string }[];
  /** the details of the people of the shows imported for the lists (when any were due) */
  people?: PersonDetailsSummary;
}

export async function refreshCollections(db: Database, get: TmdbGet, today = utcDay()): Promise<CollectionsSummary> {
  await db.transaction((tx) => writeSiteFrame(tx));
  const trending: number[] = [];
  for (let page = 1; page <= 5 && trending.length < LIST_SIZE; page++) {
    const body = await get<{ total_pages: number; results: { id: number; origin_country?: string[]; genre_ids?: number[] }[] }>(
      '/trending/tv/week',
      { page },
    );
    for (const r of body.results)
      if (r.origin_country?.includes('KR') && !r.genre_ids?.some((g) => g === 16 || g === 10764)) trending.push(r.id);
    if (page >= body.total_pages) break;
  }
  const until = addDays(today, UPCOMING_WEEKS * 7);
  const upcoming = await discoverKoreanDramas(get, { pages: 1, extra: { 'first_air_date.gte': today, 'first_air_date.lte': until } });

  const summary: CollectionsSummary = { trending: 0, upcoming: 0, imported: 0, failed: [] };
  const imported: number[] = [];
  const present = async (ids: number[]) => {
    const known = await knownShowIds(db, ids);
    const kept: number[] = [];
    for (const id of ids) {
      if (!known.has(id)) {
        try {
          await importDetails(db, await fetchShowDetails(get, id));
          summary.imported++;
          imported.push(id);
        } catch (err) {
          summary.failed.push({ showId: id, error: (err as Error).message });
          continue;
        }
      }
      kept.push(id);
    }
    return kept;
  };
  const trendingIds = await present(trending.slice(0, LIST_SIZE));
  const upcomingIds = await present(upcoming.slice(0, LIST_SIZE));
  await db.transaction(async (tx) => {
    await writePeriodicList(tx, 'trending-now', today, trendingIds);
    await writePeriodicList(tx, 'upcoming-release', today, upcomingIds);
  });
  summary.trending = trendingIds.length;
  summary.upcoming = upcomingIds.length;
  const people = await importPersonDetails(db, get, imported);
  if (people.total) summary.people = people;
  return summary;
}
