import { z } from 'zod';
import { ISO_DAY } from './dates.js';
import { CommunityScore } from './community-score.js';
import { DEFAULT_SORT, LIST_SORT_OPTIONS, PAGE_SIZE } from './constants.js';
import { VALIDATION_MESSAGES } from './messages.js';

const MAX_INT = 2_147_483_647;

// Neither NUL nor a UTF-16 surrogate without its partner can be stored as UTF-8 text in PostgreSQL.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = VALIDATION_MESSAGES.storableText;
export const isStorableText = (s: string) => !s.includes('\0') && !LONE_SURROGATE.test(s);
/** Outside text made storable: NUL dropped, each unpaired surrogate replaced by U+FFFD. */
export const toStorableText = (s: string) => s.replaceAll('\0', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** Every text a request carries (body, query string, path) starts here: unstorable text is a 400 naming its field. */
export const RequestText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true });

/** A positive integer id in a path or query string ("12" → 12; "abc", "0", "1.5" → 400). */
export const IdParam = z.coerce
  .number({ error: 'must be a positive integer' })
  .int('must be a positive integer')
  .min(1, 'must be a positive integer')
  .max(MAX_INT, 'is too large');

export const ShowIdParams = z.strictObject({ id: IdParam });
export type ShowIdParams = z.infer<typeof ShowIdParams>;

export const SortParam = z.enum(LIST_SORT_OPTIONS, { error: `must be one of ${LIST_SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT);

export const PageQuery = z.strictObject({
  page: IdParam.default(1),
  limit: z.coerce
    .number({ error: 'must be an integer from 1 to 100' })
    .int('must be an integer from 1 to 100')
    .min(1, 'must be an integer from 1 to 100')
    .max(PAGE_SIZE.max, 'must be an integer from 1 to 100')
    .default(PAGE_SIZE.default),
  sort: SortParam,
});
export type PageQuery = z.infer<typeof PageQuery>;
/** A curated list's page: in the order its curators set unless a sort is asked for. */
export const CuratedPageQuery = PageQuery.extend({ sort: SortParam.unwrap().optional() });
export type CuratedPageQuery = z.infer<typeof CuratedPageQuery>;

/**
 * Every error answer (spec §8, plus `code`): `code` names the message (`section.key` of its contract table,
 * `auth.invalidCredentials`), so a client translates by code; a field error's code is its rule's
 * (`validation.invalid` for a rule no table holds).
 */
export const ErrorBody = z.object({
  status: z.literal('error'),
  code: z.string().describe('The message by name: `section.key` of its contract table, e.g. `auth.invalidCredentials`, `common.notFound`'),
  message: z.string(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        code: z.string().describe('The rule by name, e.g. `auth.passwordTooShort`; `validation.invalid` for a rule without one'),
        message: z.string(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const PosterPath = z.object({
  US: z.object({ path: z.string() }).optional(),
  KR: z.object({ path: z.string() }).optional(),
});
export type PosterPath = z.infer<typeof PosterPath>;

/** ISO date `YYYY-MM-DD`, or null when unknown. */
export const DateString = z.string().regex(ISO_DAY);

export const ShowCard = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  first_air_date: DateString.nullable(),
  poster_path: PosterPath,
  /** which season this is, for a show with other seasons (they share a title: cards tell them apart) */
  season_number: z.number().int().optional(),
  /** the K-lama score, only on the cards of an answer sorted by it (`community_desc`, never cached: decision 0041) */
  community: CommunityScore.nullable().optional(),
});
export type ShowCard = z.infer<typeof ShowCard>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalDocs: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
    nextPage: z.number().int().nullable(),
    prevPage: z.number().int().nullable(),
  });
export const ShowPage = pageOf(ShowCard);
export type ShowPage = z.infer<typeof ShowPage>;
export type Page<T> = Omit<ShowPage, 'results'> & { results: T[] };

/** A taxonomy term: genre, keyword or tone. */
export const Term = z.object({ _id: z.string(), id: z.number().int(), name: z.string() });
export type Term = z.infer<typeof Term>;
