/** Show cards and paged show lists: counting and slicing happen in SQL, in one round trip. */
import {
  COMMUNITY_SORT,
  DEFAULT_SORT,
  type CatalogueLanguage,
  type CommunityScore,
  type PageQuery,
  type PersonSort,
  type ShowCard,
  type ShowPage,
} from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { z } from 'zod';
import { sql, type Sql } from '../db/sql.js';
import { rows } from '../db/rows.js';

/** The orders SQL makes alone (the K-lama score's needs the scores: `scoreOrder`). */
export type SqlSort = Exclude<PersonSort, typeof COMMUNITY_SORT>;
const ORDER_BY: Record<SqlSort, Sql> = {
  date_desc: sql`s.first_air_date DESC NULLS LAST, s.id`,
  date_asc: sql`s.first_air_date ASC NULLS LAST, s.id`,
  name_asc: sql`lower(s.name) COLLATE "C", s.id`,
  original_name_asc: sql`s.original_name COLLATE "C", s.id`,
  // people's pages only (a person's shows are few: no index needed)
  popularity_desc: sql`s.popularity DESC, s.id`,
};
/** Korean pages' `name_asc`: by the Korean name (Hangul's code points are its dictionary order), else the English. */
const KOREAN_NAME_ORDER = sql`lower(coalesce(s.name_ko, s.name)) COLLATE "C", s.id`;
/** A sort's ORDER BY over `show s`; `name_asc` by the name in the language asked (decision 0053). */
export const orderBy = (sort: SqlSort, language: CatalogueLanguage = 'en') =>
  sort === 'name_asc' && language === 'ko' ? KOREAN_NAME_ORDER : ORDER_BY[sort];

/** The K-lama scores as the SQL lists order by them (`app.communityScores`, decision 0041). */
export interface ScoreOrder {
  /** the shows with a score, highest first, ties by id */
  ranked(): readonly number[];
  of(showId: number): CommunityScore | null;
}

/**
 * `community_desc` over `show s`: the scored shows by their rank (a hash join of the set with the ranked ids, made
 * in memory once per change of the scores), then the rest by id. The list's set is small or bounded (a person's,
 * a service's, a collection's, a fan's shows), and the page is a top-N sort of it.
 */
export function scoreOrder(scores: ScoreOrder): { join: Sql; order: Sql } {
  return {
    join: sql`LEFT JOIN unnest(${scores.ranked()}::int[]) WITH ORDINALITY AS score_rank(show_id, rank) ON score_rank.show_id = s.id`,
    order: sql`score_rank.rank NULLS LAST, s.id`,
  };
}

/** The cards of an answer sorted by the K-lama score carry it (decision 0041). */
export const withScores = <C extends { id: number }>(cards: C[], scores: ScoreOrder): (C & { community: CommunityScore | null })[] =>
  cards.map((card) => ({ ...card, community: scores.of(card.id) }));

/** The JOIN and ORDER BY of a sort; the K-lama score's needs `scores` (a caller that offers the sort passes them). */
export function sorting(sort: PersonSort, scores: ScoreOrder | undefined, language: CatalogueLanguage = 'en'): { join: Sql; order: Sql } {
  if (sort !== COMMUNITY_SORT) return { join: sql``, order: orderBy(sort, language) };
  if (!scores) throw new Error('community_desc needs the scores');
  return scoreOrder(scores);
}

/** Columns a card needs, from `show s` (its name in both languages: `toCard` takes the one asked for). */
export const CARD_COLUMNS = sql`s.id, s.name, s.name_ko, s.original_name, s.first_air_date, s.poster_us, s.poster_kr,
  CASE WHEN s.series_id IS NOT NULL THEN s.season_number END AS season_number`;

export const CardRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the Korean name (decision 0049); null or absent (a read that has no Korean): a Korean card falls back to `name` */
  name_ko: z.string().nullable().optional(),
  original_name: z.string(),
  first_air_date: z.string().nullable(),
  poster_us: z.string().nullable(),
  poster_kr: z.string().nullable(),
  /** set for a season of a series */
  season_number: z.number().int().nullable().optional(),
});
export type CardRow = z.infer<typeof CardRow>;

