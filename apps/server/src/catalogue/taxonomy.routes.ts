/** Genre, tone and keyword lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermList } from '@klama/contract';
import { genres, keywordsInUse, tones } from './taxonomy.queries.js';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const options = { schema: { response: { 200: TermList } } };

  app.get('/genre', options, () => genres(db));
  app.get('/tone', options, () => tones(db));
  app.get('/keyword', options, () => keywordsInUse(db));
};
