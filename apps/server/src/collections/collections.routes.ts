/** Periodic collections (dated lists) and permanent collections (timeless curated lists). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CollectionPage,
  CollectionParams,
  PageQuery,
  PeriodicList,
  PeriodicListParams,
  PeriodicListQuery,
  PermanentCollectionResponse,
} from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { notFound } from '../plugins/errors.js';
import { CARD_COLUMNS, orderBy, pagedShows, toCard, type CardRow } from '../catalogue/show-cards.js';

const COLLECTION_NOT_FOUND = 'Collection not found';
const LIST_NOT_FOUND = 'List not found';

/** `latest` is the list with the greatest release date. */
async function findPeriodicList(db: Queryable, key: string, listId: string) {
  const [list] = await db.query<{ id: number; release_date: string }>(
    listId === 'latest'
      ? `SELECT id, release_date FROM periodic_list WHERE collection_key = $1 ORDER BY release_date DESC LIMIT 1`
      : `SELECT id, release_date FROM periodic_list WHERE collection_key = $1 AND id = $2`,
    listId === 'latest' ? [key] : [key, Number(listId)],
  );
  return list;
}

const PERIODIC_LIST_SHOWS = 'SELECT show_id FROM periodic_list_item WHERE list_id = $1';
const PERMANENT_SHOWS = 'SELECT show_id FROM permanent_collection_item WHERE collection_key = $1';

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/periodic-collection/:collectionId/sub/:listId',
    { schema: { params: PeriodicListParams, querystring: PeriodicListQuery, response: { 200: PeriodicList } } },
    async (req) => {
      const { collectionId, listId } = req.params;
      const list = await findPeriodicList(db, collectionId, listId);
      if (!list) {
        const exists = await db.query('SELECT 1 FROM periodic_collection WHERE key = $1', [collectionId]);
        throw notFound(exists.length ? LIST_NOT_FOUND : COLLECTION_NOT_FOUND);
      }
      const order = req.query.sort ? orderBy(req.query.sort) : 'i.position, s.id';
      const shows = await db.query<CardRow>(
        `SELECT ${CARD_COLUMNS} FROM periodic_list_item i JOIN show s ON s.id = i.show_id WHERE i.list_id = $1 ORDER BY ${order}`,
        [list.id],
      );
      return { _id: String(list.id), releaseDate: list.release_date, shows: shows.map(toCard) };
    },
  );

  app.get(
    '/permanent-collection/:id',
    { schema: { params: CollectionParams, querystring: PageQuery, response: { 200: PermanentCollectionResponse } } },
    async (req) => {
      const [collection] = await db.query<{ name: string; description: string }>(
        'SELECT name, description FROM permanent_collection WHERE key = $1',
        [req.params.id],
      );
      if (!collection) throw notFound(COLLECTION_NOT_FOUND);
      return { ...collection, ...(await pagedShows(db, { showIds: PERMANENT_SHOWS, params: [req.params.id] }, req.query)) };
    },
  );

  /** Any collection by key, whatever its kind (a periodic one pages through its latest list). */
  app.get(
    '/collection/:id',
    { schema: { params: CollectionParams, querystring: PageQuery, response: { 200: CollectionPage } } },
    async (req) => {
      const key = req.params.id;
      const [c] = await db.query<{ kind: 'periodic' | 'permanent'; name: string; description: string }>(
        `SELECT 'permanent' AS kind, name, description FROM permanent_collection WHERE key = $1
         UNION ALL SELECT 'periodic', name, description FROM periodic_collection WHERE key = $1`,
        [key],
      );
      if (!c) throw notFound(COLLECTION_NOT_FOUND);
      if (c.kind === 'permanent')
        return { key, ...c, releaseDate: null, ...(await pagedShows(db, { showIds: PERMANENT_SHOWS, params: [key] }, req.query)) };
      const list = await findPeriodicList(db, key, 'latest');
      if (!list) throw notFound(LIST_NOT_FOUND);
      const page = await pagedShows(db, { showIds: PERIODIC_LIST_SHOWS, params: [list.id] }, req.query);
      return { key, ...c, releaseDate: list.release_date, ...page };
    },
  );
};
