import { Link } from 'react-router';
import type { PersonShow } from '@klama/contract';
import { useTranslation } from '../i18n/react';
import { useLanguage } from '../stores/general';
import { colorForId, displayTitle, imageUrl, posterOf, seasonLabel, yearOf } from '../lib/show';
import { detailsPath } from '../lib/routes';
import { ImageOffIcon } from './icons/ImageOffIcon';
import { CardScore } from './CommunityScore';
import { useImageFailed } from './use-image-failed';

const POSTER = { width: 300, height: 450 };

/**
 * Poster (US → KR → generated title card, also when the poster fails to load), title, year and the season of a show
 * whose seasons share its title; links to the details page.
 */
export function ShowCard({ show, eager = false }: { show: PersonShow; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = displayTitle(show, language);
  const year = yearOf(show.first_air_date);
  const season = seasonLabel(show.season_number, title, language);
  return (
    <Link to={detailsPath(show.id)} className="show-card" data-testid="show-card">
      <Poster path={posterOf(show.poster_path)} id={show.id} title={title} eager={eager} />
      <span className="show-card__title">{title}</span>
      <span className="show-card__year">{[year, season].filter(Boolean).join(' · ') || '\u00a0'}</span>
      {/* on an actor's page: the character they play */}
      {show.character && <span className="show-card__role">{t('show.as', { character: show.character })}</span>}
      {show.community && <CardScore community={show.community} />}
    </Link>
  );
}

export function Poster({
  path,
  id,
  title,
  eager = false,
  className = '',
}: {
  path: string | null;
  id: number;
  title: string;
  eager?: boolean;
  className?: string;
}) {
  const src = path && path !== 'no-image' ? imageUrl(path, 'w300_and_h450_bestv2') : null;
  const [failed, onError] = useImageFailed(src);
  if (path === 'no-image')
    return (
      <span className={`poster poster--none ${className}`} data-testid="poster-placeholder">
        <ImageOffIcon width={36} height={36} />
      </span>
    );
  if (src && !failed)
    return (
      <img
        className={`poster ${className}`}
        src={src}
        alt=""
        width={POSTER.width}
        height={POSTER.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={onError}
      />
    );
  const { background, accent } = colorForId(id);
  return (
    <span
      className={`poster poster--generated ${className}`}
      style={{ background: `linear-gradient(160deg, ${background}, #15131b 120%)` }}
      data-testid="title-card"
    >
      <span className="poster__bar" style={{ background: accent }} />
      <span className="poster__title">{title}</span>
    </span>
  );
}
