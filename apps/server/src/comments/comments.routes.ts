/**
 * Comments on reviews and public lists (ARCHITECTURE 9.2): read by anyone who may read what they are on (the
 * caller's own and deletable ones marked when signed in), written and deleted by signed-in fans within their
 * per-account limit. None of it touches the catalogue: no version bump, no cached answer dropped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.js';
import { route } from '../plugins/route.js';
import { commentPage, deleteComment, postComment } from './comments.queries.js';

export const commentReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (req: { user: { userId: number } | null }) => req.user?.userId ?? null;
  route(app, 'reviewComments', async (req) => commentPage(app.db, { kind: 'review', id: req.params.id }, viewer(req), req.query));
  route(app, 'listComments', async (req) => commentPage(app.db, { kind: 'list', id: req.params.id }, viewer(req), req.query));
};

export const commentWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limited = { preHandler: app.writeLimit('comment') };
  route(
    app,
    'postReviewComment',
    async (req, reply) =>
      reply.code(201).send(await postComment(db, signedIn(req).userId, { kind: 'review', id: req.params.id }, req.body)),
    limited,
  );
  route(
    app,
    'postListComment',
    async (req, reply) => reply.code(201).send(await postComment(db, signedIn(req).userId, { kind: 'list', id: req.params.id }, req.body)),
    limited,
  );
  route(
    app,
    'deleteComment',
    async (req, reply) => {
      await deleteComment(db, signedIn(req).userId, req.params.id);
      return reply.code(204).send();
    },
    limited,
  );
};
