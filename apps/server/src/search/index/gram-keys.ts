/**
 * Character n-grams as numbers (17 bits per character, so up to three characters fit a double
 * exactly), which index and compare without allocating strings. Characters past U+1FFFF (none in
 * titles) fold onto others: a triple can then collide, which only adds a candidate to verify.
 */
const BITS = 0x20000;
const code = (ch: string) => ch.codePointAt(0)! % BITS;

export const pairKey = (a: string, b: string) => code(a) * BITS + code(b);
export const tripleKey = (a: string, b: string, c: string) => (code(a) * BITS + code(b)) * BITS + code(c);

/** Keys of the distinct runs of two (or three) adjacent characters. */
export function gramKeys(chars: readonly string[], size: 2 | 3): number[] {
  const keys: number[] = [];
  for (let i = 0; i + size <= chars.length; i++) {
    const key = size === 2 ? pairKey(chars[i]!, chars[i + 1]!) : tripleKey(chars[i]!, chars[i + 1]!, chars[i + 2]!);
    if (!keys.includes(key)) keys.push(key); // titles are short: a scan beats a Set
  }
  return keys;
}

/** The code points of a string (the same keys as its characters give), without making a string per character. */
export function codePointsOf(text: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    codes.push(code);
  }
  return codes;
}

/** gramKeys of a title given as code points (what the index builds from: no array of strings per title). */
export function gramKeysOfCodes(codes: readonly number[], size: 2 | 3): number[] {
  const keys: number[] = [];
  for (let i = 0; i + size <= codes.length; i++) {
    const pair = (codes[i]! % BITS) * BITS + (codes[i + 1]! % BITS);
    const key = size === 2 ? pair : pair * BITS + (codes[i + 2]! % BITS);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}