/** A page's rows: its cards with the set's total, or the total alone (a page past the end: the LATERAL join found nothing). */
const PageRow = z.union([CardRow.extend({ total: z.number().int() }), z.object({ total: z.number().int(), id: z.null() })]);

/** A card in `language` (a Korean card's name falls back to the English one). */
export function toCard(r: CardRow, language: CatalogueLanguage = 'en'): ShowCard {
  return {
    id: r.id,
    name: language === 'ko' ? (r.name_ko ?? r.name) : r.name,
    original_name: r.original_name,
    first_air_date: r.first_air_date,
    poster_path: {
      ...(r.poster_us ? { US: { path: r.poster_us } } : {}),
      ...(r.poster_kr ? { KR: { path: r.poster_kr } } : {}),
    },
    ...(r.season_number != null ? { season_number: r.season_number } : {}),
  };
}

/**
 * Which shows a list holds: SQL returning one distinct `show_id` column, or `null` for the whole
 * catalogue. `combined` marks a set built from several filters (INTERSECT): it is computed once
 * and reused for the count and the page.
 */
export interface ShowSet {
  showIds: Sql | null;
  combined?: boolean;
  /** the set's own order over `show s` (a curated list's positions), used when no sort is asked for */
  ownOrder?: Sql;
}

/**
 * A page of a show set in one statement: the count comes from the set alone (an index-only scan
 * of a link table for a category) less its hidden shows (a partial index of the few hidden ones),
 * the page from `show` in the sort's index order, hidden shows left out.
 */
export async function pagedShows(
  db: Queryable,
  set: ShowSet,
  q: Pick<PageQuery, 'page' | 'limit'> & { sort?: PersonSort | undefined; language?: CatalogueLanguage },
  scores?: ScoreOrder,
): Promise<ShowPage> {
  const { join, order } = q.sort ? sorting(q.sort, scores, q.language) : { join: sql``, order: set.ownOrder ?? orderBy(DEFAULT_SORT) };
  const paging = sql`ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`;
  const statement =
    set.showIds === null
      ? sql`SELECT (SELECT count(*)::int FROM visible_show) AS total, p.* FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM visible_show s ${join} ${paging}) p ON true`
      : set.combined
        ? sql`WITH matching AS MATERIALIZED (${set.showIds})
           SELECT ((SELECT count(*) FROM matching) - (SELECT count(*) FROM show h JOIN matching m ON m.show_id = h.id WHERE h.hidden))::int
             AS total, p.* FROM (SELECT 1) one
           LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM visible_show s JOIN matching m ON m.show_id = s.id ${join} ${paging}) p ON true`
        : sql`SELECT ((SELECT count(*) FROM (${set.showIds}) matching)
                    - (SELECT count(*) FROM show h WHERE h.hidden AND h.id IN (${set.showIds})))::int AS total, p.* FROM (SELECT 1) one
           LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM visible_show s ${join} WHERE s.id IN (${set.showIds}) ${paging}) p ON true`;
  const page = await rows(db, PageRow, statement);
  const totalDocs = page[0]?.total ?? 0;
  const cards = page.flatMap((r) => (r.id === null ? [] : [toCard(r, q.language)]));
  const results = q.sort === COMMUNITY_SORT && scores ? withScores(cards, scores) : cards;
  return pageOf(results, totalDocs, q);
}

export function pageOf<T>(results: T[], totalDocs: number, q: Pick<PageQuery, 'page' | 'limit'>) {
  const totalPages = Math.ceil(totalDocs / q.limit);
  const hasNextPage = q.page < totalPages;
  const hasPrevPage = q.page > 1;
  return {
    results,
    page: q.page,
    limit: q.limit,
    totalPages,
    totalDocs,
    hasNextPage,
    hasPrevPage,
    nextPage: hasNextPage ? q.page + 1 : null,
    prevPage: hasPrevPage ? q.page - 1 : null,
  };
}
