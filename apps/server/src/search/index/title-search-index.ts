/**
 * Title search in memory. The title search (`titleSearch`) answers exactly as the SQL search did
 * (search.queries.ts is the reference an equivalence test holds it to):
 * 1. direct hits: the numeric id (tier 5), then per title an exact (4), prefix (3) or substring (2)
 *    match of the compact title; per show its best tier and its shortest matching title; ordered by
 *    tier, shortest title, popularity, id. One character matches prefixes only; two characters match
 *    every title of a show that has them as a pair somewhere.
 * 2. only when those do not fill the page and the query has 3+ characters: typo-tolerant matches by
 *    pg_trgm similarity or word similarity, best first, then popularity, then id.
 * "Titles" include the keys derived from Hangul titles (romanisation, initial consonants: korean.ts),
 * stored as search rows. `search` (the route) adds, between 1 and 2, shows one edit away from the
 * query (two adjacent letters swapped, one jamo off: one-edit.ts), which trigrams miss on short words.
 * Direct candidates come from posting lists of character pairs and triples of compact titles;
 * fuzzy ones from a count of shared trigrams per title (title-words.ts); only the best `limit`
 * shows are kept while scanning, and fuzzy scoring stops once no remaining title can enter them.
 */
import { normalizeTitle } from '../../search-terms/normalize.js';
import { codePointsOf, gramKeys, gramKeysOfCodes, pairKey } from './gram-keys.js';
import { Postings } from './postings.js';
import { adjacentSwaps, oneJamoApart } from './one-edit.js';
import { isHangulSyllable } from '../../search-terms/korean.js';
import { TitleWords } from './title-words.js';
import { SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD, similarityOf, trigramSet } from './pg-trigrams.js';

export interface SearchTermRow {
  /** Position of the show (as in the catalogue snapshot); rows come grouped by show, ascending. */
  pos: number;
  /** Normalised title (normalizeTitle) and its compact form (no spaces). */
  term: string;
  compact: string;
}

const TIER = { id: 5, exact: 4, prefix: 3, substring: 2 } as const;

/** A show matched directly: its best tier and the length of its shortest matching title. */
interface Hit {
  pos: number;
  tier: number;
  len: number;
}

/** A query as the index reads it: normalised, without spaces, as characters (code points). */
function prepare(query: string) {
  const text = normalizeTitle(query);
  const compact = text.replace(/ /g, '');
  if (!compact) return undefined;
  const chars = [...compact];
  return { text, compact, chars, length: chars.length };
}

export class TitleSearchIndex {
  private readonly termPos: Int32Array;
  private readonly compact: string[];
  private readonly compactLength: Int32Array;
  /** Terms of the show at `pos`: ids showTermStart[pos] .. showTermStart[pos + 1]. */
  private readonly showTermStart: Int32Array;
  /** Term ids in compact order (code units), for prefix ranges. */
  private readonly byCompact: Int32Array;
  /** Character pairs and triples of compact titles → term ids. */
  private readonly pairs: Postings;
  private readonly triples: Postings;
  /** Hangul syllables of compact titles → term ids (for one-jamo typos next to a single exact syllable). */
  private readonly syllables: Postings;
  private readonly words: TitleWords;
  /** Scratch space for one query at a time (queries run synchronously). */
  private readonly showTier: Int8Array;
  private readonly showLength: Int32Array;
  private readonly showScore: Float64Array;
  private readonly sharingTitle: Int32Array;
  private readonly sharingCount: Int32Array;

