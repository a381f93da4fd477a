/**
 * The details page's next episode (issue 23, item 17): its date and a countdown, for a show with an episode still to
 * air. Rendered once the page runs in the browser: "today" is the visitor's own day, which neither the server nor a
 * cached rendering can know.
 */
import { localDay } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import { useShowEpisodes } from '../../api/calendar';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { useHydrated } from '../../lib/use-hydrated';
import { formatDay } from '../../lib/show';
import { detailsNamespace } from '../../i18n/messages/en/details';
import { nextEpisode } from './next-episode';

export function NextEpisode({ showId, today }: { showId: number; today?: string }) {
  const { t } = useTranslation(detailsNamespace);
  const language = useLanguage();
  const hydrated = useHydrated();
  const episodes = useShowEpisodes(showId);
  if (!hydrated || !episodes.data) return null;
  const next = nextEpisode(episodes.data.seasons, today ?? localDay());
  if (!next) return null;
  const { episode, daysAway } = next;
  const countdown = daysAway === 0 ? t('next.today') : daysAway === 1 ? t('next.tomorrow') : t('next.inDays', { count: daysAway });
  return (
    <section className="details-section next-episode" aria-labelledby="next-episode-heading">
      <h2 id="next-episode-heading" className="section-title">
        {t('next.title')}
      </h2>
      <p className="next-episode__line">
        <span className="next-episode__countdown">{countdown}</span>
        <span>
          {t('next.episode', { season: episode.season_number, episode: episode.episode_number })}
          {episode.name ? ` · ${episode.name}` : ''}
        </span>
        <time dateTime={episode.air_date}>{formatDay(episode.air_date, localeOf(language), 'long')}</time>
      </p>
    </section>
  );
}
