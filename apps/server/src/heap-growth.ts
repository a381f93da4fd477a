import { setFlagsFromString } from 'node:v8';

/**
 * Caps how far the heap may grow past what the last full collection kept. V8's own factor goes up to 4×
 * for a process that may use gigabytes: with the read model's ~220 MB live at 100,000 shows, the short-lived
 * objects of cache hits under load were left to pile up to 1.3 GB of RSS before a full collection ran. V8
 * reads the factor each time it sets the next limit, so setting it at start, before the model is built, is enough.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
