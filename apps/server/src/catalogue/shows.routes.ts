/** A show and its satellites: details, videos, cast, crew, keywords (providers by region: regions/regions.routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { route } from '../plugins/route.js';
import { notFound } from '../plugins/errors.js';
import { findShowDetails, showCast, showCrew, showKeywords, showVideos } from './show-details.queries.js';

export const showRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'showDetails', async (req) => {
    const show = await findShowDetails(db, req.params.id);
    if (!show) throw notFound(MESSAGES.showNotFound);
    return show;
  });

  route(app, 'showVideos', async (req) => ({ id: req.params.id, results: await showVideos(db, req.params.id) }));

  route(app, 'showCast', async (req) => {
    const cast = await showCast(db, req.params.id);
    if (!cast.length) throw notFound(MESSAGES.castNotFound);
    return cast;
  });

  route(app, 'showCredits', async (req) => ({ id: req.params.id, results: await showCrew(db, req.params.id) }));

  route(app, 'showKeywords', async (req) => ({ id: req.params.id, results: await showKeywords(db, req.params.id) }));
};
