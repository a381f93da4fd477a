import { setFlagsFromString } from 'node:v8';

/**
 * V8's garbage collector tuned for a server whose heap is a large, long-lived read model plus the short-lived
 * objects of many small requests (docs/decisions/0010-memory-tuning.md). Set at start, before the model is
 * built: V8 reads both flags each time it decides. (The young generation's size, the third setting, can only be
 * given on Node's command line: `npm start` runs `node --max-semi-space-size=32`.)
 */
export function tuneGarbageCollector({ heapGrowthPercent }: { heapGrowthPercent: number }): void {
  limitHeapGrowth(heapGrowthPercent);
  disablePretenuring();
}

/**
 * Caps how far the heap may grow past what the last full collection kept. V8's own factor goes up to 4×
 * for a process that may use gigabytes: with the read model's ~220 MB live at 100,000 shows, the short-lived
 * objects of cache hits under load were left to pile up to 1.3 GB of RSS before a full collection ran.
 */
function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * Turns off allocation-site pretenuring. While the read model is built and cache misses are answered, nearly
 * every object of some allocation sites survives a scavenge, so V8 starts allocating those sites' objects
 * straight into the old generation; the same sites then serve every cache hit, whose objects die within a
 * millisecond but are now freed only by full collections, which the heap growth cap makes frequent. Measured on
 * one hot details URL on PGlite: 62–76 µs of server CPU a request with pretenuring, 32–62 µs without
 * (docs/benchmarks.md, *The details hit on PGlite*).
 */
function disablePretenuring(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
