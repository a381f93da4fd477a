// The server test files whose outcome can depend on the database engine or on Redis: those that read
// TEST_DATABASE_URL or TEST_REDIS_URL, themselves or through a module they import (the test harness
// does). `npm test` runs only these a second time on PostgreSQL and Redis; the others (pure functions,
// bare Fastify apps, spawned CLIs with their own PGlite) would give the same answer twice.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ENGINE_SETTING = /\bTEST_(?:DATABASE|REDIS)_URL\b/;
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SERVER_TEST_ROOTS = ['apps/server', 'packages'];

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `./x.js` as TypeScript sources are imported: the `.ts`/`.tsx` file beside it, or an index. */
function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier).replace(/\.(?:js|mjs)$/, '');
  return [`${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')].find(existsSync);
}

export function engineBoundTests(root) {
  const modules = new Map(); // file → { reads: mentions a setting, imports: the files it imports }
  const read = (file) => {
    if (!modules.has(file)) {
      const source = readFileSync(file, 'utf8');
      const imports = [...source.matchAll(RELATIVE_IMPORT)].map(([, specifier]) => resolveModule(file, specifier)).filter(Boolean);
      modules.set(file, { reads: ENGINE_SETTING.test(source), imports });
    }
    return modules.get(file);
  };
  // a walk of everything the file reaches, so that an import cycle cannot hide a setting
  const reachesSetting = (test) => {
    const seen = new Set([test]);
    for (const file of seen) {
      const module = read(file);
      if (module.reads) return true;
      for (const next of module.imports) seen.add(next);
    }
    return false;
  };
  return SERVER_TEST_ROOTS.flatMap((dir) => testFiles(join(root, dir)))
    .filter(reachesSetting)
    .map((file) => relative(root, file))
    .sort();
}
