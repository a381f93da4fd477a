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

const MINUTE = 60_000;
const TAXONOMY = { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE };

export const useHeroes = () => useQuery({ queryKey: ['hero'], queryFn: ({ signal }) => getJson<HeroSlide[]>('hero', {}, signal), staleTime: 10 * MINUTE });

export const useTrending = () =>
  useQuery({
    queryKey: ['periodic-collection', COLLECTION_IDS.TRENDING_NOW, LATEST_LIST_ID],
    queryFn: ({ signal }) => getJson<PeriodicList>(`periodic-collection/${COLLECTION_IDS.TRENDING_NOW}/sub/${LATEST_LIST_ID}`, {}, signal),
    staleTime: 10 * MINUTE,
  });

export const useNewestShows = (limit: number = PAGE_SIZE.homeRow) =>
  useQuery({
    queryKey: ['show', 'newest', limit],
    queryFn: ({ signal }) => getJson<ShowPage>('show', { page: 1, limit, sort: 'date_desc' }, signal),
    staleTime: 5 * MINUTE,
  });

export const useCollectionRow = (key: string, limit: number = PAGE_SIZE.homeRow) =>
  useQuery({
    queryKey: ['collection', key, 'row', limit],
    queryFn: ({ signal }) => getJson<CollectionPage>(`collection/${key}`, { page: 1, limit }, signal),
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
  useQuery({ queryKey: ['show', 'details', id], queryFn: ({ signal }) => getJson<ShowDetails>(`show/details/${id}`, {}, signal), retry: 1 });

export const useShowVideos = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['show', 'videos', id], queryFn: ({ signal }) => getJson<ShowVideos>(`show/videos/${id}`, {}, signal), enabled });

export const useShowProviders = (id: number) =>
  useQuery({
    queryKey: ['provider', 'show', id],
    queryFn: ({ signal }) => getJson<{ id: number; results: Provider[] }>(`provider/show/${id}`, {}, signal),
  });

export const useShowCast = (id: number) =>
  useQuery({ queryKey: ['cast', id], queryFn: ({ signal }) => getJson<CastMember[]>(`cast/${id}`, {}, signal), retry: false });

export const useShowCredits = (id: number) =>
  useQuery({ queryKey: ['credit', 'show', id], queryFn: ({ signal }) => getJson<{ id: number; results: Credit[] }>(`credit/show/${id}`, {}, signal) });

export const useSimilarShows = (id: number) =>
  useQuery({ queryKey: ['recommendations', 'similar', id], queryFn: ({ signal }) => getJson<ShowCard[]>(`recommendations/similar/${id}`, {}, signal) });

export const useGenres = () => useQuery({ queryKey: ['genre'], queryFn: ({ signal }) => getJson<Term[]>('genre', {}, signal), ...TAXONOMY });
export const useTones = () => useQuery({ queryKey: ['tone'], queryFn: ({ signal }) => getJson<Term[]>('tone', {}, signal), ...TAXONOMY });
export const useKeywords = () => useQuery({ queryKey: ['keyword'], queryFn: ({ signal }) => getJson<Term[]>('keyword', {}, signal), ...TAXONOMY });

export const useProfile = () => useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => getJson<{ about: string }>('profile', {}, signal), staleTime: 30 * MINUTE });

export type DiscoverFilters = { page: number; keyword: number[]; genre: number | null; tone: number | null };

export const useDiscover = (filters: DiscoverFilters, limit: number) =>
  useQuery({
    queryKey: ['show', 'discover', filters, limit],
    queryFn: ({ signal }) =>
      getJson<ShowPage>(
        'show',
        { page: filters.page, limit, keyword: filters.keyword.join(',') || undefined, genre: filters.genre, tone: filters.tone },
        signal,
      ),
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
