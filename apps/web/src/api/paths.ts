/**
 * Every API endpoint the web app calls, as builders of a URL tagged with the contract type it answers. The query
 * hooks and the boot script (src/boot.ts, which starts the landing screen's reads before the app bundle has
 * arrived) build URLs here alike, so a prefetched answer is found by its exact URL.
 */
import {
  COLLECTION_IDS,
  LATEST_LIST_ID,
  PUBLIC_ROUTES,
  type AiringStatus,
  type COMMUNITY_SORT,
  type DiscoverSort,
  type GenreMatch,
  type SortOption,
} from '@klama/contract';
import type {
  Access,
  CategoryListResponse,
  CollectionPage,
  CrewPage,
  ProviderPage,
  RouteEntry,
  RouteName,
  RouteSchemas,
  ShowPage,
  MarkStatus,
} from '@klama/contract';
import type { z } from 'zod';
import { WEB_PAGE_SIZE } from '../config/layout';

export type QueryValue = string | number | undefined | null;
declare const answers: unique symbol;
/**
 * A URL under /api, its method and, for the type checker only, the shape the server answers it with. `account` marks
 * the calls of the account screens (auth, the user's own data, marks), whose bodiless errors read differently (spec §8).
 */
export type Endpoint<T> = {
  readonly url: string;
  readonly method?: RouteEntry['method'];
  readonly account?: true;
  /** a catalogue call: it takes the interface's language (./catalogue-language.ts) */
  readonly catalogue?: true;
  readonly [answers]?: T;
};

type Responses<N extends RouteName> = RouteSchemas[N]['responses'];
type BodyOf<S> = S extends z.ZodType ? z.output<S> : never;
/** What the server answers route `N` of the contract's route table with (any of its success statuses). */
export type Answer<N extends RouteName> = BodyOf<Responses<N>[keyof Responses<N>]>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Query = Record<string, QueryValue>;
/** A route's arguments: its path's `:params` (required when it has any), then its query. */
export type RouteArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: Record<ParamNames<P>, string | number>, query?: Query];

const PERSONAL: readonly Access[] = ['auth', 'account', 'optional-user'];

/**
 * Endpoints of a route table by route name: the table's path with its params filled in (each encoded), the query
 * appended, the table's method; nothing of a route is written here again. The public table here; the console's
 * (api/admin.ts) is a table of its own so that public bundles never carry it.
 */
export function routeEndpoints<T extends Record<string, RouteEntry>>(table: T) {
  return <N extends keyof T & RouteName>(name: N, ...[params, query]: RouteArgs<T[N]['path']>): Endpoint<Answer<N>> => {
    const { method, path, access } = table[name]!;
    const filled = path.replace(/:(\w+)/g, (_, key: string) =>
      encodeURIComponent(String((params as Record<string, string | number>)[key])),
    );
    return {
      url: apiUrl(filled.slice(1), query),
      method,
      ...(PERSONAL.includes(access) ? { account: true as const } : {}),
      ...(access === 'catalogue' ? { catalogue: true as const } : {}),
    };
  };
}

/** An endpoint of the public API (the contract's PUBLIC_ROUTES) by route name. */
export const api = routeEndpoints(PUBLIC_ROUTES);

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return `/api/${path}${qs ? `?${qs}` : ''}`;
}

/** `provider` streams the shows in `region` (features/regions; the server's default region when not given). */
export type DiscoverFilters = {
  page: number;
  keyword: number[];
  genre: number[];
  /** how several genres combine (`any` only means something with two or more) */
  genreMatch: GenreMatch;
  tone: number | null;
  provider?: number | null;
  region?: string;
  yearFrom: number | null;
  yearTo: number | null;
  ratingMin: number | null;
  status: AiringStatus[];
  sort: DiscoverSort;
};

