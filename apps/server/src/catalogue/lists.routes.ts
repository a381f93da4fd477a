/** Paged show lists: category lists (genre, keyword, year, tone) and Discover. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryListParams,
  CategoryListResponse,
  DEFAULT_REGION,
  DiscoverQuery,
  IdParam,
  LIST_CATEGORY_TYPES,
  MESSAGES,
  PageQuery,
  ShowPage,
  type ListCategoryType,
} from '@klama/contract';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import type { CatalogueSnapshot, Facet, TermKind } from './read-model/catalogue-snapshot.js';

const YearKey = z.coerce.number().int().min(1900).max(2100);

interface CategoryFilter extends Facet {
  name: string;
}

const termCategory = (kind: TermKind, label: string) => (catalogue: CatalogueSnapshot, key: string) => {
  const id = IdParam.safeParse(key);
  if (!id.success) throw badRequest(`${label} id must be a positive integer`);
  const name = catalogue.termName(kind, id.data);
  if (name === undefined) throw notFound(`${label} not found`);
  return { name, kind, id: id.data };
};

const CATEGORY_FILTERS: Record<ListCategoryType, (catalogue: CatalogueSnapshot, key: string) => CategoryFilter> = {
  genre: termCategory('genre', 'Genre'),
  keyword: termCategory('keyword', 'Keyword'),
  tone: termCategory('tone', 'Tone'),
  year: (_catalogue, key) => {
    const year = YearKey.safeParse(key);
    if (!year.success || !/^\d{4}$/.test(key)) throw badRequest('Year must be a 4-digit year');
    return { name: String(year.data), kind: 'year', id: year.data };
  },
};

/** Served from the in-memory read model (orders and facets computed by the database when it was built). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/show/list/:type/:key',
    { schema: { params: CategoryListParams, querystring: PageQuery, response: { 200: CategoryListResponse } } },
    async (req) => {
      const { type, key } = req.params;
      if (!(LIST_CATEGORY_TYPES as readonly string[]).includes(type)) throw new HttpError(400, MESSAGES.unsupportedCategoryType);
      const { catalogue } = await app.readModel.current();
      const filter = CATEGORY_FILTERS[type as ListCategoryType](catalogue, key);
      return { name: filter.name, ...catalogue.page([filter], req.query) };
    },
  );

  /** Discover: every filter optional; a show must carry all chosen keywords; `provider` streams it in `region` (US by default); `aired` leaves out the upcoming. */
  app.get('/show', { schema: { querystring: DiscoverQuery, response: { 200: ShowPage } } }, async (req) => {
    const { keyword = [], genre, tone, aired, provider, region = DEFAULT_REGION } = req.query;
    const filters: Facet[] = [
      ...(genre !== undefined ? [{ kind: 'genre' as const, id: genre }] : []),
      ...(tone !== undefined ? [{ kind: 'tone' as const, id: tone }] : []),
      ...(provider !== undefined ? [{ kind: 'provider' as const, id: provider, region }] : []),
      ...keyword.map((id) => ({ kind: 'keyword' as const, id })),
    ];
    const airedBy = aired ? new Date().toISOString().slice(0, 10) : undefined;
    return (await app.readModel.current()).catalogue.page(filters, { ...req.query, airedBy });
  });
};
