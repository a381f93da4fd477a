/**
 * iCalendar documents (RFC 5545) made with ical-generator: one all-day VEVENT per episode (DTSTART and
 * an exclusive DTEND as VALUE=DATE, which Google Calendar, Apple Calendar and Outlook all read), a UID
 * that stays the same for an episode across feeds and regenerations, CRLF line endings and 75-octet
 * line folding done by the library.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_LIMITS } from '@klama/contract';
import type { AiringRow } from './episodes.queries.js';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The same episode always has this UID, whichever feed or file it appears in. */
export const episodeUid = (showId: number, season: number, episode: number) => `klama-episode-${showId}-s${season}e${episode}@k-lama`;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export function episodesCalendar(options: { name: string; siteUrl: string; rows: readonly AiringRow[] }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'K-lama', product: 'Airing calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 60 * 60,
  });
  for (const r of options.rows) {
    const label = `S${r.season}E${r.episode}`;
    const url = `${options.siteUrl}/details/${r.id}`;
    calendar.createEvent({
      id: episodeUid(r.id, r.season, r.episode),
      allDay: true,
      start: new Date(`${r.date}T00:00:00Z`),
      end: nextDay(r.date),
      summary: `${r.name} ${label}${r.episode_name ? `: ${r.episode_name}` : ''}`,
      description: `${r.name} (${r.original_name}), season ${r.season}, episode ${r.episode}.\n${url}`,
      url,
    });
  }
  return calendar.toString();
}

/** The personal feed's window around today (UTC). */
export function feedWindow(now = new Date()): { from: string; to: string } {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-CALENDAR_LIMITS.feedDaysBack), to: day(CALENDAR_LIMITS.feedDaysAhead) };
}
