/** Curated recommendations and similar shows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CuratedRecommendations, MESSAGES, ShowIdParams, SimilarShows } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { toCard } from '../catalogue/show-cards.js';
import { curatedRecommendations, similarShows } from './recommendations.queries.js';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/recommendations/details/:id', { schema: { params: ShowIdParams, response: { 200: CuratedRecommendations } } }, async (req) => {
    const shows = await curatedRecommendations(db, req.params.id);
    if (!shows.length) throw notFound(MESSAGES.recommendationsNotFound);
    return { id: req.params.id, shows: shows.map(toCard) };
  });

  app.get('/recommendations/similar/:id', { schema: { params: ShowIdParams, response: { 200: SimilarShows } } }, async (req) =>
    (await similarShows(db, req.params.id)).map(toCard),
  );
};
