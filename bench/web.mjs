#!/usr/bin/env node
/**
 * Web bundle benchmark: builds apps/web, then for each route sums the gzip size of its initial JavaScript
 * (the entry chunk, its static imports, and the route's lazy chunk with its static imports), prints a table
 * and rewrites the web section of docs/benchmarks.md. Lighthouse scores, when measured
 * (`node bench/lighthouse.mjs`), are kept in docs/lighthouse.json and shown in the same section.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');
const BUDGET_KB = 110;

const ROUTES = [
  ['Home `/`', 'src/features/home/HomePage.tsx'],
  ['Details `/details/:id`', 'src/features/details/DetailsPage.tsx'],
  ['Discover `/discover`', 'src/features/discover/DiscoverPage.tsx'],
  ['Category `/:type/:name/:id`', 'src/features/category/CategoryPage.tsx'],
  ['Collection `/collection/:name`', 'src/features/collection/CollectionPage.tsx'],
  ['About `/about`', 'src/features/about/AboutPage.tsx'],
  ['Login / sign-up `/login`', 'src/features/auth/AuthPage.tsx'],
  ['Profile `/profile/:id`', 'src/features/profile/ProfilePage.tsx'],
  ['Profile lists `/profile/shows/:category`', 'src/features/profile/ProfileShowsPage.tsx'],
  ['Settings `/settings`', 'src/features/settings/SettingsPage.tsx'],
];
const ON_DEMAND = [
  ['Search overlay (on open)', 'src/features/search/SearchOverlay.tsx'],
  ['Trailer player (on play)', 'src/features/details/TrailerDialog.tsx'],
  ['Markdown renderer (About body)', 'src/features/about/SafeMarkdown.tsx'],
];

if (!process.argv.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
// the app bundle (index.html's entry) and the boot script every page also loads (src/boot.ts)
const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
if (!entryKeys.includes('index.html') || !entryKeys.includes('src/boot.ts')) throw new Error(`unexpected entries: ${entryKeys.join(', ')}`);
const entry = entryKeys.reduce((seen, key) => closure(key, seen), new Set());
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizeOf = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzipOf(manifest[k].file), 0);

const entryBytes = sizeOf(entry);
const rows = ROUTES.map(([label, src]) => {
  if (!manifest[src]) throw new Error(`no chunk for ${src}: is the route still lazy?`);
  const all = closure(src, new Set(entry));
  return { label, total: sizeOf(all), own: sizeOf(all) - entryBytes };
});
const extras = ON_DEMAND.filter(([, src]) => manifest[src]).map(([label, src]) => {
  const before = new Set(entry);
  const all = closure(src, new Set(before));
  return { label, own: sizeOf(all) - entryBytes };
});

const home = rows[0].total;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:web\` (Vite production build, gzip level 9).`,
  '',
  `Shared entry chunks (React, router, TanStack Query, layout, and the boot script that starts the landing screen's chunk and data): **${kb(entryBytes)} kB** gzipped.`,
  '',
  '| route | initial JS (gzip) | of which route chunks |',
  '|---|---:|---:|',
  ...rows.map((r) => `| ${r.label} | ${kb(r.total)} kB | ${kb(r.own)} kB |`),
  '',
  '| loaded only when used | extra JS (gzip) |',
  '|---|---:|',
  ...extras.map((r) => `| ${r.label} | ${kb(r.own)} kB |`),
  '',
  `Budget: home initial JS ≤ ${BUDGET_KB} kB gzipped → **${home / 1024 <= BUDGET_KB ? 'met' : 'NOT met'}** (${kb(home)} kB). The original shipped one 642 kB file (214.5 kB gzipped) to every page.`,
];
const lighthouseFile = join(root, 'docs/lighthouse.json');
if (existsSync(lighthouseFile)) {
  const lh = JSON.parse(readFileSync(lighthouseFile, 'utf8'));
  lines.push(
    '',
    `Lighthouse (${lh.preset} preset, system Chromium, ${lh.date}; run \`node bench/lighthouse.mjs\`):`,
    '',
    '| page | performance | accessibility | best practices | SEO |',
    '|---|---:|---:|---:|---:|',
  );
  for (const p of lh.pages) lines.push(`| ${p.label} | ${p.performance} | ${p.accessibility} | ${p['best-practices']} | ${p.seo} |`);
}
const text = lines.join('\n');
console.log(text);

const docPath = join(root, 'docs/benchmarks.md');
const doc = readFileSync(docPath, 'utf8');
const start = '<!-- bench:web:start -->';
const end = '<!-- bench:web:end -->';
if (!doc.includes(start) || !doc.includes(end)) throw new Error('docs/benchmarks.md lacks the bench:web markers');
writeFileSync(docPath, doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${text}\n${end}`));
if (home / 1024 > BUDGET_KB) process.exitCode = 1;
