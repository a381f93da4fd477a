/**
 * One review as readers see it: title, author, rating and sub-scores, the episode the writer had reached, the text
 * (a spoiler review folded until the reader opens it) and its helpful votes. A signed-in reader votes with a toggle;
 * the writer gets "Edit" instead.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Review } from '@klama/contract';
import { REVIEW_SUB_SCORES } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../components/FormControls';
import { UserText } from '../../components/UserText';
import { ReportButton } from '../../components/ReportButton';
import { useErrorText } from '../../api/error-text';
import { useUnvoteHelpful, useVoteHelpful } from '../../api/reviews';
import { formatDate } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { reviewsNamespace } from '../../i18n/messages/en/reviews';

export function ReviewCard({
  review,
  onEdit,
  headingLevel = 3,
  children,
}: {
  review: Review;
  onEdit?: () => void;
  headingLevel?: 2 | 3;
  /** shown under the review (its comments, on the reviews page) */
  children?: ReactNode;
}) {
  const { t } = useTranslation(reviewsNamespace);
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(!review.spoiler);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const scores = review.scores ? REVIEW_SUB_SCORES.filter((k) => review.scores![k] !== null) : [];
  return (
    <article className="review" aria-labelledby={`${id}-title`}>
      <header className="review__head">
        <Heading id={`${id}-title`} className="review__title">
          {review.title}
        </Heading>
        <span className="review__rating" aria-label={t('rating', { rating: String(review.rating) })}>
          ★ {review.rating}
        </span>
      </header>
      {/* on a phone the author ("by …", or "Your review" once the signed-in fan's answer comes) has a line of its own,
          so the swap does not change how the line wraps and nothing below moves */}
      <p className="review__meta">
        <span className="review__author">{review.mine ? t('yours') : t('by', { username: review.author.username })}</span>
        <span className="review__sep"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt.slice(0, 10), language)}</time>
        {review.updatedAt !== review.createdAt && ` · ${t('edited')}`}
        {review.episodesSeen > 0 && ` · ${t('episodesSeen', { count: review.episodesSeen })}`}
      </p>
      {scores.length > 0 && (
        <dl className="review__scores">
          {scores.map((k) => (
            <div key={k}>
              <dt>{t(`scores.${k}`)}</dt>
              <dd>{review.scores![k]}</dd>
            </div>
          ))}
        </dl>
      )}
      {review.spoiler && (
        <p className="review__spoiler">
          <span className="chip chip--warning">{t('spoiler.label')}</span>
          <Button size="small" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            {open ? t('spoiler.hide') : t('spoiler.show')}
          </Button>
        </p>
      )}
      <UserText text={review.body} className="user-text review__body" id={`${id}-body`} hidden={!open} />
      <footer className="review__foot">
        {review.votedHelpful !== undefined && !review.mine ? <HelpfulToggle review={review} /> : <HelpfulCount count={review.helpful} />}
        {review.mine && onEdit && (
          <Button size="small" onClick={onEdit}>
            {t('edit')}
          </Button>
        )}
        {!review.mine && <ReportButton target={{ kind: 'review', id: review.id }} author={review.author.username} />}
      </footer>
      {children}
    </article>
  );
}

function HelpfulCount({ count }: { count: number }) {
  const { t } = useTranslation(reviewsNamespace);
  return count > 0 ? <span className="review__helpful">{t('helpful.count', { count })}</span> : null;
}

/** "Helpful" as a toggle button (pressed: the reader's vote counts), with the count beside it. */
function HelpfulToggle({ review }: { review: Review }) {
  const { t } = useTranslation(reviewsNamespace);
  const errorText = useErrorText();
  const vote = useVoteHelpful(review.showId);
  const unvote = useUnvoteHelpful(review.showId);
  const pending = vote.isPending || unvote.isPending;
  const answer = vote.isPending ? vote.variables === review.id && { votedHelpful: true } : unvote.isPending && { votedHelpful: false };
  const pressed = answer ? answer.votedHelpful : review.votedHelpful!;
  const error = vote.error ?? unvote.error;
  return (
    <>
      <Button
        size="small"
        aria-pressed={pressed}
        disabled={pending}
        className={pressed ? 'review__vote review__vote--on' : 'review__vote'}
        onClick={() => (pressed ? unvote.mutate(review.id) : vote.mutate(review.id))}
      >
        {t('helpful.vote')}
      </Button>
      <HelpfulCount count={review.helpful} />
      {error && (
        <span role="alert" className="field__error">
          {errorText.message(error)}
        </span>
      )}
    </>
  );
}
