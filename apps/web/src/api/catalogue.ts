/**
 * Query hooks for the catalogue reads, one per call. Keys are namespaced by resource; catalogue data is cached a
 * while (it changes with imports, not with what the visitor does).
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { WEB_PAGE_SIZE } from '../config/layout';
import { paths, type DiscoverFilters, type Endpoint } from './paths';
import { request } from './request';
import { catalogueKeys } from './catalogue-keys';
import { queryClientLanguage } from './catalogue-language';

/** The query function that reads an endpoint, cancelled with the query, in its client's language. */
export const read =
  <T>(endpoint: Endpoint<T>) =>
  ({ signal, client }: { signal: AbortSignal; client?: QueryClient }) =>
    request(endpoint, { signal, language: queryClientLanguage(client) });

const MINUTE = 60_000;
const TAXONOMY = { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE };

export const useHeroes = () => useQuery({ queryKey: catalogueKeys.hero, queryFn: read(paths.hero()), staleTime: 10 * MINUTE });

export const useTrending = () =>
  useQuery({
    queryKey: catalogueKeys.trending,
    queryFn: read(paths.trending()),
    staleTime: 10 * MINUTE,
  });

export const useNewestShows = (limit: number = WEB_PAGE_SIZE.homeRow) =>
  useQuery({ queryKey: catalogueKeys.newest(limit), queryFn: read(paths.newest(limit)), staleTime: 5 * MINUTE });

export const useCollectionRow = (key: string, limit: number = WEB_PAGE_SIZE.homeRow) =>
  useQuery({ queryKey: catalogueKeys.collectionRow(key, limit), queryFn: read(paths.collectionRow(key, limit)), staleTime: 5 * MINUTE });

export const useSearch = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: catalogueKeys.search(query),
    // the signal aborts a request whose query is no longer wanted; results render by key, so a late answer never wins
    queryFn: read(paths.search(query)),
    enabled,
    staleTime: 5 * MINUTE,
  });

/** A page of the search results page (/search?q=). */
export const useSearchResults = (query: string, page: number) =>
  useQuery({
    queryKey: catalogueKeys.searchResults(query, page),
    queryFn: read(paths.searchResults(query, page)),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });

export const useGenres = () => useQuery({ queryKey: catalogueKeys.genres, queryFn: read(paths.genres()), ...TAXONOMY });
export const useTones = () => useQuery({ queryKey: catalogueKeys.tones, queryFn: read(paths.tones()), ...TAXONOMY });
export const useKeywords = () => useQuery({ queryKey: catalogueKeys.keywords, queryFn: read(paths.keywords()), ...TAXONOMY });
/** These keywords by name, whether or not they are among the most used (none asked: no request). */
export const useKeywordsById = (ids: number[]) =>
  useQuery({
    queryKey: catalogueKeys.keywordsById(ids),
    queryFn: read(paths.keywordsById(ids)),
    enabled: ids.length > 0,
    ...TAXONOMY,
  });

export const useProfile = () => useQuery({ queryKey: catalogueKeys.profile, queryFn: read(paths.profile()), staleTime: 30 * MINUTE });

/** Per-service counts under Discover's other filters (the chosen service apart), for the service filter's options. */
export const useDiscoverFacets = (filters: DiscoverFilters, region: string) => {
  const endpoint = paths.discoverFacets(filters, region);
  return useQuery({
    queryKey: catalogueKeys.discoverFacets(endpoint.url),
    queryFn: read(endpoint),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });
};

export const useDiscover = (filters: DiscoverFilters, limit: number) =>
  useQuery({
    queryKey: catalogueKeys.discover(filters, limit),
    queryFn: read(paths.discover(filters, limit)),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });
