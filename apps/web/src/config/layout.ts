/** Breakpoints and page sizes (spec §9); the boot script reads these too (Discover's first page). */
import { PAGE_SIZE } from '@klama/contract';

export const MOBILE_BREAKPOINT_PX = 768;
export const RESIZE_DEBOUNCE_MS = 150;

/** Spec §9: 10 shows a page at a width of 768 px or less, else the server's default of 30; rows and search 10, the search results page 20 shows and 20 people. */
export const WEB_PAGE_SIZE = { mobile: 10, desktop: PAGE_SIZE.default, homeRow: 10, search: 10, searchResults: 20 } as const;
