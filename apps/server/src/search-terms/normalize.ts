/**
 * Title normalisation shared by indexing and querying: Unicode NFKC (so Hangul typed as NFD jamo
 * composes into syllables), lower case, every run of non-letters/digits folded to one space.
 */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The title without spaces: "사랑의 불시착" and "사랑의불시착" meet here. */
export function compactTitle(text: string): string {
  return normalizeTitle(text).replace(/ /g, '');
}

/** Distinct pairs of adjacent characters (code points) of a compact title. */
export function bigrams(compact: string): string[] {
  const chars = [...compact];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}
