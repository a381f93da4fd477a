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
// those call kinds), --language ko (every catalogue call in Korean: the same URLs with language=ko), --no-write. PostgreSQL at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), in a database klama_bench_N made on first use.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { longTailUrls } from './long-tail.mjs';
import {
  CONNECTIONS,
  ROUNDS,
  coldPass,
  load as loadFor,
  paired as pairedFor,
  percentile,
  prepareCatalogue,
  root,
  startServer,
  stopServer,
  option,
} from './server-kit.mjs';

const engines = option('engine', 'both') === 'both' ? ['pglite', 'postgres'] : [option('engine')];
const seconds = Number(option('seconds', 6));
const urlsPerKind = Number(option('urls', 120));
const serverMain = resolve(option('server', join(root, 'apps/server/dist/src/main.js')));
const label = option('label', 'this build');
const write = !process.argv.includes('--no-write');

const load = (base, paths, duration = seconds) => loadFor(base, paths, duration);
const paired = (pid, paths, base) => pairedFor(pid, paths, base, seconds);

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
  const language = option('language');
  const inLanguage = (url) => (language && !url.includes('language=') ? `${url}${url.includes('?') ? '&' : '?'}language=${language}` : url);
  const kinds = Object.fromEntries(
    Object.entries(await longTailUrls(base, urlsPerKind * 2)).map(([kind, urls]) => [kind, urls.map(inLanguage)]),
  );
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
