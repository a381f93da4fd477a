/**
 * The catalogue's lists in SQL: what the in-memory read model is loaded from, and which shows a
 * category list holds (the reference the read model is tested against, read-model-equivalence.test.ts).
 */
import { SORT_OPTIONS, type SortOption } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { bulkRows, Int } from '../db/rows.js';
import { identifier, shared, sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, orderBy } from './show-cards.js';

const TERMS = {
  genre: { table: 'genre', link: 'show_genre', column: 'genre_id' },
  keyword: { table: 'keyword', link: 'show_keyword', column: 'keyword_id' },
  tone: { table: 'tone', link: 'show_tone', column: 'tone_id' },
} as const;
export type TermKind = keyof typeof TERMS;

export const showsWithTerm = (kind: TermKind, id: number): Sql =>
  sql`SELECT show_id FROM ${identifier(TERMS[kind].link)} WHERE ${identifier(TERMS[kind].column)} = ${id}`;

export function showsOfYear(year: number): Sql {
  const y = shared(year);
  return sql`SELECT id AS show_id FROM visible_show
             WHERE first_air_date >= make_date(${y}, 1, 1) AND first_air_date < make_date(${y} + 1, 1, 1)`;
}

const RANKS = [...SORT_OPTIONS.map((sort) => `rank_${sort}` as const), 'rank_name_ko_asc', 'rank_popularity', 'rank_rating'] as const;
export const RankedRow = CardRow.extend(
  Object.fromEntries(RANKS.map((rank) => [rank, Int])) as Record<(typeof RANKS)[number], typeof Int>,
).extend({ vote_average: z.number().nullable() });
export type RankedRow = z.infer<typeof RankedRow>;
/** `name_ko`: the Korean name (keywords have one; genres and tones none) */
const TermRow = z.object({ id: Int, name: z.string(), name_ko: z.string().nullable() });
const TermLinkRow = z.object({ term_id: Int, show_id: Int });
const LastEpisodeRow = z.object({ show_id: Int, last_air_date: z.string() });

/**
 * Every visible show's card with its place (0-based) in each sort order, by popularity and by rating (best first,
 * unrated last, more votes first among equals), and its rating, in id order.
 */
export function findRankedShows(db: Queryable): Promise<RankedRow[]> {
  const rank = (sort: SortOption) => sql`(row_number() OVER (ORDER BY ${orderBy(sort)}) - 1)::int`;
  return bulkRows(
    db,
    RankedRow,
    sql`SELECT ${CARD_COLUMNS},
          ${rank('date_desc')} AS rank_date_desc, ${rank('date_asc')} AS rank_date_asc,
          ${rank('name_asc')} AS rank_name_asc, ${rank('original_name_asc')} AS rank_original_name_asc,
          (row_number() OVER (ORDER BY ${orderBy('name_asc', 'ko')}) - 1)::int AS rank_name_ko_asc,
          (row_number() OVER (ORDER BY s.popularity DESC, s.id) - 1)::int AS rank_popularity,
          (row_number() OVER (ORDER BY s.vote_average DESC NULLS LAST, s.vote_count DESC, s.id) - 1)::int AS rank_rating,
          s.vote_average
        FROM visible_show s ORDER BY s.id`,
  );
}

export const findTerms = (db: Queryable, kind: TermKind) =>
  bulkRows(
    db,
    TermRow,
    sql`SELECT id, name, ${kind === 'keyword' ? sql`name_ko` : sql`NULL::text AS name_ko`} FROM ${identifier(TERMS[kind].table)}`,
  );

export const findTermLinks = (db: Queryable, kind: TermKind) =>
  bulkRows(
    db,
    TermLinkRow,
    sql`SELECT l.${identifier(TERMS[kind].column)} AS term_id, l.show_id FROM ${identifier(TERMS[kind].link)} l
        JOIN visible_show s ON s.id = l.show_id`,
  );

/** The day of each visible show's last dated episode (shows without one are left out): Discover's airing states. */
export const findLastEpisodeDates = (db: Queryable) =>
  bulkRows(
    db,
    LastEpisodeRow,
    sql`SELECT e.show_id, to_char(max(e.air_date), 'YYYY-MM-DD') AS last_air_date FROM episode e JOIN visible_show s ON s.id = e.show_id
        WHERE e.air_date IS NOT NULL GROUP BY e.show_id`,
  );
