/**
 * Reviews (ARCHITECTURE 9.2): a show's reviews for anyone (the caller's votes when signed in), and the caller's
 * own review and helpful votes. None of it touches the catalogue: no version bump, no cached answer dropped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, REVIEW_MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { deleteReview, putReview, setHelpful, showReviews } from './reviews.queries.js';

export const reviewReadRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'showReviews', async (req) => {
    const page = await showReviews(app.db, req.params.id, req.user?.userId ?? null, req.query);
    if (!page) throw notFound(MESSAGES.showNotFound);
    return page;
  });
};

export const reviewWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const writes = { preHandler: app.writeLimit('reviewWrite') };
  const votes = { preHandler: app.writeLimit('helpfulVote') };
  route(
    app,
    'putReview',
    async (req) => {
      const review = await putReview(db, signedIn(req).userId, req.params.id, req.body);
      if (!review) throw notFound(MESSAGES.showNotFound);
      return review;
    },
    writes,
  );
  route(
    app,
    'deleteReview',
    async (req, reply) => {
      if (!(await deleteReview(db, signedIn(req).userId, req.params.id))) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      return reply.code(204).send();
    },
    writes,
  );
  route(app, 'voteHelpful', async (req) => setHelpful(db, signedIn(req).userId, req.params.id, true), votes);
  route(app, 'unvoteHelpful', async (req) => setHelpful(db, signedIn(req).userId, req.params.id, false), votes);
};
