/**
 * The catalogue's show lists in memory: every card, one precomputed order per sort and the shows of
 * every genre, tone, keyword and year, so a category page or a Discover page is an intersection and
 * a slice. Built from the database (orders computed by PostgreSQL itself, so collation, nulls last
 * and the id tie-break are the SQL's) and replaced whole when the catalogue changes.
 */
import { SORT_OPTIONS, type ShowCard, type ShowPage, type SortOption } from '@klama/contract';
import { LRUCache } from 'lru-cache';
import { pageOf } from '../show-cards.js';

export type TermKind = 'genre' | 'tone' | 'keyword';
export type FacetKind = TermKind | 'year' | 'provider';
/** `region`: for a provider, the region it streams in (regions/). */
export interface Facet {
  kind: FacetKind;
  id: number;
  region?: string;
}
/** A facet's key in `facets`: `genre:3`, `provider:KR:8`. */
export const facetKey = ({ kind, id, region }: Facet) => (region === undefined ? `${kind}:${id}` : `${kind}:${region}:${id}`);
/** `airedBy` (YYYY-MM-DD) keeps only shows first aired on or before that day. */
type PageRequest = { page: number; limit: number; sort: SortOption; airedBy?: string };

const EMPTY = new Int32Array(0);
/**
 * Bound of the orders of single facets kept per snapshot. Every facet in every sort would be 4 × 4 bytes per facet
 * membership (about 21 MB at 100,000 synthetic shows, more with a larger catalogue); the popular ones fit well within.
 */
const SORTED_FACETS_BYTES = 8 * 1024 * 1024;

export interface CatalogueSnapshotData {
  /** Cards by position (positions are indexes into this array). */
  cards: readonly ShowCard[];
  /** Positions in each sort's order. */
  orders: Record<SortOption, Int32Array>;
  /** Positions of each facet's shows, ascending, keyed by `facetKey`. */
  facets: ReadonlyMap<string, Int32Array>;
  /** Names of genres, tones and keywords, keyed `${kind}:${id}`. */
  termNames: ReadonlyMap<string, string>;
}

export class CatalogueSnapshot {
  readonly size: number;
  private readonly positions = new Map<number, number>();
  private readonly ranks = {} as Record<SortOption, Int32Array>;
  private readonly sortedFacets: LRUCache<string, Int32Array>;

  constructor(
    private readonly data: CatalogueSnapshotData,
    { sortedFacetBytes = SORTED_FACETS_BYTES }: { sortedFacetBytes?: number } = {},
  ) {
    this.sortedFacets = new LRUCache({
      maxSize: sortedFacetBytes,
      sizeCalculation: (order, key) => order.byteLength + key.length * 2 + 64, // the order, its key and the bookkeeping
    });
    this.size = data.cards.length;
    data.cards.forEach((card, pos) => this.positions.set(card.id, pos));
    for (const sort of SORT_OPTIONS) {
      const rank = new Int32Array(this.size);
      data.orders[sort].forEach((pos, r) => (rank[pos] = r));
      this.ranks[sort] = rank;
    }
  }

  /** Bytes held by the kept orders of single facets (for tests and diagnostics). */
  sortedFacetBytes(): number {
    return this.sortedFacets.calculatedSize;
  }

  card(pos: number): ShowCard {
    return this.data.cards[pos]!;
  }

  positionOf(id: number): number | undefined {
    return this.positions.get(id);
  }

  termName(kind: TermKind, id: number): string | undefined {
    return this.data.termNames.get(`${kind}:${id}`);
  }

  /** Positions of a facet's shows, ascending (empty for an unknown term). */
  private facet(facet: Facet): Int32Array {
    return this.data.facets.get(facetKey(facet)) ?? EMPTY;
  }

  /**
   * A page of the shows in every given facet, in the sort's order; no facet: the whole catalogue.
   * One facet's order is computed once and kept (within a byte bound, least recently used out first); an
   * intersection is ordered per call.
   */
  page(facets: readonly Facet[], q: PageRequest): ShowPage {
    if (!facets.length) return this.pageOf(this.data.orders[q.sort], q);
    if (facets.length === 1) {
      const key = `${facetKey(facets[0]!)}|${q.sort}`;
      let ordered = this.sortedFacets.get(key);
      if (!ordered) {
        ordered = this.inOrder(this.facet(facets[0]!), q.sort);
        this.sortedFacets.set(key, ordered);
      }
      return this.pageOf(ordered, q);
    }
    return this.pageOf(this.inOrder(intersect(facets.map((f) => this.facet(f))), q.sort), q);
  }

  /** Positions in a sort's order: their ranks sorted numerically, mapped back. */
  private inOrder(positions: Int32Array, sort: SortOption): Int32Array {
    const rank = this.ranks[sort];
    const order = this.data.orders[sort];
    const ranks = positions.map((pos) => rank[pos]!).sort();
    return ranks.map((r) => order[r]!);
  }

  private pageOf(all: Int32Array, q: PageRequest): ShowPage {
    // the day moves on without the catalogue changing: which shows have aired is decided per request
    const { airedBy } = q;
    const ordered =
      airedBy === undefined
        ? all
        : all.filter((pos) => {
            const date = this.card(pos).first_air_date;
            return date !== null && date <= airedBy;
          });
    const start = (q.page - 1) * q.limit;
    const results = Array.from(ordered.subarray(start, start + q.limit), (pos) => this.card(pos));
    return pageOf(results, ordered.length, q);
  }
}

/** Members of every ascending list: the smallest list filtered by binary search in the others. */
function intersect(sets: Int32Array[]): Int32Array {
  const [smallest, ...others] = [...sets].sort((a, b) => a.length - b.length);
  return smallest!.filter((pos) => others.every((set) => contains(set, pos)));
}

function contains(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
