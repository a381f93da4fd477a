/** Paged show lists: category lists (genre, keyword, year, tone) and Discover. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryListParams,
  CategoryListResponse,
  DiscoverQuery,
  IdParam,
  LIST_CATEGORY_TYPES,
  MESSAGES,
  PageQuery,
  ShowPage,
  type ListCategoryType,
} from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import { pagedShows, type ShowSet } from './show-cards.js';
import { discoverSet, findTermName, showsOfYear, showsWithTerm, type TermKind } from './lists.queries.js';

const YearKey = z.coerce.number().int().min(1900).max(2100);

interface CategoryFilter extends ShowSet {
  name: string;
}

const termCategory = (kind: TermKind, label: string) => async (db: Queryable, key: string) => {
  const id = IdParam.safeParse(key);
  if (!id.success) throw badRequest(`${label} id must be a positive integer`);
  const name = await findTermName(db, kind, id.data);
  if (name === undefined) throw notFound(`${label} not found`);
  return { name, showIds: showsWithTerm(kind, id.data) };
};

const CATEGORY_FILTERS: Record<ListCategoryType, (db: Queryable, key: string) => Promise<CategoryFilter>> = {
  genre: termCategory('genre', 'Genre'),
  keyword: termCategory('keyword', 'Keyword'),
  tone: termCategory('tone', 'Tone'),
  year: async (_db, key) => {
    const year = YearKey.safeParse(key);
    if (!year.success || !/^\d{4}$/.test(key)) throw badRequest('Year must be a 4-digit year');
    return { name: String(year.data), showIds: showsOfYear(year.data) };
  },
};

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/show/list/:type/:key',
    { schema: { params: CategoryListParams, querystring: PageQuery, response: { 200: CategoryListResponse } } },
    async (req) => {
      const { type, key } = req.params;
      if (!(LIST_CATEGORY_TYPES as readonly string[]).includes(type)) throw new HttpError(400, MESSAGES.unsupportedCategoryType);
      const filter = await CATEGORY_FILTERS[type as ListCategoryType](db, key);
      return { name: filter.name, ...(await pagedShows(db, filter, req.query)) };
    },
  );

  app.get('/show', { schema: { querystring: DiscoverQuery, response: { 200: ShowPage } } }, async (req) =>
    pagedShows(db, discoverSet(req.query), req.query),
  );
};
