// The parts every server benchmark shares: the synthetic catalogue made once per engine and size, starting and
// stopping servers as \`npm start\` runs them, autocannon loads, and the paired rounds beside a hello-world server that
// make figures comparable on a shared, noisy machine (docs/benchmarks.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
export const root = new URL('..', import.meta.url).pathname;
export const CONNECTIONS = 32;
// what a browser sends: the server's compression is part of the cost being measured
export const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

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

export async function prepareCatalogue(engine, shows) {
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
export const NODE_FLAGS = ['--max-semi-space-size=32'];

export function startServer(args, env) {
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

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Samples the resident set size of a process while `during` runs; returns the peak in MB. */
export async function peakRss(pid, during) {
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

export const load = (base, paths, duration) =>
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
export async function coldPass(base, paths) {
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

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * The machine is shared: its speed drifts within a run, by more than the differences being measured. So each
 * loaded workload runs in ROUNDS rounds of `seconds` ÷ ROUNDS, each right after a hello-world round of the same
 * length (its server idles beside ours meanwhile); the workload's figure is the median round, and its ratio the
 * median of the rounds' ratios, each to its own neighbour.
 */
export const ROUNDS = 3;
export const HELLO = 'http://127.0.0.1:3901';
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const paired = async (pid, paths, base, seconds) => {
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

/** Puts `text` between the markers `<!-- tag:start -->` and `<!-- tag:end -->` of docs/benchmarks.md (at its end the first time). */
export function writeBenchSection(tag, text) {
  const docPath = join(root, 'docs', 'benchmarks.md');
  let doc = readFileSync(docPath, 'utf8');
  if (!doc.includes(`<!-- ${tag}:start -->`)) doc += `\n<!-- ${tag}:start -->\n<!-- ${tag}:end -->\n`;
  doc = doc.replace(
    new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`),
    () => `<!-- ${tag}:start -->\n${text}\n<!-- ${tag}:end -->`,
  );
  writeFileSync(docPath, doc);
  console.log('written to docs/benchmarks.md');
}

/** `--name value` of the command line, or `fallback`. */
export const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * Signs a synthetic fan in (seed:synthetic --users) from a loopback address of its own (the `index`-th): sign-in
 * limits count per address, and a benchmark signs in many fans. Answers the access token.
 */
export function signInFan(base, username, index) {
  const address = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/auth/login`,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text).accessToken)
            : reject(new Error(`sign-in of ${username}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username, password: 'synthetic-fan-password' }));
  });
}
