/** admin/shows/{id}: hide a show everywhere, or correct its titles and overview (kept across re-imports). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminShow } from '@klama/contract';
import { ADMIN_MESSAGES } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import type { Queryable } from '../db/client.js';
import { indexShowTitles } from '../search-terms/title-index.js';
import { adminWrite } from './admin-write.js';
import { alternativeTitles, findAdminShow, hiddenShows, saveShowOverride } from './shows.queries.js';
import { route } from '../plugins/route.js';

async function existingShow(db: Queryable, id: number): Promise<AdminShow> {
  const show = await findAdminShow(db, id);
  if (!show) throw notFound(ADMIN_MESSAGES.showNotFound);
  return show;
}

export const adminShowRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminHiddenShows', () => hiddenShows(app.db));

  route(app, 'adminShow', (req) => existingShow(app.db, req.params.id));

  route(app, 'adminPatchShow', (req) =>
    adminWrite<AdminShow>(app, req, { action: 'show.update', target: `show/${req.params.id}`, catalogue: true }, async (tx) => {
      const before = await existingShow(tx, req.params.id);
      await saveShowOverride(tx, req.params.id, req.body);
      const after = await existingShow(tx, req.params.id);
      if (after.name !== before.name || after.original_name !== before.original_name)
        await indexShowTitles(tx, [
          {
            showId: after.id,
            name: after.name,
            originalName: after.original_name,
            alternativeNames: await alternativeTitles(tx, after.id),
          },
        ]);
      return { before, after };
    }),
  );
};
