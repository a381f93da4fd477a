// `npm run bench:api`: the catalogue reads under a long-tail visitor mix, beside a bare Fastify hello-world
// measured in the same run. For each engine (embedded PGlite with 2,000 shows, PostgreSQL with 100,000):
//   1. one client on a cold cache (the server restarted before each call kind, then warmed up on as many other
//      URLs of the kind): each of ≥ 100 distinct URLs of the kind, never asked before, once → p50 / p95 / p99;
//   2. 32 connections cycling through those URLs for a few seconds → requests/s ÷ hello-world's;
//   3. 32 connections on one hot URL of the kind (a cache hit) → requests/s ÷ hello-world's;
//   with the server's RSS sampled during the load. Prints the table and writes it into docs/benchmarks.md.
// Options: --engine pglite|postgres|both (default both), --shows N (default 2000 on PGlite, 100000 on
// PostgreSQL), --seconds S per loaded workload (default 6, in 3 rounds), --urls N per kind (default 120),
// --server PATH (another build's main.js, e.g. main's, for a "before" run), --label TEXT (the table's
// heading), --tag NAME (writes between the markers bench:api:NAME:<engine>, e.g. `before`), --kinds details,search (only
// those call kinds), --no-write. PostgreSQL at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), in a database klama_bench_N made on first use.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { longTailUrls } from './long-tail.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = new URL('..', import.meta.url).pathname;
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine')];
const seconds = Number(option('seconds', 6));
const urlsPerKind = Number(option('urls', 120));
const serverMain = resolve(option('server', join(root, 'apps/server/dist/src/main.js')));
const label = option('label', 'this build');
const write = !process.argv.includes('--no-write');
const CONNECTIONS = 32;
// what a browser sends: the server's compression is part of the cost being measured
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill()));

/** Makes (once) the synthetic catalogue of `shows` on the engine; returns the server's environment for it. */
/** How many shows a PostgreSQL database holds (0 when it has no catalogue at all). */
async function countShows(pg, connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query('SELECT count(*)::int AS n FROM show')).rows[0].n;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

async function prepareCatalogue(engine, shows) {
  const dataDir = join(root, '.bench-data', `synthetic-${shows}`);
  const marker = join(dataDir, engine === 'postgres' ? 'ready-postgres' : 'ready');
  let databaseUrl = '';
  if (engine === 'postgres') {
    const pg = require('pg');
    const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `klama_bench_${shows}`;
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    // the marker says a seed finished; the database must still hold it (not dropped or emptied since)
    if (!exists || !existsSync(marker) || (await countShows(pg, databaseUrl)) < shows) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
      rmSync(marker, { force: true });
    }
    await client.end();
  }
  if (!existsSync(marker)) {
    console.log(`Generating a synthetic catalogue of ${shows} shows on ${engine}…`);
    mkdirSync(dataDir, { recursive: true });
    const target = engine === 'postgres' ? ['--database-url', databaseUrl] : ['--data-dir', dataDir];
    // the command-line scripts live in src/cli (src/scripts before the move)
    const seed = ['cli', 'scripts'].map((dir) => `apps/server/dist/src/${dir}/seed-synthetic.js`).find((f) => existsSync(join(root, f)));
    const r = spawnSync(process.execPath, [seed, '--shows', String(shows), ...target], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: '' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
    writeFileSync(marker, new Date().toISOString());
  }
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
}

/**
 * Node's flags for the servers, as `npm start` runs ours (a young generation big enough that a cache hit's objects
 * die young: see docs/decisions/0010-memory-tuning.md); hello-world gets the same, so the ratios compare like
 * with like.
 */
const NODE_FLAGS = ['--max-semi-space-size=32'];

function startServer(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...NODE_FLAGS, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    child.stdout.on('data', (d) => /ready|serving at/.test(String(d)) && resolve({ child, startMs: performance.now() - started }));
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Samples the resident set size of a process while `during` runs; returns the peak in MB. */
async function peakRss(pid, during) {
  let peak = 0;
  const sample = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  const timer = setInterval(sample, 250);
  try {
    return { result: await during(), rssMb: (sample(), peak) };
  } finally {
    clearInterval(timer);
  }
}

const load = (base, paths, duration = seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        headers: HEADERS,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (err, r) => {
        if (err) return reject(err);
        if (r.non2xx || r.errors) return reject(new Error(`${paths[0]}…: ${r.non2xx} non-2xx, ${r.errors} errors`));
        resolve({ rps: r.requests.average, p99: r.latency.p99 });
      },
    ),
  );

/** One client, each URL once, in order: latencies in ms. */
async function coldPass(base, paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: HEADERS });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The machine is shared: its speed drifts within a run, by more than the differences being measured. So each
 * loaded workload runs in ROUNDS rounds of `seconds` ÷ ROUNDS, each right after a hello-world round of the same
 * length (its server idles beside ours meanwhile); the workload's figure is the median round, and its ratio the
 * median of the rounds' ratios, each to its own neighbour.
 */
