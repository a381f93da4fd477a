/**
 * The catalogue's show lists in memory: every card, one precomputed order per sort and the shows of
 * every genre, tone, keyword and year, so a category page or a Discover page is an intersection and
 * a slice. Built from the database (orders computed by PostgreSQL itself, so collation, nulls last
 * and the id tie-break are the SQL's) and replaced whole when the catalogue changes. Discover's
 * further filters (year range, minimum rating, airing state) test each candidate against per-show
 * arrays; which shows air is decided per request, as the day moves on without the catalogue changing.
 */
import {
  COMMUNITY_SORT,
  DISCOVER_SORT_OPTIONS,
  type AiringStatus,
  type CatalogueLanguage,
  type DiscoverSort,
  type ShowCard,
  type ShowPage,
  type SortOption,
  dayNumber,
} from '@klama/contract';
import { LRUCache } from 'lru-cache';
import { pageOf } from '../catalogue/show-cards.js';

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
type PageRequest = { page: number; limit: number; sort: DiscoverSort; airedBy?: string; language?: CatalogueLanguage };

/** The snapshot's orders: Discover's, and `name_asc` by the Korean name for Korean pages (decision 0053). */
export type SnapshotSort = DiscoverSort | 'name_ko_asc';
/** The order a request reads: `name_asc` by the name in its language. */
const sortOf = (q: PageRequest): SnapshotSort => (q.sort === 'name_asc' && q.language === 'ko' ? 'name_ko_asc' : q.sort);

/** Discover's filters: `facets` all-of, each of `anyOf` at least one of its facets, and the per-show tests. */
export interface ShowFilter {
  facets: readonly Facet[];
  anyOf?: readonly (readonly Facet[])[];
  yearFrom?: number;
  yearTo?: number;
  ratingMin?: number;
  statuses?: readonly AiringStatus[];
  /** only shows first aired on or before `today` */
  aired?: boolean;
  /** the day the airing states are decided on (YYYY-MM-DD, UTC) */
  today: string;
}

/** A day as a number (days since 1970-01-01), for dates `YYYY-MM-DD`; `NO_DAY` for none. */
export const NO_DAY = -2_147_483_648;
export const dayOrNone = (date: string | null): number => (date === null ? NO_DAY : dayNumber(date));

const EMPTY = new Int32Array(0);
/**
 * Bound of the orders of single facets kept per snapshot. Every facet in every sort would be 4 × 4 bytes per facet
 * membership (about 21 MB at 100,000 synthetic shows, more with a larger catalogue); the popular ones fit well within.
 */
const SORTED_FACETS_BYTES = 8 * 1024 * 1024;
/**
 * Discover's candidates fewer than 1/16 of the catalogue are sorted by rank (n log n on few); more are marked and the
 * sort's order walked (linear in the catalogue, no sort): at 100,000 shows the two cost about the same near 6,000.
 */
const MARK_WALK_SHARE = 16;

export interface CatalogueSnapshotData {
  /** Cards by position (positions are indexes into this array). */
  cards: readonly ShowCard[];
  /** Positions in each sort's order (a snapshot made by hand may leave out Discover's own: then they follow `date_desc`). */
  orders: Record<SortOption, Int32Array> & Partial<Record<SnapshotSort, Int32Array>>;
  /** Each position's rating (NaN: not rated) and the day of its last known episode (`NO_DAY`: none known). */
  ratings?: Float32Array;
  lastEpisodeDays?: Int32Array;
  /** Positions of each facet's shows, ascending, keyed by `facetKey`. */
  facets: ReadonlyMap<string, Int32Array>;
  /** Names of genres, tones and keywords, keyed `${kind}:${id}`. */
  termNames: ReadonlyMap<string, string>;
  /** Each position's Korean name (null: none) and the Korean names of terms that have one (decision 0049). */
  koreanNames?: readonly (string | null)[];
  koreanTermNames?: ReadonlyMap<string, string>;
}

/** The K-lama scores as the snapshot orders by them (community-score/). */
export interface ScoreOrder {
  /** moves whenever a score changes */
  generation(): number;
  /** the show's score, -Infinity without one */
  rankOf(showId: number): number;
}

