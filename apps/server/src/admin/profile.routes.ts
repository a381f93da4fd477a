/** admin/profile: the About text (markdown), in English and in Korean. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminProfile } from '@klama/contract';
import { siteAboutTexts } from '../marketing/marketing.queries.js';
import { saveSiteAbout } from '../marketing/profile.queries.js';
import { adminWrite } from './admin-write.js';
import { route } from '../plugins/route.js';

export const adminProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminProfile', () => siteAboutTexts(app.db));

  route(app, 'adminSaveProfile', (req) =>
    adminWrite<AdminProfile>(app, req, { action: 'profile.update', target: 'profile', catalogue: true }, async (tx) => {
      const before = await siteAboutTexts(tx);
      await saveSiteAbout(tx, req.body.about, req.body.ko?.about);
      return { before, after: await siteAboutTexts(tx) };
    }),
  );
};
