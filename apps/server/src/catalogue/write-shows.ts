/**
 * Writes shows with all their relations in bulk (a few statements per batch, not per row).
 * Shared by the sample loader, the importers and the synthetic generator. Re-writing a show
 * replaces its relations, so writes are idempotent. Every write bumps the catalogue version in the
 * caller's transaction.
 */
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { identifier, sql } from '../db/sql.js';
import { indexShowTitles } from '../search-terms/title-index.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { SHOW_COLUMN_NAMES, showColumnValues, type ShowFields } from '../db/show-columns.js';
import { findShowOverrides, keepImportedFields, type ShowOverride } from './show-overrides.queries.js';

/** A show and its relations; its own fields and their columns are in show-columns.ts. */
export type ShowRecord = ShowFields & {
  alternativeNames: string[];
  genreIds: number[];
  keywordIds: number[];
  toneIds: number[];
  networkIds: number[];
  providerIds: number[];
  cast: { personId: number; role: string }[];
  crew: { personId: number; job: string }[];
  videos: { site: string; key: string; type: string; name: string; isFeatured: boolean }[];
};

const WRITTEN_COLUMNS = [...SHOW_COLUMN_NAMES, 'hidden'] as const;

function withOverride(s: ShowRecord, o: ShowOverride | undefined): ShowRecord {
  if (!o) return s;
  return { ...s, name: o.name ?? s.name, originalName: o.originalName ?? s.originalName, overview: o.overview ?? s.overview };
}

export async function writeShows(db: Queryable, written: readonly ShowRecord[]): Promise<void> {
  if (!written.length) return;
  await bumpCatalogueVersion(db);
  const ids = written.map((s) => s.id);
  // an operator's corrections and hiding outlive every re-write of a show (show-overrides.queries.ts)
  const overrides = await findShowOverrides(db, ids);
  await keepImportedFields(
    db,
    written
      .filter((s) => overrides.has(s.id))
      .map((s) => ({ showId: s.id, name: s.name, originalName: s.originalName, overview: s.overview })),
  );
  const shows = written.map((s) => withOverride(s, overrides.get(s.id)));
  await insertRows(
    db,
    'show',
    WRITTEN_COLUMNS,
    shows.map((s) => [...showColumnValues(s), overrides.get(s.id)?.hidden ?? false]),
    `ON CONFLICT (id) DO UPDATE SET ${WRITTEN_COLUMNS.filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ')}, updated_at = now()`,
  );
  for (const table of [
    'show_genre',
    'show_keyword',
    'show_tone',
    'show_network',
    'show_provider',
    'cast_credit',
    'crew_credit',
    'video',
  ] as const)
    await db.query(sql`DELETE FROM ${identifier(table)} WHERE show_id = ANY(${ids}::int[])`);

  const links = (pick: (s: ShowRecord) => number[]) =>
    shows.flatMap((s) => [...new Set(pick(s))].map((target, position): SqlParam[] => [s.id, target, position]));
  await insertRows(
    db,
    'show_genre',
    ['show_id', 'genre_id', 'position'],
    links((s) => s.genreIds),
  );
  await insertRows(
    db,
    'show_keyword',
    ['show_id', 'keyword_id', 'position'],
    links((s) => s.keywordIds),
  );
  await insertRows(
    db,
    'show_tone',
    ['show_id', 'tone_id', 'position'],
    links((s) => s.toneIds),
  );
  await insertRows(
    db,
    'show_network',
    ['show_id', 'network_id', 'position'],
    links((s) => s.networkIds),
  );
  await insertRows(
    db,
    'show_provider',
    ['show_id', 'provider_id'],
    shows.flatMap((s) => [...new Set(s.providerIds)].map((p) => [s.id, p])),
  );
  await insertRows(
    db,
    'cast_credit',
    ['show_id', 'person_id', 'role', 'order'],
    shows.flatMap((s) => s.cast.map((c, i) => [s.id, c.personId, c.role, i])),
  );
  const crew = shows.flatMap((s) => {
    const seen = new Set<string>();
    return s.crew
      .filter((c) => !seen.has(`${c.personId}:${c.job}`) && seen.add(`${c.personId}:${c.job}`))
      .map((c) => [s.id, c.personId, c.job]);
  });
  await insertRows(db, 'crew_credit', ['show_id', 'person_id', 'job'], crew);
  await insertRows(
    db,
    'video',
    ['show_id', 'site', 'key', 'type', 'name', 'is_featured', 'position'],
    shows.flatMap((s) => s.videos.map((v, i) => [s.id, v.site, v.key, v.type, v.name, v.isFeatured, i])),
    'ON CONFLICT DO NOTHING',
  );
  await indexShowTitles(
    db,
    shows.map((s) => ({ showId: s.id, name: s.name, originalName: s.originalName, alternativeNames: s.alternativeNames })),
  );
}
