/**
 * iCalendar documents (RFC 5545) made with ical-generator: one all-day VEVENT per episode (DTSTART and
 * an exclusive DTEND as VALUE=DATE, which Google Calendar, Apple Calendar and Outlook all read), a UID
 * that stays the same for an episode across feeds and regenerations, CRLF line endings and 75-octet
 * line folding done by the library.
 *
 * Every text is RFC 5545 TEXT. ical-generator 10.2.0 escapes event texts (SUMMARY, DESCRIPTION) but writes
 * the calendar's NAME and X-WR-CALNAME as given, so a name holding a line break could end the property and
 * start a forged event: the name is escaped here ({@link icsText}) before it reaches the library. Control
 * characters other than line breaks are not TEXT at all and are dropped from every text.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_LIMITS, utcDay, addDays, type CatalogueLanguage } from '@klama/contract';
import type { AiringRow } from './episodes.queries.js';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The same episode always has this UID, whichever feed or file it appears in. */
export const episodeUid = (showId: number, season: number, episode: number) => `klama-episode-${showId}-s${season}e${episode}@k-lama`;

// eslint-disable-next-line no-control-regex -- the point is to match control characters
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text without the control characters RFC 5545 TEXT cannot hold (tab, CR and LF stay: they are escaped or allowed). */
const textChars = (value: string) => value.replace(CONTROLS, '');

/** RFC 5545 3.3.11 TEXT escaping: `\\`, `;` and `,` escaped with a backslash, every line break (CRLF, CR, LF) as `\n`. */
export const icsText = (value: string) =>
  textChars(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

const nextDay = (date: string) => new Date(`${addDays(date, 1)}T00:00:00Z`);

/** What the events say, in the calendar's language (decision 0054). */
const EVENT_COPY = {
  en: {
    summary: (name: string, season: number, episode: number) => `${name} S${season}E${episode}`,
    description: (name: string, other: string, season: number, episode: number) =>
      `${name} (${other}), season ${season}, episode ${episode}.`,
  },
  ko: {
    summary: (name: string, season: number, episode: number) => `${name} 시즌 ${season} ${episode}화`,
    description: (name: string, other: string, season: number, episode: number) => `${name} (${other}), 시즌 ${season} ${episode}화.`,
  },
} as const satisfies Record<CatalogueLanguage, unknown>;

/**
 * A calendar of airings in one language: a show's Korean name in Korean where it has one (the other name in the
 * description), the English otherwise.
 */
export function episodesCalendar(options: {
  name: string;
  siteUrl: string;
  rows: readonly AiringRow[];
  language?: CatalogueLanguage;
}): string {
  const language = options.language ?? 'en';
  const copy = EVENT_COPY[language];
  const calendar = ical({
    name: icsText(options.name), // the library writes NAME and X-WR-CALNAME unescaped
    prodId: { company: 'K-lama', product: 'Airing calendar', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 60 * 60,
  });
  for (const r of options.rows) {
    const korean = language === 'ko' && r.name_ko ? r.name_ko : null;
    const name = textChars(korean ?? r.name);
    const other = textChars(korean ? r.name : r.original_name);
    const url = `${options.siteUrl}/details/${r.id}`;
    calendar.createEvent({
      id: episodeUid(r.id, r.season, r.episode),
      allDay: true,
      start: new Date(`${r.date}T00:00:00Z`),
      end: nextDay(r.date),
      summary: `${copy.summary(name, r.season, r.episode)}${r.episode_name ? `: ${textChars(r.episode_name)}` : ''}`,
      description: `${copy.description(name, other, r.season, r.episode)}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}

/** The personal feed's window around today (UTC). */
export function feedWindow(now = new Date()): { from: string; to: string } {
  const day = (offset: number) => utcDay(offset, now);
  return { from: day(-CALENDAR_LIMITS.feedDaysBack), to: day(CALENDAR_LIMITS.feedDaysAhead) };
}
