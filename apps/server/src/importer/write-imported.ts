/** Writes one mapped TMDB show with everything it refers to. Call inside a transaction: all or nothing. */
import type { Queryable } from '../db/client.js';
import { writeShows } from '../catalogue/write-shows.js';
import { saveKeywords, saveNetworks, savePeople, saveProviders } from '../catalogue/credits.queries.js';
import { saveOriginalWork } from '../catalogue/original-works.queries.js';
import { createSeries, renameSeries, seriesOfShow } from '../catalogue/series.queries.js';
import { replaceImportedRecommendations } from './imported-show.queries.js';
import type { MappedShow } from './map-show.js';
import { replaceShowOffers } from '../regions/regions.queries.js';

export type WriteOutcome = 'added' | 'updated';

export async function writeImportedShow(tx: Queryable, m: MappedShow): Promise<WriteOutcome> {
  const existingSeries = await seriesOfShow(tx, m.tmdbId);

  await savePeople(tx, m.people);
  await saveKeywords(
    tx,
    m.keywords.map((k) => ({ id: k.id, uid: `keyword-tmdb-${k.id}`, name: k.name })),
  );
  await saveNetworks(tx, m.networks);
  await saveProviders(tx, m.providers);
  // providers that stream it only outside the US: added, a known one keeps its (US) display priority
  const usProviders = new Set(m.providers.map((p) => p.id));
  await saveProviders(
    tx,
    m.watch.providers.filter((p) => !usProviders.has(p.id)),
    true,
  );

  const originalWorkId = m.originalWork ? await saveOriginalWork(tx, m.originalWork) : null;
  let seriesId: number | null = null;
  if (m.shows.length > 1) {
    seriesId = existingSeries ?? null;
    if (seriesId === null) seriesId = await createSeries(tx, m.shows[0]!.name);
    else await renameSeries(tx, seriesId, m.shows[0]!.name);
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
  await replaceImportedRecommendations(
    tx,
    m.tmdbId,
    m.shows.map((s) => s.id),
    m.recommendations,
  );
  return existingSeries !== undefined ? 'updated' : 'added';
}
