import { z } from 'zod';
import {
  ACCENT_COLORS,
  AIRING_STATUSES,
  CATEGORY_LIST_SORT_OPTIONS,
  DEFAULT_SORT,
  DISCOVER_SORT_OPTIONS,
  DISCOVER_YEARS,
  GENRE_MATCHES,
  RATING_RANGE,
  PERSON_SORT_OPTIONS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_RESULTS_MAX,
} from './constants.js';
import { DateString, IdParam, PageQuery, PosterPath, RequestText, ShowCard, ShowPage, SortParam, Term } from './common.js';
import { DiscoverProviderQuery } from './regions.js';
import { DETAILS_COLUMNS } from './show-columns.js';
import { CommunityScore } from './community-score.js';

// ---- search ---------------------------------------------------------------------------------
export const SearchQuery = z.strictObject({
  query: RequestText().max(SEARCH_MAX_QUERY_LENGTH, `must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`).default(''),
  limit: z.coerce.number({ error: 'must be an integer from 1 to 50' }).int().min(1).max(50).default(10),
});
export const SearchResponse = z.array(ShowCard);
export type SearchResponse = z.infer<typeof SearchResponse>;

/** `GET search`: shows and people. A person's department says which page lists their shows (Acting: the cast page, else the crew page). */
export const PERSON_DEPARTMENTS = ['Acting', 'Directing', 'Writing', 'Crew'] as const;
export type PersonDepartment = (typeof PERSON_DEPARTMENTS)[number];
export const PersonResult = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string().nullable(),
  profile_path: z.string().nullable(),
  department: z.enum(PERSON_DEPARTMENTS),
  /** their best-known shows (most popular first), at most PERSON_RESULT_SHOWS */
  shows: z.array(ShowCard),
});
export type PersonResult = z.infer<typeof PersonResult>;
export const PERSON_RESULT_SHOWS = 3;
export const SiteSearchResponse = z.object({ shows: z.array(ShowCard), people: z.array(PersonResult) });
export type SiteSearchResponse = z.infer<typeof SiteSearchResponse>;

/** `GET search/results`: the search results page, `limit` shows and `limit` people a page. */
export const SearchResultsQuery = z.strictObject({
  query: SearchQuery.shape.query,
  page: z.coerce
    .number({ error: 'must be a positive integer' })
    .int('must be a positive integer')
    .min(1, 'must be a positive integer')
    .max(SEARCH_RESULTS_MAX, `must be at most ${SEARCH_RESULTS_MAX}`)
    .default(1),
  limit: z.coerce.number({ error: 'must be an integer from 1 to 50' }).int().min(1).max(50).default(20),
});
export const SearchResultsPage = z.object({
  shows: z.array(ShowCard),
  people: z.array(PersonResult),
  page: z.number().int(),
  limit: z.number().int(),
  /** a later page has more shows or more people (results stop at SEARCH_RESULTS_MAX of each) */
  hasNextPage: z.boolean(),
});
export type SearchResultsPage = z.infer<typeof SearchResultsPage>;

// ---- details --------------------------------------------------------------------------------
export const Trailer = z.object({ key: z.string(), site: z.string() });
export const ShowDetails = z.object({
  ...DETAILS_COLUMNS,
  genres: z.array(Term),
  networks: z.array(z.object({ id: z.number().int(), name: z.string(), logo_path: z.string().nullable() })),
  related_seasons: z.array(z.object({ season: z.number().int(), show: z.object({ id: z.number().int(), name: z.string() }) })),
  /** which season this is, for a show with other seasons (as on its card) */
  season_number: z.number().int().optional(),
  poster_path: PosterPath,
  keywords: z.array(Term),
  tones: z.array(Term),
  trailer: z.array(Trailer),
  original_story: z.object({ title: z.object({ title: z.string() }), author: z.object({ name: z.string() }) }).nullable(),
  /** A Korean answer's English title (its `name` is the Korean one): the Korean page's subtitle. Absent in English. */
  english_name: z.string().optional(),
  /**
   * The K-lama score of the moment (null: no eligible rating yet). The last member on purpose: a cached answer is
   * sent with this member rewritten on every hit (response-cache's live tail, decision 0041).
   */
  community: CommunityScore.nullable(),
});
export type ShowDetails = z.infer<typeof ShowDetails>;

export const Video = z.object({ key: z.string(), site: z.string(), type: z.string(), name: z.string() });
export const ShowVideos = z.object({ id: z.number().int(), results: z.array(Video) });
export type ShowVideos = z.infer<typeof ShowVideos>;

