/** Personal lists (ARCHITECTURE 7.1): the owner's calls, and the list page anyone may open when public. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateListBody,
  DIARY_MESSAGES,
  PutListItemResult,
  ListItemBody,
  ListItemParams,
  ListPage,
  ListPageQuery,
  ListParams,
  ListSummary,
  MyLists,
  UpdateListBody,
} from '@klama/contract';
import { signedIn } from '../access/groups.js';
import { notFound } from '../plugins/errors.js';
import { createList, deleteItem, deleteList, listPage, myLists, putItem, updateList } from './user-lists.queries.js';
import { noContent } from '../api-docs/answers.js';

export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/lists', { schema: { body: CreateListBody, response: { 201: ListSummary } } }, async (req, reply) =>
    reply.code(201).send(await createList(db, signedIn(req).userId, req.body)),
  );
  app.get('/lists/mine', { schema: { response: { 200: MyLists } } }, async (req) => myLists(db, signedIn(req).userId));
  app.patch('/lists/:id', { schema: { params: ListParams, body: UpdateListBody, response: { 200: ListSummary } } }, async (req) =>
    updateList(db, signedIn(req).userId, req.params.id, req.body),
  );
  app.delete('/lists/:id', { schema: { params: ListParams, response: { 204: noContent('The list is deleted') } } }, async (req, reply) => {
    await deleteList(db, signedIn(req).userId, req.params.id);
    return reply.code(204).send();
  });
  app.put(
    '/lists/:id/items/:showId',
    { schema: { params: ListItemParams, body: ListItemBody, response: { 200: PutListItemResult } } },
    async (req) => putItem(db, signedIn(req).userId, req.params.id, req.params.showId, req.body),
  );
  app.delete(
    '/lists/:id/items/:showId',
    { schema: { params: ListItemParams, response: { 204: noContent('The show is off the list') } } },
    async (req, reply) => {
      await deleteItem(db, signedIn(req).userId, req.params.id, req.params.showId);
      return reply.code(204).send();
    },
  );
};

/** A public list for anyone; a private one only for its owner (404 to everyone else: its existence is private too). */
export const listPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/lists/:id', { schema: { params: ListParams, querystring: ListPageQuery, response: { 200: ListPage } } }, async (req) => {
    const page = await listPage(app.db, req.params.id, req.user?.userId ?? null, req.query);
    if (!page) throw notFound(DIARY_MESSAGES.listNotFound);
    return page;
  });
};
