import type { Queryable, SqlParam } from '../db/client.js';
import { replaceSearchRows } from './search-terms.queries.js';
import { bigrams, normalizeTitle } from './normalize.js';
import { choseongTerm, romanizedTerm } from './korean.js';

export interface ShowTitles {
  showId: number;
  name: string;
  originalName: string;
  alternativeNames: readonly string[];
}

/** What a search row was made from: a title, or a key derived from a Hangul title. */
export type SearchTermKind = 'name' | 'original_name' | 'alternative' | 'romanized' | 'choseong';

/**
 * The search rows of one show: each distinct normalised title, then for each Hangul title its
 * romanisation and its initial consonants (a term already present is not repeated).
 */
export function searchTermsOf(s: ShowTitles): { term: string; kind: SearchTermKind }[] {
  const terms = new Map<string, SearchTermKind>();
  const titles: [string, SearchTermKind][] = [
    [s.name, 'name'],
    [s.originalName, 'original_name'],
    ...s.alternativeNames.map((n): [string, SearchTermKind] => [n, 'alternative']),
  ];
  for (const [title, kind] of titles) {
    const term = normalizeTitle(title);
    if (term && !terms.has(term)) terms.set(term, kind);
  }
  for (const term of [...terms.keys()])
    for (const [derived, kind] of [
      [romanizedTerm(term), 'romanized'],
      [choseongTerm(term), 'choseong'],
    ] as const)
      if (derived && !terms.has(derived)) terms.set(derived, kind);
  return [...terms].map(([term, kind]) => ({ term, kind }));
}

/** (Re)writes the search rows of some shows: their terms (searchTermsOf) and the character bigrams of each. */
export async function indexShowTitles(db: Queryable, shows: readonly ShowTitles[]): Promise<void> {
  if (!shows.length) return;
  const terms: SqlParam[][] = [];
  const grams: SqlParam[][] = [];
  for (const s of shows) {
    const seenGrams = new Set<string>();
    for (const { term, kind } of searchTermsOf(s)) {
      const compact = term.replace(/ /g, '');
      terms.push([s.showId, term, compact, kind]);
      for (const g of bigrams(compact)) {
        if (seenGrams.has(g)) continue;
        seenGrams.add(g);
        grams.push([g, s.showId]);
      }
    }
  }
  await replaceSearchRows(
    db,
    shows.map((s) => s.showId),
    terms,
    grams,
  );
}
