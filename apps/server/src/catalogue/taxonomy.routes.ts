/** Genre, tone and keyword lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { genres, keywordsById, keywordsInUse, tones } from './taxonomy.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'genres', () => genres(db));
  route(app, 'tones', () => tones(db));
  route(app, 'keywords', (req) => (req.query.ids ? keywordsById(db, req.query.ids, languageOf(req)) : keywordsInUse(db, languageOf(req))));
};
