/**
 * Titles as sequences of distinct words, for counting how many of a query's pg_trgm trigrams each
 * title has without walking trigram posting lists: a title's trigrams are the union of its words'
 * (pg_trgm pads every word on its own), so each word gets a bit mask of the query trigrams it holds
 * and a title ORs its words' masks. Vocabularies are small next to titles, so this is one cheap
 * pass over the titles whatever the query.
 */
import { Postings } from './postings.js';
import { trigramWords, wordTrigrams } from './pg-trigrams.js';

export class TitleWords {
  /** Distinct pg_trgm trigrams of each title. */
  readonly trigramCount: Int32Array;
  private readonly wordStart: Int32Array;
  private readonly wordIds: Int32Array;
  private readonly wordsByTrigram: Postings;
  private readonly vocabulary: number;
  private masks = new Uint32Array(0);

  constructor(titles: readonly string[]) {
    const ids = new Map<string, number>();
    const trigramsOf: number[][] = [];
    const starts = [0];
    const wordIds: number[] = [];
    titles.forEach((title) => {
      const first = wordIds.length;
      for (const word of trigramWords(title)) {
        let id = ids.get(word);
        if (id === undefined) {
          id = ids.size;
          ids.set(word, id);
          trigramsOf.push([...new Set(wordTrigrams(word))]);
        }
        if (!wordIds.includes(id, first)) wordIds.push(id);
      }
      starts.push(wordIds.length);
    });
    this.wordStart = Int32Array.from(starts);
    this.wordIds = Int32Array.from(wordIds);
    this.vocabulary = ids.size;
    this.wordsByTrigram = new Postings(ids.size, (w) => trigramsOf[w]!);
    this.trigramCount = this.countTrigrams(titles.length, trigramsOf);
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
      for (let k = this.wordStart[t]!; k < this.wordStart[t + 1]!; k++)
        for (const n of numbered[this.wordIds[k]!]!)
          if (seenBy[n] !== t) {
            seenBy[n] = t;
            count++;
          }
      counts[t] = count;
    }
    return counts;
  }

  /** Calls `visit(title, shared)` for every title holding at least `least` of the (distinct) query trigrams. */
  forEachSharing(query: readonly number[], least: number, visit: (title: number, shared: number) => void): void {
    const chunks = Math.ceil(query.length / 32);
    if (this.masks.length < this.vocabulary * chunks) this.masks = new Uint32Array(this.vocabulary * chunks);
    const masks = this.masks;
    const touched: number[] = [];
    query.forEach((trigram, i) => {
      for (const w of this.wordsByTrigram.get(trigram)) {
        touched.push(w);
        masks[w * chunks + (i >> 5)]! |= 1 << (i & 31);
      }
    });
    const { wordStart, wordIds } = this;
    for (let t = 0; t + 1 < wordStart.length; t++) {
      let shared = 0;
      for (let c = 0; c < chunks; c++) {
        let mask = 0;
        for (let k = wordStart[t]!; k < wordStart[t + 1]!; k++) mask |= masks[wordIds[k]! * chunks + c]!;
        shared += popcount(mask);
      }
      if (shared >= least) visit(t, shared);
    }
    for (const w of touched) masks.fill(0, w * chunks, (w + 1) * chunks);
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
