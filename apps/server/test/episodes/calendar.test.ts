/** The airing calendar, a show's episodes and the iCalendar files and feed (ARCHITECTURE 7.2), on the sample catalogue's schedules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { CalendarFeedUrl, CalendarResponse, NearestMonths, ShowEpisodes, utcDay } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { sampleCard } from '../sample-catalogue.js';
import { signUpAdmin } from '../admin/helpers.js';

const WOO = 9000239; // Extraordinary Attorney Woo: ENA, Wed/Thu, 29 June – 18 August 2022, 16 episodes
const MY_LIBERATION_NOTES = 9000238; // JTBC Sat/Sun from 9 April 2022
const OUR_BLUES = 9000237; // tvN Sat/Sun from 9 April 2022
const QUEEN_OF_TEARS = 9000317; // tvN Sat/Sun, 9 March – 28 April 2024
const LOVELY_RUNNER = 9000318; // tvN Mon/Tue, 8 April – 28 May 2024
const CLOY = 9000001; // no schedule in the sample
const AUTUMN = 9000002; // Autumn in My Heart: no schedule in the sample

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = (id: number, episode: number, season = 1) => ({ show: sampleCard(id), season, episode, name: null });

/** Parses an iCalendar document with ical.js (throws on anything it cannot read). */
function parseIcs(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    const start = v.getFirstProperty('dtstart')!;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: start.type === 'date',
      end: event.endDate.toString(),
    };
  });
}

describe(`calendar on ${engine}`, () => {
  it('lists every episode airing in the range, by date', async () => {
    const days = await getOk(t.app, '/api/calendar?from=2022-06-27&to=2022-07-03', CalendarResponse);
    expect(days).toEqual([
      { date: '2022-06-29', items: [item(WOO, 1)] },
      { date: '2022-06-30', items: [item(WOO, 2)] },
    ]);
  });

  it('orders shows airing the same day by name', async () => {
    const days = await getOk(t.app, '/api/calendar?from=2022-04-09&to=2022-04-09', CalendarResponse);
    expect(days).toEqual([{ date: '2022-04-09', items: [item(MY_LIBERATION_NOTES, 1), item(OUR_BLUES, 1)] }]);
  });

  it('answers an empty list for a range with no airings, and accepts exactly 62 days', async () => {
    expect(await getOk(t.app, '/api/calendar?from=2019-01-01&to=2019-03-03', CalendarResponse)).toEqual([]);
  });

  it('refuses ranges over 62 days, reversed, malformed or impossible dates, and unknown parameters', async () => {
    const tooLong = await getError(t.app, '/api/calendar?from=2022-06-01&to=2022-08-31', 400);
    expect(tooLong.errors).toEqual([
      { path: 'querystring.to', code: 'calendar.tooLong', message: 'The date range must be at most 62 days (this one is 92)' },
    ]);
    expect((await getError(t.app, '/api/calendar?from=2022-06-10&to=2022-06-01', 400)).errors).toEqual([
      { path: 'querystring.to', code: 'calendar.reversed', message: 'must not be before from' },
    ]);
    expect((await getError(t.app, '/api/calendar?from=2022-02-30&to=2022-03-01', 400)).errors).toEqual([
      { path: 'querystring.from', code: 'calendar.realDate', message: 'must be a real calendar date' },
    ]);
    expect((await getError(t.app, '/api/calendar?from=June&to=2022-03-01', 400)).errors).toEqual([
      { path: 'querystring.from', code: 'validation.date', message: 'must be a date YYYY-MM-DD' },
    ]);
    expect((await getError(t.app, '/api/calendar?to=2022-03-01', 400)).errors?.[0]?.path).toBe('querystring.from');
    await getError(t.app, '/api/calendar?from=2022-03-01&to=2022-03-02&region=XX', 400);
  });

  it('names the nearest months with airings around an empty one', async () => {
    expect(await getOk(t.app, '/api/calendar/nearest?month=2021-01', NearestMonths)).toEqual({ previous: '2020-12', next: '2021-03' });
    expect(await getOk(t.app, '/api/calendar/nearest?month=2040-01', NearestMonths)).toEqual({ previous: '2025-09', next: null });
    expect((await getError(t.app, '/api/calendar/nearest?month=2021-13', 400)).errors).toEqual([
      { path: 'querystring.month', code: 'calendar.monthFormat', message: 'must be a month YYYY-MM' },
    ]);
  });
});

