import type { CommunityScore as Score } from '@klama/contract';
import { useTranslation } from '../i18n/react';

/** One decimal, as scores are read (the answer keeps two). */
const shown = (score: number) => score.toFixed(1);

/** The K-lama score with how many members it counts (the details page). */
export function CommunityScore({ community }: { community: Score }) {
  const { t } = useTranslation();
  return (
    <p className="community-score">
      <span className="community-score__label">{t('community.label')}</span>{' '}
      <strong className="community-score__value">{shown(community.score)}</strong>{' '}
      <span className="community-score__raters">({t('community.raters', { count: community.raters })})</span>
    </p>
  );
}

/** The score in a card's one short line (cards of a list sorted by the score carry it). */
export function CardScore({ community }: { community: Score }) {
  const { t } = useTranslation();
  return <span className="show-card__score">{t('community.card', { score: shown(community.score), count: community.raters })}</span>;
}
