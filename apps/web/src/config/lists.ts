export const NEXT_PAGE_DELAY_MS = 1000;
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const INFINITE_SCROLL_THROTTLE_MS = 150;

/** Category types the web app routes as `/{type}/{name}/{id}`. */
export const PAGE_CATEGORY_TYPES = ['genre', 'year', 'provider', 'keyword', 'cast', 'crew'] as const;
export type PageCategoryType = (typeof PAGE_CATEGORY_TYPES)[number];
