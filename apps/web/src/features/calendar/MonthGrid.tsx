/**
 * Desktop: the month as a grid of weeks. Keyboard: one day is in the tab order; the arrow keys move a day or a
 * week, Home and End go to the week's ends; Tab then goes through the focused day's airings.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CalendarItem } from '@klama/contract';
import { AiringList } from './AiringLink';
import { addDays } from '@klama/contract';
import { weeksOf } from './month';
import { formatDay } from '../../lib/show';
import { calendarNamespace } from '../../i18n/messages/en/calendar';

const MOVES: Record<string, (date: string, weekday: number) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d, w) => addDays(d, -w),
  End: (d, w) => addDays(d, 6 - w),
};

export function MonthGrid({
  month,
  days,
  today,
  locale,
  label,
}: {
  month: string;
  days: Map<string, CalendarItem[]>;
  today: string;
  locale: string;
  label: string;
}) {
  const { t } = useTranslation(calendarNamespace);
  const weeks = weeksOf(month);
  const inView = (d: string) => d >= weeks[0]![0]!.date && d <= weeks.at(-1)![6]!.date;
  const first = today.startsWith(month) ? today : `${month}-01`;
  const [focused, setFocused] = useState(first);
  const active = inView(focused) ? focused : first;
  const grid = useRef<HTMLTableElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLTableCellElement>, date: string, weekday: number) => {
    const move = MOVES[e.key];
    if (!move || e.target !== e.currentTarget) return;
    const next = move(date, weekday);
    if (!inView(next)) return;
    e.preventDefault();
    setFocused(next);
    grid.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
  };

  return (
    <>
      <p className="sr-only" id="calendar-keys">
        {t('grid.keyboard')}
      </p>
      <table className="month-grid" role="grid" aria-label={label} aria-describedby="calendar-keys" ref={grid}>
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th key={d.date} scope="col">
                {formatDay(d.date, locale, 'weekday')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, inMonth }, weekday) => {
                const items = days.get(date) ?? [];
                const isToday = date === today;
                return (
                  <td
                    key={date}
                    data-date={date}
                    tabIndex={date === active ? 0 : -1}
                    className={`month-grid__day${inMonth ? '' : ' is-outside'}${isToday ? ' is-today' : ''}${items.length ? ' has-airings' : ''}`}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={`${formatDay(date, locale, 'long')}${items.length ? `, ${t('grid.airings', { count: items.length })}` : ''}`}
                    onKeyDown={(e) => onKeyDown(e, date, weekday)}
                    onFocus={(e) => e.target === e.currentTarget && setFocused(date)}
                  >
                    <span className="month-grid__number" aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>
                    {isToday && <span className="today-badge">{t('grid.today')}</span>}
                    {items.length > 0 && <AiringList className="month-grid__items" items={items} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
