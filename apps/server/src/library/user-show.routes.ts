/** Like, bookmark and watched marks: status, toggles, counts and the per-mark lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  UserShowCategoryPage,
  UserShowCategoryParams,
  UserShowCategoryQuery,
  UserShowCounts,
  UserShowState,
  UserShowStatusParams,
  UserShowToggleParams,
} from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { markCounts, markState, markedShows, toggleMark } from './user-show.queries.js';

export const userShowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, accounts } = app;

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // Toggles take no body; clients that send `Content-Type: application/json` with an empty body
  // (or any JSON) are accepted, and the body is ignored.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

  /** Anonymous callers and invalid or expired tokens get all false: the page still renders. */
  app.get('/user-show/status/:showId', { schema: { params: UserShowStatusParams, response: { 200: UserShowState } } }, async (req) => {
    const caller = await accounts.optionalUser(req);
    const state = await markState(db, caller?.userId ?? null, req.params.showId);
    if (!state) throw notFound(MESSAGES.showNotFound);
    return state;
  });

  app.get('/user-show/counts', { schema: { response: { 200: UserShowCounts } } }, async (req, reply) => {
    const caller = await accounts.requireUser(req, reply);
    return markCounts(db, caller.userId);
  });

  app.get(
    '/user-show/category/:status',
    { schema: { params: UserShowCategoryParams, querystring: UserShowCategoryQuery, response: { 200: UserShowCategoryPage } } },
    async (req, reply) => {
      const caller = await accounts.requireUser(req, reply);
      return markedShows(db, caller.userId, req.params.status, req.query);
    },
  );

  app.post(
    '/user-show/:status/:showId',
    { schema: { params: UserShowToggleParams, response: { 200: UserShowState } } },
    async (req, reply) => {
      const caller = await accounts.requireUser(req, reply);
      const state = await toggleMark(db, caller.userId, req.params.showId, req.params.status);
      if (!state) throw notFound(MESSAGES.showNotFound);
      return state;
    },
  );
};
