// `npm run build:ts && node bench/row-check.mjs [DATABASE_URL]`: what checking rows with a zod schema at the
// database boundary costs on the reads that reach SQL (catalogue reads are answered from the read model and the
// response cache; a details page on a cache miss, a fan's marks and pages of their shows are not), beside the
// statement itself, on a synthetic catalogue (`npm run seed:synthetic -- --shows 100000 --database-url URL`).
// Prints per call: the statement (median µs), the parse (median µs) and the parse's share. Also the read model's
// and the search indexes' bulk loads, which a change of the catalogue re-runs off the request path: every row
// parsed, beside the first BULK_CHECKED_ROWS only (bulkRows, what the server does).
import { z } from 'zod';
import { openPostgres } from '../apps/server/dist/src/db/client.js';
import { sql } from '../apps/server/dist/src/db/sql.js';
import { findShowDetails } from '../apps/server/dist/src/catalogue/show-details.queries.js';
import { pagedShows } from '../apps/server/dist/src/catalogue/show-cards.js';
import { findRankedShows, RankedRow } from '../apps/server/dist/src/catalogue/lists.queries.js';
import { findSearchablePeople, PersonSearchRow } from '../apps/server/dist/src/people/people.queries.js';
import { BULK_CHECKED_ROWS } from '../apps/server/dist/src/db/rows.js';
import { markState } from '../apps/server/dist/src/library/user-show.queries.js';
import { ShowDetails, MarkState } from '@klama/contract';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/klama_sql_bench';
const db = await openPostgres(url, 2);
const [{ lo, hi }] = await db.query(sql`SELECT min(id) AS lo, max(id) AS hi FROM visible_show`);
const ids = Array.from({ length: 400 }, (_, i) => lo + Math.floor(((i * 7919) % 1000) * ((hi - lo) / 1000)));

const Card = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  first_air_date: z.string().nullable(),
  poster_us: z.string().nullable(),
  poster_kr: z.string().nullable(),
  season_number: z.number().int().nullable().optional(),
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const us = (t0) => Number(process.hrtime.bigint() - t0) / 1000;

async function measure(name, read, schema, runs = ids.length, checked = Infinity) {
  const query = [];
  const parse = [];
  for (let i = 0; i < runs; i++) {
    let t = process.hrtime.bigint();
    const result = await read(ids[i % ids.length]);
    query.push(us(t));
    t = process.hrtime.bigint();
    schema.parse(checked === Infinity ? result : result.slice(0, checked));
    parse.push(us(t));
  }
  const q = median(query);
  const p = median(parse);
  console.log(`| ${name} | ${q.toFixed(0)} | ${p.toFixed(1)} | ${((100 * p) / q).toFixed(2)} % |`);
}

console.log('| read | statement, median µs | zod parse, median µs | parse ÷ statement |\n|---|---|---|---|');
for (let round = 0; round < 2; round++) {
  if (round === 1) console.log('| *(second round, warm)* | | | |');
  await measure('details of a show (one row, JSON relations)', (id) => findShowDetails(db, id), ShowDetails.nullable());
  await measure('a fan’s marks on a show (one row)', (id) => markState(db, 1, id), MarkState.optional());
  await measure(
    'a page of 20 cards (whole catalogue, by name)',
    (id) => pagedShows(db, { showIds: null }, { page: 1 + (id % 50), limit: 20, sort: 'name_asc' }).then((p) => p.results),
    z.array(Card.extend({ poster_path: z.object({}).passthrough() }).omit({ poster_us: true, poster_kr: true })),
  );
  await measure('read model: every visible show with its ranks, every row parsed', () => findRankedShows(db), z.array(RankedRow), 3);
  await measure(
    `read model: every visible show with its ranks, first ${BULK_CHECKED_ROWS} parsed`,
    () => findRankedShows(db),
    z.array(RankedRow),
    3,
    BULK_CHECKED_ROWS,
  );
  await measure('people search: everyone credited, every row parsed', () => findSearchablePeople(db, 5), z.array(PersonSearchRow), 3);
  await measure(
    `people search: everyone credited, first ${BULK_CHECKED_ROWS} parsed`,
    () => findSearchablePeople(db, 5),
    z.array(PersonSearchRow),
    3,
    BULK_CHECKED_ROWS,
  );
}
await db.close();
