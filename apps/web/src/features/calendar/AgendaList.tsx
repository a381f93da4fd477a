/** Phones: the month's airing days as a list, today marked. */
import { useTranslation } from '../../i18n/react';
import type { CalendarDay } from '@klama/contract';
import { AiringList } from './AiringLink';
import { formatDay } from '../../lib/show';
import { calendarNamespace } from '../../i18n/messages/en/calendar';

export function AgendaList({ days, today, locale }: { days: CalendarDay[]; today: string; locale: string }) {
  const { t } = useTranslation(calendarNamespace);
  return (
    <ol className="agenda">
      {days.map((day) => (
        <li
          key={day.date}
          className={`agenda__day${day.date === today ? ' is-today' : ''}`}
          aria-current={day.date === today ? 'date' : undefined}
        >
          <h3 className="agenda__date">
            <time dateTime={day.date}>{formatDay(day.date, locale, 'long')}</time>
            {day.date === today && <span className="today-badge">{t('grid.today')}</span>}
          </h3>
          <AiringList className="agenda__items" items={day.items} />
        </li>
      ))}
    </ol>
  );
}
