import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SEARCH_RESULTS_MAX } from '@klama/contract';
import { badRequest } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

/** Served from the in-memory title index (same answers as the SQL reference in search.queries.ts). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'showSearch', async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    const { catalogue, search } = await app.readModel.current();
    const language = languageOf(req);
    return search.search(req.query.query, req.query.limit).map((pos) => catalogue.card(pos, language));
  });

  /** Shows and people (actors and crew by English or Hangul name), `limit` of each. */
  route(app, 'siteSearch', async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    const { catalogue, search, people } = await app.readModel.current();
    const { query, limit } = req.query;
    const language = languageOf(req);
    return {
      shows: search.search(query, limit).map((pos) => catalogue.card(pos, language)),
      people: people.search(query, limit, language),
    };
  });

  /** The results page: page `page` of the shows and of the people, `limit` of each (at most SEARCH_RESULTS_MAX in all). */
  route(app, 'searchResults', async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    const { catalogue, search, people } = await app.readModel.current();
    const { query, page, limit } = req.query;
    const language = languageOf(req);
    const start = (page - 1) * limit;
    // one past the page tells whether another follows
    const wanted = Math.min(start + limit + 1, SEARCH_RESULTS_MAX);
    const shows = start < SEARCH_RESULTS_MAX ? search.search(query, wanted) : [];
    const persons = start < SEARCH_RESULTS_MAX ? people.search(query, wanted, language) : [];
    const end = Math.min(start + limit, SEARCH_RESULTS_MAX);
    return {
      shows: shows.slice(start, end).map((pos) => catalogue.card(pos, language)),
      people: persons.slice(start, end),
      page,
      limit,
      hasNextPage: shows.length > end || persons.length > end,
    };
  });
};
