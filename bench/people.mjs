// `npm run bench:people` (issue 29): the personal side at scale. On the synthetic catalogue with the synthetic
// community (seed:synthetic --users N: 200,000 fans on PostgreSQL, 2,000 on PGlite), for fans spread over the whole
// community (--fans, default 1,000 measured, each signed in once from an address of its own):
//   1. one client, cold (both instances restarted before each kind, then warmed up on other fans of the kind): each
//      measured fan's request once → p50 / p95 / p99 for the reads (diary pages of each status and sort, deep ones
//      included; statistics; the personal calendar; a list page; the reviews page of a popular show; a public
//      profile; the feed) and the writes (+1 episode, a rating, a status change, a list item, a review, a helpful
//      vote, a follow);
//   2. a mixed load (nine reads to one diary write) at 32 connections spread over the instances → requests/s in all,
//      errors, peak RSS of each instance;
//   3. the K-lama score's freshness while ratings arrive at --rate a second: a fan's rating of a show no one else
//      rates, until the other instance's details answer counts it;
//   4. the export of the longest diary.
// Two instances on one PostgreSQL with Redis (one on PGlite, which is embedded). Writes the table into
// docs/benchmarks.md between the markers bench:people:<engine>.
// Options: --engine postgres|pglite (default postgres), --users N, --shows N (defaults 200000 and 100000 on
// PostgreSQL, 2000 and 2000 on PGlite), --fans N measured (default 1000), --seconds S of mixed load (default 10),
// --rate N ratings/s during the freshness check (default 500), --kinds 'diary page,rating' (only those kinds),
// --no-write.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  percentile,
  peakRss,
  prepareCatalogue,
  root,
  startServer,
  stopServer,
  writeBenchSection,
  option,
  signInFan,
} from './server-kit.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const engine = option('engine', 'postgres');
const pg = engine === 'postgres';
const users = Number(option('users', pg ? 200000 : 2000));
const shows = Number(option('shows', pg ? 100000 : 2000));
const measured = Number(option('fans', 1000));
const WARM = Math.min(100, Math.max(10, Math.round(measured / 10)));
const seconds = Number(option('seconds', 10));
const rate = Number(option('rate', 500));
const write = !process.argv.includes('--no-write');
const PORTS = pg ? [3911, 3912] : [3911];
const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
const DIARY_STATUSES = [null, 'watching', 'completed', 'plan_to_watch', 'on_hold', 'dropped'];
const DIARY_SORTS = ['updated_desc', 'rating_desc', 'date_desc', 'date_asc', 'name_asc', 'original_name_asc'];
const REVIEW_BODY = 'A second look at the pacing, the leads and the soundtrack: it holds up better than I remembered it.';
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The catalogue of bench:api with the community on top, made once per size (a marker says the seed finished). */
async function preparePeople() {
  const dir = join(root, '.bench-data', `people-${shows}-${users}`);
  const marker = join(dir, pg ? 'people-ready-postgres' : 'people-ready');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `klama_people_${shows}_${users}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  let ready = existsSync(marker);
  if (ready && pg) {
    const client = new (require('pg').Client)({ connectionString: adminUrl });
    await client.connect();
    ready = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    await client.end();
  }
  const env = pg ? { DATABASE_URL: url, DATA_DIR: join(dir, 'files') } : { DATA_DIR: dir, DATABASE_URL: '' };
  if (!ready) {
    // the catalogue of bench:api (made once), copied, with the community seeded on the copy
    const catalogue = await prepareCatalogue(engine, shows);
    rmSync(marker, { force: true });
    if (pg) {
      const client = new (require('pg').Client)({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(catalogue.DATABASE_URL).pathname.slice(1)}`);
      await client.end();
    } else {
      rmSync(dir, { recursive: true, force: true });
      cpSync(catalogue.DATA_DIR, dir, { recursive: true });
    }
    console.log(`Seeding ${users} synthetic fans on ${engine}…`);
    const started = performance.now();
    const target = pg ? ['--database-url', url] : ['--data-dir', dir];
    const r = spawnSync(process.execPath, ['apps/server/dist/src/cli/seed-synthetic.js', '--users', String(users), ...target], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: '' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
    mkdirSync(dir, { recursive: true });
    writeFileSync(marker, `${new Date().toISOString()} seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  return { env, seeded: readFileSync(marker, 'utf8').trim() };
}

/** What the workloads ask for, read from the database before the servers start: fans, their entries, lists, … */
async function pickWorkload(env) {
  const { openCliDatabase } = await import(join(root, 'apps/server/dist/src/cli/cli-database.js'));
  const db = await openCliDatabase(pg ? { 'database-url': env.DATABASE_URL } : { 'data-dir': env.DATA_DIR });
  try {
    // fans with a diary, spread over the whole community, in a fixed pseudo-random order
    const fans = await db.query(
      `SELECT u.id, u.username,
         (SELECT e.show_id FROM user_show e JOIN show s ON s.id = e.show_id
          WHERE e.user_id = u.id AND e.status = 'watching' AND e.episodes_watched < s.number_of_episodes ORDER BY e.show_id LIMIT 1) AS watching,
         (SELECT l.id FROM user_list l WHERE l.user_id = u.id ORDER BY l.id LIMIT 1) AS list
       FROM app_user u WHERE u.username LIKE 'fan%' AND EXISTS (SELECT 1 FROM user_show e WHERE e.user_id = u.id)
       ORDER BY hashint8(u.id::bigint * 31 + 7), u.id LIMIT $1`,
      [measured + WARM],
    );
    const popular = (await db.query('SELECT show_id AS id FROM review GROUP BY show_id ORDER BY count(*) DESC, show_id LIMIT 20')).map(
      (r) => r.id,
    );
    const publics = (
      await db.query(
        "SELECT username FROM app_user WHERE profile_visibility = 'public' AND username LIKE 'fan%' ORDER BY hashint8(id::bigint * 17), id LIMIT 500",
      )
    ).map((r) => r.username);
    const reviews = await db.query('SELECT id, user_id FROM review ORDER BY hashint8(id::bigint * 13), id LIMIT 3000');
    const longest = (
      await db.query(
        'SELECT u.username, count(*)::int AS n FROM user_show e JOIN app_user u ON u.id = e.user_id GROUP BY u.username ORDER BY 2 DESC LIMIT 1',
      )
    )[0];
    // shows no one rates in the freshness check: their score moves only by the measured fan's rating
    const quiet = (
      await db.query(
        'SELECT id FROM visible_show s WHERE NOT EXISTS (SELECT 1 FROM user_show e WHERE e.show_id = s.id) ORDER BY id LIMIT 10',
      )
    ).map((r) => r.id);
    const anyShows = (await db.query('SELECT id FROM visible_show ORDER BY popularity DESC, id LIMIT 200')).map((r) => r.id);
    return { fans, popular, publics, reviews, longest, quiet, anyShows };
  } finally {
    await db.close();
  }
}

async function signInAll(list) {
  const tokens = new Array(list.length);
  // scrypt runs on libuv's threads: a few at once keep both cores busy
  for (let i = 0; i < list.length; i += 8)
    await Promise.all(list.slice(i, i + 8).map(async (fan, j) => (tokens[i + j] = await signInFan(bases[0], fan.username, i + j))));
  return tokens;
}

const hash = (n) => ((Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) >>> 0) % 1000) / 1000;

/** Each kind: the request a fan (by position) makes; `auth` false for the public reads. */
function kinds(w) {
  const fanReq = (method, path, body) => ({ method, path, body, auth: true });
  const votable = (fan) => w.reviews.find((r, k) => k >= fan.i % 1000 && r.user_id !== fan.id) ?? w.reviews[0];
  const target = (fan) =>
    w.publics[fan.i % w.publics.length] === fan.username ? w.publics[(fan.i + 1) % w.publics.length] : w.publics[fan.i % w.publics.length];
  return {
    reads: {
      'diary page': (fan) => {
        const status = DIARY_STATUSES[fan.i % DIARY_STATUSES.length];
        const sort = DIARY_SORTS[Math.floor(fan.i / DIARY_STATUSES.length) % DIARY_SORTS.length];
        const page = fan.i % 5 === 0 ? 2 + Math.floor(hash(fan.i) * 10) : 1; // a fifth deep
        return fanReq('GET', `/api/user-show/diary?${status ? `status=${status}&` : ''}sort=${sort}&page=${page}`);
      },
      statistics: () => fanReq('GET', '/api/user-show/stats'),
      calendar: () => fanReq('GET', `/api/user-show/calendar?from=${day(-7)}&to=${day(30)}`),
      'list page': (fan) => (fan.list ? fanReq('GET', `/api/lists/${fan.list}`) : fanReq('GET', '/api/lists/mine')),
      'reviews page': (fan) => ({
        method: 'GET',
        path: `/api/show/${w.popular[fan.i % w.popular.length]}/reviews?sort=${fan.i % 2 ? 'helpful' : 'newest'}&page=${1 + (fan.i % 3)}`,
        auth: false,
      }),
      'public profile': (fan) => ({ method: 'GET', path: `/api/users/${w.publics[fan.i % w.publics.length]}`, auth: false }),
      feed: () => fanReq('GET', '/api/user/me/feed'),
    },
    writes: {
      '+1 episode': (fan) =>
        fan.watching ? fanReq('PATCH', `/api/user-show/entry/${fan.watching}`, { episodesWatched: fan.step++ + fan.base }) : null,
      rating: (fan) => fanReq('PATCH', `/api/user-show/entry/${w.anyShows[fan.i % w.anyShows.length]}`, { rating: 1 + (fan.i % 19) / 2 }),
      'status change': (fan) =>
        fanReq('PATCH', `/api/user-show/entry/${w.anyShows[(fan.i + 7) % w.anyShows.length]}`, { status: 'on_hold' }),
      'list item': (fan) =>
        fan.list ? fanReq('PUT', `/api/lists/${fan.list}/items/${w.anyShows[(fan.i + 3) % w.anyShows.length]}`, {}) : null,
      review: (fan) =>
        fanReq('PUT', `/api/show/${w.anyShows[(fan.i + 11) % w.anyShows.length]}/review`, {
          title: 'Seen it again',
          body: REVIEW_BODY,
          rating: 8,
        }),
      'helpful vote': (fan) => fanReq('PUT', `/api/reviews/${votable(fan).id}/helpful`),
      follow: (fan) => fanReq('PUT', `/api/users/${target(fan)}/follow`),
    },
  };
}

async function send(base, req, token) {
  const started = performance.now();
  const res = await fetch(base + req.path, {
    method: req.method,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...(req.auth ? { authorization: `Bearer ${token}` } : {}),
      ...(req.body ? { 'content-type': 'application/json' } : {}),
    },
    body: req.body ? JSON.stringify(req.body) : undefined,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${req.method} ${req.path}: ${res.status}`);
  return performance.now() - started;
}

