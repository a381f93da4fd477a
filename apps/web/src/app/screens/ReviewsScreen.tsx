import type { Review } from '@klama/contract';
import { ReviewsPage, type ReviewsParts } from '../../features/reviews/ReviewsPage';
import { Comments } from '../../features/comments/Comments';

const parts: ReviewsParts = {
  Comments: ({ review }: { review: Review }) => (
    <Comments target={{ kind: 'review', id: review.id }} title={review.title} count={review.comments} collapsible />
  ),
};

/** /details/{id}/reviews: a show's reviews, each with its comments (the comments feature's). */
export function ReviewsScreen() {
  return <ReviewsPage parts={parts} />;
}
