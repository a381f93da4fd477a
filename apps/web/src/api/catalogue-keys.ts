/**
 * The query keys of the catalogue's reads, each built here only (hooks read with them; nothing else writes them).
 * Namespaced by resource; the account's keys are in ./account.ts, the diary's in ./diary.ts, the console's in ./admin.ts.
 */
import { COLLECTION_IDS, DEFAULT_REGION, LATEST_LIST_ID } from '@klama/contract';
import type { DiscoverFilters } from './paths';

export const catalogueKeys = {
  hero: ['hero'] as const,
  trending: ['periodic-collection', COLLECTION_IDS.TRENDING_NOW, LATEST_LIST_ID] as const,
  newest: (limit: number) => ['show', 'newest', limit] as const,
  collectionRow: (key: string, limit: number) => ['collection', key, 'row', limit] as const,
  search: (query: string) => ['search', query] as const,
  searchResults: (query: string, page: number) => ['search', 'results', query, page] as const,
  genres: ['genre'] as const,
  tones: ['tone'] as const,
  keywords: ['keyword'] as const,
  keywordsById: (ids: number[]) => ['keyword', 'ids', [...ids].sort((a, b) => a - b)] as const,
  profile: ['profile'] as const,
  /** by the call's URL: the filters that matter to the counts, in their canonical form */
  discoverFacets: (url: string) => ['show', 'facets', url] as const,
  discover: (filters: DiscoverFilters, limit: number) => ['show', 'discover', filters, limit] as const,
  showDetails: (id: number) => ['show', 'details', id] as const,
  showVideos: (id: number) => ['show', 'videos', id] as const,
  showEpisodes: (id: number) => ['show', 'episodes', id] as const,
  /** the US shares its key with the details page's own read of the offers */
  showProviders: (id: number, region: string = DEFAULT_REGION) =>
    region === DEFAULT_REGION ? (['provider', 'show', id] as const) : (['provider', 'show', id, region] as const),
  regionProviders: (region: string) => ['provider', 'region', region] as const,
  providerName: (id: number) => ['provider', 'name', id] as const,
  showCast: (id: number) => ['cast', id] as const,
  showCredits: (id: number) => ['credit', 'show', id] as const,
  similarShows: (id: number) => ['recommendations', 'similar', id] as const,
  /** a paged list screen's source (useShowList puts 'list' in front) */
  category: (type: string, id: string) => ['category', type, id] as const,
  collection: (key: string) => ['collection', key] as const,
};
