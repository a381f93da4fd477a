/** Which TMDB shows an import covers: Korean dramas by discovery, one show, or the ones changed since a date. */
import { isoDay } from '@klama/contract';
import type { Queryable } from '../../db/client.js';
import { importedShowsByPopularity } from '../../catalogue/show-census.queries.js';
import type { TmdbGet } from './client.js';

/** Scripted Korean series and miniseries, no animation and no reality shows. */
export const KOREAN_DRAMAS = {
  with_origin_country: 'KR',
  with_type: '2|4',
  without_genres: '16,10764',
  sort_by: 'popularity.desc',
} as const;
const TMDB_MAX_PAGE = 500;

interface Page {
  page: number;
  total_pages: number;
  results: { id: number; origin_country?: string[] }[];
}

export async function discoverKoreanDramas(
  get: TmdbGet,
  options: { pages?: number | undefined; extra?: Record<string, string> } = {},
): Promise<number[]> {
  const ids: number[] = [];
  let total = 1;
  for (let page = 1; page <= total; page++) {
    const body = await get<Page>('/discover/tv', { ...KOREAN_DRAMAS, ...options.extra, page });
    total = Math.min(body.total_pages, options.pages ?? TMDB_MAX_PAGE, TMDB_MAX_PAGE);
    ids.push(...body.results.map((r) => r.id));
  }
  return [...new Set(ids)];
}

/** Our TMDB shows that TMDB lists as changed since `since` (TMDB answers at most 14 days per query). */
export async function changedShows(get: TmdbGet, db: Queryable, since: string, today = new Date()): Promise<number[]> {
  const changed = new Set<number>();
  const day = 86_400_000;
  for (let start = Date.parse(since); start <= today.getTime(); start += 14 * day) {
    const end = Math.min(start + 13 * day, today.getTime());
    const window = { start_date: isoDay(start), end_date: isoDay(end) };
    let total = 1;
    for (let page = 1; page <= total; page++) {
      const body = await get<{ total_pages: number; results: { id: number }[] }>('/tv/changes', { ...window, page });
      total = Math.min(body.total_pages, TMDB_MAX_PAGE);
      for (const r of body.results) changed.add(r.id);
    }
  }
  return importedShowsByPopularity(db, [...changed]);
}
