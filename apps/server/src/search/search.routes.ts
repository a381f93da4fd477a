import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, SearchQuery, SearchResponse } from '@klama/contract';
import { badRequest } from '../plugins/errors.js';
import { searchShows } from './search.queries.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/show/search', { schema: { querystring: SearchQuery, response: { 200: SearchResponse } } }, async (req) => {
    if (!req.query.query.trim()) throw badRequest(MESSAGES.searchQueryRequired);
    return searchShows(app.db, req.query.query, req.query.limit);
  });
};
