/** Hero slides and the About text. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HeroList, Profile } from '@klama/contract';
import { heroSlides, siteAbout } from './marketing.queries.js';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/hero', { schema: { response: { 200: HeroList } } }, () => heroSlides(db));
  app.get('/profile', { schema: { response: { 200: Profile } } }, async () => ({ about: await siteAbout(db) }));
};
