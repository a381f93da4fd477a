/**
 * DATA_DIR holds the embedded database and the generated signing key: only its owner may read it.
 * PGlite creates its files 0666 whatever the umask, so a start tightens the whole tree.
 */
import { lstatSync, mkdirSync, readdirSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

const GROUP_OTHER = 0o077;

/** Drops group/other permissions below `path`; returns how many entries it changed. */
function tightenTree(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  if (stat.mode & GROUP_OTHER) {
    chmodSync(path, stat.mode & 0o7700);
    changed++;
  }
  if (stat.isDirectory()) for (const name of readdirSync(path)) changed += tightenTree(join(path, name));
  return changed;
}

/**
 * Creates `dir` with mode 0700, or tightens an existing one and everything in it.
 * `log` hears one line when the directory itself was open to other users.
 */
export function secureDataDir(dir: string, log: (line: string) => void = () => undefined): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const wasOpen = (lstatSync(dir).mode & GROUP_OTHER) !== 0;
  const changed = tightenTree(dir);
  if (wasOpen) log(`DATA_DIR ${dir} was open to other users: tightened it to 0700 (${changed} files and folders)`);
}
