/** The diary (ARCHITECTURE 7.1): one entry per show, the diary list and its statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { clearEntry, diaryPage, diaryStats, patchEntry, readEntry } from './diary.queries.js';
import { route } from '../plugins/route.js';

export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'entry', async (req) => {
    const entry = await readEntry(db, signedIn(req).userId, req.params.showId);
    if (!entry) throw notFound(MESSAGES.showNotFound);
    return entry;
  });

  route(app, 'updateEntry', async (req) => {
    const entry = await patchEntry(db, signedIn(req).userId, req.params.showId, req.body);
    if (!entry) throw notFound(MESSAGES.showNotFound);
    return entry;
  });

  route(app, 'deleteEntry', async (req, reply) => {
    if (!(await clearEntry(db, signedIn(req).userId, req.params.showId))) throw notFound(MESSAGES.showNotFound);
    return reply.code(204).send();
  });

  route(app, 'diary', async (req) => diaryPage(db, signedIn(req).userId, req.query));

  route(app, 'diaryStats', async (req) => diaryStats(db, signedIn(req).userId));
};
