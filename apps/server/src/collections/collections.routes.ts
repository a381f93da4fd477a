/** Periodic collections (dated lists) and permanent collections (timeless curated lists). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../plugins/errors.js';
import { COMMUNITY_SORT } from '@klama/contract';
import { pagedShows, toCard, withScores } from '../catalogue/show-cards.js';
import {
  findCollection,
  findPeriodicList,
  findPermanentCollection,
  periodicCollectionExists,
  periodicListCards,
  periodicListSet,
  permanentCollectionSet,
} from './collections.queries.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';

const COLLECTION_NOT_FOUND = 'Collection not found';
const LIST_NOT_FOUND = 'List not found';

export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, 'periodicList', async (req) => {
    const { collectionId, listId } = req.params;
    const list = await findPeriodicList(db, collectionId, listId === 'latest' ? 'latest' : Number(listId));
    if (!list) throw notFound((await periodicCollectionExists(db, collectionId)) ? LIST_NOT_FOUND : COLLECTION_NOT_FOUND);
    const language = languageOf(req);
    const shows = (await periodicListCards(db, list.id, req.query.sort, app.communityScores, language)).map((row) => toCard(row, language));
    const cards = req.query.sort === COMMUNITY_SORT ? withScores(shows, app.communityScores) : shows;
    return { _id: String(list.id), releaseDate: list.release_date, shows: cards };
  });

  route(app, 'permanentCollection', async (req) => {
    const collection = await findPermanentCollection(db, req.params.id, languageOf(req));
    if (!collection) throw notFound(COLLECTION_NOT_FOUND);
    return {
      ...collection,
      ...(await pagedShows(db, permanentCollectionSet(req.params.id), { ...req.query, language: languageOf(req) }, app.communityScores)),
    };
  });

  /** Any collection by key, whatever its kind (a periodic one pages through its latest list). */
  route(app, 'collection', async (req) => {
    const key = req.params.id;
    const c = await findCollection(db, key, languageOf(req));
    if (!c) throw notFound(COLLECTION_NOT_FOUND);
    const q = { ...req.query, language: languageOf(req) };
    if (c.kind === 'permanent')
      return { key, ...c, releaseDate: null, ...(await pagedShows(db, permanentCollectionSet(key), q, app.communityScores)) };
    const list = await findPeriodicList(db, key, 'latest');
    if (!list) throw notFound(LIST_NOT_FOUND);
    const page = await pagedShows(db, periodicListSet(list.id), q, app.communityScores);
    return { key, ...c, releaseDate: list.release_date, ...page };
  });
};
