/** Month arithmetic for the calendar page, on ISO strings (`YYYY-MM`, `YYYY-MM-DD`) in the visitor's local calendar. */
import { addDays } from '@klama/contract';

const pad = (n: number) => String(n).padStart(2, '0');

export const isMonth = (value: string | null): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= '1900-01';

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + m - 1;
};

/** Of the nearest months with airings before and after `month`, the closer one (the later on a tie), or null. */
export function nearerMonth(month: string, nearest: { previous: string | null; next: string | null }): string | null {
  const { previous, next } = nearest;
  if (!previous || !next) return previous ?? next;
  return monthIndex(month) - monthIndex(previous) < monthIndex(next) - monthIndex(month) ? previous : next;
}

const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The month's first and last day: one calendar call (never over 62 days). */
export const monthRange = (month: string) => ({ from: `${month}-01`, to: `${month}-${pad(daysIn(month))}` });

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The month as weeks of seven days (Sunday first), with the days of the months around it to fill the first and last week. */
export function weeksOf(month: string): { date: string; inMonth: boolean }[][] {
  const { from, to } = monthRange(month);
  let day = addDays(from, -weekday(from));
  const weeks: { date: string; inMonth: boolean }[][] = [];
  while (day <= to) {
    const week = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push({ date: day, inMonth: day.startsWith(month) });
    weeks.push(week);
  }
  return weeks;
}

/** "November 2026" / "2026년 11월". */
export const formatMonth = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
