/** Hero slides and the About text. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroSlides, siteAbout } from './marketing.queries.js';
import { route } from '../plugins/route.js';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'hero', () => heroSlides(db));
  route(app, 'profile', async () => ({ about: await siteAbout(db) }));
};