// ---- per-show satellites ---------------------------------------------------------------------
export const ShowKeywords = z.object({ id: z.number().int(), results: z.array(Term) });
export const Provider = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_path: z.string().nullable(),
  display_priority: z.number().int(),
});
export type Provider = z.infer<typeof Provider>;
export const ShowProviders = z.object({ id: z.number().int(), results: z.array(Provider) });
export type ShowProviders = z.infer<typeof ShowProviders>;
export const CastMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  profile_path: z.string().nullable(),
  order: z.number().int(),
});
export type CastMember = z.infer<typeof CastMember>;
export const ShowCast = z.array(CastMember);
export type ShowCast = z.infer<typeof ShowCast>;
export const Credit = z.object({ _id: z.string(), id: z.number().int(), name: z.string(), job: z.string() });
export type Credit = z.infer<typeof Credit>;
export const ShowCredits = z.object({ id: z.number().int(), results: z.array(Credit) });
export type ShowCredits = z.infer<typeof ShowCredits>;

// ---- recommendations -------------------------------------------------------------------------
export const CuratedRecommendations = z.object({ id: z.number().int(), shows: z.array(ShowCard) });
export const SimilarShows = z.array(ShowCard);
export type SimilarShows = z.infer<typeof SimilarShows>;

// ---- taxonomies ------------------------------------------------------------------------------
export const TermList = z.array(Term);
export type TermList = z.infer<typeof TermList>;

