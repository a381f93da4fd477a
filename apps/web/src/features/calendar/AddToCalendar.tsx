/** "Add to calendar" on a show's page: its episodes as an .ics download, shown when the show has dated episodes. */
import type { SVGProps } from 'react';
import { useTranslation } from '../../i18n/react';
import { showCalendarUrl, useShowEpisodes } from '../../api/calendar';
import { localeOf } from '../../i18n';
import { useLanguage } from '../../stores/general';
import { formatDay } from '../../lib/show';
import './calendar.css';
import { calendarNamespace } from '../../i18n/messages/en/calendar';

const CalendarIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

export function AddToCalendar({ showId }: { showId: number }) {
  const { t } = useTranslation(calendarNamespace);
  const language = useLanguage();
  const locale = localeOf(language);
  const episodes = useShowEpisodes(showId);
  const dates = (episodes.data?.seasons ?? [])
    .flatMap((s) => s.episodes.map((e) => e.air_date))
    .filter((d): d is string => d !== null)
    .sort();
  if (dates.length === 0) return null;
  const first = formatDay(dates[0]!, locale, 'short');
  const last = formatDay(dates.at(-1)!, locale, 'short');
  return (
    <p className="add-to-calendar">
      <a
        className="control-button control-button--secondary"
        href={showCalendarUrl(showId, language)}
        download={`klama-${showId}.ics`}
        type="text/calendar"
      >
        <CalendarIcon width={18} height={18} /> {t('show.add')}
      </a>
      <span className="add-to-calendar__hint">
        {first === last ? t('show.single', { date: first }) : t('show.hint', { count: dates.length, first, last })}
      </span>
    </p>
  );
}
