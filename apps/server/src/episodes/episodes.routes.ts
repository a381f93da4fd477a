/** Episodes, the airing calendar and iCalendar (ARCHITECTURE 7.2), by access group (routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_MESSAGES, MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { airings, calendar, nearestMonths, showEpisodes, visibleShowName } from './episodes.queries.js';
import { episodesCalendar, feedWindow, ICS_CONTENT_TYPE } from './ical.js';
import { issueCalendarToken, revokeCalendarToken, userOfCalendarToken } from './calendar-token.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

/** Everything a show has ever had on the calendar, for its own .ics file. */
const ALL_TIME = { from: '1900-01-01', to: '9999-12-31' } as const;

/** Public reads: cached per catalogue version like every catalogue answer. */
export const episodeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'showEpisodes', async (req) => {
    const episodes = await showEpisodes(db, req.params.id);
    if (!episodes) throw notFound(MESSAGES.showNotFound);
    return episodes;
  });
  route(app, 'calendar', async (req) => calendar(db, { kind: 'all' }, req.query.from, req.query.to, languageOf(req)));
  route(app, 'calendarNearest', async (req) => nearestMonths(db, { kind: 'all' }, req.query.month));
  route(app, 'showCalendar', async (req, reply) => {
    const showId = req.params.file;
    const language = languageOf(req);
    const name = await visibleShowName(db, showId, language);
    if (name === undefined) throw notFound(MESSAGES.showNotFound);
    const rows = await airings(db, { kind: 'show', showId }, ALL_TIME.from, ALL_TIME.to);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="klama-${showId}.ics"`)
      .send(episodesCalendar({ name: `${name} — K-lama`, siteUrl: app.config.siteUrl, rows, language }));
  });
};

/** The signed-in user's calendar and their feed's secret URL. */
export const episodeAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'myCalendar', async (req) => calendar(db, { kind: 'user', userId: signedIn(req).userId }, req.query.from, req.query.to));
  route(app, 'myCalendarNearest', async (req) => nearestMonths(db, { kind: 'user', userId: signedIn(req).userId }, req.query.month));
  // the token is the feed's only credential: it is sent once, in this answer
  route(app, 'createCalendarToken', async (req) => {
    const token = await issueCalendarToken(db, signedIn(req).userId);
    return { url: `${app.config.siteUrl}/api/calendar/feed/${token}.ics` };
  });
  route(app, 'deleteCalendarToken', async (req, reply) => {
    await revokeCalendarToken(db, signedIn(req).userId);
    return reply.code(204).send();
  });
};

/** The personal feed: public, but only with the secret token; never stored by caches (it is one person's). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'calendarFeed', async (req, reply) => {
    const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
    const user = token ? await userOfCalendarToken(db, token) : undefined;
    if (!user) throw notFound(CALENDAR_MESSAGES.feedNotFound);
    const { from, to } = feedWindow();
    const rows = await airings(db, { kind: 'user', userId: user.userId }, from, to);
    // in the account's language (decision 0054): the feed's URL stays the same when the fan switches
    const calendar = episodesCalendar({ name: `K-lama — ${user.username}`, siteUrl: app.config.siteUrl, rows, language: user.language });
    return reply.type(ICS_CONTENT_TYPE).send(calendar);
  });
};
