import { SORT_OPTIONS, type SortOption } from '@klama/contract';
import type { Queryable } from '../../db/client.js';
import { toCard, type CardRow } from '../show-cards.js';
import { orderBy } from '../show-cards.js';
import { CatalogueSnapshot, type TermKind } from './catalogue-snapshot.js';

const TERM_TABLES: Record<TermKind, { table: string; link: string; column: string }> = {
  genre: { table: 'genre', link: 'show_genre', column: 'genre_id' },
  tone: { table: 'tone', link: 'show_tone', column: 'tone_id' },
  keyword: { table: 'keyword', link: 'show_keyword', column: 'keyword_id' },
};

type RankedRow = CardRow & Record<`rank_${SortOption}` | 'rank_popularity', number>;

export interface LoadedCatalogue {
  snapshot: CatalogueSnapshot;
  /** Each position's place when ordered by popularity (most popular first), then id. */
  popularityRank: Int32Array;
}

/** Reads the whole show catalogue into a snapshot (a few statements, no per-show queries). */
export async function loadCatalogueSnapshot(db: Queryable): Promise<LoadedCatalogue> {
  const ranks = SORT_OPTIONS.map((sort) => `(row_number() OVER (ORDER BY ${orderBy(sort)}) - 1)::int AS rank_${sort}`);
  const rows = await db.query<RankedRow>(
    `SELECT s.id, s.name, s.original_name, s.first_air_date, s.poster_us, s.poster_kr, ${ranks.join(', ')},
       (row_number() OVER (ORDER BY s.popularity DESC, s.id) - 1)::int AS rank_popularity
     FROM show s ORDER BY s.id`,
  );
  const positions = new Map<number, number>();
  rows.forEach((row, pos) => positions.set(row.id, pos));
  const orders = {} as Record<SortOption, Int32Array>;
  for (const sort of SORT_OPTIONS) {
    const order = new Int32Array(rows.length);
    rows.forEach((row, pos) => (order[row[`rank_${sort}`]] = pos));
    orders[sort] = order;
  }

  const members = new Map<string, number[]>();
  const add = (key: string, pos: number) => {
    const list = members.get(key);
    if (list) list.push(pos);
    else members.set(key, [pos]);
  };
  rows.forEach((row, pos) => row.first_air_date && add(`year:${Number(row.first_air_date.slice(0, 4))}`, pos));
  const termNames = new Map<string, string>();
  for (const [kind, { table, link, column }] of Object.entries(TERM_TABLES)) {
    for (const term of await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`))
      termNames.set(`${kind}:${term.id}`, term.name);
    for (const l of await db.query<{ term_id: number; show_id: number }>(`SELECT ${column} AS term_id, show_id FROM ${link}`))
      add(`${kind}:${l.term_id}`, positions.get(l.show_id)!);
  }
  const facets = new Map<string, Int32Array>();
  for (const [key, list] of members) facets.set(key, Int32Array.from(list).sort());

  return {
    snapshot: new CatalogueSnapshot({ cards: rows.map(toCard), orders, facets, termNames }),
    popularityRank: Int32Array.from(rows, (row) => row.rank_popularity),
  };
}
