// `npm run bench:community`: do community writes slow the cached catalogue reads? (issue 26: a review, vote or
// rating must not empty the catalogue's response cache or slow its hits; the details hit stays within 10 % of its
// figure in docs/benchmarks.md). On a copy of bench:api's synthetic catalogue with `--fans` synthetic fans
// (seed:synthetic --users), 32 connections ask one hot details URL (a cache hit) in paired rounds beside a
// hello-world server, alternately with no writes and while a writer process (bench/community-writer.mjs) sends
// `--rate` writes a second from those fans: diary ratings, helpful votes and reviews. Figures: each phase's median
// ratio to hello-world; the writes' own counts and failures; the hot show's K-lama score before and after.
// Options: --engine pglite|postgres (default pglite), --shows N (default 2000 on PGlite, 100000 on PostgreSQL),
// --seconds S per phase (default 9, in 3 rounds), --fans N (default 60, more than 20), --rate N writes/s (default 50), --no-write.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { longTailUrls } from './long-tail.mjs';
import {
  CONNECTIONS,
  coldPass,
  load,
  median,
  paired,
  prepareCatalogue,
  root,
  startServer,
  stopServer,
  writeBenchSection,
  option,
  signInFan,
} from './server-kit.mjs';

const engine = option('engine', 'pglite');
const shows = Number(option('shows', engine === 'postgres' ? 100000 : 2000));
const seconds = Number(option('seconds', 9));
const fanCount = Number(option('fans', 60));
const rate = Number(option('rate', 50));
const write = !process.argv.includes('--no-write');
const PORT = 3903;
const base = `http://127.0.0.1:${PORT}`;

