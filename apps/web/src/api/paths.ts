/**
 * Every API endpoint the web app calls, as builders of a URL tagged with the contract type it answers. The query
 * hooks and the boot script (src/boot.ts, which starts the landing screen's reads before the app bundle has
 * arrived) build URLs here alike, so a prefetched answer is found by its exact URL.
 */
import { COLLECTION_IDS, LATEST_LIST_ID, type AiringStatus, type DiscoverSort, type GenreMatch, type SortOption } from '@klama/contract';
import type {
  AuthConfig,
  CategoryListResponse,
  CollectionPage,
  CrewPage,
  DiscoverFacets,
  GoogleSignupPending,
  HeroSlide,
  LoginResponse,
  Me,
  OkResponse,
  PeriodicList,
  PersonPage,
  Profile,
  ProviderPage,
  SiteSearchResponse,
  SearchResultsPage,
  ShowCast,
  ShowCredits,
  ShowDetails,
  ShowPage,
  ShowProviders,
  ShowVideos,
  SimilarShows,
  TermList,
  AccessTokenResponse,
  UserShowCounts,
  UserShowState,
  UserShowStatus,
} from '@klama/contract';
import { WEB_PAGE_SIZE } from '../config/layout';

export type QueryValue = string | number | undefined | null;
declare const answers: unique symbol;
/**
 * A URL under /api and, for the type checker only, the shape the server answers it with. `account` marks the
 * calls of the account screens (auth, the user, marks), whose bodiless errors read differently (spec §8).
 */
export type Endpoint<T> = { readonly url: string; readonly account?: true; readonly [answers]?: T };

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return `/api/${path}${qs ? `?${qs}` : ''}`;
}

const endpoint = <T>(path: string, query?: Record<string, QueryValue>): Endpoint<T> => ({ url: apiUrl(path, query) });
const accountEndpoint = <T>(path: string, query?: Record<string, QueryValue>): Endpoint<T> => ({ url: apiUrl(path, query), account: true });

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
/** `popularity_desc` only for a person's shows (the other lists refuse it). */
/** `sort` left out: a curated list in its curators' order. */
export type PageParams = { page: number; limit: number; sort?: SortOption | 'popularity_desc' };
/** What every paged list screen gets back: the page plus the header fields some lists add. */
export type ListPage = ShowPage &
  Partial<
    Pick<CategoryListResponse, 'name'> &
      Pick<CollectionPage, 'description'> &
      Pick<ProviderPage, 'img_path'> &
      Pick<CrewPage, 'jobs' | 'known_for_department'>
  >;
/** A paged list of shows, one page per call. */
export type ListEndpoint = (page: PageParams) => Endpoint<ListPage>;

const pagedList =
  <T extends ListPage>(path: string, build = endpoint<T>): ((page: PageParams) => Endpoint<T>) =>
  (page) =>
    build(path, page);

export const paths = {
  hero: () => endpoint<HeroSlide[]>('hero'),
  trending: () => endpoint<PeriodicList>(`periodic-collection/${COLLECTION_IDS.TRENDING_NOW}/sub/${LATEST_LIST_ID}`),
  // newly released: aired shows only, the upcoming have rows of their own
  newest: (limit: number = WEB_PAGE_SIZE.homeRow) => endpoint<ShowPage>('show', { page: 1, limit, sort: 'date_desc', aired: 'true' }),
  collectionRow: (key: string, limit: number = WEB_PAGE_SIZE.homeRow) => endpoint<CollectionPage>(`collection/${key}`, { page: 1, limit }),
  search: (query: string) => endpoint<SiteSearchResponse>('search', { query, limit: WEB_PAGE_SIZE.search }),
  searchResults: (query: string, page: number) =>
    endpoint<SearchResultsPage>('search/results', { query, page, limit: WEB_PAGE_SIZE.searchResults }),
  showDetails: (id: number) => endpoint<ShowDetails>(`show/details/${id}`),
  showVideos: (id: number) => endpoint<ShowVideos>(`show/videos/${id}`),
  showProviders: (id: number) => endpoint<ShowProviders>(`provider/show/${id}`),
  showCast: (id: number) => endpoint<ShowCast>(`cast/${id}`),
  showCredits: (id: number) => endpoint<ShowCredits>(`credit/show/${id}`),
  similarShows: (id: number) => endpoint<SimilarShows>(`recommendations/similar/${id}`),
  genres: () => endpoint<TermList>('genre'),
  tones: () => endpoint<TermList>('tone'),
  keywords: () => endpoint<TermList>('keyword'),
  keywordsById: (ids: number[]) => endpoint<TermList>('keyword', { ids: [...ids].sort((a, b) => a - b).join(',') }),
  profile: () => endpoint<Profile>('profile'),
  discover: (filters: DiscoverFilters, limit: number) =>
    endpoint<ShowPage>('show', {
      page: filters.page,
      limit,
      // the default order is left out: the address the spec's calls used stays the same
      sort: filters.sort === 'date_desc' ? undefined : filters.sort,
      ...discoverQuery(filters),
      provider: filters.provider,
      region: filters.provider ? filters.region : undefined,
    }),
  /** How many shows each service streaming in `region` has among those the other filters choose. */
  discoverFacets: (filters: DiscoverFilters, region: string) =>
    endpoint<DiscoverFacets>('show/facets', { ...discoverQuery(filters), region: region === 'US' ? undefined : region }),
  lists: {
    category: (type: string, id: string) => pagedList<CategoryListResponse>(`show/list/${type}/${id}`),
    provider: (id: string) => pagedList<ProviderPage>(`provider/detail/${id}`),
    cast: (id: string) => pagedList<PersonPage>(`person/${id}`),
    crew: (id: string) => pagedList<CrewPage>(`credit/detail/${id}`),
    collection: (key: string) => pagedList<CollectionPage>(`collection/${key}`),
    marked: (status: UserShowStatus) => pagedList<ShowPage>(`user-show/category/${status}`, accountEndpoint),
  },
  auth: {
    config: () => accountEndpoint<AuthConfig>('auth/config'),
    login: () => accountEndpoint<LoginResponse>('auth/login'),
    signup: () => accountEndpoint<LoginResponse>('auth/signup'),
    google: () => accountEndpoint<LoginResponse | GoogleSignupPending>('auth/google'),
    completeProfile: () => accountEndpoint<LoginResponse>('auth/complete-profile'),
    refresh: () => accountEndpoint<AccessTokenResponse>('auth/refresh'),
    logout: () => accountEndpoint<OkResponse>('auth/logout'),
    changePassword: () => accountEndpoint<OkResponse>('auth/change-password'),
  },
  user: { me: () => accountEndpoint<Me>('user/me') },
  marks: {
    status: (showId: number) => accountEndpoint<UserShowState>(`user-show/status/${showId}`),
    toggle: (status: UserShowStatus, showId: number) => accountEndpoint<UserShowState>(`user-show/${status}/${showId}`),
    counts: () => accountEndpoint<UserShowCounts>('user-show/counts'),
  },
};
