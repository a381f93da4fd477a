/**
 * A public profile's reviews (the profile page's slot, composed in app/screens/ProfileScreen): each under its show's
 * title, which links to the show's reviews page; spoilers folded as on that page (the same card).
 */
import { Link } from 'react-router';
import type { ProfileReview } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { reviewsNamespace } from '../../i18n/messages/en/reviews';
import { ReviewCard } from './ReviewCard';
import { reviewsPath } from './review-paths';
import './reviews.css';

export function ProfileReviews({ reviews }: { reviews: ProfileReview[] }) {
  const { t } = useTranslation(reviewsNamespace);
  const language = useLanguage();
  if (reviews.length === 0) return <p className="message">{t('none')}</p>;
  return (
    <ul className="reviews__list">
      {reviews.map((r) => (
        <li key={r.id}>
          <p className="profile-review__show">
            <Link to={reviewsPath(r.show.id)}>{displayTitle(r.show, language)}</Link>
          </p>
          <ReviewCard review={r} />
        </li>
      ))}
    </ul>
  );
}
