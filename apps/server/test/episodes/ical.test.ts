/**
 * The iCalendar writer on hand-written rows, read back as RFC 5545 text (unfolded lines): what a
 * calendar application subscribing to the feed relies on, without a database.
 */
import { dayNumber, utcDay } from '@klama/contract';
import { describe, expect, it } from 'vitest';
import { episodeUid, episodesCalendar, feedWindow, icsText, ICS_CONTENT_TYPE } from '../../src/episodes/ical.js';
import type { AiringRow } from '../../src/episodes/episodes.queries.js';

const airing = (more: Partial<AiringRow>): AiringRow => ({
  id: 42,
  name: 'Move to Heaven',
  original_name: '무브 투 헤븐',
  first_air_date: '2021-05-14',
  poster_us: null,
  poster_kr: null,
  date: '2021-05-14',
  season: 1,
  episode: 1,
  episode_name: null,
  ...more,
});

/** The document's content lines with RFC 5545 folding undone (a CRLF followed by one space or tab). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** The properties of each VEVENT, by name (parameters kept in the name). */
function events(ics: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of unfolded(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe('icsText (RFC 5545 TEXT)', () => {
  it('escapes backslash, semicolon and comma with a backslash', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('writes every kind of line break as \\n', () => {
    expect(icsText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(icsText('\n\n')).toBe('\\n\\n');
  });

  it('drops the control characters TEXT cannot hold and keeps tab, space and the characters around them', () => {
    const dropped = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u0010', '\u001F', '\u007F'];
    expect(icsText(`x${dropped.join('')}y`)).toBe('xy');
    expect(icsText('a\tb c~d\u0080e 가')).toBe('a\tb c~d\u0080e 가');
  });
});

describe('episodeUid', () => {
  it('names the show, season and episode, the same in every file', () => {
    expect(episodeUid(42, 2, 13)).toBe('klama-episode-42-s2e13@k-lama');
  });
});

describe('episodesCalendar', () => {
  const siteUrl = 'https://k-lama.example';

  it('describes the calendar: product, method, name and refresh interval', () => {
    const lines = unfolded(episodesCalendar({ name: 'My shows; new, old', siteUrl, rows: [] }));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//K-lama//Airing calendar//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('NAME:My shows\\; new\\, old');
    expect(lines).toContain('X-WR-CALNAME:My shows\\; new\\, old');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toEqual([]);
    expect(ICS_CONTENT_TYPE).toBe('text/calendar; charset=utf-8');
  });

  it('writes one all-day event per row: uid, dates, summary, description and link', () => {
    const ics = episodesCalendar({
      name: 'Move to Heaven — K-lama',
      siteUrl,
      rows: [
        airing({ episode: 1, episode_name: 'Pilot, part one' }),
        airing({ date: '2024-12-31', season: 2, episode: 10 }),
        airing({ date: '2024-02-28', episode: 3, name: 'Ring\u0007 bell', original_name: 'orig\u0001inal', episode_name: 'Tab\u0000' }),
      ],
    });
    expect(events(ics)).toEqual([
      expect.objectContaining({
        UID: 'klama-episode-42-s1e1@k-lama',
        'DTSTART;VALUE=DATE': '20210514',
        'DTEND;VALUE=DATE': '20210515',
        SUMMARY: 'Move to Heaven S1E1: Pilot\\, part one',
        DESCRIPTION: 'Move to Heaven (무브 투 헤븐)\\, season 1\\, episode 1.\\nhttps://k-lama.example/details/42',
        'URL;VALUE=URI': 'https://k-lama.example/details/42',
      }),
      expect.objectContaining({
        UID: 'klama-episode-42-s2e10@k-lama',
        'DTSTART;VALUE=DATE': '20241231',
        'DTEND;VALUE=DATE': '20250101',
        SUMMARY: 'Move to Heaven S2E10',
      }),
      expect.objectContaining({
        UID: 'klama-episode-42-s1e3@k-lama',
        'DTSTART;VALUE=DATE': '20240228',
        'DTEND;VALUE=DATE': '20240229',
        SUMMARY: 'Ring bell S1E3: Tab',
        DESCRIPTION: 'Ring bell (original)\\, season 1\\, episode 3.\\nhttps://k-lama.example/details/42',
      }),
    ]);
  });
});

describe('feedWindow', () => {
  it('runs from 30 days before today to 180 days after, in UTC', () => {
    expect(feedWindow(new Date('2026-03-01T00:00:00Z'))).toEqual({ from: '2026-01-30', to: '2026-08-28' });
    expect(feedWindow(new Date('2026-03-01T23:59:59Z'))).toEqual({ from: '2026-01-30', to: '2026-08-28' });
  });

  it('is around the present day by default', () => {
    const { from, to } = feedWindow();
    const days = (iso: string) => dayNumber(iso) - dayNumber(utcDay());
    expect([days(from), days(to)]).toEqual([-30, 180]);
  });
});
