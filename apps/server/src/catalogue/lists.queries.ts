/** Which shows a category list or a Discover search holds. */
import type { Queryable } from '../db/client.js';
import { identifier, join, shared, sql, type Sql } from '../db/sql.js';
import type { ShowSet } from './show-cards.js';

const TERMS = {
  genre: { table: 'genre', link: 'show_genre', column: 'genre_id' },
  keyword: { table: 'keyword', link: 'show_keyword', column: 'keyword_id' },
  tone: { table: 'tone', link: 'show_tone', column: 'tone_id' },
} as const;
export type TermKind = keyof typeof TERMS;

export async function findTermName(db: Queryable, kind: TermKind, id: number): Promise<string | undefined> {
  const [term] = await db.query<{ name: string }>(sql`SELECT name FROM ${identifier(TERMS[kind].table)} WHERE id = ${id}`);
  return term?.name;
}

export const showsWithTerm = (kind: TermKind, id: number): Sql =>
  sql`SELECT show_id FROM ${identifier(TERMS[kind].link)} WHERE ${identifier(TERMS[kind].column)} = ${id}`;

export function showsOfYear(year: number): Sql {
  const y = shared(year);
  return sql`SELECT id AS show_id FROM show WHERE first_air_date >= make_date(${y}, 1, 1) AND first_air_date < make_date(${y} + 1, 1, 1)`;
}

/** Discover: every filter optional; a show must carry all chosen keywords. */
export function discoverSet(filters: { genre?: number | undefined; tone?: number | undefined; keyword?: number[] | undefined }): ShowSet {
  const { genre, tone, keyword } = filters;
  const sets: Sql[] = [];
  if (genre !== undefined) sets.push(showsWithTerm('genre', genre));
  if (tone !== undefined) sets.push(showsWithTerm('tone', tone));
  if (keyword?.length)
    sets.push(
      sql`SELECT show_id FROM show_keyword WHERE keyword_id = ANY(${keyword}::int[])
          GROUP BY show_id HAVING count(*) = ${keyword.length}`,
    );
  return { showIds: sets.length ? join(sets, ' INTERSECT ') : null, combined: sets.length > 1 };
}
