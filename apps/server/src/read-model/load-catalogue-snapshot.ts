import { SORT_OPTIONS } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { toCard } from '../catalogue/show-cards.js';
import { findLastEpisodeDates, findRankedShows, findTermLinks, findTerms, type RankedRow } from '../catalogue/category-lists.queries.js';
import { findStreamingLinks } from '../regions/regions.queries.js';
import { CatalogueSnapshot, dayOrNone, facetKey, NO_DAY, type SnapshotSort, type TermKind } from './catalogue-snapshot.js';

const TERM_KINDS: readonly TermKind[] = ['genre', 'tone', 'keyword'];

export interface LoadedCatalogue {
  snapshot: CatalogueSnapshot;
  /** Each position's place when ordered by popularity (most popular first), then id. */
  popularityRank: Int32Array;
}

/** Reads the whole show catalogue into a snapshot (a few statements, no per-show queries). */
export async function loadCatalogueSnapshot(db: Queryable): Promise<LoadedCatalogue> {
  const rows = await findRankedShows(db);
  const positions = new Map<number, number>();
  rows.forEach((row, pos) => positions.set(row.id, pos));
  const orderBy = (rank: (row: RankedRow) => number) => {
    const order = new Int32Array(rows.length);
    rows.forEach((row, pos) => (order[rank(row)] = pos));
    return order;
  };
  const orders = {} as Record<SnapshotSort, Int32Array>;
  for (const sort of SORT_OPTIONS) orders[sort] = orderBy((row) => row[`rank_${sort}`]);
  orders.name_ko_asc = orderBy((row) => row.rank_name_ko_asc);
  orders.popularity_desc = orderBy((row) => row.rank_popularity);
  orders.rating_desc = orderBy((row) => row.rank_rating);
  const ratings = Float32Array.from(rows, (row) => row.vote_average ?? Number.NaN);
  const lastEpisodeDays = new Int32Array(rows.length).fill(NO_DAY);
  for (const e of await findLastEpisodeDates(db)) {
    const pos = positions.get(e.show_id);
    if (pos !== undefined) lastEpisodeDays[pos] = dayOrNone(e.last_air_date);
  }

  const members = new Map<string, number[]>();
  const add = (key: string, pos: number) => {
    const list = members.get(key);
    if (list) list.push(pos);
    else members.set(key, [pos]);
  };
  rows.forEach((row, pos) => row.first_air_date && add(`year:${Number(row.first_air_date.slice(0, 4))}`, pos));
  const termNames = new Map<string, string>();
  const koreanTermNames = new Map<string, string>();
  for (const kind of TERM_KINDS) {
    for (const term of await findTerms(db, kind)) {
      termNames.set(`${kind}:${term.id}`, term.name);
      if (term.name_ko !== null) koreanTermNames.set(`${kind}:${term.id}`, term.name_ko);
    }
    for (const l of await findTermLinks(db, kind)) add(`${kind}:${l.term_id}`, positions.get(l.show_id)!);
  }
  for (const l of await findStreamingLinks(db))
    add(facetKey({ kind: 'provider', id: l.provider_id, region: l.region }), positions.get(l.show_id)!);
  const facets = new Map<string, Int32Array>();
  for (const [key, list] of members) facets.set(key, Int32Array.from(list).sort());

  return {
    snapshot: new CatalogueSnapshot({
      cards: rows.map((row) => toCard(row)),
      koreanNames: rows.map((row) => row.name_ko ?? null),
      orders,
      facets,
      termNames,
      koreanTermNames,
      ratings,
      lastEpisodeDays,
    }),
    popularityRank: Int32Array.from(rows, (row) => row.rank_popularity),
  };
}
