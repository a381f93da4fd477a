/** Curated recommendations and similar shows (scored by the database). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CuratedRecommendations, MESSAGES, ShowIdParams, SIMILAR_SHOWS_LIMIT, SimilarShows } from '@klama/contract';
import { notFound } from '../plugins/errors.js';
import { CARD_COLUMNS, toCard, type CardRow } from '../catalogue/show-cards.js';
import { rowsOfShow } from '../catalogue/show-details.queries.js';

/**
 * Similarity: shared keywords, tones and genres, each weighted by how rare the term is
 * (1 / ln(2 + shows using it)), keywords ×3, tones ×2, genres ×1. The show's other seasons are left out
 * (the details page lists them already). Ties: popularity, then id.
 */
const SIMILAR_SQL = `
WITH target AS (SELECT id, series_id FROM show WHERE id = $1),
terms AS (
  SELECT 'k' AS kind, keyword_id AS term_id, 3.0 / ln(2 + (SELECT count(*) FROM show_keyword c WHERE c.keyword_id = l.keyword_id)) AS w
    FROM show_keyword l WHERE l.show_id = $1
  UNION ALL
  SELECT 't', tone_id, 2.0 / ln(2 + (SELECT count(*) FROM show_tone c WHERE c.tone_id = l.tone_id)) FROM show_tone l WHERE l.show_id = $1
  UNION ALL
  SELECT 'g', genre_id, 1.0 / ln(2 + (SELECT count(*) FROM show_genre c WHERE c.genre_id = l.genre_id)) FROM show_genre l WHERE l.show_id = $1
),
scores AS (
  SELECT l.show_id, t.w FROM show_keyword l JOIN terms t ON t.kind = 'k' AND t.term_id = l.keyword_id
  UNION ALL SELECT l.show_id, t.w FROM show_tone l JOIN terms t ON t.kind = 't' AND t.term_id = l.tone_id
  UNION ALL SELECT l.show_id, t.w FROM show_genre l JOIN terms t ON t.kind = 'g' AND t.term_id = l.genre_id
),
ranked AS (SELECT show_id, sum(w) AS score FROM scores GROUP BY show_id)
SELECT ${CARD_COLUMNS} FROM ranked r JOIN show s ON s.id = r.show_id, target
WHERE s.id <> target.id AND (target.series_id IS NULL OR s.series_id IS DISTINCT FROM target.series_id)
ORDER BY r.score DESC, s.popularity DESC, s.id
LIMIT ${SIMILAR_SHOWS_LIMIT}`;

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/recommendations/details/:id', { schema: { params: ShowIdParams, response: { 200: CuratedRecommendations } } }, async (req) => {
    const { id } = req.params;
    const shows = await db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM recommendation r JOIN show s ON s.id = r.recommended_id WHERE r.show_id = $1 ORDER BY r.position, s.id`,
      [id],
    );
    if (!shows.length) throw notFound(MESSAGES.recommendationsNotFound);
    return { id, shows: shows.map(toCard) };
  });

  app.get('/recommendations/similar/:id', { schema: { params: ShowIdParams, response: { 200: SimilarShows } } }, async (req) => {
    return (await rowsOfShow<CardRow>(db, req.params.id, SIMILAR_SQL)).map(toCard);
  });
};
