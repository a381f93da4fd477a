// `npm start`: builds what is missing or stale (contract + server with tsc -b, the web app with Vite),
// then runs the server. Configuration comes from the environment (see README).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
console.log('Building the server (incremental)…');
run('npx', ['tsc', '-b', 'apps/server']);
const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'packages/contract/src'].map((d) => join(root, d)).filter(existsSync);
// the browser build and the server renderer (apps/web/dist-server) are built together
const webRenderer = join(root, 'apps/web/dist-server/entry-server.js');
if (
  existsSync(join(root, 'apps/web/index.html')) &&
  (!existsSync(webIndex) ||
    !existsSync(webRenderer) ||
    Math.max(...webSources.map(newest)) > Math.min(statSync(webIndex).mtimeMs, statSync(webRenderer).mtimeMs))
) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@klama/web']);
}
// The server runs in this process: a child would get Ctrl-C from the terminal and again from us.
process.chdir(root);
await import(new URL('../apps/server/dist/src/main.js', import.meta.url).href);
