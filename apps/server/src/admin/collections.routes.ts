/** admin/collections: create and edit collections, set a permanent one's shows, add a periodic one's dated list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminCollection } from '@klama/contract';
import { ADMIN_MESSAGES } from '@klama/contract';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import type { Queryable } from '../db/client.js';
import { adminWrite } from './admin-write.js';
import {
  adminCollections,
  collectionTaken,
  findAdminCollection,
  insertCollection,
  insertPeriodicList,
  nameTakenByOther,
  periodicListExists,
  setPermanentItems,
  unknownShowIds,
  updateCollection,
} from './collections.queries.js';
import { route } from '../plugins/route.js';

async function existingCollection(tx: Queryable, key: string): Promise<AdminCollection> {
  const collection = await findAdminCollection(tx, key);
  if (!collection) throw notFound(ADMIN_MESSAGES.collectionNotFound);
  return collection;
}

async function knownShows(tx: Queryable, ids: readonly number[]) {
  const unknown = await unknownShowIds(tx, ids);
  if (unknown.length) throw badRequest(`${ADMIN_MESSAGES.unknownShows}: ${unknown.join(', ')}`);
}

export const adminCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminCollections', () => adminCollections(app.db));

  route(app, 'adminCreateCollection', async (req, reply) => {
    const created = await adminWrite<AdminCollection>(
      app,
      req,
      { action: 'collection.create', target: `collection/${req.body.key}`, catalogue: true },
      async (tx) => {
        if (await collectionTaken(tx, req.body.key, req.body.name)) throw new HttpError(409, ADMIN_MESSAGES.collectionExists);
        await insertCollection(tx, req.body);
        return { before: null, after: await existingCollection(tx, req.body.key) };
      },
    );
    return reply.code(201).send(created);
  });

  route(app, 'adminUpdateCollection', (req) =>
    adminWrite<AdminCollection>(
      app,
      req,
      { action: 'collection.update', target: `collection/${req.params.key}`, catalogue: true },
      async (tx) => {
        const before = await existingCollection(tx, req.params.key);
        if (req.body.name && (await nameTakenByOther(tx, before.key, req.body.name)))
          throw new HttpError(409, ADMIN_MESSAGES.collectionExists);
        await updateCollection(tx, before, req.body);
        return { before, after: await existingCollection(tx, before.key) };
      },
    ),
  );

  route(app, 'adminSetCollectionShows', (req) =>
    adminWrite<AdminCollection>(
      app,
      req,
      { action: 'collection.items', target: `collection/${req.params.key}`, catalogue: true },
      async (tx) => {
        const before = await existingCollection(tx, req.params.key);
        if (before.kind !== 'permanent') throw badRequest(ADMIN_MESSAGES.notPermanent);
        await knownShows(tx, req.body.showIds);
        await setPermanentItems(tx, before.key, req.body.showIds);
        return { before: before.showIds, after: req.body.showIds, result: await existingCollection(tx, before.key) };
      },
    ),
  );

  route(app, 'adminAddPeriodicList', async (req, reply) => {
    const { releaseDate, showIds } = req.body;
    const after = await adminWrite<AdminCollection>(
      app,
      req,
      { action: 'collection.list', target: `collection/${req.params.key}/${releaseDate}`, catalogue: true },
      async (tx) => {
        const before = await existingCollection(tx, req.params.key);
        if (before.kind !== 'periodic') throw badRequest(ADMIN_MESSAGES.notPeriodic);
        if (await periodicListExists(tx, before.key, releaseDate)) throw new HttpError(409, ADMIN_MESSAGES.listExists);
        await knownShows(tx, showIds);
        await insertPeriodicList(tx, before.key, releaseDate, showIds);
        return { before: null, after: { releaseDate, showIds }, result: await existingCollection(tx, before.key) };
      },
    );
    return reply.code(201).send(after);
  });
};
