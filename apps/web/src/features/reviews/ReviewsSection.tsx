/**
 * The details page's reviews: the best few (most helpful first), a link to all of them, and the fan's own review to
 * write or edit. Read in the browser once the page is live, so the details page's render (kept in the page cache
 * until the catalogue changes) never holds reviews that could be stale: a review is no catalogue write.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Review } from '@klama/contract';
import { REVIEW_LIMITS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import { useReviewReader, useShowReviews } from '../../api/reviews';
import { Button } from '../../components/FormControls';
import { Spinner } from '../../components/States';
import { reviewsPath } from './review-paths';
import { ReviewCard } from './ReviewCard';
import { reviewsNamespace } from '../../i18n/messages/en/reviews';
import './reviews.css';

const ReviewDialog = lazy(() => import('./ReviewDialog'));

export function ReviewsSection({ showId, title }: { showId: number; title: string }) {
  const { t } = useTranslation(reviewsNamespace);
  const hydrated = useHydrated();
  const reviews = useShowReviews(showId, { sort: 'helpful', page: 1, limit: REVIEW_LIMITS.onDetails }, { enabled: hydrated });
  return (
    <section className="details-section reviews" aria-labelledby="reviews-heading">
      <div className="reviews__head">
        <h2 id="reviews-heading" className="section-title">
          {t('heading')}
        </h2>
        {hydrated && <WriteReview showId={showId} title={title} own={reviews.data?.own ?? null} />}
      </div>
      {!hydrated || reviews.isPending ? (
        <Spinner label={t('loading')} />
      ) : reviews.isError ? (
        <p className="message">{t('failed')}</p>
      ) : reviews.data.results.length === 0 ? (
        <p className="message">{t('none')}</p>
      ) : (
        <>
          <ul className="reviews__list">
            {reviews.data.results.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
          <Link className="reviews__all" to={reviewsPath(showId)}>
            {t('allReviews')} ({reviews.data.totalDocs})
          </Link>
        </>
      )}
    </section>
  );
}

/** "Write a review" (or "Edit your review") for a signed-in fan; anyone else is offered to log in and come back. */
export function WriteReview({ showId, title, own }: { showId: number; title: string; own: Review | null }) {
  const { t } = useTranslation(reviewsNamespace);
  const reader = useReviewReader();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // each opening mounts a new form, started from the review as it is then
  const [opening, setOpening] = useState(0);
  if (!reader)
    return (
      <Button
        onClick={() =>
          navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: '#reviews-heading' } } })
        }
      >
        {t('signInToWrite')}
      </Button>
    );
  return (
    <>
      <Button
        variant="primary"
        onPointerEnter={() => void import('./ReviewDialog')}
        onClick={() => {
          setOpening(opening + 1);
          setOpen(true);
        }}
      >
        {own ? t('edit') : t('write')}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ReviewDialog key={opening} showId={showId} showName={title} existing={own} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
