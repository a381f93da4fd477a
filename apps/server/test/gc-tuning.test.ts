import { beforeEach, describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.fn();
vi.mock('node:v8', () => ({ setFlagsFromString }));
const { tuneGarbageCollector } = await import('../src/gc-tuning.js');

describe('garbage collector tuning at start', () => {
  beforeEach(() => setFlagsFromString.mockClear());

  it('caps heap growth at the configured percentage and turns allocation-site pretenuring off', () => {
    tuneGarbageCollector({ heapGrowthPercent: 25 });
    expect(setFlagsFromString.mock.calls).toEqual([['--heap-growing-percent=25'], ['--no-allocation-site-pretenuring']]);
  });

  it('leaves V8 its own growth factor when the percentage is 0, pretenuring still off', () => {
    tuneGarbageCollector({ heapGrowthPercent: 0 });
    expect(setFlagsFromString.mock.calls).toEqual([['--no-allocation-site-pretenuring']]);
  });
});
