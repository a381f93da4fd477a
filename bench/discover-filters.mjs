// Discover's further filters in the read model at a large catalogue, without a database: a snapshot of N synthetic
// shows (dates, ratings, episode ends, genres, providers) and the time of each call kind, many runs each.
// Usage: node bench/discover-filters.mjs [N=100000]   (after `npm run build`)
import { CatalogueSnapshot, dayNumber, NO_DAY } from '../apps/server/dist/src/catalogue/read-model/catalogue-snapshot.js';

const N = Number(process.argv[2] ?? 100_000);
let seed = 7;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pad = (n) => String(n).padStart(2, '0');
const cards = Array.from({ length: N }, (_, pos) => ({
  id: 20_000_000 + pos,
  name: `Show ${pos}`,
  original_name: `쇼 ${pos}`,
  first_air_date:
    random() < 0.01
      ? null
      : `${1990 + Math.floor(random() * 38)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
  poster_path: {},
}));
const shuffled = () => {
  const order = Int32Array.from({ length: N }, (_, i) => i);
  for (let i = N - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
};
const orders = Object.fromEntries(
  ['date_desc', 'date_asc', 'name_asc', 'original_name_asc', 'popularity_desc', 'rating_desc'].map((s) => [s, shuffled()]),
);
const members = new Map();
const add = (key, pos) => (members.get(key) ?? members.set(key, []).get(key)).push(pos);
for (let pos = 0; pos < N; pos++) {
  for (let g = 1; g <= 17; g++) if (random() < 0.15) add(`genre:${g}`, pos);
  for (const p of [8, 9, 15, 337, 344]) if (random() < 0.1) add(`provider:US:${p}`, pos);
}
const facets = new Map([...members].map(([k, v]) => [k, Int32Array.from(v)]));
const ratings = Float32Array.from({ length: N }, () => (random() < 0.3 ? Number.NaN : 5 + random() * 4.5));
const lastEpisodeDays = Int32Array.from(cards, (c) =>
  c.first_air_date && random() < 0.5 ? dayNumber(c.first_air_date) + Math.floor(random() * 400) : NO_DAY,
);
const snapshot = new CatalogueSnapshot({ cards, orders, facets, termNames: new Map(), ratings, lastEpisodeDays });
const today = new Date().toISOString().slice(0, 10);

const kinds = {
  'genres all (2)': () =>
    snapshot.discover(
      {
        facets: [
          { kind: 'genre', id: 1 },
          { kind: 'genre', id: 4 },
        ],
        today,
      },
      q('date_desc'),
    ),
  'genres any (3)': () =>
    snapshot.discover({ facets: [], anyOf: [[1, 3, 4].map((id) => ({ kind: 'genre', id }))], today }, q('popularity_desc')),
  'years 2010–2020': () => snapshot.discover({ facets: [], yearFrom: 2010, yearTo: 2020, today }, q('date_desc')),
  'rating ≥ 8, by rating': () => snapshot.discover({ facets: [], ratingMin: 8, today }, q('rating_desc')),
  'airing + upcoming': () => snapshot.discover({ facets: [], statuses: ['airing', 'upcoming'], today }, q('date_desc')),
  'everything, page 40': () =>
    snapshot.discover(
      {
        facets: [{ kind: 'provider', id: 8, region: 'US' }],
        anyOf: [[1, 2].map((id) => ({ kind: 'genre', id }))],
        yearFrom: 2000,
        ratingMin: 6,
        statuses: ['ended'],
        today,
      },
      { page: 40, limit: 30, sort: 'rating_desc' },
    ),
  'provider counts, genre any + years': () =>
    snapshot.providerCounts({ facets: [], anyOf: [[1, 4].map((id) => ({ kind: 'genre', id }))], yearFrom: 2010, today }, 'US'),
  'provider counts, no filter': () => snapshot.providerCounts({ facets: [], today }, 'US'),
};
function q(sort) {
  return { page: 1, limit: 30, sort };
}

console.log(`N = ${N} shows`);
for (const [name, run] of Object.entries(kinds)) {
  for (let i = 0; i < 5; i++) run(); // warm up
  const times = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2);
  console.log(`${name.padEnd(38)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`);
}
