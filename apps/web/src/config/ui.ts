/**
 * The web app's tuning: breakpoints, debounce and delay times, page sizes and labels (spec §9). Only the browser
 * uses these; rules the server enforces too (limits, sort options, statuses) stay in @klama/contract.
 */
import { PAGE_SIZE, type SortOption } from '@klama/contract';

export const MOBILE_BREAKPOINT_PX = 768;
export const FILTER_DIALOG_BREAKPOINT_PX = 1024;
export const RESIZE_DEBOUNCE_MS = 150;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const TRENDING_PREVIEW_COUNT = 3;
export const NEXT_PAGE_DELAY_MS = 1000;
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const INFINITE_SCROLL_THROTTLE_MS = 150;
export const HERO_AUTOPLAY_MS = 8000;
export const DISCOVER_OPTIONS_BEFORE_EXPAND = 5;
export const DISCOVER_PAGINATION_FULL_PAGES = 5;

/** Spec §9: 10 shows a page at a width of 768 px or less, else the server's default of 30. */
export const WEB_PAGE_SIZE = { mobile: 10, desktop: PAGE_SIZE.default, homeRow: 10, search: 10 } as const;

export const SORT_LABELS: Record<SortOption, string> = {
  date_desc: 'Release Date (Newest)',
  date_asc: 'Release Date (Oldest)',
  name_asc: 'Alphabetical',
  original_name_asc: 'Alphabetical',
};

/** Category types the web app routes as `/{type}/{name}/{id}`. */
export const PAGE_CATEGORY_TYPES = ['genre', 'year', 'provider', 'keyword', 'cast', 'crew'] as const;
export type PageCategoryType = (typeof PAGE_CATEGORY_TYPES)[number];
