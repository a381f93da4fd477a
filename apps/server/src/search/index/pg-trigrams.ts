/**
 * pg_trgm's similarity measures, computed in memory with the extension's own rules so the search
 * index ranks typos exactly as the SQL did: words are runs of letters and digits, each padded with
 * two spaces in front and one behind; scores are float4 (rounded to 32 bits, compared as such).
 * Trigrams are numeric keys (gram-keys.ts).
 */
import { tripleKey } from './gram-keys.js';

/** Similarity thresholds of pg_trgm's `%` and `<%` operators (its defaults). */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words pg_trgm sees in `text` (runs of letters and digits), lower-cased. */
export const trigramWords = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** The trigrams of one word in order: "  w", " wo", "wor", "ord", "rd ". */
export function wordTrigrams(word: string): number[] {
  const chars = [' ', ' ', ...word, ' '];
  const out: number[] = [];
  for (let i = 0; i + 2 < chars.length; i++) out.push(tripleKey(chars[i]!, chars[i + 1]!, chars[i + 2]!));
  return out;
}

/** Every trigram of `text` in order, duplicates kept (pg_trgm's generate_trgm_only). */
export function trigramSequence(text: string): number[] {
  return trigramWords(text).flatMap(wordTrigrams);
}

/** The distinct trigrams of `text` (pg_trgm's show_trgm, unordered). */
export function trigramSet(text: string): Set<number> {
  return new Set(trigramSequence(text));
}

const float4 = Math.fround;
const calcSimilarity = (count: number, len1: number, len2: number) => float4(count / (len1 + len2 - count));

/** pg_trgm `similarity(a, b)` from the two trigram sets and how many they share. */
export function similarityOf(shared: number, size1: number, size2: number): number {
  return size1 <= 0 || size2 <= 0 ? 0 : calcSimilarity(shared, size1, size2);
}

/**
 * pg_trgm `word_similarity(query, text)`: the greatest similarity between the query's trigram set
 * and a contiguous extent of the text's trigrams, found by pg_trgm's own iterative procedure
 * (calc_word_similarity / iterate_word_similarity, non-strict), so ties and approximations match.
 */
export function wordSimilarity(query: ReadonlySet<number>, text: readonly number[]): number {
  const ulen1 = query.size;
  if (!ulen1 || !text.length) return 0;
  // number each distinct trigram of the text; found[k]: the k-th distinct trigram is in the query
  const numbers = new Map<number, number>();
  const found: boolean[] = [];
  const indexes = text.map((trg) => {
    let k = numbers.get(trg);
    if (k === undefined) {
      k = numbers.size;
      numbers.set(trg, k);
      found.push(query.has(trg));
    }
    return k;
  });
  const lastpos = new Int32Array(numbers.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let max = 0;
  for (let i = 0; i < indexes.length; i++) {
    const trg = indexes[i]!;
    if (lower >= 0 || found[trg]) {
      if (lastpos[trg]! < 0) {
        ulen2++;
        if (found[trg]) count++;
      }
      lastpos[trg] = i;
    }
    if (!found[trg]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calcSimilarity(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = calcSimilarity(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const t = indexes[tmpLower]!;
      if (lastpos[t] === tmpLower) {
        tmpUlen2--;
        if (found[t]) tmpCount--;
      }
    }
    if (current > max) max = current;
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const t = indexes[tmpLower]!;
      if (lastpos[t] === tmpLower) lastpos[t] = -1;
    }
  }
  return max;
}
