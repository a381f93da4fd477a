/**
 * /calendar: the month's airings as a grid (an agenda list on phones), the current month first. Signed-in
 * visitors can narrow it to their shows. When nothing airs in the month it says so and offers the nearest
 * months that have airings. Month and filter live in the URL (?month=2026-11&shows=mine), so a view can be shared.
 */
import { localDay } from '@klama/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { CalendarDay } from '@klama/contract';
import { useAirings, useNearestMonths } from '../../api/calendar';
import { PageMeta } from '../../components/PageMeta';
import { NotFound } from '../../components/NotFound';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/States';
import { localeOf } from '../../i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthStore } from '../../stores/auth';
import { useLanguage } from '../../stores/general';
import { AgendaList } from './AgendaList';
import { MonthGrid } from './MonthGrid';
import { addMonths, formatMonth, isMonth, monthRange, nearerMonth } from './month';
import './calendar.css';
import { calendarNamespace } from '../../i18n/messages/en/calendar';
import { useQueryState } from '../../lib/use-query-state';
import { Button, Radio } from '../../components/FormControls';

const PHONE = '(max-width: 640px)';

function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/** The month shown, and whether only the visitor's own shows are. */
type CalendarView = { month: string; mine: boolean };

export function CalendarPage() {
  const month = useSearchParams()[0].get('month');
  // a month that is no month (`?month=2026-13`, `?month=abc`) is a page that does not exist
  if (month !== null && !isMonth(month)) return <NotFound />;
  return <Calendar />;
}

function Calendar() {
  const { t } = useTranslation(calendarNamespace);
  const locale = localeOf(useLanguage());
  const [params, changeParams] = useQueryState();
  const signedIn = useAuthStore((s) => Boolean(s.user));
  const hydrated = useHydrated();
  const today = localDay();
  const thisMonth = today.slice(0, 7);
  const mine = signedIn && params.get('shows') === 'mine';
  const chosenMonth = params.get('month');
  const requested = isMonth(chosenMonth) ? chosenMonth : thisMonth;
  const requestedAirings = useAirings(monthRange(requested), mine);
  const requestedEmpty = requestedAirings.isSuccess && !requestedAirings.isPlaceholderData && requestedAirings.data.length === 0;
  const nearest = useNearestMonths(requested, mine, requestedEmpty);
  // opened without a month on an empty one: the nearest month with airings is shown instead, and says so
  const opening = !isMonth(chosenMonth) && requestedEmpty;
  const fallback = opening && nearest.data ? nearerMonth(requested, nearest.data) : null;
  const findingFallback = opening && nearest.isPending;
  const month = fallback ?? requested;
  const phone = usePhoneLayout();
  const airings = useAirings(monthRange(month), mine);
  const empty = airings.isSuccess && !airings.isPlaceholderData && airings.data.length === 0;

  const viewIn = (query: URLSearchParams): CalendarView => ({
    month: isMonth(query.get('month')) ? query.get('month')! : (fallback ?? thisMonth),
    mine: signedIn && query.get('shows') === 'mine',
  });
  // from the view the address holds when pressed: two quick presses of "next" move two months
  const go = (change: (current: CalendarView) => Partial<CalendarView>) =>
    changeParams((query) => {
      const current = viewIn(query);
      const changed = change(current);
      const next = { ...current, ...changed };
      const search = new URLSearchParams(query);
      // a month chosen is written in the address, the current one too: without one, an empty current month
      // would give way to the nearest month with airings again
      if (changed.month !== undefined) search.set('month', next.month);
      if (next.mine) search.set('shows', 'mine');
      else search.delete('shows');
      return search;
    });
  const monthName = formatMonth(month, locale);

  return (
    <div className="page calendar-page">
      <PageMeta title={t('page.metaTitle')} description={t('page.metaDescription')} path="/calendar" />
      <h1 className="page-title">{t('page.title')}</h1>
      <div className="calendar-bar">
        <nav className="calendar-bar__months" aria-label={t('navigation.label')}>
          <Button size="small" onClick={() => go((view) => ({ month: addMonths(view.month, -1) }))}>
            <span aria-hidden="true">‹</span> <span className="calendar-bar__step">{t('navigation.previous')}</span>
          </Button>
          <h2 className="calendar-bar__title" aria-live="polite">
            {monthName}
          </h2>
          <Button size="small" onClick={() => go((view) => ({ month: addMonths(view.month, 1) }))}>
            <span className="calendar-bar__step">{t('navigation.next')}</span> <span aria-hidden="true">›</span>
          </Button>
          <Button size="small" onClick={() => go(() => ({ month: thisMonth }))} disabled={month === thisMonth}>
            {t('navigation.today')}
          </Button>
        </nav>
        {hydrated && signedIn && (
          <div className="calendar-filter" role="radiogroup" aria-label={t('filter.label')}>
            {([false, true] as const).map((value) => (
              <label key={String(value)} className={`calendar-filter__option${mine === value ? ' is-active' : ''}`}>
                <Radio name="calendar-shows" checked={mine === value} onChange={() => go(() => ({ mine: value }))} />
                <span title={value ? t('filter.mineHint') : undefined}>{value ? t('filter.mine') : t('filter.all')}</span>
              </label>
            ))}
          </div>
        )}
      </div>

      {fallback && (
        <p className="calendar-fallback" role="status">
          {t('empty.showingNearest', { month: formatMonth(requested, locale), shown: monthName })}
        </p>
      )}
      {airings.isPending || findingFallback ? (
        <Spinner label={t('page.loading')} />
      ) : airings.isError ? (
        <p className="message" role="alert">
          {t('page.error')}
        </p>
      ) : (
        <>
          {empty && (
            <EmptyMonth
              text={t(mine ? 'empty.mine' : 'empty.month', { month: monthName })}
              mine={mine}
              nearest={nearest.data}
              locale={locale}
              onPick={(m) => go(() => ({ month: m }))}
            />
          )}
          {phone ? (
            !empty && <AgendaList days={airings.data} today={today} locale={locale} />
          ) : (
            <MonthGrid
              month={month}
              days={indexByDate(airings.data)}
              today={today}
              locale={locale}
              label={t('grid.label', { month: monthName })}
            />
          )}
        </>
      )}
    </div>
  );
}

const indexByDate = (days: CalendarDay[]) => new Map(days.map((d) => [d.date, d.items]));

function EmptyMonth({
  text,
  mine,
  nearest,
  locale,
  onPick,
}: {
  text: string;
  mine: boolean;
  nearest: { previous: string | null; next: string | null } | undefined;
  locale: string;
  onPick: (month: string) => void;
}) {
  const { t } = useTranslation(calendarNamespace);
  const months = nearest ? [nearest.previous, nearest.next].filter((m): m is string => m !== null) : [];
  return (
    <div className="calendar-empty" role="status">
      <p>{text}</p>
      {nearest && months.length === 0 && <p>{t(mine ? 'empty.noneMine' : 'empty.none')}</p>}
      {months.length > 0 && (
        <p className="calendar-empty__nearest">
          {t('empty.nearest')}{' '}
          {months.map((m) => (
            <Button key={m} size="small" onClick={() => onPick(m)}>
              {formatMonth(m, locale)}
            </Button>
          ))}
        </p>
      )}
    </div>
  );
}
