/** A show and its satellites: details, videos, cast, crew, keywords (providers by region: regions/regions.routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { route } from '../plugins/route.js';
import { notFound } from '../plugins/errors.js';
import { languageOf } from '../plugins/catalogue-language.js';
import { setLiveTail } from '../response-cache/live-tail.js';
import { findShowDetails, showCast, showCrew, showKeywords, showVideos } from './show-details.queries.js';

export const showRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'showDetails', async (req, reply) => {
    const { id } = req.params;
    const show = await findShowDetails(db, id, languageOf(req));
    if (!show) throw notFound(MESSAGES.showNotFound);
    // the score is not the catalogue's: a cached answer is sent with the score of the moment (decision 0041)
    setLiveTail(reply, { member: 'community', current: () => app.communityScores.jsonOf(id) });
    return { ...show, community: app.communityScores.of(id) };
  });

  route(app, 'showVideos', async (req) => ({ id: req.params.id, results: await showVideos(db, req.params.id) }));

  route(app, 'showCast', async (req) => {
    const cast = await showCast(db, req.params.id, languageOf(req));
    if (!cast.length) throw notFound(MESSAGES.castNotFound);
    return cast;
  });

  route(app, 'showCredits', async (req) => ({ id: req.params.id, results: await showCrew(db, req.params.id, languageOf(req)) }));

  route(app, 'showKeywords', async (req) => ({ id: req.params.id, results: await showKeywords(db, req.params.id, languageOf(req)) }));
};