/** Discover's filters as the API's query (each only when set; the page, size and order apart). */
const discoverQuery = (filters: DiscoverFilters) => ({
  keyword: filters.keyword.join(',') || undefined,
  genre: filters.genre.join(',') || undefined,
  genre_match: filters.genreMatch === 'any' && filters.genre.length > 1 ? 'any' : undefined,
  tone: filters.tone,
  year_from: filters.yearFrom,
  year_to: filters.yearTo,
  rating_min: filters.ratingMin,
  status: filters.status.join(',') || undefined,
});
/** `popularity_desc` only for a person's shows (the other lists refuse it); `community_desc` for every list. */
/** `sort` left out: a curated list in its curators' order. */
export type PageParams = { page: number; limit: number; sort?: SortOption | 'popularity_desc' | typeof COMMUNITY_SORT };
/** What every paged list screen gets back: the page plus the header fields some lists add. */
export type ListPage = ShowPage &
  Partial<
    Pick<CategoryListResponse, 'name'> &
      Pick<CollectionPage, 'description'> &
      Pick<ProviderPage, 'img_path'> &
      Pick<CrewPage, 'jobs' | 'known_for_department' | 'original_name' | 'biography' | 'birthday' | 'deathday' | 'place_of_birth'>
  >;
/** A paged list of shows, one page per call. */
export type ListEndpoint = (page: PageParams) => Endpoint<ListPage>;

export const paths = {
  hero: () => api('hero'),
  trending: () => api('periodicList', { collectionId: COLLECTION_IDS.TRENDING_NOW, listId: LATEST_LIST_ID }),
  // newly released: aired shows only, the upcoming have rows of their own
  newest: (limit: number = WEB_PAGE_SIZE.homeRow) => api('discover', {}, { page: 1, limit, sort: 'date_desc', aired: 'true' }),
  collectionRow: (key: string, limit: number = WEB_PAGE_SIZE.homeRow) => api('collection', { id: key }, { page: 1, limit }),
  search: (query: string) => api('siteSearch', {}, { query, limit: WEB_PAGE_SIZE.search }),
  searchResults: (query: string, page: number) => api('searchResults', {}, { query, page, limit: WEB_PAGE_SIZE.searchResults }),
  showDetails: (id: number) => api('showDetails', { id }),
  showVideos: (id: number) => api('showVideos', { id }),
  showProviders: (id: number) => api('showProviders', { id }),
  showCast: (id: number) => api('showCast', { id }),
  showCredits: (id: number) => api('showCredits', { id }),
  similarShows: (id: number) => api('similarShows', { id }),
  genres: () => api('genres'),
  tones: () => api('tones'),
  keywords: () => api('keywords'),
  keywordsById: (ids: number[]) => api('keywords', {}, { ids: [...ids].sort((x, y) => x - y).join(',') }),
  profile: () => api('profile'),
  discover: (filters: DiscoverFilters, limit: number) =>
    api(
      'discover',
      {},
      {
        page: filters.page,
        limit,
        // the default order is left out: the address the spec's calls used stays the same
        sort: filters.sort === 'date_desc' ? undefined : filters.sort,
        ...discoverQuery(filters),
        provider: filters.provider,
        region: filters.provider ? filters.region : undefined,
      },
    ),
  /** How many shows each service streaming in `region` has among those the other filters choose. */
  discoverFacets: (filters: DiscoverFilters, region: string) =>
    api('discoverFacets', {}, { ...discoverQuery(filters), region: region === 'US' ? undefined : region }),
  lists: {
    category: (type: string, key: string) => (page: PageParams) => api('categoryList', { type, key }, page),
    provider: (id: string) => (page: PageParams) => api('providerShows', { id }, page),
    cast: (id: string) => (page: PageParams) => api('person', { id }, page),
    crew: (id: string) => (page: PageParams) => api('crewMember', { id }, page),
    collection: (key: string) => (page: PageParams) => api('collection', { id: key }, page),
    marked: (status: MarkStatus) => (page: PageParams) => api('markedShows', { status }, page),
  },
  auth: {
    config: () => api('authConfig'),
    login: () => api('login'),
    signup: () => api('signup'),
    google: () => api('googleLogin'),
    completeProfile: () => api('completeProfile'),
    refresh: () => api('refresh'),
    logout: () => api('logout'),
    changePassword: () => api('changePassword'),
    passwordResetRequest: () => api('passwordResetRequest'),
    passwordReset: () => api('passwordReset'),
  },
  user: { me: () => api('me') },
  marks: {
    status: (showId: number) => api('markStatus', { showId }),
    toggle: (status: MarkStatus, showId: number) => api('toggleMark', { status, showId }),
    counts: () => api('markCounts'),
  },
};
