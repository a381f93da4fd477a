import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module to the folder holding `marker` (works from src/ and from dist/src/). */
function findUp(start: string, marker: string): string {
  let dir = start;
  while (!existsSync(join(dir, marker))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find ${marker} above ${start}`);
    dir = parent;
  }
  return dir;
}

const here = dirname(fileURLToPath(import.meta.url));
export const serverRoot = findUp(here, 'migrations');
export const repoRoot = findUp(serverRoot, 'data');
export const catalogueDir = join(repoRoot, 'data', 'catalogue');
export const webDistDir = join(repoRoot, 'apps', 'web', 'dist');
export const webServerDistDir = join(repoRoot, 'apps', 'web', 'dist-server');
