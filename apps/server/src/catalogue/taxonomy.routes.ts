/** Genre, tone and keyword lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KeywordQuery, TermList } from '@klama/contract';
import { genres, keywordsById, keywordsInUse, tones } from './taxonomy.queries.js';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const options = { schema: { response: { 200: TermList } } };

  app.get('/genre', options, () => genres(db));
  app.get('/tone', options, () => tones(db));
  app.get('/keyword', { schema: { querystring: KeywordQuery, response: { 200: TermList } } }, (req) =>
    req.query.ids ? keywordsById(db, req.query.ids) : keywordsInUse(db),
  );
};