/** A fresh copy of bench:api's catalogue (writes here never reach its figures), with the synthetic fans. */
async function prepareCommunity() {
  const catalogue = await prepareCatalogue(engine, shows);
  let target;
  let env;
  if (engine === 'postgres') {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: catalogue.DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    const name = `klama_community_${shows}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(catalogue.DATABASE_URL).pathname.slice(1)}`);
    await admin.end();
    const url = catalogue.DATABASE_URL.replace(/\/[^/]*$/, `/${name}`);
    target = ['--database-url', url];
    env = { DATABASE_URL: url, DATA_DIR: join(root, '.bench-data', `community-${shows}-files`) };
  } else {
    const dir = join(root, '.bench-data', `community-${shows}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(catalogue.DATA_DIR, dir, { recursive: true });
    target = ['--data-dir', dir];
    env = { DATA_DIR: dir, DATABASE_URL: '' };
  }
  const r = spawnSync(process.execPath, ['apps/server/dist/src/cli/seed-synthetic.js', '--users', String(fanCount), ...target], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return env;
}

async function signInFans() {
  const fans = [];
  for (let i = 1; i <= fanCount; i++) {
    fans.push({ token: await signInFan(base, `fan${i}`, i) });
  }
  return fans;
}

async function api(method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const scoreOf = async (path) => (await api('GET', path)).community;

const env = {
  ...(await prepareCommunity()),
  PORT: String(PORT),
  SEED: 'none',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
};
const hello = await startServer(['bench/hello.mjs'], { PORT: '3901' });
const server = await startServer(['apps/server/dist/src/main.js'], env);
console.log(`[${engine}, ${shows} shows, ${fanCount} fans, ${rate} writes/s]`);

const detailsUrls = (await longTailUrls(base, 60)).details;
const hot = detailsUrls[0];
const showIds = detailsUrls.map((u) => Number(/details\/(\d+)/.exec(u)[1]));
const fans = await signInFans();
// reviews to vote on: the first REVIEWERS fans review the first shows, the hot one included
const REVIEWERS = 20;
if (fans.length <= REVIEWERS) throw new Error(`--fans must be more than ${REVIEWERS}: the others vote`);
const reviewIds = [];
for (let i = 0; i < REVIEWERS; i++) {
  const review = await api('PUT', `/api/show/${showIds[i % 5]}/review`, fans[i].token, {
    title: 'First impressions',
    body: 'The first episodes set up the leads well; the music carries the quieter scenes beautifully.',
    rating: 8,
  });
  reviewIds.push(review.id);
}
await coldPass(base, [hot]);
await load(base, [hot], 1);
const scoreBefore = await scoreOf(hot);

const phases = [];
for (const withWrites of [false, true, false, true]) {
  let writer;
  if (withWrites) {
    writer = spawn(
      process.execPath,
      ['bench/community-writer.mjs', JSON.stringify({ base, fans, voters: fans.slice(REVIEWERS), showIds, reviewIds, rate })],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  const started = performance.now();
  const result = await paired(server.child.pid, [hot], base, seconds);
  let counts;
  if (writer) {
    const out = [];
    writer.stdout.on('data', (d) => out.push(d));
    await new Promise((resolve) => {
      writer.once('exit', resolve);
      writer.kill('SIGTERM');
    });
    counts = JSON.parse(Buffer.concat(out).toString());
    counts.perSecond = (counts.rating + counts.vote + counts.review) / ((performance.now() - started) / 1000 + 1);
  }
  phases.push({ withWrites, ...result, counts });
  console.log(
    `${withWrites ? 'writes' : 'quiet '}: ${result.rps.toFixed(0)} req/s, ${result.ratio.toFixed(3)} of hello-world (${result.ratios.map((x) => x.toFixed(2)).join(', ')})` +
      (counts
        ? `; ${counts.perSecond.toFixed(0)} writes/s (${counts.rating} ratings, ${counts.vote} votes, ${counts.review} reviews, ${counts.failed} failed ${JSON.stringify(counts.statuses)})`
        : ''),
  );
}
// the score of the moment: a rating reaches the cached details answer within 5 s (its live tail)
await new Promise((r) => setTimeout(r, 3000));
const scoreAfter = await scoreOf(hot);
await stopServer(server.child);
await stopServer(hello.child);

const ratio = (withWrites) => median(phases.filter((p) => p.withWrites === withWrites).flatMap((p) => p.ratios));
const quiet = ratio(false);
const busy = ratio(true);
const written = phases.filter((p) => p.counts).map((p) => p.counts);
const failed = written.reduce((n, c) => n + c.failed, 0);
const docFigure = (() => {
  const doc = readFileSync(join(root, 'docs', 'benchmarks.md'), 'utf8');
  const block = new RegExp(`<!-- bench:api:${engine}:start -->([\\s\\S]*?)<!-- bench:api:${engine}:end -->`).exec(doc)?.[1] ?? '';
  const row = block.split('\n').find((l) => l.startsWith('| details |'));
  return row ? Number(/\| (\d+) \((0\.\d+);[^|]*\| [\d.]+ \|\s*$/.exec(row)?.[2]) : NaN;
})();
const text = [
  `Run ${new Date().toISOString().slice(0, 16)}Z, ${engine}, ${shows.toLocaleString('en')} synthetic shows, ${fanCount} synthetic fans; one hot details URL (a cache hit), ` +
    `${CONNECTIONS} connections, 2 phases of each kind × ${seconds} s in 3 paired rounds beside hello-world; writes from a separate process. Load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`,
  '',
  '| phase | hot details ÷ hello-world (median of rounds) | rounds | writes/s | failed writes |',
  '|---|---:|---|---:|---:|',
  `| no writes | ${quiet.toFixed(3)} | ${phases
    .filter((p) => !p.withWrites)
    .flatMap((p) => p.ratios)
    .map((x) => x.toFixed(2))
    .join(', ')} | 0 | 0 |`,
  `| ratings, votes, reviews arriving | ${busy.toFixed(3)} | ${phases
    .filter((p) => p.withWrites)
    .flatMap((p) => p.ratios)
    .map((x) => x.toFixed(2))
    .join(', ')} | ${median(written.map((c) => c.perSecond)).toFixed(0)} | ${failed} |`,
  '',
  `With writes: ${((busy / quiet) * 100).toFixed(1)} % of the same run's quiet figure; ${Number.isFinite(docFigure) ? `${((busy / docFigure) * 100).toFixed(1)} % of bench:api's ${docFigure} in this file` : 'no bench:api figure in this file to compare with'}. ` +
    `The hot show's K-lama score: ${JSON.stringify(scoreBefore)} before, ${JSON.stringify(scoreAfter)} after (the cached answer carries the score of the moment).`,
].join('\n');
console.log(`\n${text}`);
if (write) writeBenchSection(`bench:community:${engine}`, text);
process.exit(failed > 0 ? 1 : 0);
