/** Personal lists (ARCHITECTURE 7.1): the owner's calls, and the list page anyone may open when public. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIARY_MESSAGES } from '@klama/contract';
import { signedIn } from '../accounts/authenticate.js';
import { notFound } from '../plugins/errors.js';
import { createList, deleteItem, deleteList, listPage, myLists, putItem, updateList } from './personal-lists.queries.js';
import { route } from '../plugins/route.js';

export const personalListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  route(app, 'createList', async (req, reply) => reply.code(201).send(await createList(db, signedIn(req).userId, req.body)));
  route(app, 'myLists', async (req) => myLists(db, signedIn(req).userId));
  route(app, 'updateList', async (req) => updateList(db, signedIn(req).userId, req.params.id, req.body));
  route(app, 'deleteList', async (req, reply) => {
    await deleteList(db, signedIn(req).userId, req.params.id);
    return reply.code(204).send();
  });
  route(app, 'putListItem', async (req) => putItem(db, signedIn(req).userId, req.params.id, req.params.showId, req.body));
  route(app, 'deleteListItem', async (req, reply) => {
    await deleteItem(db, signedIn(req).userId, req.params.id, req.params.showId);
    return reply.code(204).send();
  });
};

/** A public list for anyone; a private one only for its owner (404 to everyone else: its existence is private too). */
export const personalListPageRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'listPage', async (req) => {
    const page = await listPage(app.db, req.params.id, req.user?.userId ?? null, req.query, app.communityScores);
    if (!page) throw notFound(DIARY_MESSAGES.listNotFound);
    return page;
  });
};
