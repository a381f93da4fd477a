/**
 * Titles as sequences of words, for the typo-tolerant pass of title search:
 * - counting how many of a query's pg_trgm trigrams each title has without walking trigram posting
 *   lists: a title's trigrams are the union of its words' (pg_trgm pads every word on its own), so
 *   each word gets a bit mask of the query trigrams it holds and a title ORs its words' masks.
 *   Vocabularies are small next to titles, so this is one cheap pass over the titles whatever the query;
 * - pg_trgm's word similarity of a title, which depends only on the run of its words from the first to
 *   the last one holding a query trigram (before that run nothing is counted; after it nothing can raise
 *   the score), so titles sharing that run (many do: titles reuse words) share one computation.
 */
import { Postings } from './postings.js';
import { trigramWords, wordSimilarity, wordTrigrams } from './pg-trigrams.js';

export class TitleWords {
  /** Distinct pg_trgm trigrams of each title. */
  readonly trigramCount: Int32Array;
  /** Distinct words of title t: distinctIds[distinctStart[t] .. distinctStart[t + 1]]. */
  private readonly distinctStart: Int32Array;
  private readonly distinctIds: Int32Array;
  /** All words of title t in order: sequenceIds[sequenceStart[t] .. sequenceStart[t + 1]]. */
  private readonly sequenceStart: Int32Array;
  private readonly sequenceIds: Int32Array;
  private readonly vocabulary: string[];
  private readonly wordsByTrigram: Postings;
  /** Titles holding word w, ascending: wordTitles[wordTitleStart[w] .. wordTitleStart[w + 1]]. */
  private readonly wordTitleStart: Int32Array;
  private readonly wordTitles: Int32Array;
  private masks = new Uint32Array(0);
  /** Per title, the last candidate pass that listed it (see `candidates`). */
  private readonly listedIn: Int32Array;
  private pass = 0;
  /** The query whose masks are set (see `withQuery`). */
  private query: { list: number[]; trigrams: ReadonlySet<number>; chunks: number; spans: Map<string | number, number> } | null = null;

  constructor(titles: readonly string[]) {
    const ids = new Map<string, number>();
    const trigramsOf: number[][] = [];
    const distinctStarts = [0];
    const distinctIds: number[] = [];
    const sequenceStarts = [0];
    const sequenceIds: number[] = [];
    titles.forEach((title) => {
      const first = distinctIds.length;
      for (const word of trigramWords(title)) {
        let id = ids.get(word);
        if (id === undefined) {
          id = ids.size;
          ids.set(word, id);
          trigramsOf.push([...new Set(wordTrigrams(word))]);
        }
        sequenceIds.push(id);
        if (!distinctIds.includes(id, first)) distinctIds.push(id);
      }
      distinctStarts.push(distinctIds.length);
      sequenceStarts.push(sequenceIds.length);
    });
    this.distinctStart = Int32Array.from(distinctStarts);
    this.distinctIds = Int32Array.from(distinctIds);
    this.sequenceStart = Int32Array.from(sequenceStarts);
    this.sequenceIds = Int32Array.from(sequenceIds);
    this.vocabulary = [...ids.keys()];
    this.wordsByTrigram = new Postings(ids.size, (w) => trigramsOf[w]!);
    [this.wordTitleStart, this.wordTitles] = this.titlesOfWords(ids.size);
    this.listedIn = new Int32Array(titles.length);
    this.trigramCount = this.countTrigrams(titles.length, trigramsOf);
  }

  /** The titles of each word (dense word ids, so two counting passes over the titles' distinct words do). */
  private titlesOfWords(words: number): [Int32Array, Int32Array] {
    const start = new Int32Array(words + 1);
    for (const w of this.distinctIds) start[w + 1]!++;
    for (let w = 0; w < words; w++) start[w + 1]! += start[w]!;
    const titles = new Int32Array(this.distinctIds.length);
    const fill = start.slice(0, words);
    for (let t = 0; t + 1 < this.distinctStart.length; t++)
      for (let k = this.distinctStart[t]!; k < this.distinctStart[t + 1]!; k++) titles[fill[this.distinctIds[k]!]!++] = t;
    return [start, titles];
  }

  /** Distinct trigrams per title: its words' trigrams, numbered densely, counted once each. */
  private countTrigrams(titles: number, trigramsOf: number[][]): Int32Array {
    const dense = new Map<number, number>();
    const numbered = trigramsOf.map((list) =>
      Int32Array.from(list, (t) => {
        let n = dense.get(t);
        if (n === undefined) dense.set(t, (n = dense.size));
        return n;
      }),
    );
    const seenBy = new Int32Array(dense.size).fill(-1);
    const counts = new Int32Array(titles);
    for (let t = 0; t < titles; t++) {
      let count = 0;
      for (let k = this.distinctStart[t]!; k < this.distinctStart[t + 1]!; k++)
        for (const n of numbered[this.distinctIds[k]!]!)
          if (seenBy[n] !== t) {
            seenBy[n] = t;
            count++;
          }
      counts[t] = count;
    }
    return counts;
  }

