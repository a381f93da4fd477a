// `npm run bench:api`: requests/s and p99 latency of the main read calls on a synthetic catalogue,
// each beside a bare Fastify hello-world (same machine, same load) as the denominator.
// Writes the table into docs/benchmarks.md. Options: --shows N (default 20000), --seconds S (default 10),
// --postgres (use PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// in a database klama_bench_N created on first use, instead of PGlite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = new URL('..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const shows = arg('shows', 20000);
const seconds = arg('seconds', 10);
const connections = 10;
const postgres = process.argv.includes('--postgres');
const engine = postgres ? 'PostgreSQL' : 'PGlite';
const dataDir = join(root, '.bench-data', `synthetic-${shows}`);
const marker = join(dataDir, postgres ? 'ready-postgres' : 'ready');
let databaseUrl = '';
if (postgres) {
  const pg = require('pg');
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `klama_bench_${shows}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  if (!exists || !existsSync(marker)) {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  }
  await client.end();
}

if (!existsSync(marker)) {
  console.log(`Generating a synthetic catalogue of ${shows} shows on ${engine}…`);
  mkdirSync(dataDir, { recursive: true });
  const target = postgres ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
  const r = spawnSync(process.execPath, ['apps/server/dist/src/cli/seed-synthetic.js', '--shows', String(shows), ...target], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(marker, new Date().toISOString());
}

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill()));

function startServer(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    child.stdout.on('data', (d) => /ready|serving at/.test(String(d)) && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const measure = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'identity' } }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx || r.errors) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p99: r.latency.p99 });
    }),
  );

const hello = await startServer(['bench/hello.mjs'], { PORT: '3901' });
const baseline = await measure('http://127.0.0.1:3901/');
hello.kill();
console.log(`hello-world: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);

const app = await startServer(['apps/server/dist/src/main.js'], {
  PORT: '3902',
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
});
const base = 'http://127.0.0.1:3902/api';
const get = async (path) => (await fetch(base + path)).json();
const [someShow] = (await get('/show?limit=1&sort=name_asc')).results;
const genre = (await get('/genre'))[0];
const tone = (await get('/tone'))[0];
const keywords = (await get('/keyword')).slice(0, 1);
const searchTerm = someShow.name.split(' ')[0].slice(0, 5);
const cases = [
  ['details', `/show/details/${someShow.id}`],
  ['category page (genre, sorted by date)', `/show/list/genre/${genre.id}?page=3&limit=30`],
  ['discover with filters', `/show?genre=${genre.id}&tone=${tone.id}&keyword=${keywords.map((k) => k.id).join(',')}&page=1&limit=30`],
  ['search', `/show/search?query=${encodeURIComponent(searchTerm)}`],
];
const rows = [];
for (const [name, path] of cases) {
  const r = await measure(base + path);
  rows.push({ name, path, ...r });
  console.log(`${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
}
app.kill();

const table = [
  `Run ${new Date().toISOString().slice(0, 10)}: ${shows.toLocaleString('en')} synthetic shows on ${engine}, autocannon ${connections} connections × ${seconds} s per call, Node ${process.version}.`,
  '',
  '| call | req/s | p99 ms | req/s vs hello-world |',
  '|---|---:|---:|---:|',
  `| bare Fastify hello-world (denominator) | ${baseline.rps.toFixed(0)} | ${baseline.p99} | 100% |`,
  ...rows.map((r) => `| ${r.name}: \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p99} | ${((100 * r.rps) / baseline.rps).toFixed(1)}% |`),
].join('\n');
const docPath = join(root, 'docs', 'benchmarks.md');
const tag = `bench:api:${postgres ? 'postgres' : 'pglite'}`;
let doc = readFileSync(docPath, 'utf8');
if (!doc.includes(`<!-- ${tag}:start -->`))
  doc = doc.replace('<!-- bench:api:end -->', `<!-- ${tag}:start -->\n<!-- ${tag}:end -->\n<!-- bench:api:end -->`);
doc = doc.replace(new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`), `<!-- ${tag}:start -->\n${table}\n<!-- ${tag}:end -->`);
writeFileSync(docPath, doc);
console.log(`\n${table}\n\nwritten to docs/benchmarks.md`);
