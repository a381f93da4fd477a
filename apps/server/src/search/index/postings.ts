/** An inverted index from numeric keys to ascending term ids, packed in one typed array. */
export class Postings {
  private readonly slots = new Map<number, number>();
  private readonly offsets: Int32Array;
  private readonly ids: Int32Array;

  /** `keysOf(id)`: the distinct keys of term `id`, asked once per term. */
  constructor(terms: number, keysOf: (id: number) => readonly number[]) {
    // one pass finds each term's key slots (and counts them), a second places the ids: no key is looked up twice
    const counts: number[] = [];
    const termSlots: number[] = [];
    const termEnd = new Int32Array(terms);
    for (let id = 0; id < terms; id++) {
      for (const key of keysOf(id)) {
        let slot = this.slots.get(key);
        if (slot === undefined) {
          slot = counts.length;
          this.slots.set(key, slot);
          counts.push(0);
        }
        counts[slot]!++;
        termSlots.push(slot);
      }
      termEnd[id] = termSlots.length;
    }
    this.offsets = new Int32Array(counts.length + 1);
    counts.forEach((n, slot) => (this.offsets[slot + 1] = this.offsets[slot]! + n));
    this.ids = new Int32Array(this.offsets[counts.length]!);
    const fill = this.offsets.slice(0, counts.length);
    for (let id = 0, k = 0; id < terms; id++) for (; k < termEnd[id]!; k++) this.ids[fill[termSlots[k]!]!++] = id;
  }

  /** Term ids holding `key`, ascending (a view, not a copy). */
  get(key: number): Int32Array {
    const slot = this.slots.get(key);
    return slot === undefined ? this.ids.subarray(0, 0) : this.ids.subarray(this.offsets[slot], this.offsets[slot + 1]);
  }
}
