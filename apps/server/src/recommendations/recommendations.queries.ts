/** Curated recommendations and similar shows (scored by the database). */
import { SIMILAR_SHOWS_LIMIT } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { shared, sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow } from '../catalogue/show-cards.js';
import { rows } from '../db/rows.js';
import { rowsOfShow } from '../catalogue/show-details.queries.js';

export const curatedRecommendations = (db: Queryable, showId: number) =>
  rows(
    db,
    CardRow,
    sql`SELECT ${CARD_COLUMNS} FROM recommendation r JOIN visible_show s ON s.id = r.recommended_id
        WHERE r.show_id = ${showId} AND EXISTS (SELECT 1 FROM visible_show v WHERE v.id = r.show_id)
        ORDER BY r.position, s.id`,
  );

/**
 * Similarity: shared keywords, tones and genres, each weighted by how rare the term is
 * (1 / ln(2 + shows using it)), keywords ×3, tones ×2, genres ×1. The show's other seasons are left out
 * (the details page lists them already). Ties: popularity, then id. 404 for an unknown show.
 */
export function similarShows(db: Queryable, showId: number): Promise<CardRow[]> {
  const id = shared(showId);
  return rowsOfShow(
    db,
    showId,
    CardRow,
    sql`
WITH target AS (SELECT id, series_id FROM show WHERE id = ${id}),
terms AS (
  SELECT 'k' AS kind, keyword_id AS term_id, 3.0 / ln(2 + (SELECT count(*) FROM show_keyword c WHERE c.keyword_id = l.keyword_id)) AS w
    FROM show_keyword l WHERE l.show_id = ${id}
  UNION ALL
  SELECT 't', tone_id, 2.0 / ln(2 + (SELECT count(*) FROM show_tone c WHERE c.tone_id = l.tone_id)) FROM show_tone l WHERE l.show_id = ${id}
  UNION ALL
  SELECT 'g', genre_id, 1.0 / ln(2 + (SELECT count(*) FROM show_genre c WHERE c.genre_id = l.genre_id)) FROM show_genre l WHERE l.show_id = ${id}
),
scores AS (
  SELECT l.show_id, t.w FROM show_keyword l JOIN terms t ON t.kind = 'k' AND t.term_id = l.keyword_id
  UNION ALL SELECT l.show_id, t.w FROM show_tone l JOIN terms t ON t.kind = 't' AND t.term_id = l.tone_id
  UNION ALL SELECT l.show_id, t.w FROM show_genre l JOIN terms t ON t.kind = 'g' AND t.term_id = l.genre_id
),
ranked AS (SELECT show_id, sum(w) AS score FROM scores GROUP BY show_id)
SELECT ${CARD_COLUMNS} FROM ranked r JOIN visible_show s ON s.id = r.show_id, target
WHERE s.id <> target.id AND (target.series_id IS NULL OR s.series_id IS DISTINCT FROM target.series_id)
ORDER BY r.score DESC, s.popularity DESC, s.id
LIMIT ${SIMILAR_SHOWS_LIMIT}`,
  );
}
