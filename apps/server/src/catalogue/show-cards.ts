/** Show cards and paged show lists: counting and slicing happen in SQL, in one round trip. */
import type { PageQuery, ShowCard, ShowPage, SortOption } from '@klama/contract';
import type { Queryable, SqlParam } from '../db/client.js';

const ORDER_BY: Record<SortOption, string> = {
  date_desc: 's.first_air_date DESC NULLS LAST, s.id',
  date_asc: 's.first_air_date ASC NULLS LAST, s.id',
  name_asc: 'lower(s.name) COLLATE "C", s.id',
  original_name_asc: 's.original_name COLLATE "C", s.id',
};
export const orderBy = (sort: SortOption) => ORDER_BY[sort];

/** Columns a card needs, from `show s`. */
export const CARD_COLUMNS =
  's.id, s.name, s.original_name, s.first_air_date, s.poster_us, s.poster_kr, CASE WHEN s.series_id IS NOT NULL THEN s.season_number END AS season_number';

export interface CardRow {
  id: number;
  name: string;
  original_name: string;
  first_air_date: string | null;
  poster_us: string | null;
  poster_kr: string | null;
  /** set for a season of a series */
  season_number?: number | null;
}

export function toCard(r: CardRow): ShowCard {
  return {
    id: r.id,
    name: r.name,
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
 * Which shows a list holds: SQL returning one distinct `show_id` column (parameters from $1), or
 * `null` for the whole catalogue. `combined` marks a set built from several filters (INTERSECT):
 * it is computed once and reused for the count and the page.
 */
export interface ShowSet {
  showIds: string | null;
  params: SqlParam[];
  combined?: boolean;
}

/**
 * A page of a show set in one statement: the count comes from the set alone (an index-only scan
 * of a link table for a category), the page from `show` in the sort's index order.
 */
export async function pagedShows(db: Queryable, set: ShowSet, q: Pick<PageQuery, 'page' | 'limit' | 'sort'>): Promise<ShowPage> {
  const n = set.params.length;
  const paging = `ORDER BY ${orderBy(q.sort)} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const sql =
    set.showIds === null
      ? `SELECT (SELECT count(*)::int FROM show) AS total, p.* FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM show s ${paging}) p ON true`
      : set.combined
        ? `WITH matching AS MATERIALIZED (${set.showIds})
           SELECT (SELECT count(*)::int FROM matching) AS total, p.* FROM (SELECT 1) one
           LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM show s JOIN matching m ON m.show_id = s.id ${paging}) p ON true`
        : `SELECT (SELECT count(*)::int FROM (${set.showIds}) matching) AS total, p.* FROM (SELECT 1) one
           LEFT JOIN LATERAL (SELECT ${CARD_COLUMNS} FROM show s WHERE s.id IN (${set.showIds}) ${paging}) p ON true`;
  const rows = await db.query<CardRow & { total: number }>(sql, [...set.params, q.limit, (q.page - 1) * q.limit]);
  const totalDocs = rows[0]?.total ?? 0;
  const results = rows.filter((r) => r.id !== null).map(toCard);
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
