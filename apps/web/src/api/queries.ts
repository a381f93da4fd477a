/** TanStack Query hooks, one per resource. Keys are namespaced by resource; catalogue data is cached a while. */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  CastMember,
  CategoryListResponse,
  CollectionPage,
  Credit,
  CrewPage,
  HeroSlide,
  PeriodicList,
  PersonPage,
  Provider,
  ProviderPage,
  ShowCard,
  ShowDetails,
  ShowPage,
  ShowVideos,
  SortOption,
  Term,
} from '@klama/contract';
import { COLLECTION_IDS, LATEST_LIST_ID, PAGE_SIZE } from '@klama/contract';
import { getJson } from './client';
import { requests, type ApiRequest, type DiscoverFilters } from './requests';

/** getJson for a request descriptor from ./requests. */
const read = <T>([path, query]: ApiRequest, signal: AbortSignal) => getJson<T>(path, query, signal);

const MINUTE = 60_000;
const TAXONOMY = { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE };

export const useHeroes = () =>
  useQuery({ queryKey: ['hero'], queryFn: ({ signal }) => read<HeroSlide[]>(requests.hero(), signal), staleTime: 10 * MINUTE });

export const useTrending = () =>
  useQuery({
    queryKey: ['periodic-collection', COLLECTION_IDS.TRENDING_NOW, LATEST_LIST_ID],
    queryFn: ({ signal }) => read<PeriodicList>(requests.trending(), signal),
    staleTime: 10 * MINUTE,
  });

export const useNewestShows = (limit: number = PAGE_SIZE.homeRow) =>
  useQuery({
    queryKey: ['show', 'newest', limit],
    queryFn: ({ signal }) => read<ShowPage>(requests.newest(limit), signal),
    staleTime: 5 * MINUTE,
  });

export const useCollectionRow = (key: string, limit: number = PAGE_SIZE.homeRow) =>
  useQuery({
    queryKey: ['collection', key, 'row', limit],
    queryFn: ({ signal }) => read<CollectionPage>(requests.collectionRow(key, limit), signal),
    staleTime: 5 * MINUTE,
  });

export const useSearch = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: ['search', query],
    // the signal aborts a request whose query is no longer wanted; results render by key, so a late answer never wins
    queryFn: ({ signal }) => getJson<ShowCard[]>('show/search', { query, limit: PAGE_SIZE.search }, signal),
    enabled,
    staleTime: 5 * MINUTE,
  });

export const useShowDetails = (id: number) =>
  useQuery({ queryKey: ['show', 'details', id], queryFn: ({ signal }) => read<ShowDetails>(requests.showDetails(id), signal), retry: 1 });

export const useShowVideos = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['show', 'videos', id], queryFn: ({ signal }) => getJson<ShowVideos>(`show/videos/${id}`, {}, signal), enabled });

export const useShowProviders = (id: number) =>
  useQuery({
    queryKey: ['provider', 'show', id],
    queryFn: ({ signal }) => read<{ id: number; results: Provider[] }>(requests.showProviders(id), signal),
  });

export const useShowCast = (id: number) =>
  useQuery({ queryKey: ['cast', id], queryFn: ({ signal }) => read<CastMember[]>(requests.showCast(id), signal), retry: false });

export const useShowCredits = (id: number) =>
  useQuery({
    queryKey: ['credit', 'show', id],
    queryFn: ({ signal }) => read<{ id: number; results: Credit[] }>(requests.showCredits(id), signal),
  });

export const useSimilarShows = (id: number) =>
  useQuery({ queryKey: ['recommendations', 'similar', id], queryFn: ({ signal }) => read<ShowCard[]>(requests.similarShows(id), signal) });

export const useGenres = () =>
  useQuery({ queryKey: ['genre'], queryFn: ({ signal }) => read<Term[]>(requests.genres(), signal), ...TAXONOMY });
export const useTones = () =>
  useQuery({ queryKey: ['tone'], queryFn: ({ signal }) => read<Term[]>(requests.tones(), signal), ...TAXONOMY });
export const useKeywords = () =>
  useQuery({ queryKey: ['keyword'], queryFn: ({ signal }) => read<Term[]>(requests.keywords(), signal), ...TAXONOMY });

export const useProfile = () =>
  useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => getJson<{ about: string }>('profile', {}, signal), staleTime: 30 * MINUTE });

export type { DiscoverFilters };

export const useDiscover = (filters: DiscoverFilters, limit: number) =>
  useQuery({
    queryKey: ['show', 'discover', filters, limit],
    queryFn: ({ signal }) => read<ShowPage>(requests.discover(filters, limit), signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });

/** What every paged list screen gets back: the page plus its header fields. */
export type ListPage = ShowPage & { name?: string; description?: string; img_path?: string | null; jobs?: string[] };
/** `auth` lists (a user's marked shows) are fetched with the session's bearer token. */
export type ListSource = { key: readonly unknown[]; path: string; auth?: boolean };

/**
 * Infinite list for category and collection screens. Sort, source and page size are in the key, so a change
 * starts again from page 1, and pages above 1 are appended (spec §4).
 */
export const useShowList = (source: ListSource | null, sort: SortOption, limit: number) =>
  useInfiniteQuery({
    queryKey: ['list', ...(source?.key ?? []), sort, limit],
    queryFn: async ({ pageParam, signal }) => {
      const query = { page: pageParam, limit, sort };
      if (!source!.auth) return getJson<ListPage>(source!.path, query, signal);
      // the session machinery is loaded only by the screens that need it (personal lists)
      const { authRequestJson } = await import('./session');
      return authRequestJson<ListPage>(source!.path, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage && last.nextPage ? last.nextPage : undefined),
    enabled: source !== null,
    staleTime: 5 * MINUTE,
    retry: 1,
  });

export type { CategoryListResponse, CrewPage, PersonPage, ProviderPage, CollectionPage };
