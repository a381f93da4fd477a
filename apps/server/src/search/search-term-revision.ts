/**
 * Brings the derived search rows (romanised titles, initial consonants) of a catalogue written by an
 * older version up to date, once, when the server starts: they are computed here, not in SQL.
 */
import type { Database } from '../db/client.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { findTitleTerms, lockSearchTermRevision, setSearchTermRevision } from './search.queries.js';
import { indexShowTitles, type ShowTitles } from '../search-terms/title-index.js';

/** Raise it whenever searchTermsOf derives different rows from the same titles. */
export const SEARCH_TERM_REVISION = 2; // 2: initial-consonant keys keep digits and Latin letters
const BATCH = 1000;

/** Rewrites every show's search rows when they are of an older revision; returns how many shows were rewritten. */
export async function upgradeSearchTerms(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    if ((await lockSearchTermRevision(tx)) >= SEARCH_TERM_REVISION) return 0;
    const shows = new Map<number, ShowTitles & { alternativeNames: string[] }>();
    for (const { show_id, term, kind } of await findTitleTerms(tx)) {
      let show = shows.get(show_id);
      if (!show) shows.set(show_id, (show = { showId: show_id, name: '', originalName: '', alternativeNames: [] }));
      if (kind === 'name') show.name = term;
      else if (kind === 'original_name') show.originalName = term;
      else show.alternativeNames.push(term);
    }
    const all = [...shows.values()];
    if (all.length) await bumpCatalogueVersion(tx);
    for (let i = 0; i < all.length; i += BATCH) await indexShowTitles(tx, all.slice(i, i + BATCH));
    await setSearchTermRevision(tx, SEARCH_TERM_REVISION);
    return all.length;
  });
}

/** At a process's start (the server's, a catalogue script's), before anything is written: upgrades, and says so. */
export async function upgradeSearchTermsAtStart(db: Database): Promise<void> {
  const upgraded = await upgradeSearchTerms(db);
  if (upgraded) console.log(`Search keys brought up to date for ${upgraded} shows`);
}