export class CatalogueSnapshot {
  readonly size: number;
  private readonly positions = new Map<number, number>();
  private readonly orders = {} as Record<SnapshotSort, Int32Array>;
  private readonly ranks = {} as Record<SnapshotSort, Int32Array>;
  private readonly sortedFacets: LRUCache<string, Int32Array>;
  private readonly firstDays: Int32Array;
  private readonly years: Int16Array;
  private readonly ratings: Float32Array;
  private readonly lastEpisodeDays: Int32Array;
  /** the scores' generation the `community_desc` order was made for (-1: not made yet) */
  private communityGeneration = -1;
  /** the providers streaming something in each region (keys of `facets`) */
  private readonly regionProviders = new Map<string, number[]>();

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
    for (const sort of [...DISCOVER_SORT_OPTIONS, 'name_ko_asc'] as const) {
      // a snapshot made by hand without the Korean names' order: the English one's
      const order = data.orders[sort] ?? (sort === 'name_ko_asc' ? data.orders.name_asc : data.orders.date_desc);
      const rank = new Int32Array(this.size);
      order.forEach((pos, r) => (rank[pos] = r));
      this.orders[sort] = order;
      this.ranks[sort] = rank;
    }
    this.firstDays = Int32Array.from(data.cards, (card) => dayOrNone(card.first_air_date));
    this.years = Int16Array.from(data.cards, (card) => (card.first_air_date ? Number(card.first_air_date.slice(0, 4)) : 0));
    this.ratings = data.ratings ?? new Float32Array(this.size).fill(Number.NaN);
    this.lastEpisodeDays = data.lastEpisodeDays ?? new Int32Array(this.size).fill(NO_DAY);
    for (const key of data.facets.keys()) {
      const [kind, region, id] = key.split(':');
      if (kind !== 'provider' || id === undefined) continue;
      const list = this.regionProviders.get(region!);
      if (list) list.push(Number(id));
      else this.regionProviders.set(region!, [Number(id)]);
    }
    for (const list of this.regionProviders.values()) list.sort((a, b) => a - b);
  }

  /**
   * Makes the `community_desc` order anew when the scores moved since it was made: shows with a score, highest first,
   * then the rest; ties by id, as the database breaks the other orders' ties. Linear in the catalogue (the shows with a
   * score are sorted), so it runs once per change, not per request.
   */
  followScores(scores: ScoreOrder): void {
    const generation = scores.generation();
    if (generation === this.communityGeneration) return;
    const byId = Int32Array.from(this.data.cards.keys()).sort((a, b) => this.card(a).id - this.card(b).id);
    const scored: number[] = [];
    const unscored: number[] = [];
    for (const pos of byId) (scores.rankOf(this.card(pos).id) > Number.NEGATIVE_INFINITY ? scored : unscored).push(pos);
    scored.sort((a, b) => scores.rankOf(this.card(b).id) - scores.rankOf(this.card(a).id) || this.card(a).id - this.card(b).id);
    const order = Int32Array.from([...scored, ...unscored]);
    const rank = new Int32Array(this.size);
    order.forEach((pos, r) => (rank[pos] = r));
    this.orders[COMMUNITY_SORT] = order;
    this.ranks[COMMUNITY_SORT] = rank;
    this.communityGeneration = generation;
  }

  /** Bytes held by the kept orders of single facets (for tests and diagnostics). */
  sortedFacetBytes(): number {
    return this.sortedFacets.calculatedSize;
  }

  /** The card at `pos` in `language`: a Korean one is made when asked for (a page's few), the English one is kept. */
  card(pos: number, language: CatalogueLanguage = 'en'): ShowCard {
    const card = this.data.cards[pos]!;
    const korean = language === 'ko' ? this.data.koreanNames?.[pos] : null;
    return korean ? { ...card, name: korean } : card;
  }

  positionOf(id: number): number | undefined {
    return this.positions.get(id);
  }

  /** A term's name in `language` (the English one where it has no Korean name). */
  termName(kind: TermKind, id: number, language: CatalogueLanguage = 'en'): string | undefined {
    const key = `${kind}:${id}`;
    return (language === 'ko' ? this.data.koreanTermNames?.get(key) : undefined) ?? this.data.termNames.get(key);
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
    const sort = sortOf(q);
    if (!facets.length) return this.pageOf(this.orders[sort], q);
    if (facets.length === 1) {
      // a facet's score order is kept per generation of the scores (older ones age out of the bound)
      const key = `${facetKey(facets[0]!)}|${sort}${sort === COMMUNITY_SORT ? `@${this.communityGeneration}` : ''}`;
      let ordered = this.sortedFacets.get(key);
      if (!ordered) {
        ordered = this.inOrder(this.facet(facets[0]!), sort);
        this.sortedFacets.set(key, ordered);
      }
      return this.pageOf(ordered, q);
    }
    return this.pageOf(this.inOrder(intersect(facets.map((f) => this.facet(f))), sort), q);
  }

  /**
   * A Discover page. Facets alone take `page`'s path (a single facet's order is kept); a group of any-of facets or a
   * per-show test orders the candidates, then keeps those that pass.
   */
  discover(filter: ShowFilter, q: PageRequest): ShowPage {
    const test = this.showTest(filter);
    if (!filter.anyOf?.length && !test) return this.page(filter.facets, q);
    const marked = this.soleGroupMarks(filter);
    const candidates = marked ? null : this.candidates(filter);
    // a few candidates are put in order by their ranks; many are marked, and the sort's whole order walked once
    if (candidates !== null && candidates.length * MARK_WALK_SHARE < this.size)
      return this.counted(this.inOrder(candidates, sortOf(q)), test, q);
    const member = marked ?? (candidates && this.marks([candidates]));
    if (!member) return this.counted(this.orders[sortOf(q)], test, q);
    return this.counted(this.orders[sortOf(q)], test ? (pos) => member[pos] === 1 && test(pos) : (pos) => member[pos] === 1, q);
  }

  /** The page of `ordered`'s shows that pass `test`, and how many pass: one pass, no array of every match. */
  private counted(ordered: Int32Array, test: ((pos: number) => boolean) | null, q: PageRequest): ShowPage {
    const start = (q.page - 1) * q.limit;
    const end = start + q.limit;
    const results: ShowCard[] = [];
    let total = 0;
    for (let i = 0; i < ordered.length; i++) {
      const pos = ordered[i]!;
      if (test && !test(pos)) continue;
      if (total >= start && total < end) results.push(this.card(pos, q.language));
      total++;
    }
    return pageOf(results, total, q);
  }

  /**
   * For each service streaming something in `region`, how many shows pass `filter` (services with none count 0),
   * by provider id: a mark per matching show, then a pass over each service's shows.
   */
  providerCounts(filter: ShowFilter, region: string): { id: number; count: number }[] {
    const providers = this.regionProviders.get(region) ?? [];
    if (!providers.length) return [];
    const test = this.showTest(filter);
    const marked = this.soleGroupMarks(filter) ?? this.candidateMarks(filter);
    if (test) for (let pos = 0; pos < this.size; pos++) if (marked[pos] && !test(pos)) marked[pos] = 0;
    return providers.map((id) => {
      let count = 0;
      for (const pos of this.facet({ kind: 'provider', id, region })) count += marked[pos]!;
      return { id, count };
    });
  }

  /** Positions in every all-of facet and in some facet of each any-of group, ascending; null: no facet, every show. */
  private candidates(filter: ShowFilter): Int32Array | null {
    const sets = filter.facets.map((f) => this.facet(f));
    for (const group of filter.anyOf ?? []) sets.push(this.union(group.map((f) => this.facet(f))));
    return sets.length ? intersect(sets) : null;
  }

  /** Any one of some genres and nothing else to intersect: their shows marked straight away (no list of them built). */
  private soleGroupMarks(filter: ShowFilter): Uint8Array | null {
    const [group, ...otherGroups] = filter.anyOf ?? [];
    return !filter.facets.length && group && !otherGroups.length ? this.marks(group.map((f) => this.facet(f))) : null;
  }

  /** A mark per show among the filter's candidates (every show when it has no facet). */
  private candidateMarks(filter: ShowFilter): Uint8Array {
    const candidates = this.candidates(filter);
    return candidates ? this.marks([candidates]) : new Uint8Array(this.size).fill(1);
  }

  /** A mark (1) per position in any of the lists. */
  private marks(sets: readonly Int32Array[]): Uint8Array {
    const marked = new Uint8Array(this.size);
    for (const set of sets) for (let i = 0; i < set.length; i++) marked[set[i]!] = 1;
    return marked;
  }

  /** Members of any of the ascending lists, ascending (a mark per position, then one pass). */
  private union(sets: Int32Array[]): Int32Array {
    if (sets.length === 1) return sets[0]!;
    const marked = new Uint8Array(this.size);
    let count = 0;
    for (const set of sets)
      for (const pos of set)
        if (!marked[pos]) {
          marked[pos] = 1;
          count++;
        }
    const out = new Int32Array(count);
    for (let pos = 0, i = 0; i < count; pos++) if (marked[pos]) out[i++] = pos;
    return out;
  }

  /** The filter's per-show tests as one function, or null when it has none. */
  private showTest(filter: ShowFilter): ((pos: number) => boolean) | null {
    const tests: ((pos: number) => boolean)[] = [];
    const { yearFrom, yearTo, ratingMin, statuses } = filter;
    const { years, ratings, firstDays, lastEpisodeDays } = this;
    const today = dayNumber(filter.today);
    if (filter.aired) tests.push((pos) => firstDays[pos] !== NO_DAY && firstDays[pos]! <= today);
    if (yearFrom !== undefined) tests.push((pos) => years[pos] !== 0 && years[pos]! >= yearFrom);
    if (yearTo !== undefined) tests.push((pos) => years[pos] !== 0 && years[pos]! <= yearTo);
    // ratings are kept as the column's float4 (7.2 is 7.1999998…): the bound is rounded the same way. NaN (not
    // rated) fails every comparison
    if (ratingMin !== undefined) {
      const least = Math.fround(ratingMin);
      tests.push((pos) => ratings[pos]! >= least);
    }
    if (statuses?.length) {
      const wanted = new Set(statuses);
      tests.push((pos) => {
        const first = firstDays[pos]!;
        if (first === NO_DAY || first > today) return wanted.has('upcoming');
        return wanted.has(lastEpisodeDays[pos]! >= today ? 'airing' : 'ended');
      });
    }
    if (!tests.length) return null;
    return tests.reduce((a, b) => (pos) => a(pos) && b(pos));
  }

  /** Positions in a sort's order: their ranks sorted numerically, mapped back. */
  private inOrder(positions: Int32Array, sort: SnapshotSort): Int32Array {
    const rank = this.ranks[sort];
    const order = this.orders[sort];
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
    const results = Array.from(ordered.subarray(start, start + q.limit), (pos) => this.card(pos, q.language));
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
