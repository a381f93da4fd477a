import type { ShowCard } from '@klama/contract';
import type { Queryable, SqlParam } from '../db/client.js';
import { CARD_COLUMNS, toCard, type CardRow } from '../catalogue/show-cards.js';
import { normalizeTitle } from './normalize.js';

/**
 * Ranked title search over English, Korean and alternative titles.
 * Tiers: the numeric id (5), an exact title (4), a title prefix (3), a substring (2), then fuzzy
 * trigram matches for typos (1); inside a tier by trigram similarity, then popularity, then id.
 * Candidates come from indexes only: trigram GIN for 3+ characters, the bigram table for two,
 * the prefix b-tree for one.
 */
export async function searchShows(db: Queryable, query: string, limit: number): Promise<ShowCard[]> {
  const term = normalizeTitle(query);
  const compact = term.replace(/ /g, '');
  if (!compact) return [];
  const length = [...compact].length;
  const params: SqlParam[] = [term, compact, limit];
  const numericId = /^\d{1,9}$/.test(query.trim()) ? Number(query.trim()) : null;

  const substring =
    length >= 3
      ? `t.compact LIKE '%' || $2 || '%'`
      : length === 2
        ? `t.show_id IN (SELECT show_id FROM show_search_bigram WHERE bigram = $2)`
        : `t.compact LIKE $2 || '%'`;
  const fuzzy = length >= 3 ? `OR t.term % $1 OR $1 <% t.term` : '';
  let idHit = '';
  if (numericId !== null) {
    params.push(numericId);
    idHit = `UNION ALL SELECT id, 5, 1 FROM show WHERE id = $${params.length}`;
  }

  const rows = await db.query<CardRow>(
    `WITH candidates AS (
       SELECT t.show_id,
         CASE WHEN t.compact = $2 THEN 4 WHEN t.compact LIKE $2 || '%' THEN 3 WHEN t.compact LIKE '%' || $2 || '%' THEN 2 ELSE 1 END AS tier,
         greatest(similarity(t.term, $1), word_similarity($1, t.term)) AS sim
       FROM show_search_term t
       WHERE ${substring} ${fuzzy}
       ${idHit}
     ),
     best AS (SELECT show_id, max(tier) AS tier, max(sim) AS sim FROM candidates GROUP BY show_id)
     SELECT ${CARD_COLUMNS} FROM best b JOIN show s ON s.id = b.show_id
     ORDER BY b.tier DESC, b.sim DESC, s.popularity DESC, s.id
     LIMIT $3`,
    params,
  );
  return rows.map(toCard);
}

