/** What an imported show brings besides its own rows: TMDB's recommendations, kept whole and linked where we have both shows. */
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { sql } from '../db/sql.js';

/**
 * Keeps TMDB's whole list for `showId` (import_recommendation), links the shows we have, and links the
 * shows that recommended one of `ids` (the show and its seasons) now that it is here.
 */
export async function replaceImportedRecommendations(
  db: Queryable,
  showId: number,
  ids: readonly number[],
  recommended: readonly number[],
): Promise<void> {
  await db.query(sql`DELETE FROM import_recommendation WHERE show_id = ${showId}`);
  await insertRows(
    db,
    'import_recommendation',
    ['show_id', 'recommended_id', 'position'],
    recommended.map((id, i): SqlParam[] => [showId, id, i]),
  );
  await db.query(sql`DELETE FROM recommendation WHERE show_id = ${showId}`);
  await db.query(
    sql`INSERT INTO recommendation (show_id, recommended_id, position)
        SELECT r.show_id, r.recommended_id, r.position FROM import_recommendation r
        WHERE (r.show_id = ${showId} OR r.recommended_id = ANY(${ids}::int[])) AND r.show_id <> r.recommended_id
          AND EXISTS (SELECT 1 FROM show s WHERE s.id = r.recommended_id) AND EXISTS (SELECT 1 FROM show s WHERE s.id = r.show_id)
        ON CONFLICT (show_id, recommended_id) DO UPDATE SET position = excluded.position`,
  );
}
