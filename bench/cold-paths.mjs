// Cold-path latencies, one client, every URL asked once (a long tail, nothing cached): search,
// Discover, details and category lists, p50/p95/p99 each, the server's RSS after the run and its
// cold start (spawn → first search answered).
// node bench/cold-paths.mjs (--database-url URL | --data-dir DIR) [--per-kind 150] [--kinds search,details] [--slowest] [--server DIST_MAIN_JS]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const perKind = Number(option('per-kind', '150'));
const serverMain = option('server', `${root}apps/server/dist/src/main.js`);
const databaseUrl = option('database-url', '');
const only = option('kinds', '');
const dataDir = option('data-dir', '');

// deterministic choices (mulberry32)
let seed = 20261123;
const random = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}/api`;
const started = performance.now();
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED: 'none',
    JWT_SECRET: 'b'.repeat(40),
    DATABASE_URL: databaseUrl,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill());

async function get(path) {
  const t0 = performance.now();
  const res = await fetch(base + path);
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}
for (;;) {
  try {
    await get('/show/search?query=warmup');
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
const coldStart = performance.now() - started;

// what the catalogue holds (asked with limit=100, which no measured URL uses)
const ids = async (path) => JSON.parse((await get(path)).body).map((t) => t.id);
const [genres, tones, keywords] = [await ids('/genre'), await ids('/tone'), await ids('/keyword')];
const firstPage = JSON.parse((await get('/show?limit=100')).body);
const cards = [];
for (let i = 0; i < 6; i++) cards.push(...JSON.parse((await get(`/show?limit=100&page=${int(2, firstPage.totalPages)}`)).body).results);
const years = [...new Set(cards.map((c) => c.first_air_date?.slice(0, 4)).filter(Boolean))];
const sorts = ['date_desc', 'date_asc', 'name_asc', 'original_name_asc'];

const typo = (s) => {
  const chars = [...s];
  const i = int(1, Math.max(1, chars.length - 2));
  if (random() < 0.5 && i + 1 < chars.length) [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
  else chars[i] = /[가-힣]/.test(chars[i]) ? '가' : 'e';
  return chars.join('');
};
const hangulPair = (s) => {
  const syllables = [...s.replace(/[^가-힣]/g, '')];
  const i = int(0, Math.max(0, syllables.length - 2));
  return syllables.slice(i, i + 2).join('');
};
const searchQueries = (card) => [
  card.name.slice(0, int(3, 6)),
  card.name,
  typo(card.name),
  card.original_name,
  hangulPair(card.original_name),
  card.original_name.slice(0, 3),
];
const kinds = {
  search: () => `/show/search?query=${encodeURIComponent(pick(searchQueries(pick(cards))))}`,
  discover: () => {
    const q = new URLSearchParams();
    if (random() < 0.8) q.set('genre', pick(genres));
    if (random() < 0.6) q.set('tone', pick(tones));
    const k = int(0, 2);
    if (k) q.set('keyword', Array.from({ length: k }, () => pick(keywords.slice(0, 200))).join(','));
    q.set('page', String(int(1, 3)));
    q.set('sort', pick(sorts));
    return `/show?${q}`;
  },
  details: () => `/show/details/${pick(cards).id}`,
  category: () => {
    const type = pick(['genre', 'tone', 'keyword', 'year']);
    const key =
      type === 'genre' ? pick(genres) : type === 'tone' ? pick(tones) : type === 'keyword' ? pick(keywords.slice(0, 300)) : pick(years);
    return `/show/list/${type}/${key}?page=${int(1, 40)}&sort=${pick(sorts)}`;
  },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
for (const [kind, make] of Object.entries(kinds)) {
  if (only && !only.split(',').includes(kind)) continue;
  const urls = new Set();
  for (let guard = 0; urls.size < perKind && guard < perKind * 20; guard++) urls.add(make());
  const timed = [];
  for (const url of urls) timed.push({ url, ms: (await get(url)).ms });
  const times = timed.map((t) => t.ms).sort((a, b) => a - b);
  if (process.argv.includes('--slowest'))
    console.log(
      timed
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 6)
        .map((t) => `${t.ms.toFixed(0)} ms ${decodeURIComponent(t.url)}`)
        .join('\n'),
    );
  rows.push({ kind, urls: urls.size, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
}
const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const showCount = firstPage.totalDocs;
console.log(
  `\n${showCount} shows, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; cold start to first search ${(coldStart / 1000).toFixed(1)} s; RSS ${rss.toFixed(0)} MB`,
);
console.log('| call | distinct URLs | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.kind} | ${r.urls} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |`);
server.kill();
