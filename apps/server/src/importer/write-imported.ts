/** Writes one mapped TMDB show with everything it refers to. Call inside a transaction: all or nothing. */
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { writeShows } from '../catalogue/write-shows.js';
import type { MappedShow } from './map-show.js';
import { replaceShowOffers } from '../regions/regions.queries.js';

export type WriteOutcome = 'added' | 'updated';

export async function writeImportedShow(tx: Queryable, m: MappedShow): Promise<WriteOutcome> {
  const [existing] = await tx.query<{ series_id: number | null }>('SELECT series_id FROM show WHERE id = $1', [m.tmdbId]);

  await insertRows(
    tx,
    'person',
    ['id', 'name', 'original_name', 'profile_path'],
    m.people.map((p) => [p.id, p.name, p.originalName, p.profilePath]),
    `ON CONFLICT (id) DO UPDATE SET name = excluded.name,
       original_name = coalesce(excluded.original_name, person.original_name), profile_path = coalesce(excluded.profile_path, person.profile_path)`,
  );
  await insertRows(
    tx,
    'keyword',
    ['id', 'uid', 'name'],
    m.keywords.map((k) => [k.id, `keyword-tmdb-${k.id}`, k.name]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name',
  );
  await insertRows(
    tx,
    'network',
    ['id', 'name', 'logo_path'],
    m.networks.map((n) => [n.id, n.name, n.logoPath]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo_path = coalesce(excluded.logo_path, network.logo_path)',
  );
  await insertRows(
    tx,
    'provider',
    ['id', 'name', 'logo_path', 'display_priority'],
    m.providers.map((p) => [p.id, p.name, p.logoPath, p.displayPriority]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo_path = coalesce(excluded.logo_path, provider.logo_path), display_priority = excluded.display_priority',
  );

  // providers that stream it only outside the US: added, a known one keeps its (US) display priority
  const usProviders = new Set(m.providers.map((p) => p.id));
  await insertRows(
    tx,
    'provider',
    ['id', 'name', 'logo_path', 'display_priority'],
    m.watch.providers.filter((p) => !usProviders.has(p.id)).map((p) => [p.id, p.name, p.logoPath, p.displayPriority]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo_path = coalesce(excluded.logo_path, provider.logo_path)',
  );

  let originalWorkId: number | null = null;
  if (m.originalWork) {
    const w = m.originalWork;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO original_work (title, original_title, type, author_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (title, author_id) DO UPDATE SET original_title = excluded.original_title, type = excluded.type RETURNING id`,
      [w.title, w.originalTitle, w.type, w.authorId],
    );
    originalWorkId = row!.id;
  }
  let seriesId: number | null = null;
  if (m.shows.length > 1) {
    seriesId = existing?.series_id ?? null;
    if (seriesId === null)
      seriesId = (await tx.query<{ id: number }>('INSERT INTO series (name) VALUES ($1) RETURNING id', [m.shows[0]!.name]))[0]!.id;
    else await tx.query('UPDATE series SET name = $2 WHERE id = $1', [seriesId, m.shows[0]!.name]);
  }
  await writeShows(
    tx,
    m.shows.map((s) => ({ ...s, seriesId, originalWorkId })),
  );

  // every region's offers replace the show's (and its seasons') US subscriptions written above: a dropped one is gone
  await replaceShowOffers(
    tx,
    m.shows.map((s) => s.id),
    m.watch.offers,
  );

  // Recommendations: keep TMDB's whole list, link the shows we have, and link others to this one.
  const ids = m.shows.map((s) => s.id);
  await tx.query('DELETE FROM import_recommendation WHERE show_id = $1', [m.tmdbId]);
  await insertRows(
    tx,
    'import_recommendation',
    ['show_id', 'recommended_id', 'position'],
    m.recommendations.map((id, i): SqlParam[] => [m.tmdbId, id, i]),
  );
  await tx.query('DELETE FROM recommendation WHERE show_id = $1', [m.tmdbId]);
  await tx.query(
    `INSERT INTO recommendation (show_id, recommended_id, position)
     SELECT r.show_id, r.recommended_id, r.position FROM import_recommendation r
     WHERE (r.show_id = $1 OR r.recommended_id = ANY($2::int[])) AND r.show_id <> r.recommended_id
       AND EXISTS (SELECT 1 FROM show s WHERE s.id = r.recommended_id) AND EXISTS (SELECT 1 FROM show s WHERE s.id = r.show_id)
     ON CONFLICT (show_id, recommended_id) DO UPDATE SET position = excluded.position`,
    [m.tmdbId, ids],
  );
  return existing ? 'updated' : 'added';
}