const ROUNDS = 3;
const HELLO = 'http://127.0.0.1:3901';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const paired = async (pid, paths, base) => {
  const rounds = [];
  const { rssMb } = await peakRss(pid, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const hello = await load(HELLO, ['/'], seconds / ROUNDS);
      const result = await load(base, paths, seconds / ROUNDS);
      rounds.push({ ...result, hello: hello.rps, ratio: result.rps / hello.rps });
    }
  });
  const ratio = median(rounds.map((r) => r.ratio));
  const middle = rounds.find((r) => r.ratio === ratio);
  return { ...middle, ratios: rounds.map((r) => r.ratio), rssMb };
};

async function benchEngine(engine) {
  const shows = Number(option('shows', engine === 'postgres' ? 100000 : 2000));
  const env = {
    ...(await prepareCatalogue(engine, shows)),
    PORT: '3902',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  };
  const base = 'http://127.0.0.1:3902';
  const hello = await startServer(['bench/hello.mjs'], { PORT: '3901' });
  console.log(`\n[${engine}, ${shows} shows]`);

  let server = await startServer([serverMain], env);
  const startMs = server.startMs;
  // twice the URLs: the first half warms a fresh process up, the second half is measured
  const kinds = await longTailUrls(base, urlsPerKind * 2);
  const rows = [];
  let rssMb = 0;
  const only = option('kinds')?.split(',');
  for (const [kind, all] of Object.entries(kinds)) {
    if (only && !only.includes(kind)) continue;
    const warmUp = all.slice(0, urlsPerKind);
    const paths = all.slice(urlsPerKind);
    // a fresh process: nothing of this kind is cached (the response cache, the database's own caches stay). It
    // first answers other URLs of the kind once, so that what is measured is a cold cache on a server that has been
    // running (its code compiled by the JIT), not the first requests a process ever serves (see docs/benchmarks.md)
    await stopServer(server.child);
    server = await startServer([serverMain], env);
    await coldPass(base, warmUp);
    const times = await coldPass(base, paths);
    // a second of load first: the restarted process's JIT and heap warm up on it, not on the measured seconds
    await load(base, paths, 1);
    const cycling = await paired(server.child.pid, paths, base);
    const hot = await paired(server.child.pid, [paths[0]], base);
    rssMb = Math.max(rssMb, cycling.rssMb, hot.rssMb);
    const row = {
      kind,
      urls: paths.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      cycling,
      hot,
    };
    rows.push(row);
    console.log(
      `${kind}: cold p50 ${row.p50.toFixed(1)} / p95 ${row.p95.toFixed(1)} / p99 ${row.p99.toFixed(1)} ms; ` +
        `cycling ${row.cycling.rps.toFixed(0)} req/s (${row.cycling.ratio.toFixed(3)} of hello-world's ${row.cycling.hello.toFixed(0)}); ` +
        `hot ${row.hot.rps.toFixed(0)} req/s (${row.hot.ratio.toFixed(3)} of ${row.hot.hello.toFixed(0)})`,
    );
  }
  await stopServer(server.child);
  await stopServer(hello.child);
  const hellos = rows.flatMap((r) => [r.cycling.hello, r.hot.hello]);
  return { engine, shows, hello: { min: Math.min(...hellos), max: Math.max(...hellos) }, rows, rssMb, startMs };
}

const ENGINE_NAMES = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' };

const loaded = (w) => `${w.rps.toFixed(0)} (${w.ratio.toFixed(3)}; ${w.ratios.map((x) => x.toFixed(2)).join(', ')})`;

function table(result) {
  const { engine, shows, hello, rows, rssMb, startMs } = result;
  return [
    `${label}, run ${new Date().toISOString().slice(0, 10)}: ${shows.toLocaleString('en')} synthetic shows on ${ENGINE_NAMES[engine]}, ` +
      `Node ${process.version}; ${CONNECTIONS} connections × ${seconds} s per loaded workload; hello-world ${hello.min.toFixed(0)}–${hello.max.toFixed(0)} req/s (a round of it before each of a workload's ${ROUNDS} rounds; figures are the median round by its ratio to its own hello-world, the rounds' ratios in brackets). ` +
      `Server start ${(startMs / 1000).toFixed(1)} s, peak RSS under load ${rssMb.toFixed(0)} MB.`,
    '',
    '| call kind | distinct URLs | cold, one client: p50 / p95 / p99 ms | cycling, 32 conn.: req/s (÷ hello) | p99 ms | one hot URL: req/s (÷ hello) | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.urls} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} | ` +
        `${loaded(r.cycling)} | ${r.cycling.p99} | ${loaded(r.hot)} | ${r.hot.p99} |`,
    ),
  ].join('\n');
}

const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
for (const result of results) {
  const text = table(result);
  console.log(`\n${text}`);
  if (!write) continue;
  const docPath = join(root, 'docs', 'benchmarks.md');
  const tag = `bench:api:${option('tag') ? `${option('tag')}:` : ''}${result.engine}`;
  let doc = readFileSync(docPath, 'utf8');
  if (!doc.includes(`<!-- ${tag}:start -->`))
    doc = doc.replace('<!-- bench:api:end -->', `<!-- ${tag}:start -->\n<!-- ${tag}:end -->\n<!-- bench:api:end -->`);
  doc = doc.replace(new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`), `<!-- ${tag}:start -->\n${text}\n<!-- ${tag}:end -->`);
  writeFileSync(docPath, doc);
}
if (write) console.log('\nwritten to docs/benchmarks.md');
