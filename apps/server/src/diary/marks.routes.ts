/** Like, bookmark and watched marks: status, toggles, counts and the per-mark lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { markCounts, markState, markedShows, toggleMark } from './marks.queries.js';
import { route } from '../plugins/route.js';

/** Anonymous callers and invalid or expired tokens get all false: the page still renders. */
export const markStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'markStatus', async (req) => {
    const state = await markState(app.db, req.user?.userId ?? null, req.params.showId);
    if (!state) throw notFound(MESSAGES.showNotFound);
    return state;
  });
};

export const markRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Toggles take no body; clients that send `Content-Type: application/json` with an empty body
  // (or any JSON) are accepted, and the body is ignored.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

  route(app, 'markCounts', async (req) => markCounts(db, signedIn(req).userId));

  route(app, 'markedShows', async (req) => markedShows(db, signedIn(req).userId, req.params.status, req.query, app.communityScores));

  route(app, 'toggleMark', async (req) => {
    const state = await toggleMark(db, signedIn(req).userId, req.params.showId, req.params.status);
    if (!state) throw notFound(MESSAGES.showNotFound);
    return state;
  });
};