let servers = [];
async function restart(env) {
  await Promise.all(servers.map((s) => stopServer(s.child)));
  servers = [];
  for (const port of PORTS) servers.push(await startServer(['apps/server/dist/src/main.js'], { ...env, PORT: String(port) }));
  return servers;
}

const loadMixed = (base, requests, connections, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base, connections, duration, requests }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, non2xx: r.non2xx, errors: r.errors, p99: r.latency.p99 }),
    ),
  );

const { env: dataEnv, seeded } = await preparePeople();
const w = await pickWorkload(dataEnv);
const env = {
  ...dataEnv,
  SEED: 'none',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  // a Redis database of its own: its counters are flushed before each run, and tests use database 0
  ...(pg ? { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/7' } : {}),
};
if (pg) {
  // the Redis counters of earlier runs would count this run's sign-ins and writes against the same fans
  const { Redis } = require('ioredis');
  const redis = new Redis(env.REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
}
await restart(env);
const firstStartMs = Math.max(...servers.map((s) => s.startMs));
console.log(`[${engine}: ${shows} shows, ${users} fans; ${seeded}; first start ${(firstStartMs / 1000).toFixed(1)} s]`);
const fans = w.fans.map((f, i) => ({ ...f, i }));
const tokens = await signInAll(fans);
fans.forEach((f, i) => (f.token = tokens[i]));
// +1 episode starts from each entry's progress (read through the API, as the web does)
for (const fan of fans.filter((f) => f.watching)) {
  const entry = await (
    await fetch(`${bases[0]}/api/user-show/entry/${fan.watching}`, { headers: { authorization: `Bearer ${fan.token}` } })
  ).json();
  fan.base = entry.episodesWatched + 1;
  fan.step = 0;
}
const warmFans = fans.slice(0, WARM);
const measuredFans = fans.slice(WARM);
const all = kinds(w);
const rows = [];
const only = option('kinds')?.split(',');
for (const [group, table] of Object.entries(all))
  for (const [kind, make] of Object.entries(table)) {
    if (only && !only.includes(kind)) continue;
    await restart(env);
    let n = 0;
    for (const fan of warmFans) {
      const req = make(fan);
      if (req) await send(bases[n++ % bases.length], req, fan.token);
    }
    const times = [];
    for (const fan of measuredFans) {
      const req = make(fan);
      if (req) times.push(await send(bases[n++ % bases.length], req, fan.token));
    }
    const row = { group, kind, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
    rows.push(row);
    console.log(`${kind}: ${row.n} fans, p50 ${row.p50.toFixed(1)} / p95 ${row.p95.toFixed(1)} / p99 ${row.p99.toFixed(1)} ms`);
  }

// mixed: nine reads to one write, over the instances; each connection's requests go round the measured fans
const reads = Object.values(all.reads);
const mixed = measuredFans.flatMap((fan, i) => {
  const req = i % 10 === 9 ? all.writes.rating(fan) : reads[i % reads.length](fan);
  return [
    {
      method: req.method,
      path: req.path,
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        ...(req.auth ? { authorization: `Bearer ${fan.token}` } : {}),
        ...(req.body ? { 'content-type': 'application/json' } : {}),
      },
      body: req.body ? JSON.stringify(req.body) : undefined,
    },
  ];
});
await restart(env);
const rssBefore = servers.map(() => 0);
const loads = await Promise.all(
  servers.map((s, k) =>
    peakRss(s.child.pid, () => loadMixed(bases[k], mixed, 32 / servers.length, seconds)).then((r) => {
      rssBefore[k] = r.rssMb;
      return r.result;
    }),
  ),
);
const mixedRps = loads.reduce((sum, l) => sum + l.rps, 0);
const mixedErrors = loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0);
console.log(
  `mixed: ${mixedRps.toFixed(0)} req/s over ${servers.length} instance(s), ${mixedErrors} errors, peak RSS ${rssBefore.map((m) => m.toFixed(0)).join(' / ')} MB`,
);

// freshness: ratings stream in from the measured fans while one fan at a time rates a show no one else rates
const writer = spawn(
  process.execPath,
  [
    'bench/community-writer.mjs',
    JSON.stringify({
      base: bases[0],
      // the first five fans rate the quiet shows below; the rest stream the ratings
      fans: measuredFans.slice(5).map((f) => ({ token: f.token })),
      voters: [],
      showIds: w.anyShows,
      reviewIds: [],
      rate,
      mix: { rating: 1, vote: 0 },
    }),
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((r) => setTimeout(r, 2000));
const freshness = [];
for (const [k, showId] of w.quiet.slice(0, 5).entries()) {
  const fan = measuredFans[k];
  const reader = bases[bases.length - 1];
  const before = (await (await fetch(`${reader}/api/show/details/${showId}`)).json()).community?.raters ?? 0;
  const started = performance.now();
  await send(bases[0], { method: 'PATCH', path: `/api/user-show/entry/${showId}`, body: { rating: 9 }, auth: true }, fan.token);
  for (;;) {
    const raters = (await (await fetch(`${reader}/api/show/details/${showId}`)).json()).community?.raters ?? 0;
    if (raters > before) break;
    if (performance.now() - started > 30_000) throw new Error(`show ${showId}: the rating was not counted in 30 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  freshness.push(performance.now() - started);
}
const writes = await new Promise((resolve) => {
  const out = [];
  writer.stdout.on('data', (d) => out.push(d));
  writer.once('exit', () => resolve(JSON.parse(Buffer.concat(out).toString())));
  writer.kill('SIGTERM');
});
console.log(
  `freshness: ${freshness.map((t) => (t / 1000).toFixed(1)).join(', ')} s while ${writes.rating} ratings were sent (${writes.failed} failed)`,
);

// the longest diary's export
const longestToken = await signInFan(bases[0], w.longest.username, measured + WARM + 1);
const exportTimes = [];
for (let k = 0; k < 5; k++) exportTimes.push(await send(bases[0], { method: 'GET', path: '/api/me/export', auth: true }, longestToken));
console.log(`export of ${w.longest.n} entries: ${exportTimes.map((t) => t.toFixed(0)).join(', ')} ms`);
await Promise.all(servers.map((s) => stopServer(s.child)));

const text = [
  `Run ${new Date().toISOString().slice(0, 16)}Z on ${pg ? 'PostgreSQL, two instances with Redis' : 'PGlite, one instance'}: ${shows.toLocaleString('en')} synthetic shows, ` +
    `${users.toLocaleString('en')} synthetic fans (${seeded}); ${measuredFans.length} measured fans (and ${WARM} to warm up each restarted instance). ` +
    `First start ${(firstStartMs / 1000).toFixed(1)} s. Load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`,
  '',
  '| kind | fans | cold, one client: p50 / p95 / p99 ms |',
  '|---|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.group === 'writes' ? 'write: ' : ''}${r.kind} | ${r.n} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} |`,
  ),
  '',
  `Mixed load (nine reads to one rating), 32 connections over ${servers.length} instance(s), ${seconds} s: **${mixedRps.toFixed(0)} requests/s** in all, ${mixedErrors} errors; peak RSS ${rssBefore.map((m) => `${m.toFixed(0)} MB`).join(' and ')}.`,
  `K-lama score freshness while ${rate} ratings a second were asked for (${writes.rating} sent, ${writes.failed} failed): ${freshness.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')} from a rating to the other instance's details answer.`,
  `Export of the longest diary (${w.longest.n} entries): ${exportTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')}.`,
].join('\n');
console.log(`\n${text}`);
if (write) writeBenchSection(`bench:people:${engine}`, text);
process.exit(mixedErrors > 0 ? 1 : 0);
