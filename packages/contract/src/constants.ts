/** Business constants shared by the server and the web app (spec §9). */

export const SORT_OPTIONS = ['date_desc', 'date_asc', 'name_asc', 'original_name_asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'date_desc';
/** The K-lama score's order, highest first, shows without a score last (issue 26, decision 0041). */
export const COMMUNITY_SORT = 'community_desc';
/** Every list of shows' orders (category lists, collections, a person's or a service's shows, a fan's marks): the four and the K-lama score's. */
export const LIST_SORT_OPTIONS = [...SORT_OPTIONS, COMMUNITY_SORT] as const;
export type ListSort = (typeof LIST_SORT_OPTIONS)[number];
/** A category list's orders: every list's. */
export const CATEGORY_LIST_SORT_OPTIONS = LIST_SORT_OPTIONS;
export type CategoryListSort = (typeof CATEGORY_LIST_SORT_OPTIONS)[number];
/** Discover's orders: every list's four, then most popular first, best rated first (unrated last) and the K-lama score's. */
export const DISCOVER_SORT_OPTIONS = [...SORT_OPTIONS, 'popularity_desc', 'rating_desc', COMMUNITY_SORT] as const;
export type DiscoverSort = (typeof DISCOVER_SORT_OPTIONS)[number];
/**
 * The K-lama score (decision 0041): (C·m + Σ ratings) / (C + n) over the diary ratings (1–10) of eligible accounts:
 * a verified email, at least 7 days old, at least 5 diary entries.
 */
export const COMMUNITY_SCORE = {
  /** m: the prior every show starts from */
  prior: 7,
  /** C: how many ratings of the prior a show's own ratings are weighed against */
  weight: 20,
  minAccountDays: 7,
  minDiaryEntries: 5,
} as const;
/** Discover's airing states: on air now (an episode still to come), not aired yet (or undated), finished. */
export const AIRING_STATUSES = ['airing', 'upcoming', 'ended'] as const;
export type AiringStatus = (typeof AIRING_STATUSES)[number];
/** How several chosen genres combine: a show carries all of them, or any one. */
export const GENRE_MATCHES = ['all', 'any'] as const;
export type GenreMatch = (typeof GENRE_MATCHES)[number];
/** Discover's year range and minimum rating (TMDB's vote average, 0–10). */
export const DISCOVER_YEARS = { min: 1900, max: 2100 } as const;
export const RATING_RANGE = { min: 0, max: 10 } as const;
/** The server's default page size (spec §9: the desktop page) and the most a client may ask for. */
export const PAGE_SIZE = { default: 30, max: 100 } as const;
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SIMILAR_SHOWS_LIMIT = 20;

/** Category types the API lists through `show/list/{type}/{key}`. */
export const LIST_CATEGORY_TYPES = ['genre', 'keyword', 'year', 'tone'] as const;
export type ListCategoryType = (typeof LIST_CATEGORY_TYPES)[number];
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

/**
 * The other sites a page may show images from: the Content-Security-Policy's img-src (beside 'self' and data:,
 * apps/server/src/app.ts) and the hero slide's image address (admin.ts, HeroImageUrl) both read this one list.
 */
export const IMAGE_ORIGINS = ['https://image.tmdb.org', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'] as const;

export const ACCENT_COLORS = ['jasmine', 'tomato', 'tangerine'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

export const USER_SHOW_STATUSES = ['liked', 'bookmarked', 'watched'] as const;
export type MarkStatus = (typeof USER_SHOW_STATUSES)[number];

export const VALIDATION = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 6,
  newPasswordMin: 8,
  passwordMax: 200,
} as const;

/** The deepest a search's results are paged: SEARCH_RESULTS_MAX shows and as many people. */
export const SEARCH_RESULTS_MAX = 200;

/** A person's shows sort like a category list, or by popularity. */
export const PERSON_SORT_OPTIONS = [...SORT_OPTIONS, 'popularity_desc', COMMUNITY_SORT] as const;
export type PersonSort = (typeof PERSON_SORT_OPTIONS)[number];

/** Passkeys (issue 25): the longest name a fan gives one, and how many one account may keep. */
export const PASSKEY_NAME_MAX = 64;
export const PASSKEYS_PER_ACCOUNT_MAX = 20;
