/** The search rows of shows: their terms and the character bigrams of each (title-index.ts makes them). */
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { sql } from '../db/sql.js';

/** Replaces the search rows of `showIds`: terms are [show_id, term, compact, kind], bigrams [bigram, show_id]. */
export async function replaceSearchRows(
  db: Queryable,
  showIds: readonly number[],
  terms: readonly SqlParam[][],
  grams: readonly SqlParam[][],
): Promise<void> {
  await db.query(sql`DELETE FROM show_search_term WHERE show_id = ANY(${showIds}::int[])`);
  await db.query(sql`DELETE FROM show_search_bigram WHERE show_id = ANY(${showIds}::int[])`);
  await insertRows(db, 'show_search_term', ['show_id', 'term', 'compact', 'kind'], terms);
  await insertRows(db, 'show_search_bigram', ['bigram', 'show_id'], grams);
}
