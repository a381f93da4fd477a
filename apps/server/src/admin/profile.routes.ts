/** admin/profile: the About text (markdown). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Profile } from '@klama/contract';
import { siteAbout } from '../marketing/marketing.queries.js';
import { saveSiteAbout } from '../marketing/profile.queries.js';
import { adminWrite } from './admin-write.js';
import { route } from '../plugins/route.js';

export const adminProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminSaveProfile', (req) =>
    adminWrite<Profile>(app, req, { action: 'profile.update', target: 'profile', catalogue: true }, async (tx) => {
      const before = { about: await siteAbout(tx) };
      await saveSiteAbout(tx, req.body.about);
      return { before, after: { about: req.body.about } };
    }),
  );
};
