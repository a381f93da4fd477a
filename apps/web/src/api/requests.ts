/**
 * The catalogue reads the first screens make, as (path, query) pairs. One definition serves both the query hooks
 * and the boot script (src/boot.ts), which starts the current page's reads before the app bundle has arrived:
 * a prefetched answer is only used when its URL is exactly the one the hook asks for.
 */
import { COLLECTION_IDS, LATEST_LIST_ID, PAGE_SIZE } from '@klama/contract';

export type QueryValue = string | number | undefined | null;
export type ApiRequest = readonly [path: string, query?: Record<string, QueryValue>];

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return `/api/${path}${qs ? `?${qs}` : ''}`;
}

/** Where src/boot.ts leaves the reads it started, by URL, for getJson to take (each once). */
export const PREFETCH_KEY = '__klamaPrefetch';
export type PrefetchWindow = { [PREFETCH_KEY]?: Map<string, Promise<Response>> };

export type DiscoverFilters = { page: number; keyword: number[]; genre: number | null; tone: number | null };

export const requests = {
  hero: (): ApiRequest => ['hero'],
  trending: (): ApiRequest => [`periodic-collection/${COLLECTION_IDS.TRENDING_NOW}/sub/${LATEST_LIST_ID}`],
  newest: (limit: number = PAGE_SIZE.homeRow): ApiRequest => ['show', { page: 1, limit, sort: 'date_desc' }],
  collectionRow: (key: string, limit: number = PAGE_SIZE.homeRow): ApiRequest => [`collection/${key}`, { page: 1, limit }],
  showDetails: (id: number): ApiRequest => [`show/details/${id}`],
  showProviders: (id: number): ApiRequest => [`provider/show/${id}`],
  showCast: (id: number): ApiRequest => [`cast/${id}`],
  showCredits: (id: number): ApiRequest => [`credit/show/${id}`],
  similarShows: (id: number): ApiRequest => [`recommendations/similar/${id}`],
  genres: (): ApiRequest => ['genre'],
  tones: (): ApiRequest => ['tone'],
  keywords: (): ApiRequest => ['keyword'],
  discover: (filters: DiscoverFilters, limit: number): ApiRequest => [
    'show',
    { page: filters.page, limit, keyword: filters.keyword.join(',') || undefined, genre: filters.genre, tone: filters.tone },
  ],
};
