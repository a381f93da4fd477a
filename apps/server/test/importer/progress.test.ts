/** What the import prints while it runs: a redrawn bar on a terminal, a plain line now and then in a log. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, formatDuration } from '../../src/importer/progress.js';

const T0 = new Date('2026-11-21T10:00:00Z').getTime();
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);
const counts = (done: number, total: number, added = 0, updated = 0, failed = 0) => ({ done, total, added, updated, failed });

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (s: string) => writes.push(s) > 0 } as unknown as NodeJS.WriteStream };
}

beforeEach(() => {
  // the clock is set by each step, never waited for
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
});
afterEach(() => vi.useRealTimers());

describe('in a log (not a terminal)', () => {
  it('writes a line at once, then at most one every five seconds, and always the last one', () => {
    const { writes, stream } = fakeStream(false);
    const p = createProgress(stream);
    at(3);
    p.update(counts(3, 10, 2, 1));
    expect(writes).toEqual(['Importing: 3/10 shows (added 2, updated 1, failed 0) ETA 7s\n']);
    at(5);
    p.update(counts(4, 10));
    at(8);
    p.update(counts(5, 10));
    expect(writes).toHaveLength(1);
    at(8.5);
    p.update(counts(6, 10, 4, 1, 1));
    expect(writes[1]).toBe('Importing: 6/10 shows (added 4, updated 1, failed 1) ETA 6s\n');
    at(9);
    p.update(counts(10, 10, 8, 1, 1));
    expect(writes[2]).toBe('Importing: 10/10 shows (added 8, updated 1, failed 1) ETA —\n');
    p.log('Show 7 failed: boom');
    p.finish();
    expect(writes.slice(3)).toEqual(['Show 7 failed: boom\n']);
  });

  it('shows a bare count when the total is unknown, and no ETA before the first show', () => {
    const { writes, stream } = fakeStream(false);
    const p = createProgress(stream, 'Collections');
    p.update(counts(0, 7));
    at(10);
    p.update(counts(5, 0));
    expect(writes).toEqual([
      'Collections: 0/7 shows (added 0, updated 0, failed 0) ETA —\n',
      'Collections: 5 shows (added 0, updated 0, failed 0) ETA —\n',
    ]);
  });
});

describe('on a terminal', () => {
  it('redraws a 24-wide bar on every update and keeps log lines off the bar', () => {
    const { writes, stream } = fakeStream(true);
    const p = createProgress(stream);
    p.log('Resuming import run 3');
    expect(writes).toEqual(['Resuming import run 3\n']);
    at(2);
    p.update(counts(1, 4, 1));
    at(2.5);
    p.update(counts(3, 10));
    expect(writes.slice(1)).toEqual([
      `\r\x1b[2KImporting [${'#'.repeat(6)}${'.'.repeat(18)}] 1/4 shows (added 1, updated 0, failed 0) ETA 6s`,
      `\r\x1b[2KImporting [${'#'.repeat(7)}${'.'.repeat(17)}] 3/10 shows (added 0, updated 0, failed 0) ETA 6s`,
    ]);
    p.log('Show 9 failed: 404');
    expect(writes[3]).toBe('\r\x1b[2KShow 9 failed: 404\n');
    p.finish();
    expect(writes[4]).toBe('\n');
    expect(writes).toHaveLength(5);
  });

  it('draws an empty bar without a total, and finishes quietly when nothing was drawn', () => {
    const { writes, stream } = fakeStream(true);
    createProgress(stream).finish();
    expect(writes).toEqual([]);
    createProgress(stream, 'Seeding').update(counts(2, 0));
    expect(writes).toEqual([`\r\x1b[2KSeeding [${'.'.repeat(24)}] 2 shows (added 0, updated 0, failed 0) ETA —`]);
  });
});

describe('durations', () => {
  it.each([
    [0, '0s'],
    [59.4, '59s'],
    [59.6, '1m00s'],
    [60, '1m00s'],
    [125, '2m05s'],
    [3599, '59m59s'],
    [3600, '1h00m'],
    [3725, '1h02m'],
    [7384, '2h03m'],
    [Infinity, '—'],
    [NaN, '—'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
