/** Where to watch by region (ARCHITECTURE 7.2): a show's offers in a region, a region's providers, the user's region. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_REGION, MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { isVisibleShow } from '../catalogue/show-details.queries.js';
import { findUserRegion, offerRegions, providersInRegion, regionalOffers } from './regions.queries.js';
import { route } from '../plugins/route.js';

/** Catalogue group: cached answers, anyone may call. */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'showProviders', async (req) => {
    const { id } = req.params;
    const region = req.query.region ?? DEFAULT_REGION;
    const [visible, results, availableRegions] = await Promise.all([
      isVisibleShow(db, id),
      regionalOffers(db, id, region),
      offerRegions(db, id),
    ]);
    // a hidden show answers like an unknown one, offers or not
    if (!visible) throw notFound(MESSAGES.showNotFound);
    return { id, region, results, availableRegions };
  });

  route(app, 'regionProviders', async (req) => {
    const region = req.query.region ?? DEFAULT_REGION;
    return { region, results: await providersInRegion(db, region) };
  });
};

/** Account group: the signed-in user's saved region (the region picker adopts it on sign-in). */
export const userRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'myRegion', async (req) => ({
    region: await findUserRegion(app.db, signedIn(req).userId),
  }));
};
