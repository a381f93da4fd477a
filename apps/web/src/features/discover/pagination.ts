import { DISCOVER_PAGINATION_FULL_PAGES } from '../../config/discover';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Up to 5 pages listed in full; beyond that first, last and the current neighbourhood with ellipses. An ellipsis
 * only ever stands for two or more pages: a single skipped page is listed by its number instead.
 */
export function paginationItems(current: number, total: number, full = DISCOVER_PAGINATION_FULL_PAGES): PageItem[] {
  if (total <= full) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, total - 3));
  const end = Math.min(total - 1, Math.max(current + 1, 4));
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else if (start === 3) items.push(2);
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 2) items.push('ellipsis-end');
  else if (end === total - 2) items.push(total - 1);
  items.push(total);
  return items;
}
