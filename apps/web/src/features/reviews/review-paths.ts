import type { ReviewSort } from '@klama/contract';
import { detailsPath } from '../../lib/routes';

/** /details/{id}/reviews, with its order and page when they are not the first page by helpful. */
export function reviewsPath(showId: number, sort: ReviewSort = 'helpful', page = 1): string {
  const query = new URLSearchParams();
  if (sort !== 'helpful') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return `${detailsPath(showId)}/reviews${qs ? `?${qs}` : ''}`;
}
