/**
 * Title search in memory, answering exactly as the SQL search did (search.queries.ts is the
 * reference an equivalence test holds it to):
 * 1. direct hits: the numeric id (tier 5), then per title an exact (4), prefix (3) or substring (2)
 *    match of the compact title; per show its best tier and its shortest matching title; ordered by
 *    tier, shortest title, popularity, id. One character matches prefixes only; two characters match
 *    every title of a show that has them as a pair somewhere.
 * 2. only when those do not fill the page and the query has 3+ characters: typo-tolerant matches by
 *    pg_trgm similarity or word similarity, best first, then popularity, then id.
 * Candidates come from posting lists (character n-grams of compact titles, pg_trgm trigrams of
 * titles), so a query touches only titles that share something with it.
 * Korean-aware matching (jamo, initial consonants, romanisation) plugs in as more keys per title.
 */
import { normalizeTitle } from '../normalize.js';
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  similarityOf,
  trigramSequence,
  trigramSet,
  wordSimilarity,
} from './pg-trigrams.js';

export interface SearchTermRow {
  /** Position of the show (as in the catalogue snapshot). */
  pos: number;
  /** Normalised title (normalizeTitle) and its compact form (no spaces). */
  term: string;
  compact: string;
}

interface Hit {
  pos: number;
  score: number;
  len: number;
}

const TIER = { id: 5, exact: 4, prefix: 3, substring: 2 } as const;

export class TitleSearchIndex {
  private readonly termPos: Int32Array;
  private readonly term: string[];
  private readonly compact: string[];
  private readonly compactLength: Int32Array;
  private readonly trigramCount: Int32Array;
  /** Term ids of each show, by position: showTerms[start[pos] .. start[pos + 1]). */
  private readonly showTermStart: Int32Array;
  /** Term ids in compact order (code units), for prefix ranges. */
  private readonly byCompact: Int32Array;
  /** Character pairs and triples of compact titles → term ids. */
  private readonly pairs: Map<string, Int32Array>;
  private readonly triples: Map<string, Int32Array>;
  /** pg_trgm trigrams of titles → term ids. */
  private readonly trigrams: Map<string, Int32Array>;
  private readonly counts: Int32Array;

  /** `rows` ordered by position; `popularityRank[pos]`: 0 for the most popular show. */
  constructor(
    rows: readonly SearchTermRow[],
    private readonly popularityRank: Int32Array,
    private readonly showExists: (id: number) => number | undefined,
  ) {
    const n = rows.length;
    this.termPos = Int32Array.from(rows, (r) => r.pos);
    this.term = rows.map((r) => r.term);
    this.compact = rows.map((r) => r.compact);
    this.compactLength = new Int32Array(n);
    this.trigramCount = new Int32Array(n);
    this.counts = new Int32Array(n);
    const pairs = new Map<string, number[]>();
    const triples = new Map<string, number[]>();
    const trigrams = new Map<string, number[]>();
    const post = (map: Map<string, number[]>, key: string, id: number) => {
      const list = map.get(key);
      if (list) list.push(id);
      else map.set(key, [id]);
    };
    rows.forEach((r, id) => {
      const chars = [...r.compact];
      this.compactLength[id] = chars.length;
      for (const g of grams(chars, 2)) post(pairs, g, id);
      for (const g of grams(chars, 3)) post(triples, g, id);
      const set = trigramSet(r.term);
      this.trigramCount[id] = set.size;
      for (const t of set) post(trigrams, t, id);
    });
    this.pairs = packed(pairs);
    this.triples = packed(triples);
    this.trigrams = packed(trigrams);
    this.byCompact = Int32Array.from(rows.keys()).sort((a, b) => compare(this.compact[a]!, this.compact[b]!));
    const shows = popularityRank.length;
    this.showTermStart = new Int32Array(shows + 1);
    for (const r of rows) this.showTermStart[r.pos + 1]!++;
    for (let pos = 0; pos < shows; pos++) this.showTermStart[pos + 1]! += this.showTermStart[pos]!;
  }