describe(`show episodes on ${engine}`, () => {
  it('lists a show’s episodes by season, and none for a show without a schedule', async () => {
    const woo = await getOk(t.app, `/api/show/episodes/${WOO}`, ShowEpisodes);
    expect(woo.seasons).toHaveLength(1);
    expect(woo.seasons[0]!.episodes).toHaveLength(16);
    expect(woo.seasons[0]!.episodes[15]).toEqual({ episode_number: 16, name: null, air_date: '2022-08-18', runtime: null });
    expect(await getOk(t.app, `/api/show/episodes/${CLOY}`, ShowEpisodes)).toEqual({ id: CLOY, seasons: [] });
    expect((await getError(t.app, '/api/show/episodes/1', 404)).message).toBe('Show not found');
    await getError(t.app, '/api/show/episodes/abc', 400);
  });

  it('groups a show’s episodes by season, each in episode order, whatever order they were written in', async () => {
    const WINTER_SONATA = 9000003; // no schedule in the sample
    await t.write(`INSERT INTO episode (show_id, season_number, episode_number, name, air_date, runtime) VALUES
      (${WINTER_SONATA}, 2, 1, 'Second season', '2001-02-10', 60), (${WINTER_SONATA}, 1, 2, NULL, NULL, NULL),
      (${WINTER_SONATA}, 1, 1, 'First', '2001-02-03', 65)`);
    expect(await getOk(t.app, `/api/show/episodes/${WINTER_SONATA}`, ShowEpisodes)).toEqual({
      id: WINTER_SONATA,
      seasons: [
        {
          season_number: 1,
          episodes: [
            { episode_number: 1, name: 'First', air_date: '2001-02-03', runtime: 65 },
            { episode_number: 2, name: null, air_date: null, runtime: null },
          ],
        },
        { season_number: 2, episodes: [{ episode_number: 1, name: 'Second season', air_date: '2001-02-10', runtime: 60 }] },
      ],
    });
  });

  it('serves a show’s .ics: text/calendar, one all-day event per episode with a stable UID, folded CRLF lines', async () => {
    const res = await t.app.inject({ url: `/api/show/calendar/${WOO}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="klama-${WOO}.ics"`);
    const events = parseIcs(res.body);
    expect(events).toHaveLength(16);
    expect(events[0]).toEqual({
      uid: `klama-episode-${WOO}-s1e1@k-lama`,
      summary: 'Extraordinary Attorney Woo S1E1',
      start: '2022-06-29',
      isDate: true,
      end: '2022-06-30',
    });
    expect(new Set(events.map((e) => e.uid)).size).toBe(16);
    // RFC 5545: CRLF line ends, lines of at most 75 octets
    const lines = res.body.split('\r\n');
    expect(lines.every((l) => !l.includes('\n') && Buffer.byteLength(l) <= 75)).toBe(true);
    const again = await t.app.inject({ url: `/api/show/calendar/${WOO}.ics` });
    expect(parseIcs(again.body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('answers 404 for an unknown show and 400 for a file name that is not an id', async () => {
    expect((await getError(t.app, '/api/show/calendar/1.ics', 404)).message).toBe('Show not found');
    await getError(t.app, '/api/show/calendar/woo.ics', 400);
    await getError(t.app, `/api/show/calendar/${WOO}.txt`, 400);
  });
});

describe(`a user's calendar and feed on ${engine}`, () => {
  it('covers the shows a user watches, plans to watch or bookmarked, not the ones only liked', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/user-show/entry/${QUEEN_OF_TEARS}`,
      headers: auth,
      payload: { status: 'plan_to_watch' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/liked/${LOVELY_RUNNER}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/bookmarked/${WOO}`, headers: auth })).statusCode).toBe(200);

    const april = await t.app.inject({ url: '/api/user-show/calendar?from=2024-04-08&to=2024-04-14', headers: auth });
    expect(april.statusCode).toBe(200);
    expect(CalendarResponse.parse(april.json())).toEqual([
      { date: '2024-04-13', items: [item(QUEEN_OF_TEARS, 11)] },
      { date: '2024-04-14', items: [item(QUEEN_OF_TEARS, 12)] },
    ]);
    const summer = await t.app.inject({ url: '/api/user-show/calendar?from=2022-08-15&to=2022-08-21', headers: auth });
    expect(summer.json()).toEqual([
      { date: '2022-08-17', items: [item(WOO, 15)] },
      { date: '2022-08-18', items: [item(WOO, 16)] },
    ]);
    const nearest = await t.app.inject({ url: '/api/user-show/calendar/nearest?month=2023-01', headers: auth });
    expect(nearest.json()).toEqual({ previous: '2022-08', next: '2024-03' });
    const bad = await t.app.inject({ url: '/api/user-show/calendar?from=2024-04-14&to=2024-04-08', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('issues a secret feed URL; a new one revokes the old; revoking ends it; unknown tokens are 404', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    // two episodes of a followed show around today (the sample's schedules are all in the past)
    // and at each edge of the feed's window: 30 days back and 180 ahead are in, a day further out is not
    await t.write(`INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES
      (${CLOY}, 1, 100, 'Reunion', '${utcDay(3)}'), (${CLOY}, 1, 101, NULL, '${utcDay(-40)}'),
      (${CLOY}, 1, 102, 'Oldest kept', '${utcDay(-30)}'), (${CLOY}, 1, 103, 'Too old', '${utcDay(-31)}'),
      (${CLOY}, 1, 104, 'Furthest kept', '${utcDay(180)}'), (${CLOY}, 1, 105, 'Too far', '${utcDay(181)}')`);
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/bookmarked/${CLOY}`, headers: auth })).statusCode).toBe(200);

    const issued = await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth });
    expect(issued.statusCode, issued.body).toBe(200);
    const { url } = CalendarFeedUrl.parse(issued.json());
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/calendar\/feed\/[\w-]{59}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    // 30 days back to 180 ahead: the episodes 31 and 40 days ago and 181 days ahead are left out
    const event = (episode: number, name: string, day: number) => ({
      uid: `klama-episode-${CLOY}-s1e${episode}@k-lama`,
      summary: `Crash Landing on You S1E${episode}: ${name}`,
      start: utcDay(day),
      isDate: true,
      end: utcDay(day + 1),
    });
    expect(parseIcs(feed.body).sort((a, b) => a.start.localeCompare(b.start))).toEqual([
      event(102, 'Oldest kept', -30),
      event(100, 'Reunion', 3),
      event(104, 'Furthest kept', 180),
    ]);
    const stored = await t.db.query<{ verifier_hash: string }>('SELECT verifier_hash FROM calendar_token');
    expect(stored.some((r) => path.includes(r.verifier_hash))).toBe(false); // only a hash is stored

    const renewed = CalendarFeedUrl.parse(
      (await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth })).json(),
    );
    expect(renewed.url).not.toBe(url);
    expect((await getError(t.app, path, 404)).message).toBe('Calendar feed not found');
    expect((await t.app.inject({ url: new URL(renewed.url).pathname })).statusCode).toBe(200);
    // the live token followed by four characters that are not ".ics"
    await getError(t.app, new URL(renewed.url).pathname.replace(/\.ics$/, 'xics'), 404);

    const revoked = await t.app.inject({ method: 'DELETE', url: '/api/user/me/calendar-token', headers: auth });
    expect(revoked.statusCode).toBe(204);
    await getError(t.app, new URL(renewed.url).pathname, 404);
    // a token with the right selector and a wrong verifier, a malformed one, one without .ics
    const selector = new URL(renewed.url).pathname.split('/').pop()!.slice(0, 16);
    await getError(t.app, `/api/calendar/feed/${selector}${'A'.repeat(43)}.ics`, 404);
    await getError(t.app, '/api/calendar/feed/not-a-token.ics', 404);
    await getError(t.app, `/api/calendar/feed/${'A'.repeat(59)}`, 404);
  });
});

describe(`hidden shows and disabled accounts on ${engine}`, () => {
  it('leaves a hidden show off the calendar, its episodes and its .ics; a disabled account’s feed is 404', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    const { url } = CalendarFeedUrl.parse(
      (await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth })).json(),
    );
    expect((await t.app.inject({ url: new URL(url).pathname })).statusCode).toBe(200);
    await t.db.query('UPDATE app_user SET disabled_at = now() WHERE username = $1', [user.username]);
    await getError(t.app, new URL(url).pathname, 404);

    await t.write('UPDATE show SET hidden = true WHERE id = $1', [OUR_BLUES]);
    const days = await getOk(t.app, '/api/calendar?from=2022-04-09&to=2022-04-09', CalendarResponse);
    expect(days).toEqual([{ date: '2022-04-09', items: [item(MY_LIBERATION_NOTES, 1)] }]);
    await getError(t.app, `/api/show/episodes/${OUR_BLUES}`, 404);
    await getError(t.app, `/api/show/calendar/${OUR_BLUES}.ics`, 404);
  });
});

/** The calendar's own texts, read as RFC 7986 says they are: TEXT (ical.js leaves properties it does not know escaped). */
function calendarNames(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const asText = (name: string) => {
    const property = component.getFirstProperty(name);
    return property && ICAL.design.icalendar.value.text!.fromICAL!(property.toICALString().replace(/^[^:]*:/, ''));
  };
  return { name: asText('name'), calName: asText('x-wr-calname') };
}

describe(`iCalendar texts on ${engine}`, () => {
  // a line break in any form, each character TEXT escapes, a forged event with an alarm and a link, a
  // control character TEXT cannot hold (BEL) and Korean, long enough to need folding
  const forged =
    'BEGIN:VEVENT\r\nSUMMARY:Renew now\r\nURL:https://evil.example/\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VEVENT';
  const NAME = `Autumn; in, my \\ heart\r\n${forged}\rcr\nlf 가을동화`;
  const ORIGINAL = `가을동화;\r\n${forged}, \\ 원제`;
  const EPISODE = `Pilot\u0007; part, one \\\n${forged}`;
  /** What a reader gets back: every line break as LF, no control characters. */
  const read = (value: string) => value.replace(/\r\n?/g, '\n').replaceAll('\u0007', '');

  it('escapes and folds every text: names, summaries and descriptions come back whole, one event per episode', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shows/${AUTUMN}`,
      headers: admin.auth,
      payload: { overrides: { name: NAME, original_name: ORIGINAL } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await t.write(
      `INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES
        ($1, 1, 1, $2, '${utcDay(1)}'), ($1, 1, 2, NULL, '${utcDay(2)}'), ($1, 2, 1, $3, '${utcDay(2)}')`,
      [AUTUMN, EPISODE, forged],
    );
    const description = (season: number, episode: number) =>
      `${read(NAME)} (${read(ORIGINAL)}), season ${season}, episode ${episode}.\nhttp://127.0.0.1:3000/details/${AUTUMN}`;
    const expected = [
      { summary: `${read(NAME)} S1E1: ${read(EPISODE)}`, description: description(1, 1) },
      { summary: `${read(NAME)} S1E2`, description: description(1, 2) },
      { summary: `${read(NAME)} S2E1: ${forged.replace(/\r\n/g, '\n')}`, description: description(2, 1) },
    ];
    const texts = (body: string) => {
      const component = new ICAL.Component(ICAL.parse(body));
      expect(body.split('\r\n').every((l) => !/[\r\n]/.test(l) && !l.includes('\u0007') && Buffer.byteLength(l) <= 75)).toBe(true);
      expect(body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(3); // nothing forged, even for a lenient reader
      expect(component.getAllSubcomponents('valarm')).toEqual([]);
      return component.getAllSubcomponents('vevent').map((v) => ({
        summary: v.getFirstPropertyValue('summary'),
        description: v.getFirstPropertyValue('description'),
      }));
    };

    const file = await t.app.inject({ url: `/api/show/calendar/${AUTUMN}.ics` });
    expect(file.statusCode).toBe(200);
    expect(texts(file.body)).toEqual(expected);
    expect(calendarNames(file.body)).toEqual({ name: `${read(NAME)} — K-lama`, calName: `${read(NAME)} — K-lama` });

    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/bookmarked/${AUTUMN}`, headers: auth })).statusCode).toBe(200);
    const { url } = CalendarFeedUrl.parse(
      (await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth })).json(),
    );
    const feed = await t.app.inject({ url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(texts(feed.body)).toEqual(expected);
    expect(calendarNames(feed.body)).toEqual({ name: `K-lama — ${user.username}`, calName: `K-lama — ${user.username}` });
  });
});

describe(`the calendars in Korean on ${engine}`, () => {
  /** Each event's summary and description, and the calendar's name, as a calendar app reads them. */
  const eventTexts = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => ({ summary: new ICAL.Event(v).summary, description: new ICAL.Event(v).description }));

  it('a show’s .ics asked in Korean names the show in Korean, the English name beside it', async () => {
    const res = await t.app.inject({ url: `/api/show/calendar/${WOO}.ics?language=ko` });
    expect(res.statusCode).toBe(200);
    expect(eventTexts(res.body)[0]).toEqual({
      summary: '이상한 변호사 우영우 시즌 1 1화',
      description: `이상한 변호사 우영우 (Extraordinary Attorney Woo), 시즌 1 1화.\nhttp://127.0.0.1:3000/details/${WOO}`,
    });
    expect(calendarNames(res.body).name).toBe('이상한 변호사 우영우 — K-lama');
    expect(eventTexts((await t.app.inject({ url: `/api/show/calendar/${WOO}.ics` })).body)[0]!.summary).toBe(
      'Extraordinary Attorney Woo S1E1',
    );
    // the airing calendar's cards too
    const days = await getOk(t.app, '/api/calendar?from=2022-06-29&to=2022-06-29&language=ko', CalendarResponse);
    expect(days[0]!.items.map((i) => i.show.name)).toContain('이상한 변호사 우영우');
  });

  it('the personal feed follows the account’s language (its URL stays the same when the fan switches)', async () => {
    const user = await signUp(t.app);
    const auth = bearer(user.session.accessToken);
    await t.write(
      `INSERT INTO episode (show_id, season_number, episode_number, name, air_date) VALUES (${CLOY}, 1, 200, NULL, '${utcDay(2)}')`,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/user-show/bookmarked/${CLOY}`, headers: auth })).statusCode).toBe(200);
    const { url } = CalendarFeedUrl.parse(
      (await t.app.inject({ method: 'POST', url: '/api/user/me/calendar-token', headers: auth })).json(),
    );
    const path = new URL(url).pathname;
    const summaries = async () => eventTexts((await t.app.inject({ url: path })).body).map((e) => e.summary);
    expect(await summaries()).toContain('Crash Landing on You S1E200');
    await t.db.query(`UPDATE app_user SET mail_language = 'ko' WHERE username = $1`, [user.username]);
    expect(await summaries()).toContain('사랑의 불시착 시즌 1 200화');
  });
});

describe(`the episode routes in the API document on ${engine}`, () => {
  interface Operation {
    parameters?: { name: string; in: string }[];
    responses: Record<string, { description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  }
  const fields = (...required: string[]) => ({ type: 'object', required: expect.arrayContaining(required) });
  const DAYS = { type: 'array', items: fields('date', 'items') };

  it('describes each answer and the parameters each call takes', async () => {
    const paths = (await t.app.inject('/api/openapi.json')).json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const operation = (method: string, path: string) => paths[path]![method]!;
    const json = (method: string, path: string) => operation(method, path).responses['200']?.content?.['application/json']?.schema;
    const parameters = (method: string, path: string) => (operation(method, path).parameters ?? []).map((p) => `${p.in} ${p.name}`).sort();

    expect(json('get', '/api/show/episodes/{id}')).toMatchObject(fields('id', 'seasons'));
    // the catalogue's calls take the language of their text too (decision 0049); a fan's own do not
    expect(parameters('get', '/api/show/episodes/{id}')).toEqual(['path id', 'query language']);
    for (const [path, language] of [
      ['/api/calendar', ['query language']],
      ['/api/user-show/calendar', []],
    ] as const) {
      expect(json('get', path), path).toMatchObject(DAYS);
      expect(parameters('get', path), path).toEqual(['query from', ...language, 'query to']);
    }
    for (const [path, language] of [
      ['/api/calendar/nearest', ['query language']],
      ['/api/user-show/calendar/nearest', []],
    ] as const) {
      expect(json('get', path), path).toMatchObject(fields('previous', 'next'));
      expect(parameters('get', path), path).toEqual([...language, 'query month']);
    }
    for (const path of ['/api/show/calendar/{file}', '/api/calendar/feed/{file}']) {
      expect(operation('get', path).responses['200'], path).toMatchObject({
        description: 'An iCalendar file',
        content: { 'text/calendar': { schema: { type: 'string', description: 'iCalendar (RFC 5545), one event per episode' } } },
      });
      expect(
        parameters('get', path).filter((p) => p !== 'query language'),
        path,
      ).toEqual(['path file']);
    }
    expect(json('post', '/api/user/me/calendar-token')).toMatchObject(fields('url'));
    expect(operation('delete', '/api/user/me/calendar-token').responses['204']).toMatchObject({
      description: 'The feed address no longer works',
    });
    expect(operation('delete', '/api/user/me/calendar-token').responses['204']!.content).toBeUndefined();
  });
});
