/** Paged show lists: category lists (genre, keyword, year, tone) and Discover. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueLanguage, DiscoverQuery, ShowPage } from '@klama/contract';
import { COMMUNITY_SORT, DEFAULT_REGION, IdParam, LIST_CATEGORY_TYPES, MESSAGES, type ListCategoryType, utcDay } from '@klama/contract';
import { HttpError, badRequest, notFound } from '../plugins/errors.js';
import type { CatalogueSnapshot, Facet, ShowFilter, TermKind } from './catalogue-snapshot.js';
import { route } from '../plugins/route.js';
import { languageOf } from '../plugins/catalogue-language.js';
import type { CommunityScores } from '../community-score/index.js';
import { withScores as cardsWithScores } from '../catalogue/show-cards.js';

const YearKey = z.coerce.number().int().min(1900).max(2100);

interface CategoryFilter extends Facet {
  name: string;
}

type CategoryOf = (catalogue: CatalogueSnapshot, key: string, language: CatalogueLanguage) => CategoryFilter;

const termCategory =
  (kind: TermKind, label: string): CategoryOf =>
  (catalogue, key, language) => {
    const id = IdParam.safeParse(key);
    if (!id.success) throw badRequest(`${label} id must be a positive integer`);
    const name = catalogue.termName(kind, id.data, language);
    if (name === undefined) throw notFound(`${label} not found`);
    return { name, kind, id: id.data };
  };

const CATEGORY_FILTERS: Record<ListCategoryType, CategoryOf> = {
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
export const categoryListRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'categoryList', async (req) => {
    const { type, key } = req.params;
    if (!(LIST_CATEGORY_TYPES as readonly string[]).includes(type)) throw new HttpError(400, MESSAGES.unsupportedCategoryType);
    const { catalogue } = await app.readModel.current();
    const language = languageOf(req);
    const filter = CATEGORY_FILTERS[type as ListCategoryType](catalogue, key, language);
    const q = { ...req.query, language };
    if (req.query.sort !== COMMUNITY_SORT) return { name: filter.name, ...catalogue.page([filter], q) };
    catalogue.followScores(app.communityScores);
    return { name: filter.name, ...withScores(catalogue.page([filter], q), app.communityScores) };
  });

  /**
   * Discover: every filter optional; a show must carry all chosen keywords and all chosen genres (any one with
   * `genre_match=any`); `provider` streams it in `region` (US by default); `aired` leaves out the upcoming.
   */
  route(app, 'discover', async (req) => {
    const { provider, region = DEFAULT_REGION } = req.query;
    const filter = showFilter(req.query);
    if (provider !== undefined) filter.facets = [...filter.facets, { kind: 'provider', id: provider, region }];
    const { catalogue } = await app.readModel.current();
    const q = { ...req.query, language: languageOf(req) };
    if (req.query.sort !== COMMUNITY_SORT) return catalogue.discover(filter, q);
    catalogue.followScores(app.communityScores);
    return withScores(catalogue.discover(filter, q), app.communityScores);
  });

  /** How many shows each service streaming in `region` has among those Discover's other filters choose. */
  route(app, 'discoverFacets', async (req) => {
    const region = req.query.region ?? DEFAULT_REGION;
    const providers = (await app.readModel.current()).catalogue.providerCounts(showFilter(req.query), region);
    return { region, providers };
  });
};

/** A page in the score's order carries each card's score (such answers are made each time, never cached: decision 0041). */
function withScores(page: ShowPage, scores: CommunityScores): ShowPage {
  return { ...page, results: cardsWithScores(page.results, scores) };
}

type FilterQuery = Omit<DiscoverQuery, 'page' | 'limit' | 'sort' | 'provider'>;

/** Discover's query as the read model's filter (the service apart: the facets call counts per service). */
function showFilter(q: FilterQuery): ShowFilter & { facets: Facet[] } {
  const { keyword = [], genre = [], genre_match = 'all', tone } = q;
  const genres = genre.map((id) => ({ kind: 'genre' as const, id }));
  const anyGenre = genre_match === 'any' && genres.length > 1;
  return {
    facets: [
      ...(anyGenre ? [] : genres),
      ...(tone !== undefined ? [{ kind: 'tone' as const, id: tone }] : []),
      ...keyword.map((id) => ({ kind: 'keyword' as const, id })),
    ],
    ...(anyGenre ? { anyOf: [genres] } : {}),
    ...(q.year_from !== undefined ? { yearFrom: q.year_from } : {}),
    ...(q.year_to !== undefined ? { yearTo: q.year_to } : {}),
    ...(q.rating_min !== undefined ? { ratingMin: q.rating_min } : {}),
    ...(q.status ? { statuses: q.status } : {}),
    ...(q.aired ? { aired: true } : {}),
    today: utcDay(),
  };
}
