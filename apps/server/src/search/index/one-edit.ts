/**
 * Queries one edit away from a title, beyond what trigram similarity catches on short words: two
 * adjacent letters swapped (Gobiln → Goblin) and one jamo wrong, missing or extra in one Hangul
 * syllable (가을동하 → 가을동화, 도개비 → 도깨비).
 */
import { jamoOf } from '../../search-terms/korean.js';

/** The query with each pair of adjacent, different characters swapped. */
export function adjacentSwaps(chars: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    out.push(swapped);
  }
  return out;
}

const jamoCache = new Map<string, string>();
const jamo = (syllable: string) => {
  let j = jamoCache.get(syllable);
  if (j === undefined) jamoCache.set(syllable, (j = jamoOf(syllable))); // at most 11,172 syllables
  return j;
};

/** Whether two different Hangul syllables are one jamo apart (one substituted, inserted or deleted). */
export function oneJamoApart(a: string, b: string): boolean {
  return a !== b && withinOneEdit(jamo(a), jamo(b));
}

/** Levenshtein distance ≤ 1, in one pass. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}
