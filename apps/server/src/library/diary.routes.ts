/** The diary (ARCHITECTURE 7.1): one entry per show, the diary list and its statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiaryPage, DiaryQuery, DiaryStats, Entry, EntryParams, EntryPatch, MESSAGES } from '@klama/contract';
import { signedIn } from '../access/groups.js';
import { notFound } from '../plugins/errors.js';
import { clearEntry, diaryPage, diaryStats, patchEntry, readEntry } from './diary.queries.js';
import { noContent } from '../api-docs/answers.js';

export const diaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/user-show/entry/:showId', { schema: { params: EntryParams, response: { 200: Entry } } }, async (req) => {
    const entry = await readEntry(db, signedIn(req).userId, req.params.showId);
    if (!entry) throw notFound(MESSAGES.showNotFound);
    return entry;
  });

  app.patch('/user-show/entry/:showId', { schema: { params: EntryParams, body: EntryPatch, response: { 200: Entry } } }, async (req) => {
    const entry = await patchEntry(db, signedIn(req).userId, req.params.showId, req.body);
    if (!entry) throw notFound(MESSAGES.showNotFound);
    return entry;
  });

  app.delete(
    '/user-show/entry/:showId',
    { schema: { params: EntryParams, response: { 204: noContent('The entry is gone') } } },
    async (req, reply) => {
      if (!(await clearEntry(db, signedIn(req).userId, req.params.showId))) throw notFound(MESSAGES.showNotFound);
      return reply.code(204).send();
    },
  );

  app.get('/user-show/diary', { schema: { querystring: DiaryQuery, response: { 200: DiaryPage } } }, async (req) =>
    diaryPage(db, signedIn(req).userId, req.query),
  );

  app.get('/user-show/stats', { schema: { response: { 200: DiaryStats } } }, async (req) => diaryStats(db, signedIn(req).userId));
};