  /** Positions of the best `limit` shows for a query. */
  search(query: string, limit: number): number[] {
    const text = normalizeTitle(query);
    const compact = text.replace(/ /g, '');
    if (!compact) return [];
    const length = [...compact].length;
    const direct = this.direct(query, compact, length);
    const ranked = this.rank(direct, (a, b) => b.score - a.score || a.len - b.len, limit);
    if (ranked.length >= limit || length < 3) return ranked;
    const taken = new Set(ranked);
    const fuzzy = this.fuzzy(text).filter((hit) => !taken.has(hit.pos));
    return [...ranked, ...this.rank(fuzzy, (a, b) => b.score - a.score, limit - ranked.length)];
  }

  private direct(query: string, compact: string, length: number): Hit[] {
    const best = new Map<number, Hit>();
    const hit = (pos: number, score: number, len: number) => {
      const h = best.get(pos);
      if (!h) best.set(pos, { pos, score, len });
      else {
        if (score > h.score) h.score = score;
        if (len < h.len) h.len = len;
      }
    };
    const tierOf = (id: number) =>
      this.compact[id] === compact ? TIER.exact : this.compact[id]!.startsWith(compact) ? TIER.prefix : TIER.substring;
    const termHit = (id: number) => hit(this.termPos[id]!, tierOf(id), this.compactLength[id]!);

    if (length === 1) this.prefixRange(compact, termHit);
    else if (length === 2) {
      const shows = new Set(Array.from(this.pairs.get(compact) ?? [], (id) => this.termPos[id]!));
      for (const pos of shows) for (let id = this.showTermStart[pos]!; id < this.showTermStart[pos + 1]!; id++) termHit(id);
    } else {
      const postings = grams([...compact], 3).map((g) => this.triples.get(g));
      if (postings.every((p) => p)) {
        const rarest = postings.reduce((a, b) => (b!.length < a!.length ? b : a))!;
        for (const id of rarest) if (this.compact[id]!.includes(compact)) termHit(id);
      }
    }
    const id = query.trim();
    if (/^\d{1,9}$/.test(id)) {
      const pos = this.showExists(Number(id));
      if (pos !== undefined) hit(pos, TIER.id, 0);
    }
    return [...best.values()];
  }

  private prefixRange(prefix: string, visit: (id: number) => void): void {
    let lo = 0;
    let hi = this.byCompact.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(this.compact[this.byCompact[mid]!]!, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.byCompact.length && this.compact[this.byCompact[i]!]!.startsWith(prefix); i++) visit(this.byCompact[i]!);
  }

  /** Titles passing pg_trgm's `%` or `<%` against the query; per show its best greatest(similarity, word similarity). */
  private fuzzy(text: string): Hit[] {
    const query = trigramSet(text);
    if (!query.size) return [];
    const touched: number[] = [];
    for (const t of query)
      for (const id of this.trigrams.get(t) ?? []) {
        if (!this.counts[id]!++) touched.push(id);
      }
    const best = new Map<number, Hit>();
    for (const id of touched) {
      const shared = this.counts[id]!;
      this.counts[id] = 0;
      const similarity = similarityOf(shared, query.size, this.trigramCount[id]!);
      // word similarity never exceeds the share of the query's trigrams the title has
      const mayPassWord = Math.fround(shared / query.size) >= WORD_SIMILARITY_THRESHOLD;
      if (similarity < SIMILARITY_THRESHOLD && !mayPassWord) continue;
      const word = wordSimilarity(query, trigramSequence(this.term[id]!));
      if (similarity < SIMILARITY_THRESHOLD && word < WORD_SIMILARITY_THRESHOLD) continue;
      const score = Math.max(similarity, word);
      const pos = this.termPos[id]!;
      const h = best.get(pos);
      if (!h) best.set(pos, { pos, score, len: 0 });
      else if (score > h.score) h.score = score;
    }
    return [...best.values()];
  }

  /** The first `limit` hits by `order`, then popularity, then id (the popularity rank breaks ties by id). */
  private rank(hits: Hit[], order: (a: Hit, b: Hit) => number, limit: number): number[] {
    return hits
      .sort((a, b) => order(a, b) || this.popularityRank[a.pos]! - this.popularityRank[b.pos]!)
      .slice(0, limit)
      .map((h) => h.pos);
  }
}

/** Distinct runs of `size` adjacent characters. */
function grams(chars: readonly string[], size: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i + size <= chars.length; i++) out.add(chars.slice(i, i + size).join(''));
  return [...out];
}

function packed(map: Map<string, number[]>): Map<string, Int32Array> {
  return new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
