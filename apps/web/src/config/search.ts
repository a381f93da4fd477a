export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const TRENDING_PREVIEW_COUNT = 3;
