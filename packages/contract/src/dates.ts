/**
 * Days as the API writes them: `YYYY-MM-DD` in UTC, no time zone shifts. The one definition of a real
 * calendar date (2021-02-30 is not one), used by request schemas, the importers and the web app alike.
 */
const DAY_MS = 86_400_000;
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The earliest day a Korean drama (or a fan's diary) can have: dates before it are typos. */
export const EARLIEST_DAY = '1900-01-01';

/** The UTC day of an instant (a `Date` or milliseconds since 1970). */
export const isoDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/** The day of an instant in this machine's time zone (in a browser, the visitor's). */
export const localDay = (at: Date = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** Days since 1970-01-01 (so `dayNumber(b) - dayNumber(a)` is the days from a to b). */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** UTC today as YYYY-MM-DD; `offsetDays` 1 is tomorrow. */
export const utcDay = (offsetDays = 0, now: Date | number = Date.now()): string => isoDay(new Date(now).getTime() + offsetDays * DAY_MS);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Whether `s` is a real calendar date written `YYYY-MM-DD` (2021-02-30 and 2021-2-3 are not). */
export function isCalendarDate(s: string): boolean {
  if (!ISO_DAY.test(s)) return false;
  const at = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(at) && isoDay(at) === s;
}
