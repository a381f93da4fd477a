/**
 * Which shows a category list or a Discover search holds, in SQL: the reference the in-memory read
 * model is tested against (read-model-equivalence.test.ts).
 */
import type { Queryable } from '../db/client.js';
import { identifier, join, shared, sql, type Sql } from '../db/sql.js';
import type { ShowSet } from './show-cards.js';

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
  return sql`SELECT id AS show_id FROM show WHERE first_air_date >= make_date(${y}, 1, 1) AND first_air_date < make_date(${y} + 1, 1, 1)`;
}
