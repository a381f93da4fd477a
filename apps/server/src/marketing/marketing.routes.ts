/** Hero slides and the About text, in the call's language. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroSlides, siteAbout } from './marketing.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'hero', (req) => heroSlides(db, languageOf(req)));
  route(app, 'profile', async (req) => ({ about: await siteAbout(db, languageOf(req)) }));
};
