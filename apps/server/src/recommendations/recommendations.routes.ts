/** Curated recommendations and similar shows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { toCard } from '../catalogue/show-cards.js';
import { curatedRecommendations, similarShows } from './recommendations.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'curatedRecommendations', async (req) => {
    const shows = await curatedRecommendations(db, req.params.id);
    if (!shows.length) throw notFound(MESSAGES.recommendationsNotFound);
    return { id: req.params.id, shows: shows.map((row) => toCard(row, languageOf(req))) };
  });

  route(app, 'similarShows', async (req) => (await similarShows(db, req.params.id)).map((row) => toCard(row, languageOf(req))));
};
