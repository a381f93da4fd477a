import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { bigrams, compactTitle, normalizeTitle } from './normalize.js';

export interface ShowTitles {
  showId: number;
  name: string;
  originalName: string;
  alternativeNames: readonly string[];
}

/** (Re)writes the search rows of some shows: normalised titles and their character bigrams. */
export async function indexShowTitles(db: Queryable, shows: readonly ShowTitles[]): Promise<void> {
  if (!shows.length) return;
  const ids = shows.map((s) => s.showId);
  await db.query('DELETE FROM show_search_term WHERE show_id = ANY($1::int[])', [ids]);
  await db.query('DELETE FROM show_search_bigram WHERE show_id = ANY($1::int[])', [ids]);
  const terms: SqlParam[][] = [];
  const grams: SqlParam[][] = [];
  for (const s of shows) {
    const seen = new Set<string>();
    const seenGrams = new Set<string>();
    const titles: [string, 'name' | 'original_name' | 'alternative'][] = [
      [s.name, 'name'],
      [s.originalName, 'original_name'],
      ...s.alternativeNames.map((n): [string, 'alternative'] => [n, 'alternative']),
    ];
    for (const [title, kind] of titles) {
      const term = normalizeTitle(title);
      if (!term || seen.has(term)) continue;
      seen.add(term);
      const compact = compactTitle(title);
      terms.push([s.showId, term, compact, kind]);
      for (const g of bigrams(compact)) {
        if (seenGrams.has(g)) continue;
        seenGrams.add(g);
        grams.push([g, s.showId]);
      }
    }
  }
  await insertRows(db, 'show_search_term', ['show_id', 'term', 'compact', 'kind'], terms);
  await insertRows(db, 'show_search_bigram', ['bigram', 'show_id'], grams);
}
