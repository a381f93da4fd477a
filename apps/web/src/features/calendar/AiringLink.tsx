/**
 * A day's airings, each linking to its show with the title in the visitor's language. Several episodes of one
 * show on one day (a streaming drop) make one entry: "Episodes 1–6".
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { CalendarItem } from '@klama/contract';
import { detailsPath } from '../../lib/routes';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';
import { calendarNamespace } from '../../i18n/messages/en/calendar';

/** One show's episodes of the day (consecutive items of the same show and season, as the server orders them). */
type Airing = { first: CalendarItem; last: CalendarItem };

export function groupAirings(items: readonly CalendarItem[]): Airing[] {
  const groups: Airing[] = [];
  for (const item of items) {
    const open = groups.at(-1);
    if (open && open.last.show.id === item.show.id && open.last.season === item.season) open.last = item;
    else groups.push({ first: item, last: item });
  }
  return groups;
}

function AiringLink({ airing: { first, last } }: { airing: Airing }) {
  const { t } = useTranslation(calendarNamespace);
  const language = useLanguage();
  const season = first.season > 1 ? 'season' : 'plain';
  const episode =
    first === last
      ? t(`item.${season === 'season' ? 'seasonEpisode' : 'episode'}`, { season: first.season, episode: first.episode })
      : t(`item.${season === 'season' ? 'seasonEpisodes' : 'episodes'}`, { season: first.season, from: first.episode, to: last.episode });
  return (
    <Link className="airing" to={detailsPath(first.show.id)}>
      <span className="airing__title">{displayTitle(first.show, language)}</span>
      <span className="airing__episode">
        {episode}
        {first === last && first.name ? ` · ${first.name}` : ''}
      </span>
    </Link>
  );
}

export function AiringList({ items, className }: { items: CalendarItem[]; className: string }) {
  return (
    <ul className={className}>
      {groupAirings(items).map((airing) => (
        <li key={`${airing.first.show.id}-${airing.first.season}-${airing.first.episode}`}>
          <AiringLink airing={airing} />
        </li>
      ))}
    </ul>
  );
}
