import { DISCOVER_PAGINATION_FULL_PAGES } from '../../config/discover';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to 5 pages listed in full; beyond that first, last and the current neighbourhood with ellipses. */
export function paginationItems(current: number, total: number, full = DISCOVER_PAGINATION_FULL_PAGES): PageItem[] {
  if (total <= full) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, total - 3));
  const end = Math.min(total - 1, Math.max(current + 1, 4));
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
