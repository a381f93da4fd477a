/**
 * Reviews (ARCHITECTURE 9.2): a show's reviews for anyone (the caller's votes when signed in), and the caller's
 * own review and helpful votes. None of it touches the catalogue: no version bump, no cached answer dropped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, REVIEW_MESSAGES } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { route } from '../plugins/route.js';
import { countMaturedVotes, deleteReview, putReview, setHelpful, showReviews } from './reviews.queries.js';

/**
 * How many comments a reader may read on each of these reviews (`comments/` reviewCommentCounts, which ranks above
 * this folder: passed in by the caller).
 */
export type ReviewCommentCounts = (db: Queryable, viewerId: number | null, reviewIds: number[]) => Promise<Map<number, number>>;

/** A show's reviews, each with its number of comments (one more statement for the whole page). */
export const reviewReadRoutes =
  (commentCounts: ReviewCommentCounts): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, 'showReviews', async (req) => {
      const viewerId = req.user?.userId ?? null;
      const page = await showReviews(app.db, req.params.id, viewerId, req.query);
      if (!page) throw notFound(MESSAGES.showNotFound);
      const counts = await commentCounts(
        app.db,
        viewerId,
        page.results.map((r) => r.id),
      );
      return { ...page, results: page.results.map((r) => ({ ...r, comments: counts.get(r.id) ?? 0 })) };
    });
  };

/** How often the helpful votes of accounts past their newcomer hours start to count (decision 0048). */
const COUNT_MATURED_VOTES_MS = 60_000;

export const reviewWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const maturing = setInterval(() => {
    countMaturedVotes(db).catch((e: unknown) => app.log.warn({ err: e }, 'counting matured helpful votes failed'));
  }, COUNT_MATURED_VOTES_MS);
  maturing.unref();
  app.addHook('onClose', async () => clearInterval(maturing));
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
