// Search quality: the queries of bench/search-quality/queries.json (as fans type them, each with the show
// it must find) against the sample catalogue plus the importer's fixtures, through the same in-memory
// search the route answers from. Prints hit@1 and hit@5 per query kind and overall, and writes them into
// docs/benchmarks.md (between the bench:search markers) unless --no-write.
// npm run bench:search [-- --no-write] [--misses]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/server/dist/src');
const { openPglite } = await import(join(dist, 'db/client.js'));
const { migrate } = await import(join(dist, 'db/migrate.js'));
const { loadSampleCatalogue } = await import(join(dist, 'sample-catalogue/load-sample.js'));
const { importDetails } = await import(join(dist, 'importer/import-details.js'));
const { buildCatalogueModel } = await import(join(dist, 'read-model/read-model.js'));

const db = await openPglite(undefined);
await migrate(db);
await loadSampleCatalogue(db);
const fixtures = join(root, 'apps/server/test/importer/fixtures/tv');
for (const file of readdirSync(fixtures).filter((f) => /^\d+\.json$/.test(f)))
  await importDetails(db, JSON.parse(readFileSync(join(fixtures, file), 'utf8')));
const { catalogue, search } = await buildCatalogueModel(db);

const { queries } = JSON.parse(readFileSync(join(root, 'bench/search-quality/queries.json'), 'utf8'));
const kinds = new Map();
const misses = [];
for (const { kind, query, show } of queries) {
  const ids = search.search(query, 10).map((pos) => catalogue.card(pos).id);
  const rank = ids.indexOf(show);
  const k = kinds.get(kind) ?? { n: 0, at1: 0, at5: 0 };
  k.n++;
  if (rank === 0) k.at1++;
  if (rank >= 0 && rank < 5) k.at5++;
  else misses.push(`${kind}: "${query}" → ${ids.slice(0, 5).join(', ') || 'nothing'} (expected ${show})`);
  kinds.set(kind, k);
}
await db.close();

const pct = (a, n) => `${((100 * a) / n).toFixed(0)} %`;
const all = [...kinds.values()].reduce((s, k) => ({ n: s.n + k.n, at1: s.at1 + k.at1, at5: s.at5 + k.at5 }), { n: 0, at1: 0, at5: 0 });
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:search\`: ${all.n} queries of \`bench/search-quality/queries.json\` on the sample catalogue and the importer's fixtures (limit 10).`,
  '',
  '| query kind | queries | hit@1 | hit@5 |',
  '|---|---:|---:|---:|',
  ...[...kinds].map(([kind, k]) => `| ${kind} | ${k.n} | ${pct(k.at1, k.n)} | ${pct(k.at5, k.n)} |`),
  `| **all** | ${all.n} | ${pct(all.at1, all.n)} | ${pct(all.at5, all.n)} |`,
];
console.log(lines.join('\n'));
if (misses.length && process.argv.includes('--misses')) console.log(`\nNot in the first five:\n${misses.join('\n')}`);
if (!process.argv.includes('--no-write')) {
  const docPath = join(root, 'docs/benchmarks.md');
  const doc = readFileSync(docPath, 'utf8');
  const [start, end] = ['<!-- bench:search:start -->', '<!-- bench:search:end -->'];
  if (!doc.includes(start) || !doc.includes(end)) throw new Error('docs/benchmarks.md lacks the bench:search markers');
  writeFileSync(docPath, doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${lines.join('\n')}\n${end}`));
}
