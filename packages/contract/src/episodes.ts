/** Episodes, the airing calendar and iCalendar feeds (ARCHITECTURE 7.2), and the sample catalogue's episode schedules. */
import { z } from 'zod';
import { DateString, RequestText, ShowCard } from './common.js';
import { EARLIEST_DAY, ISO_DAY, isCalendarDate, dayNumber } from './dates.js';

export const CALENDAR_LIMITS = {
  /** the longest range one calendar call answers, in days (both ends included) */
  maxDays: 62,
  /** the personal feed: days back and ahead of today */
  feedDaysBack: 30,
  feedDaysAhead: 180,
} as const;

export const CALENDAR_MESSAGES = {
  dateFormat: 'must be a date YYYY-MM-DD',
  realDate: 'must be a real calendar date',
  monthFormat: 'must be a month YYYY-MM',
  reversed: 'must not be before from',
  tooLong: (days: number) => `The date range must be at most ${CALENDAR_LIMITS.maxDays} days (this one is ${days})`,
  feedNotFound: 'Calendar feed not found',
} as const;

const isCalendarDay = (s: string) => isCalendarDate(s) && s >= EARLIEST_DAY;
/** Days from `from` to `to`, both included (2026-01-01 to 2026-01-01 is 1). */
export const daysInRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const CalendarDate = RequestText({ error: CALENDAR_MESSAGES.dateFormat })
  .regex(ISO_DAY, { message: CALENDAR_MESSAGES.dateFormat, abort: true })
  .refine(isCalendarDay, CALENDAR_MESSAGES.realDate);

export const CalendarQuery = z.strictObject({ from: CalendarDate, to: CalendarDate }).superRefine((q, ctx) => {
  // the range is judged only between two real dates (each bad date has its own message)
  if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.reversed });
  else if (daysInRange(q.from, q.to) > CALENDAR_LIMITS.maxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.tooLong(daysInRange(q.from, q.to)) });
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarItem = z.object({
  show: ShowCard,
  season: z.number().int(),
  episode: z.number().int(),
  name: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;
export const CalendarDay = z.object({ date: DateString, items: z.array(CalendarItem) });
export type CalendarDay = z.infer<typeof CalendarDay>;
export const CalendarResponse = z.array(CalendarDay);
export type CalendarResponse = z.infer<typeof CalendarResponse>;

/** `GET calendar/nearest?month=` (and its user-show twin): the closest months before and after with airings. */
export const NearestMonthsQuery = z.strictObject({
  month: RequestText({ error: CALENDAR_MESSAGES.monthFormat })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, CALENDAR_MESSAGES.monthFormat)
    .refine((m) => m >= '1900-01', CALENDAR_MESSAGES.monthFormat),
});
const Month = z.string().regex(/^\d{4}-\d{2}$/);
export const NearestMonths = z.object({ previous: Month.nullable(), next: Month.nullable() });
export type NearestMonths = z.infer<typeof NearestMonths>;

export const Episode = z.object({
  episode_number: z.number().int(),
  name: z.string().nullable(),
  air_date: DateString.nullable(),
  runtime: z.number().int().nullable(),
});
export type Episode = z.infer<typeof Episode>;
export const ShowEpisodes = z.object({
  id: z.number().int(),
  seasons: z.array(z.object({ season_number: z.number().int(), episodes: z.array(Episode) })),
});
export type ShowEpisodes = z.infer<typeof ShowEpisodes>;

/** `GET show/calendar/{id}.ics`: the id with its extension, as one path segment. */
export const ShowCalendarParams = z.strictObject({
  file: RequestText()
    .regex(/^\d{1,10}\.ics$/, 'must be a show id followed by .ics')
    .transform((f) => Number(f.slice(0, -4)))
    .refine((id) => id >= 1 && id <= 2_147_483_647, 'must be a positive integer show id'),
});
/** `GET calendar/feed/{token}.ics`: an unknown or malformed token is a 404, never a hint of what a token looks like. */
export const CalendarFeedParams = z.strictObject({ file: RequestText().max(200) });

export const CalendarFeedUrl = z.object({ url: z.url() });
export type CalendarFeedUrl = z.infer<typeof CalendarFeedUrl>;

/** data/catalogue/schedules.json: each sample show's known schedule (read by the sample loader). */
const Weekday = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export const ScheduleFile = z.strictObject({
  about: z.string(),
  schedules: z.array(
    z.union([
      z.strictObject({
        show: z.number().int().positive(),
        title: z.string(),
        broadcast: z.string(),
        /** one episode on each of these days, every week, from the show's first_air_date */
        weekly: z.array(Weekday).min(1),
        /** the finale's date: the schedule must reach it exactly */
        last: DateString,
      }),
      z.strictObject({
        show: z.number().int().positive(),
        title: z.string(),
        broadcast: z.string(),
        /** streaming drops: `episodes` episodes at once on `date` */
        releases: z.array(z.strictObject({ date: DateString, episodes: z.number().int().positive() })).min(1),
      }),
    ]),
  ),
});
export type ScheduleFile = z.infer<typeof ScheduleFile>;