  /** `popularityRank[pos]`: 0 for the most popular show, ties broken by id. */
  constructor(
    rows: readonly SearchTermRow[],
    private readonly popularityRank: Int32Array,
    private readonly positionOf: (id: number) => number | undefined,
  ) {
    const n = rows.length;
    const shows = popularityRank.length;
    this.termPos = Int32Array.from(rows, (r) => r.pos);
    this.compact = rows.map((r) => r.compact);
    // keys are made title by title from code points: an array of one-character strings per title, kept for
    // all titles at once, was most of the build's memory peak
    this.compactLength = Int32Array.from(this.compact, (c) => codePointsOf(c).length);
    this.pairs = new Postings(n, (id) => gramKeysOfCodes(codePointsOf(this.compact[id]!), 2));
    this.triples = new Postings(n, (id) => gramKeysOfCodes(codePointsOf(this.compact[id]!), 3));
    this.syllables = new Postings(n, (id) => hangulCodes(codePointsOf(this.compact[id]!)));
    // the normalised titles are read only here: the index keeps their words, not a second copy of every title
    this.words = new TitleWords(rows.map((r) => r.term));
    // a plain array sorts much faster than a typed array with a comparator
    this.byCompact = Int32Array.from([...rows.keys()].sort((a, b) => compare(this.compact[a]!, this.compact[b]!)));
    this.showTermStart = new Int32Array(shows + 1);
    for (const r of rows) this.showTermStart[r.pos + 1]!++;
    for (let pos = 0; pos < shows; pos++) this.showTermStart[pos + 1]! += this.showTermStart[pos]!;
    this.showTier = new Int8Array(shows);
    this.showLength = new Int32Array(shows);
    this.showScore = new Float64Array(shows);
    this.sharingTitle = new Int32Array(n);
    this.sharingCount = new Int32Array(n);
  }

  /**
   * Positions of the best `limit` shows for a query: the title search (`titleSearch`), with the shows
   * one edit away from the query (`oneEdit`) between its direct hits and its trigram matches.
   */
  search(query: string, limit: number): number[] {
    const q = prepare(query);
    if (!q) return [];
    const direct = this.direct(query, q.compact, q.length, limit).map((h) => h.pos);
    if (direct.length >= limit) return direct;
    const shows = [...direct, ...this.oneEdit(q.chars, new Set(direct), limit - direct.length)];
    if (shows.length >= limit || q.length < 3) return shows;
    return [...shows, ...this.fuzzy(q.text, new Set(shows), limit - shows.length)];
  }

  /** Title search alone: direct hits, then trigram matches, exactly as the SQL reference (search.queries.ts). */
  titleSearch(query: string, limit: number): number[] {
    const q = prepare(query);
    if (!q) return [];
    const direct = this.direct(query, q.compact, q.length, limit).map((h) => h.pos);
    if (direct.length >= limit || q.length < 3) return direct;
    return [...direct, ...this.fuzzy(q.text, new Set(direct), limit - direct.length)];
  }

  /**
   * Shows whose titles hold the query with one edit: two adjacent characters swapped, or one jamo off
   * in one Hangul syllable; per show its best tier and shortest such title, in the direct hits' order.
   */
  private oneEdit(chars: readonly string[], excluded: ReadonlySet<number>, limit: number): number[] {
    const best = new Map<number, Hit>();
    // as direct hits: per show its best tier and its shortest title among the hits, each on its own
    const offer = ({ pos, tier, len }: Hit) => {
      if (excluded.has(pos)) return;
      const known = best.get(pos);
      best.set(pos, known ? { pos, tier: Math.max(tier, known.tier), len: Math.min(len, known.len) } : { pos, tier, len });
    };
    // below three characters nearly everything is one edit away from something
    if (chars.length < 3) return [];
    for (const swapped of adjacentSwaps(chars)) this.direct('', swapped.join(''), chars.length, limit).forEach(offer);
    this.jamoTypos(chars, offer);
    return [...best.values()]
      .sort((a, b) => b.tier - a.tier || a.len - b.len || this.byPopularity(a.pos, b.pos))
      .slice(0, limit)
      .map((h) => h.pos);
  }

  /**
   * Titles holding the query with one Hangul syllable one jamo apart: the rest of the query matches
   * exactly, so candidates come from the postings of its longer exact side and are then verified.
   */
  private jamoTypos(chars: readonly string[], offer: (hit: Hit) => void): void {
    const n = chars.length;
    for (let i = 0; i < n; i++) {
      if (!isHangulSyllable(chars[i]!)) continue;
      // the longer side; of two single characters, a Hangul one (only syllables have single-character postings)
      const before = chars.slice(0, i);
      const after = chars.slice(i + 1);
      const exact =
        before.length > after.length || (before.length === after.length && (before.length > 1 || isHangulSyllable(before[0]!)))
          ? before
          : after;
      for (const id of this.postingsOf(exact)) {
        const title = [...this.compact[id]!];
        for (let j = 0; j + n <= title.length; j++) {
          let k = 0;
          while (k < n && (k === i ? oneJamoApart(title[j + k]!, chars[k]!) : title[j + k] === chars[k])) k++;
          if (k < n) continue;
          const tier = j > 0 ? TIER.substring : title.length === n ? TIER.exact : TIER.prefix;
          offer({ pos: this.termPos[id]!, tier, len: title.length });
        }
      }
    }
  }

