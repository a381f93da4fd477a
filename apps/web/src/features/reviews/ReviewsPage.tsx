/**
 * /details/{id}/reviews: every review of a show, most helpful or newest first, a page at a time. Rendered by the
 * server for link previews and search engines (with `Review` and `AggregateRating` JSON-LD), never kept in the page
 * cache (reviews change without a catalogue write), so a render always shows the reviews of the moment.
 */
import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Review, ReviewPage, ReviewSort, ShowDetails } from '@klama/contract';
import { REVIEW_SORTS } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useShowDetails } from '../../api/shows';
import { useShowReviews } from '../../api/reviews';
import { ApiError } from '../../api/request';
import { useResponseStatus, useUserContentRender } from '../../app/response-status';
import { PageMeta } from '../../components/PageMeta';
import { NotFound } from '../../components/NotFound';
import { ErrorPage, Spinner } from '../../components/States';
import { aggregateRatingJsonLd } from '../../lib/json-ld';
import { detailsPath } from '../../lib/routes';
import { displayTitle } from '../../lib/show';
import { pageUrl } from '../../lib/site';
import { useLanguage, type Language } from '../../stores/general';
import { ReviewCard } from './ReviewCard';
import { WriteReview } from './ReviewsSection';
import { reviewsPath } from './review-paths';
import { reviewsNamespace } from '../../i18n/messages/en/reviews';
import './reviews.css';

const PAGE_SIZE = 20;
const sortOf = (value: string | null): ReviewSort => REVIEW_SORTS.find((s) => s === value) ?? 'helpful';

/** What another feature shows on this page: under each review, its comments (composed by app/screens). */
export type ReviewsParts = { Comments?: ComponentType<{ review: Review }> };

export function ReviewsPage({ parts = {} }: { parts?: ReviewsParts }) {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  useUserContentRender({ clientShell: false });
  const show = useShowDetails(id);
  const reviews = useShowReviews(id, { sort, page, limit: PAGE_SIZE });
  const failed = show.error ?? reviews.error;
  useResponseStatus(failed ? (failed instanceof ApiError ? failed.status : 500) : null);
  if (failed instanceof ApiError && (failed.status === 404 || failed.status === 400)) return <NotFound />;
  if (failed) return <ErrorPage message={failed.message} />;
  if (!show.data || !reviews.data) return <Spinner />;
  return <Reviews show={show.data} reviews={reviews.data} sort={sort} parts={parts} />;
}

function Reviews({ show, reviews, sort, parts }: { show: ShowDetails; reviews: ReviewPage; sort: ReviewSort; parts: ReviewsParts }) {
  const { t } = useTranslation(reviewsNamespace);
  const language = useLanguage();
  const name = displayTitle(show, language);
  const path = reviewsPath(show.id, sort, reviews.page);
  return (
    <div className="page narrow reviews-page">
      <PageMeta
        title={t('page.metaTitle', { name })}
        description={t('page.metaDescription', { name })}
        path={path}
        jsonLd={[reviewsJsonLd(show, name, reviews, language)]}
      />
      <p>
        <Link to={detailsPath(show.id)}>← {t('page.back', { name })}</Link>
      </p>
      <div className="reviews__head">
        <h1>{t('page.title', { name })}</h1>
        <WriteReview showId={show.id} title={name} own={reviews.own ?? null} />
      </div>
      {reviews.ratings.count > 0 && (
        <p className="reviews-page__summary">
          {t('page.summary', { count: reviews.ratings.count, average: String(reviews.ratings.average) })}
        </p>
      )}
      <nav aria-label={t('page.sort')} className="reviews-page__sorts">
        {REVIEW_SORTS.map((s) => (
          <Link key={s} to={reviewsPath(show.id, s)} aria-current={s === sort ? 'page' : undefined} className="chip">
            {t(`page.sorts.${s}`)}
          </Link>
        ))}
      </nav>
      {reviews.results.length === 0 ? (
        <p className="message">{t('none')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.results.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} headingLevel={2}>
                {parts.Comments && <parts.Comments review={r} />}
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
      {reviews.totalPages > 1 && (
        <nav
          className="reviews-page__pages"
          aria-label={t('page.pageOf', { page: String(reviews.page), total: String(reviews.totalPages) })}
        >
          {reviews.hasPrevPage && <Link to={reviewsPath(show.id, sort, reviews.page - 1)}>{t('page.previous')}</Link>}
          <span>{t('page.pageOf', { page: String(reviews.page), total: String(reviews.totalPages) })}</span>
          {reviews.hasNextPage && <Link to={reviewsPath(show.id, sort, reviews.page + 1)}>{t('page.next')}</Link>}
        </nav>
      )}
    </div>
  );
}

/** schema.org TVSeries with its reviews on this page and the rating they add up to. */
function reviewsJsonLd(show: ShowDetails, name: string, page: ReviewPage, language: Language): object {
  const aggregate = aggregateRatingJsonLd({ reviews: page.ratings });
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    name,
    url: pageUrl(language, detailsPath(show.id)),
    ...(aggregate ? { aggregateRating: aggregate } : {}),
    review: page.results.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      datePublished: r.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: r.author.username },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 10, worstRating: 1 },
    })),
  };
}
