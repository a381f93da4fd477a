/**
 * Stable numeric ids for sample entities that have no id of their own (people, keywords), from
 * their identity string: FNV-1a in [1e9, 2e9), far above TMDB's ids so imports never collide.
 */
export function stableId(identity: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(identity, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return 1_000_000_000 + (h % 1_000_000_000);
}

export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
