// `npm run dev`: the developer's loop. The server (TypeScript compiled in watch mode, restarted by `node --watch`
// when its output changes) on PGlite in ./.klama with the sample catalogue, API on port 3001, and Vite with hot
// reload on port 3000 proxying /api to it (apps/web/vite.config.ts). Ctrl-C stops all of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (path) => join(root, 'node_modules', path);
const DEV_API_PORT = 3001;

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
// the first build runs before the watchers, so the server starts from up-to-date output
const first = spawnSync(process.execPath, [bin('typescript/bin/tsc'), '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

// visitors use Vite's port, not the API's: links the server writes (feeds, canonical URLs) point there
const env = {
  ...process.env,
  PORT: String(DEV_API_PORT),
  HOST: process.env.HOST ?? '127.0.0.1',
  SITE_URL: process.env.SITE_URL ?? 'http://127.0.0.1:3000',
};
const children = [
  ['tsc', [bin('typescript/bin/tsc'), '-b', '-w', '--preserveWatchOutput', 'apps/server'], {}],
  ['api', ['--watch', 'apps/server/dist/src/main.js'], env],
  ['web', [bin('vite/bin/vite.js'), '--port', '3000', '--strictPort'], {}, join(root, 'apps/web')],
].map(([name, args, extraEnv, cwd = root]) => {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...extraEnv }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (!left.length) process.exit(code);
  for (const child of left)
    child.once('exit', () => {
      left = left.filter((c) => c !== child);
      if (!left.length) process.exit(code);
    });
  for (const child of left) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
