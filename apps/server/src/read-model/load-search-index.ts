import type { Queryable } from '../db/client.js';
import type { LoadedCatalogue } from './load-catalogue-snapshot.js';
import { TitleSearchIndex } from '../search/index/title-search-index.js';
import { findSearchTerms } from '../search/search.queries.js';

/** Builds the title index from the stored search terms (the same rows the SQL search reads). */
export async function loadSearchIndex(db: Queryable, { snapshot, popularityRank }: LoadedCatalogue): Promise<TitleSearchIndex> {
  const rows = await findSearchTerms(db);
  const terms = rows.flatMap(({ show_id, term, compact }) => {
    const pos = snapshot.positionOf(show_id);
    return pos === undefined ? [] : [{ pos, term, compact }];
  });
  return new TitleSearchIndex(terms, popularityRank, (id) => snapshot.positionOf(id));
}
