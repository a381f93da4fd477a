import { MOBILE_BREAKPOINT_PX, WEB_PAGE_SIZE } from '../config/layout';

/** Spec §9: 10 at a width of 768 px or less, else 30. */
export const pageSizeFor = (width: number) => (width <= MOBILE_BREAKPOINT_PX ? WEB_PAGE_SIZE.mobile : WEB_PAGE_SIZE.desktop);
