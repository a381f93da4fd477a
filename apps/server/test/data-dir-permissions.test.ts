import { chmodSync, mkdirSync, mkdtempSync, readdirSync, lstatSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/open.js';

/** Every path under `dir` that a group member or another user could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

let umask: number;
beforeEach(() => {
  umask = process.umask(0o022); // the common default, which let PGlite's files be 0666
});
afterEach(() => {
  process.umask(umask);
  vi.restoreAllMocks();
});

it('creates DATA_DIR 0700 and leaves no database file readable by other users', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'klama-perm-')), 'data');
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await db.close();
  }
});

it('tightens an existing open DATA_DIR and its files, with one log line', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'klama-perm-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(join(dataDir, 'pgdata'), { mode: 0o777 });
  writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(40), { mode: 0o666 });
  chmodSync(join(dataDir, 'jwt-secret'), 0o666);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    expect(openToOthers(dataDir)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/was open to other users: tightened it to 0700/);
  } finally {
    await db.close();
  }
});
