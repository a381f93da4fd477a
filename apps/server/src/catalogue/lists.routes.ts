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
import type { Queryable, SqlParam } from '../db/client.js';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import { pagedShows, type ShowSet } from './show-cards.js';

const YearKey = z.coerce.number().int().min(1900).max(2100);

interface CategoryFilter extends ShowSet {
  name: string;
}

const termCategory = (table: string, link: string, column: string, label: string) => async (db: Queryable, key: string) => {
  const id = IdParam.safeParse(key);
  if (!id.success) throw badRequest(`${label} id must be a positive integer`);
  const [term] = await db.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [id.data]);
  if (!term) throw notFound(`${label} not found`);
  return { name: term.name, showIds: `SELECT show_id FROM ${link} WHERE ${column} = $1`, params: [id.data] };
};

const CATEGORY_FILTERS: Record<ListCategoryType, (db: Queryable, key: string) => Promise<CategoryFilter>> = {
  genre: termCategory('genre', 'show_genre', 'genre_id', 'Genre'),
  keyword: termCategory('keyword', 'show_keyword', 'keyword_id', 'Keyword'),
  tone: termCategory('tone', 'show_tone', 'tone_id', 'Tone'),
  year: async (_db, key) => {
    const year = YearKey.safeParse(key);
    if (!year.success || !/^\d{4}$/.test(key)) throw badRequest('Year must be a 4-digit year');
    return {
      name: String(year.data),
      showIds: `SELECT id AS show_id FROM show WHERE first_air_date >= make_date($1, 1, 1) AND first_air_date < make_date($1 + 1, 1, 1)`,
      params: [year.data],
    };
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

  /** Discover: every filter optional; a show must carry all chosen keywords. */
  app.get('/show', { schema: { querystring: DiscoverQuery, response: { 200: ShowPage } } }, async (req) => {
    const { keyword, genre, tone } = req.query;
    const sets: string[] = [];
    const params: SqlParam[] = [];
    if (genre !== undefined) {
      params.push(genre);
      sets.push(`SELECT show_id FROM show_genre WHERE genre_id = $${params.length}`);
    }
    if (tone !== undefined) {
      params.push(tone);
      sets.push(`SELECT show_id FROM show_tone WHERE tone_id = $${params.length}`);
    }
    if (keyword?.length) {
      params.push(keyword, keyword.length);
      sets.push(
        `SELECT show_id FROM show_keyword WHERE keyword_id = ANY($${params.length - 1}::int[])
         GROUP BY show_id HAVING count(*) = $${params.length}`,
      );
    }
    return pagedShows(db, { showIds: sets.length ? sets.join(' INTERSECT ') : null, params, combined: sets.length > 1 }, req.query);
  });
};
