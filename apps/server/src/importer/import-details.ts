/** Validates, maps and writes one TMDB tv-details object in one transaction (shared by the TMDB and file imports). */
import type { Database, Queryable } from '../db/client.js';
import { loadTaxonomyMapping } from './mapping/mapping.js';
import { mapTmdbShow } from './map-show.js';
import { TmdbTvDetails } from './tmdb/types.js';
import { writeImportedShow, type WriteOutcome } from './write-imported.js';

export class InvalidDetailsError extends Error {}

export function parseDetails(raw: unknown): TmdbTvDetails {
  const parsed = TmdbTvDetails.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new InvalidDetailsError(`not a TMDB tv-details object: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** `alsoInTransaction` runs in the same transaction (the TMDB import marks the show done there). */
export async function importDetails(
  db: Database,
  raw: unknown,
  alsoInTransaction?: (tx: Queryable, outcome: WriteOutcome) => Promise<void>,
): Promise<{ id: number; outcome: WriteOutcome }> {
  const mapped = mapTmdbShow(parseDetails(raw), loadTaxonomyMapping());
  const outcome = await db.transaction(async (tx) => {
    const result = await writeImportedShow(tx, mapped);
    await alsoInTransaction?.(tx, result);
    return result;
  });
  return { id: mapped.tmdbId, outcome };
}
