import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SearchQuery, SearchResponse, SiteSearchResponse } from '@klama/contract';
import { badRequest } from '../plugins/errors.js';

/** Served from the in-memory title index (same answers as the SQL reference in search.queries.ts). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/show/search', { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } }, async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    const { catalogue, search } = await app.readModel.current();
    return search.search(req.query.query, req.query.limit).map((pos) => catalogue.card(pos));
  });

  /** Shows and people (actors and crew by English or Hangul name), `limit` of each. */
  app.get('/search', { schema: { querystring: SearchQuery, response: { 200: SiteSearchResponse } } }, async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    const { catalogue, search, people } = await app.readModel.current();
    const { query, limit } = req.query;
    return { shows: search.search(query, limit).map((pos) => catalogue.card(pos)), people: people.search(query, limit) };
  });
};
