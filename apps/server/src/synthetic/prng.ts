/** A small seeded PRNG (mulberry32): the same seed always gives the same catalogue. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** Index in [0, n) with a long-tail (Zipf-like) distribution: low indexes are far more likely. */
  zipf(n: number, exponent?: number): number;
  chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    // Inverse-CDF of a continuous power law over [1, n+1): cheap and close enough to Zipf.
    zipf(n, exponent = 1.1) {
      const u = next();
      const a = 1 - exponent;
      const x = Math.pow(u * (Math.pow(n + 1, a) - 1) + 1, 1 / a);
      return Math.min(n - 1, Math.max(0, Math.floor(x) - 1));
    },
    chance: (p) => next() < p,
  };
}
