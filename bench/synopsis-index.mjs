// Issue 28 item 7: would search by Korean synopsis words cost anything measurable? Two ways it could be built, each
// measured at the catalogue's size (100,000 shows, each with a Korean synopsis of the sample's length):
//   1. in the in-memory title index's structures (bigram Postings, as titles are indexed): heap and build time added,
//      and the time of a two-word query (intersect, then verify the substring);
//   2. in SQL, a substring match over the overviews (no index can serve Hangul substrings: pg_trgm keeps only
//      characters the database's locale calls letters): time of one query on PostgreSQL.
// Usage: npm run build:ts && node --expose-gc bench/synopsis-index.mjs [--shows 100000] [--database-url URL]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const shows = Number(option('shows', 100000));
const { Postings } = await import(join(root, 'apps/server/dist/src/search/index/postings.js'));
const { gramKeysOfCodes, codePointsOf } = await import(join(root, 'apps/server/dist/src/search/index/gram-keys.js'));

const sample = Object.values(JSON.parse(readFileSync(join(root, 'data/catalogue/ko.json'), 'utf8')).shows).map((s) => s.overview);
// 100,000 synopses from the sample's 165: each one varied by its number so the texts are not shared strings
const synopses = Array.from({ length: shows }, (_, i) => `${sample[i % sample.length]} ${i}`);
const averageLength = synopses.reduce((n, s) => n + s.length, 0) / shows;

const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};
const before = heap();
const started = performance.now();
const codes = synopses.map((s) => codePointsOf(s.replace(/\s+/g, ' ')));
const postings = new Postings(shows, (id) => gramKeysOfCodes(codes[id], 2));
const buildMs = performance.now() - started;
codes.length = 0;
const added = heap() - before;

const queries = ['북한군 대위', '재벌 상속녀', '첫사랑', '복수를 꿈꾸는', '변호사'];
const times = [];
let found = 0;
for (let round = 0; round < 20; round++)
  for (const q of queries) {
    const t = performance.now();
    const words = q.split(' ');
    let candidates;
    for (const word of words) {
      const chars = codePointsOf(word);
      for (const key of gramKeysOfCodes(chars, 2)) {
        const ids = postings.get(key);
        candidates = candidates ? candidates.filter((id) => binaryHas(ids, id)) : Array.from(ids);
      }
    }
    const hits = (candidates ?? []).filter((id) => words.every((w) => synopses[id].includes(w)));
    found = hits.length;
    times.push(performance.now() - t);
  }
function binaryHas(ids, id) {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return true;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
times.sort((a, b) => a - b);
console.log(
  `In memory: ${shows.toLocaleString('en')} synopses of ${averageLength.toFixed(0)} characters on average; ` +
    `${(added / 1e6).toFixed(0)} MB more heap (texts kept for verification included), built in ${(buildMs / 1000).toFixed(1)} s; ` +
    `two-word query p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms (last query: ${found} shows).`,
);

const url = option('database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const pg = require('pg');
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query('CREATE TEMP TABLE synopsis (id int PRIMARY KEY, overview_ko text NOT NULL)');
  await client.query("INSERT INTO synopsis SELECT i, ($1::text[])[(i % $2) + 1] || ' ' || i FROM generate_series(0, $3 - 1) i", [
    sample,
    sample.length,
    shows,
  ]);
  await client.query('ANALYZE synopsis');
  const sqlTimes = [];
  for (let round = 0; round < 5; round++)
    for (const q of queries) {
      const t = performance.now();
      await client.query(
        'SELECT id FROM synopsis WHERE ' +
          q
            .split(' ')
            .map((_, i) => `overview_ko LIKE '%' || $${i + 1} || '%'`)
            .join(' AND ') +
          ' LIMIT 30',
        q.split(' '),
      );
      sqlTimes.push(performance.now() - t);
    }
  sqlTimes.sort((a, b) => a - b);
  const size = (await client.query("SELECT pg_total_relation_size('synopsis') AS bytes")).rows[0].bytes;
  console.log(
    `PostgreSQL: a LIKE scan over ${(size / 1e6).toFixed(0)} MB of synopses: p50 ${sqlTimes[Math.floor(sqlTimes.length / 2)].toFixed(1)} ms, ` +
      `p95 ${sqlTimes[Math.floor(sqlTimes.length * 0.95)].toFixed(1)} ms a query.`,
  );
} finally {
  await client.end();
}
