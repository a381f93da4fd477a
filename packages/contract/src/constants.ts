/** Business constants shared by the server and the web app (spec §9). */

export const SORT_OPTIONS = ['date_desc', 'date_asc', 'name_asc', 'original_name_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'date_desc';
export const SORT_LABELS: Record<SortOption, string> = {
  date_desc: 'Release Date (Newest)',
  date_asc: 'Release Date (Oldest)',
  name_asc: 'Alphabetical',
  original_name_asc: 'Alphabetical',
};

export const PAGE_SIZE = { mobile: 10, desktop: 30, homeRow: 10, search: 10, max: 100 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const FILTER_DIALOG_BREAKPOINT_PX = 1024;
export const RESIZE_DEBOUNCE_MS = 150;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const TRENDING_PREVIEW_COUNT = 3;
export const NEXT_PAGE_DELAY_MS = 1000;
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const INFINITE_SCROLL_THROTTLE_MS = 150;
export const HERO_AUTOPLAY_MS = 8000;
export const DISCOVER_OPTIONS_BEFORE_EXPAND = 5;
export const DISCOVER_PAGINATION_FULL_PAGES = 5;
export const SIMILAR_SHOWS_LIMIT = 20;

/** Category types the API lists through `show/list/{type}/{key}`. */
export const LIST_CATEGORY_TYPES = ['genre', 'keyword', 'year', 'tone'] as const;
export type ListCategoryType = (typeof LIST_CATEGORY_TYPES)[number];
/** Category types the web app routes as `/{type}/{name}/{id}`. */
export const PAGE_CATEGORY_TYPES = ['genre', 'year', 'provider', 'keyword', 'cast', 'crew'] as const;
export type PageCategoryType = (typeof PAGE_CATEGORY_TYPES)[number];

export const PERIODIC_COLLECTION_KEYS = ['trending-now', 'upcoming-release', 'new-upcoming'] as const;
export const PERMANENT_COLLECTION_KEYS = ['most-popular', 'viewers-choice', 'genre-fiction'] as const;
export type PeriodicCollectionKey = (typeof PERIODIC_COLLECTION_KEYS)[number];
export type PermanentCollectionKey = (typeof PERMANENT_COLLECTION_KEYS)[number];
export type CollectionKey = PeriodicCollectionKey | PermanentCollectionKey;
/** Spec §2: `/collection/{name}` maps `viewers-choice` to `VIEWERS_CHOICE`. */
export const COLLECTION_IDS = {
  TRENDING_NOW: 'trending-now',
  UPCOMING_RELEASE: 'upcoming-release',
  NEW_UPCOMING: 'new-upcoming',
  MOST_POPULAR: 'most-popular',
  VIEWERS_CHOICE: 'viewers-choice',
  GENRE_FICTION: 'genre-fiction',
} as const satisfies Record<string, CollectionKey>;
export const LATEST_LIST_ID = 'latest';

export const ACCENT_COLORS = ['jasmine', 'tomato', 'tangerine'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

export const MESSAGES = {
  searchQueryRequired: 'Search query is required',
  showNotFound: 'Show not found',
  castNotFound: 'Cast not found',
  recommendationsNotFound: 'recommendations not found',
  unsupportedCategoryType: 'Unsupported category type',
  notFound: 'Not found',
  internal: 'Internal server error',
  invalidRequest: 'Invalid request',
  badUrl: 'Invalid request: the URL is not correctly percent-encoded',
  urlTooLong: 'Invalid request: a part of the URL is too long',
  methodNotAllowed: 'Method not allowed',
  badClientRequest: 'Bad request',
  requestTimeout: 'Request timeout: the request took too long to arrive',
  headersTooLarge: 'Request headers too large',
} as const;

export const USER_SHOW_STATUSES = ['liked', 'bookmarked', 'watched'] as const;
export type UserShowStatus = (typeof USER_SHOW_STATUSES)[number];

export const VALIDATION = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  newPasswordMin: 8,
  passwordMax: 200,
} as const;
