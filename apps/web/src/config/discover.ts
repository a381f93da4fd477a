export const FILTER_DIALOG_BREAKPOINT_PX = 1024;
export const DISCOVER_OPTIONS_BEFORE_EXPAND = 5;
export const DISCOVER_PAGINATION_FULL_PAGES = 5;
/** The oldest year the year range offers (older ones still work from an address). */
export const DISCOVER_FIRST_YEAR_OPTION = 1980;
/** The minimum ratings offered (TMDB's vote average, 0–10). */
export const DISCOVER_RATING_OPTIONS: readonly number[] = [9, 8, 7, 6, 5];
