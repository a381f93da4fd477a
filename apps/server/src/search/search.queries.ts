import type { ShowCard } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { bulkRows, firstRow, Int, rows } from '../db/rows.js';
import { shared, sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, toCard } from '../catalogue/show-cards.js';

const SearchTermRow = z.object({ show_id: Int, term: z.string(), compact: z.string() });
const TitleTermRow = z.object({ show_id: Int, term: z.string(), kind: z.enum(['name', 'original_name', 'alternative']) });
import { normalizeTitle } from '../search-terms/normalize.js';

/**
 * The SQL reference for title search: the route answers from the in-memory index
 * (search/index/), and an equivalence test holds that index to this query's answers.
 * Ranked title search over English, Korean and alternative titles, in two phases.
 * 1. Direct hits from indexes: the numeric id, then an exact title, a title prefix, a substring
 *    (trigram GIN for 3+ characters, the bigram table for two, the prefix b-tree for one); inside a
 *    tier the shortest title first (the query covers more of it), then popularity, then id.
 * 2. Only when those do not fill the page: typo-tolerant trigram matches (whole-title similarity or
 *    word similarity), best first. Fuzzy scoring is the expensive part, so it runs only when needed.
 */
export async function searchShows(db: Queryable, query: string, limit: number): Promise<ShowCard[]> {
  const term = normalizeTitle(query);
  const compact = term.replace(/ /g, '');
  if (!compact) return [];
  const length = [...compact].length;
  const numericId = /^\d{1,9}$/.test(query.trim()) ? Number(query.trim()) : null;

  const c = shared(compact);
  const substring =
    length >= 3
      ? sql`t.compact LIKE '%' || ${c} || '%'`
      : length === 2
        ? sql`t.show_id IN (SELECT show_id FROM show_search_bigram WHERE bigram = ${c})`
        : sql`t.compact LIKE ${c} || '%'`;
  const idHit = numericId === null ? sql`` : sql`UNION ALL SELECT id, 5, 0 FROM visible_show WHERE id = ${numericId}`;
  const direct = await rows(
    db,
    CardRow,
    sql`WITH hits AS (
       SELECT t.show_id, CASE WHEN t.compact = ${c} THEN 4 WHEN t.compact LIKE ${c} || '%' THEN 3 ELSE 2 END AS tier, length(t.compact) AS len
       FROM show_search_term t WHERE ${substring}
       ${idHit}
     ),
     best AS (SELECT show_id, max(tier) AS tier, min(len) AS len FROM hits GROUP BY show_id)
     SELECT ${CARD_COLUMNS} FROM best b JOIN visible_show s ON s.id = b.show_id
     ORDER BY b.tier DESC, b.len, s.popularity DESC, s.id
     LIMIT ${limit}`,
  );
  if (direct.length >= limit || length < 3) return direct.map((r) => toCard(r));

  const q = shared(term);
  const fuzzy = await rows(
    db,
    CardRow,
    sql`WITH hits AS (
       SELECT t.show_id, greatest(similarity(t.term, ${q}), word_similarity(${q}, t.term)) AS sim
       FROM show_search_term t
       WHERE (t.term % ${q} OR ${q} <% t.term) AND t.show_id <> ALL(${direct.map((r) => r.id)}::int[])
     ),
     best AS (SELECT show_id, max(sim) AS sim FROM hits GROUP BY show_id)
     SELECT ${CARD_COLUMNS} FROM best b JOIN visible_show s ON s.id = b.show_id
     ORDER BY b.sim DESC, s.popularity DESC, s.id
     LIMIT ${limit - direct.length}`,
  );
  return [...direct, ...fuzzy].map((r) => toCard(r));
}

/** Every stored search term (the rows the in-memory title index is built from). */
export const findSearchTerms = (db: Queryable) =>
  bulkRows(db, SearchTermRow, sql`SELECT show_id, term, compact FROM show_search_term ORDER BY show_id, term`);

/** The titles of every show as stored (not the keys derived from them), grouped by show. */
export const findTitleTerms = (db: Queryable) =>
  bulkRows(
    db,
    TitleTermRow,
    sql`SELECT show_id, term, kind FROM show_search_term WHERE kind IN ('name', 'original_name', 'alternative') ORDER BY show_id, term`,
  );

/** The revision of the derived search rows, locked until the transaction ends (one instance upgrades them). */
export async function lockSearchTermRevision(tx: Queryable): Promise<number> {
  return (await firstRow(tx, z.object({ revision: Int }), sql`SELECT revision FROM search_term_revision FOR UPDATE`))?.revision ?? 0;
}

export const setSearchTermRevision = (tx: Queryable, revision: number) =>
  tx.query(sql`UPDATE search_term_revision SET revision = ${revision}`);