  /** Term ids that may hold the characters as a run (every id that does is among them). */
  private postingsOf(run: readonly string[]): Int32Array {
    if (run.length === 1) return this.syllables.get(run[0]!.codePointAt(0)!);
    if (run.length === 2) return this.pairs.get(pairKey(run[0]!, run[1]!));
    let rarest: Int32Array | null = null;
    for (const key of gramKeys(run, 3)) {
      const list = this.triples.get(key);
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!;
  }

  /** Id, exact, prefix and substring hits: per show its best tier and shortest matching title. */
  private direct(query: string, compact: string, length: number, limit: number): Hit[] {
    const touched: number[] = [];
    const { showTier, showLength } = this;
    const hit = (id: number, tier: number) => {
      const pos = this.termPos[id]!;
      const len = this.compactLength[id]!;
      if (!showTier[pos]) {
        touched.push(pos);
        showTier[pos] = tier;
        showLength[pos] = len;
      } else {
        if (tier > showTier[pos]!) showTier[pos] = tier;
        if (len < showLength[pos]!) showLength[pos] = len;
      }
    };
    const tierOf = (id: number) => {
      const c = this.compact[id]!;
      return c === compact ? TIER.exact : c.startsWith(compact) ? TIER.prefix : TIER.substring;
    };
    // a title in the prefix range is the query itself when it is as long
    this.prefixRange(compact, (id) => hit(id, this.compactLength[id] === length ? TIER.exact : TIER.prefix));
    if (length > 1 && touched.length >= limit) {
      // exact and prefix hits fill the page, so substring-only shows cannot enter it and the full substring
      // scan is skipped; a show's other titles can still shorten it (its exact and prefix titles are all
      // counted already, so only a shorter title that is a hit can change its order)
      for (const pos of touched)
        for (let t = this.showTermStart[pos]!; t < this.showTermStart[pos + 1]!; t++)
          if (this.compactLength[t]! < showLength[pos]! && (length === 2 || this.compact[t]!.includes(compact)))
            showLength[pos] = this.compactLength[t]!;
    } else if (length === 2) {
      const [a, b] = [...compact] as [string, string];
      let last = -1;
      for (const id of this.pairs.get(pairKey(a, b))) {
        const pos = this.termPos[id]!;
        if (pos === last) continue;
        last = pos;
        for (let t = this.showTermStart[pos]!; t < this.showTermStart[pos + 1]!; t++) hit(t, tierOf(t));
      }
    } else if (length > 2) {
      let rarest: Int32Array | null = null;
      for (const key of gramKeys([...compact], 3)) {
        const list = this.triples.get(key);
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const id of rarest!) if (length === 3 || this.compact[id]!.includes(compact)) hit(id, tierOf(id));
    }
    const id = query.trim();
    const idPos = /^\d{1,9}$/.test(id) ? this.positionOf(Number(id)) : undefined;
    if (idPos !== undefined) {
      if (!showTier[idPos]) touched.push(idPos);
      showTier[idPos] = TIER.id;
      showLength[idPos] = 0;
    }
    const top = new TopShows(limit, (a, b) => showTier[b]! - showTier[a]! || showLength[a]! - showLength[b]! || this.byPopularity(a, b));
    for (const pos of touched) top.offer(pos);
    const hits = top.shows.map((pos) => ({ pos, tier: showTier[pos]!, len: showLength[pos]! }));
    for (const pos of touched) showTier[pos] = 0;
    return hits;
  }

  /** Visits the titles that start with `prefix`: a range of the titles in compact order, found by two binary searches. */
  private prefixRange(prefix: string, visit: (id: number) => void): void {
    const { byCompact } = this;
    const first = this.firstWhere((c) => compare(c, prefix) >= 0, 0);
    // past the range: greater than the prefix and not starting with it (monotone over the sorted titles)
    const end = this.firstWhere((c) => compare(c, prefix) > 0 && !c.startsWith(prefix), first);
    for (let i = first; i < end; i++) visit(byCompact[i]!);
  }

  /** The first position in compact order from `lo` whose title satisfies a predicate that is monotone over that order. */
  private firstWhere(holds: (compact: string) => boolean, lo: number): number {
    let hi = this.byCompact.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (holds(this.compact[this.byCompact[mid]!]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Titles passing pg_trgm's `%` (similarity) or `<%` (word similarity) against the query; a show
   * scores its best greatest(similarity, word similarity). Similarity is cheap and word similarity
   * never exceeds the share of the query's trigrams a title holds, so: the `limit`-th best show by
   * similarity alone is a floor no page member scores below, and only titles whose bound reaches it
   * get the costly word similarity.
   */
  private fuzzy(text: string, excluded: ReadonlySet<number>, limit: number): number[] {
    const query = trigramSet(text);
    if (!query.size) return [];
    return this.words.withQuery(query, () => this.fuzzyScores(query.size, excluded, limit));
  }

  private fuzzyScores(querySize: number, excluded: ReadonlySet<number>, limit: number): number[] {
    // both measures are at most shared / query size: a passing title shares at least `least`
    let least = 1;
    while (Math.fround(least / querySize) < SIMILARITY_THRESHOLD) least++;
    const { sharingTitle, sharingCount, showScore } = this;
    let sharing = 0;
    this.words.forEachSharing(least, (id, shared) => {
      if (excluded.has(this.termPos[id]!)) return;
      sharingTitle[sharing] = id;
      sharingCount[sharing++] = shared;
    });
    const similarityOfTitle = (i: number) => similarityOf(sharingCount[i]!, querySize, this.words.trigramCount[sharingTitle[i]!]!);

    const touched: number[] = [];
    for (let i = 0; i < sharing; i++) {
      const similarity = similarityOfTitle(i);
      const pos = this.termPos[sharingTitle[i]!]!;
      if (similarity < SIMILARITY_THRESHOLD || similarity <= showScore[pos]!) continue;
      if (!showScore[pos]) touched.push(pos);
      showScore[pos] = similarity;
    }
    const floor = kthLargest(
      touched.map((pos) => showScore[pos]!),
      limit,
    );
    for (const pos of touched) showScore[pos] = 0;

    const scores = new Map<number, number>();
    for (let i = 0; i < sharing; i++) {
      const id = sharingTitle[i]!;
      const similarity = similarityOfTitle(i);
      const wordBound = Math.fround(sharingCount[i]! / querySize);
      if (Math.max(similarity, wordBound) < floor) continue;
      if (similarity < SIMILARITY_THRESHOLD && wordBound < WORD_SIMILARITY_THRESHOLD) continue;
      const word = similarity >= wordBound ? 0 : this.words.wordSimilarity(id);
      if (similarity < SIMILARITY_THRESHOLD && word < WORD_SIMILARITY_THRESHOLD) continue;
      const score = Math.max(similarity, word);
      const pos = this.termPos[id]!;
      if (!(scores.get(pos)! >= score)) scores.set(pos, score);
    }
    const top = new TopShows(limit, (a, b) => scores.get(b)! - scores.get(a)! || this.byPopularity(a, b));
    for (const pos of scores.keys()) top.offer(pos);
    return top.shows;
  }

  private byPopularity(a: number, b: number): number {
    return this.popularityRank[a]! - this.popularityRank[b]!;
  }
}

/** The `k`-th largest value (0 when there are fewer). */
function kthLargest(values: readonly number[], k: number): number {
  if (values.length < k) return 0;
  const top: number[] = []; // the k largest so far, ascending
  for (const v of values) {
    if (top.length === k && v <= top[0]!) continue;
    let i = top.findIndex((t) => t >= v);
    if (i < 0) i = top.length;
    top.splice(i, 0, v);
    if (top.length > k) top.shift();
  }
  return top[0]!;
}

/** The first `limit` shows by an order, kept while offering. */
class TopShows {
  readonly shows: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly order: (a: number, b: number) => number,
  ) {}

  offer(pos: number): void {
    const shows = this.shows;
    if (shows.length === this.limit && this.order(pos, shows[shows.length - 1]!) >= 0) return;
    let lo = 0;
    let hi = shows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.order(shows[mid]!, pos) <= 0) lo = mid + 1;
      else hi = mid;
    }
    shows.splice(lo, 0, pos);
    if (shows.length > this.limit) shows.pop();
  }
}

/** The distinct Hangul syllables of a title's code points. */
function hangulCodes(codes: readonly number[]): number[] {
  const syllables: number[] = [];
  for (const code of codes) if (code >= 0xac00 && code <= 0xd7a3 && !syllables.includes(code)) syllables.push(code);
  return syllables;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