  /** Runs `use` with the masks of the query's (distinct) trigrams set, which `forEachSharing` and `wordSimilarity` read. */
  withQuery<T>(trigrams: ReadonlySet<number>, use: () => T): T {
    const list = [...trigrams];
    const chunks = Math.ceil(list.length / 32);
    if (this.masks.length < this.vocabulary.length * chunks) this.masks = new Uint32Array(this.vocabulary.length * chunks);
    const masks = this.masks;
    const touched: number[] = [];
    list.forEach((trigram, i) => {
      for (const w of this.wordsByTrigram.get(trigram)) {
        touched.push(w);
        masks[w * chunks + (i >> 5)]! |= 1 << (i & 31);
      }
    });
    this.query = { list, trigrams, chunks, spans: new Map() };
    try {
      return use();
    } finally {
      this.query = null;
      for (const w of touched) masks.fill(0, w * chunks, (w + 1) * chunks);
    }
  }

  private current() {
    if (!this.query) throw new Error('TitleWords: no query set (call inside withQuery)');
    return this.query;
  }

  /** Calls `visit(title, shared)`, in ascending title order, for every title holding at least `least` of the query's trigrams. */
  forEachSharing(least: number, visit: (title: number, shared: number) => void): void {
    const { chunks } = this.current();
    const { distinctStart, distinctIds, masks } = this;
    const sharedBy = (t: number) => {
      let shared = 0;
      for (let c = 0; c < chunks; c++) {
        let mask = 0;
        for (let k = distinctStart[t]!; k < distinctStart[t + 1]!; k++) mask |= masks[distinctIds[k]! * chunks + c]!;
        shared += popcount(mask);
      }
      return shared;
    };
    const candidates = this.candidates(least);
    if (candidates === 'all')
      for (let t = 0; t + 1 < distinctStart.length; t++) {
        const shared = sharedBy(t);
        if (shared >= least) visit(t, shared);
      }
    else if (candidates === 'marked')
      for (let t = 0, pass = this.pass; t + 1 < distinctStart.length; t++) {
        if (this.listedIn[t] !== pass) continue;
        const shared = sharedBy(t);
        if (shared >= least) visit(t, shared);
      }
    else
      for (const t of candidates) {
        const shared = sharedBy(t);
        if (shared >= least) visit(t, shared);
      }
  }

  /**
   * The titles that may hold `least` of the query's `q` trigrams. Such a title holds at least one of any
   * `q - least + 1` of them (the others are only `least - 1`), so the titles of the words holding the rarest
   * `q - least + 1` are enough (prefix filtering): common trigrams, like a word's padded first letter, are never
   * walked. Few candidates come as a sorted list; more are marked in `listedIn` for a pass in title order that
   * skips the others; when nearly every title would be one, 'all'.
   */
  private candidates(least: number): Int32Array | 'marked' | 'all' {
    const { list } = this.current();
    if (least < 1 || least > list.length) return 'all';
    const titlesOf = (trigram: number) => {
      let n = 0;
      for (const w of this.wordsByTrigram.get(trigram)) n += this.wordTitleStart[w + 1]! - this.wordTitleStart[w]!;
      return n;
    };
    const rarest = list
      .map((trigram) => ({ trigram, titles: titlesOf(trigram) }))
      .sort((a, b) => a.titles - b.titles)
      .slice(0, list.length - least + 1);
    const postings = rarest.reduce((sum, r) => sum + r.titles, 0);
    const titles = this.listedIn.length;
    if (postings > titles / MARK_SHARE) return 'all';
    const pass = ++this.pass;
    const listed: number[] = [];
    const asList = postings <= titles / LIST_SHARE;
    for (const { trigram } of rarest)
      for (const w of this.wordsByTrigram.get(trigram))
        for (let k = this.wordTitleStart[w]!; k < this.wordTitleStart[w + 1]!; k++) {
          const t = this.wordTitles[k]!;
          if (this.listedIn[t] !== pass) {
            this.listedIn[t] = pass;
            if (asList) listed.push(t);
          }
        }
    return asList ? Int32Array.from(listed).sort() : 'marked';
  }

  /** pg_trgm `word_similarity(query, title)`, computed once per run of words from the first to the last holding a query trigram. */
  wordSimilarity(title: number): number {
    const { trigrams, chunks, spans } = this.current();
    const holds = (k: number) => {
      const base = this.sequenceIds[k]! * chunks;
      for (let c = 0; c < chunks; c++) if (this.masks[base + c]) return true;
      return false;
    };
    let first = this.sequenceStart[title]!;
    let last = this.sequenceStart[title + 1]! - 1;
    while (first <= last && !holds(first)) first++;
    while (last > first && !holds(last)) last--;
    if (first > last) return 0;
    const span = this.sequenceIds.subarray(first, last + 1);
    const key = span.length === 1 ? span[0]! : span.join(' ');
    let score = spans.get(key);
    if (score === undefined) {
      score = wordSimilarity(trigrams, Array.from(span, (w) => wordTrigrams(this.vocabulary[w]!)).flat());
      spans.set(key, score);
    }
    return score;
  }
}

/**
 * Candidates (their postings, a title per word) are listed and sorted up to 1/LIST_SHARE of all titles, marked for
 * a pass in title order up to 1/MARK_SHARE, and beyond it every title is counted. At 100,000 shows marking rather
 * than counting every title took the p95 of the long-tail queries' CPU from 10.9–12.0 to 8.2–9.7 ms.
 */
const LIST_SHARE = 64;
const MARK_SHARE = 1;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
