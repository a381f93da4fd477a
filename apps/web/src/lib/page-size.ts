import { MOBILE_BREAKPOINT_PX, PAGE_SIZE } from '@klama/contract';

/** Spec §9: 10 at a width of 768 px or less, else 30. */
export const pageSizeFor = (width: number) => (width <= MOBILE_BREAKPOINT_PX ? PAGE_SIZE.mobile : PAGE_SIZE.desktop);
