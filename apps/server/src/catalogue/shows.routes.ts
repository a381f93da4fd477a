/** A show and its satellites: details, videos, cast, crew, keywords (providers by region: regions/regions.routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, ShowCast, ShowCredits, ShowDetails, ShowIdParams, ShowKeywords, ShowVideos } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { findShowDetails, showCast, showCrew, showKeywords, showVideos } from './show-details.queries.js';

export const showRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const byShowId = <R>(response: R) => ({ schema: { params: ShowIdParams, response: { 200: response } } });

  app.get('/show/details/:id', byShowId(ShowDetails), async (req) => {
    const show = await findShowDetails(db, req.params.id);
    if (!show) throw notFound(MESSAGES.showNotFound);
    return show;
  });

  app.get('/show/videos/:id', byShowId(ShowVideos), async (req) => ({ id: req.params.id, results: await showVideos(db, req.params.id) }));

  app.get('/cast/:id', byShowId(ShowCast), async (req) => {
    const cast = await showCast(db, req.params.id);
    if (!cast.length) throw notFound(MESSAGES.castNotFound);
    return cast;
  });

  app.get('/credit/show/:id', byShowId(ShowCredits), async (req) => ({ id: req.params.id, results: await showCrew(db, req.params.id) }));

  app.get('/keyword/show/:id', byShowId(ShowKeywords), async (req) => ({
    id: req.params.id,
    results: await showKeywords(db, req.params.id),
  }));
};
