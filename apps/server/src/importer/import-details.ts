/** Validates, maps and writes one TMDB tv-details object in one transaction (shared by the TMDB and file imports). */
import type { Database, Queryable } from '../db/client.js';
import { loadTaxonomyMapping } from './mapping/mapping.js';
import { mapTmdbShow } from './map-show.js';
import { TmdbTvDetails } from './tmdb/types.js';
import { writeImportedShow, type WriteOutcome } from './write-imported.js';
import { writeImportedEpisodes } from './write-imported-episodes.js';

export class InvalidDetailsError extends Error {}

/** The first problem as `field: message` (`keywords.results.3.id: must be at most 2147483647 (ids are 32-bit)`). */
export function parseDetails(raw: unknown): TmdbTvDetails {
  const parsed = TmdbTvDetails.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  throw new InvalidDetailsError(field ? `${field}: ${issue.message}` : `not a TMDB tv-details object: ${issue.message}`);
}

/**
 * What an import reports for a show it could not write: our own messages as they are; a database
 * error only by its SQLSTATE (its text can quote the data and is not for the report).
 */
export function describeImportError(err: unknown): string {
  if (err instanceof InvalidDetailsError) return err.message;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `the database refused the show (SQLSTATE ${code})`;
  return err instanceof Error ? err.message : String(err);
}

/** `alsoInTransaction` runs in the same transaction (the TMDB import marks the show done there). */
export async function importDetails(
  db: Database,
  raw: unknown,
  alsoInTransaction?: (tx: Queryable, outcome: WriteOutcome) => Promise<void>,
): Promise<{ id: number; outcome: WriteOutcome; warnings: string[] }> {
  const mapped = mapTmdbShow(parseDetails(raw), loadTaxonomyMapping());
  const outcome = await db.transaction(async (tx) => {
    const result = await writeImportedShow(tx, mapped);
    await writeImportedEpisodes(tx, mapped, raw);
    await alsoInTransaction?.(tx, result);
    return result;
  });
  return { id: mapped.tmdbId, outcome, warnings: mapped.warnings };
}