// ---- category lists --------------------------------------------------------------------------
export const CategoryListParams = z.strictObject({
  type: RequestText().max(40),
  key: RequestText().max(40),
});
/** A category list's page: the four orders and the K-lama score's. */
export const CategoryListQuery = PageQuery.extend({
  sort: z.enum(CATEGORY_LIST_SORT_OPTIONS, { error: `must be one of ${CATEGORY_LIST_SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
export const CategoryListResponse = ShowPage.extend({ name: z.string() });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

/** Comma-separated list of positive integer ids ("3,7"). */
export const IdListParam = z
  .string()
  .max(400, 'is too long')
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'must be comma-separated ids (at most 20)')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/**
 * `GET /keyword?ids=3,7`: those keywords by name (used or not, a page's chosen ones outside the 500 most used),
 * an id no keyword has left out; without `ids`, the 500 most used.
 */
export const KeywordQuery = z.strictObject({ ids: IdListParam.optional() });
export type KeywordQuery = z.infer<typeof KeywordQuery>;

const DiscoverYear = z.coerce
  .number({ error: `must be a year from ${DISCOVER_YEARS.min} to ${DISCOVER_YEARS.max}` })
  .int(`must be a year from ${DISCOVER_YEARS.min} to ${DISCOVER_YEARS.max}`)
  .min(DISCOVER_YEARS.min, `must be a year from ${DISCOVER_YEARS.min} to ${DISCOVER_YEARS.max}`)
  .max(DISCOVER_YEARS.max, `must be a year from ${DISCOVER_YEARS.min} to ${DISCOVER_YEARS.max}`);
const ratingError = `must be a number from ${RATING_RANGE.min} to ${RATING_RANGE.max} (at most two decimals)`;

/** Comma-separated airing states ("airing,upcoming"): a show in any of them. */
export const StatusListParam = z
  .string()
  .max(100, 'is too long')
  .transform((s, ctx) => {
    const statuses = [...new Set(s.split(','))];
    const unknown = statuses.find((x) => !(AIRING_STATUSES as readonly string[]).includes(x));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: `must be comma-separated values of ${AIRING_STATUSES.join(', ')}` });
      return z.NEVER;
    }
    return statuses as (typeof AIRING_STATUSES)[number][];
  });

/**
 * Discover. The spec's filters (`keyword`, `genre`, `tone`) and sorts stay as they were; additions: `genre` takes
 * several ids (`genre_match` all, the default, or any), a year range, a minimum rating, airing states and two more
 * orders.
 */
const DiscoverFilterFields = {
  keyword: IdListParam.optional(),
  /** one genre id, or several comma-separated */
  genre: IdListParam.optional(),
  genre_match: z.enum(GENRE_MATCHES, { error: `must be one of ${GENRE_MATCHES.join(', ')}` }).optional(),
  tone: IdParam.optional(),
  /** first aired in these years (inclusive); undated shows are left out when either is set */
  year_from: DiscoverYear.optional(),
  year_to: DiscoverYear.optional(),
  /** rated at least this (TMDB's vote average); unrated shows are left out when set */
  rating_min: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, ratingError)
    .transform(Number)
    .pipe(z.number().min(RATING_RANGE.min, ratingError).max(RATING_RANGE.max, ratingError))
    .optional(),
  status: StatusListParam.optional(),
  /** only shows that have aired (first air date today or earlier): the home page's Newly Released row */
  aired: z.stringbool({ error: 'must be true or false' }).optional(),
  ...DiscoverProviderQuery,
};
const yearsInOrder = (q: { year_from?: number | undefined; year_to?: number | undefined }) =>
  q.year_from === undefined || q.year_to === undefined || q.year_from <= q.year_to;
const yearsInOrderError = { path: ['year_to'], message: 'must not be before year_from' };

/**
 * Discover. The spec's filters (`keyword`, `genre`, `tone`) and sorts stay as they were; additions: `genre` takes
 * several ids (`genre_match` all, the default, or any), a year range, a minimum rating, airing states and two more
 * orders.
 */
export const DiscoverQuery = PageQuery.extend({
  sort: z.enum(DISCOVER_SORT_OPTIONS, { error: `must be one of ${DISCOVER_SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT),
  ...DiscoverFilterFields,
}).refine(yearsInOrder, yearsInOrderError);
export type DiscoverQuery = z.infer<typeof DiscoverQuery>;

/** `GET show/facets`: Discover's filters but the service (no page or order) and, per service streaming in the region, how many shows match them. */
const { provider: _provider, ...facetFields } = DiscoverFilterFields;
export const DiscoverFacetsQuery = z.strictObject(facetFields).refine(yearsInOrder, yearsInOrderError);
export type DiscoverFacetsQuery = z.infer<typeof DiscoverFacetsQuery>;
export const DiscoverFacets = z.object({
  region: z.string(),
  providers: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
});
export type DiscoverFacets = z.infer<typeof DiscoverFacets>;

// ---- collections -----------------------------------------------------------------------------
export const CollectionKeyParam = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a collection key');
export const PeriodicListParams = z.strictObject({
  collectionId: CollectionKeyParam,
  listId: z.union([
    z.literal('latest'),
    z
      .string()
      .regex(/^\d{1,10}$/, 'must be "latest" or a list id')
      // a list id is a 32-bit integer column: a larger number would fail in the database (a 500), not match nothing
      .refine((id) => Number(id) <= 2_147_483_647, 'is too large'),
  ]),
});
// no default sort here: without one, a list keeps its curated order
export const PeriodicListQuery = z.strictObject({ sort: SortParam.unwrap().optional() });
export const PeriodicList = z.object({ _id: z.string(), releaseDate: DateString, shows: z.array(ShowCard) });
export type PeriodicList = z.infer<typeof PeriodicList>;
export const PermanentCollectionResponse = ShowPage.extend({ name: z.string(), description: z.string() });
export type PermanentCollectionResponse = z.infer<typeof PermanentCollectionResponse>;
export const CollectionParams = z.strictObject({ id: CollectionKeyParam });

// ---- provider / person / crew pages ----------------------------------------------------------
export const ProviderPage = ShowPage.extend({ id: z.number().int(), name: z.string(), img_path: z.string().nullable() });
export type ProviderPage = z.infer<typeof ProviderPage>;
/** A person's shows: every list's four orders, and most popular first. */
export const PersonQuery = PageQuery.extend({
  sort: z.enum(PERSON_SORT_OPTIONS, { error: `must be one of ${PERSON_SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT),
});
/** A show on a person's page: for an actor, the character they play in it. */
export const PersonShow = ShowCard.extend({ character: z.string().optional() });
export type PersonShow = z.infer<typeof PersonShow>;
export const PersonPage = ShowPage.extend({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string().nullable(),
  img_path: z.string().nullable(),
  /** what they are known for, from their credits: Acting when they act, else their most frequent crew job's department */
  known_for_department: z.enum(PERSON_DEPARTMENTS),
  /** TMDB's person details (the sample's people.json for a few); null while unknown */
  biography: z.string().nullable(),
  birthday: DateString.nullable(),
  deathday: DateString.nullable(),
  place_of_birth: z.string().nullable(),
  results: z.array(PersonShow),
});
export type PersonPage = z.infer<typeof PersonPage>;
export const CrewPage = PersonPage.extend({ jobs: z.array(z.string()) });
export type CrewPage = z.infer<typeof CrewPage>;

// ---- marketing -------------------------------------------------------------------------------
export const HeroSlide = z.object({
  order: z.number().int(),
  url: z.string(),
  title: z.string(),
  tagline: z.string().optional(),
  img: z.string(),
  tag: z.object({ label: z.string(), color: z.enum(ACCENT_COLORS) }),
});
export type HeroSlide = z.infer<typeof HeroSlide>;
export const HeroList = z.array(HeroSlide);
export const Profile = z.object({ about: z.string() });
export type Profile = z.infer<typeof Profile>;

/** Any collection by key, periodic (its latest list) or permanent, as a page (the /collection/{name} screen). */
export const CollectionPage = ShowPage.extend({
  key: z.string(),
  kind: z.enum(['periodic', 'permanent']),
  name: z.string(),
  description: z.string(),
  releaseDate: DateString.nullable(),
});
export type CollectionPage = z.infer<typeof CollectionPage>;
