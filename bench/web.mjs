#!/usr/bin/env node
/**
 * Web bundle benchmark: builds apps/web, then for each route sums the size as transferred of its initial JavaScript
 * (the entry chunk, its static imports, and the route's lazy chunk with its static imports): the build's own
 * brotli files, which the server sends to every browser that accepts brotli (gzip beside it), prints a table
 * and rewrites the web section of docs/benchmarks.md. Lighthouse scores, when measured
 * (`node bench/lighthouse.mjs`), are kept in docs/lighthouse.json and shown in the same section.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');
const BUDGET_KB = 100; // home route, brotli as transferred

const ROUTES = [
  ['Home `/`', 'src/app/screens/HomeScreen.tsx'],
  ['Details `/details/:id`', 'src/app/screens/DetailsScreen.tsx'],
  ['Reviews `/details/:id/reviews`', 'src/app/screens/ReviewsScreen.tsx'],
  ['Discover `/discover`', 'src/features/discover/DiscoverPage.tsx'],
  ['Category `/:type/:name/:id`', 'src/features/category/CategoryPage.tsx'],
  ['Collection `/collection/:name`', 'src/features/collection/CollectionPage.tsx'],
  ['About `/about`', 'src/features/about/AboutPage.tsx'],
  ['Login / sign-up `/login`', 'src/features/auth/AuthPage.tsx'],
  ['Profile `/profile/:id`', 'src/app/screens/ProfileScreen.tsx'],
  ['Feed `/feed`', 'src/features/profiles/FeedPage.tsx'],
  ['Diary `/profile/diary`', 'src/features/diary/DiaryPage.tsx'],
  ['Calendar `/calendar`', 'src/features/calendar/CalendarPage.tsx'],
  ['Notifications `/notifications`', 'src/features/notifications/NotificationsPage.tsx'],
  ['List `/lists/:id`', 'src/app/screens/ListScreen.tsx'],
  ['Profile lists `/profile/shows/:category`', 'src/features/profile/ProfileShowsPage.tsx'],
  ['Settings `/settings`', 'src/app/screens/SettingsScreen.tsx'],
  ['Console `/admin`', 'src/features/admin/AdminPage.tsx'],
];
const ON_DEMAND = [
  ['Search overlay (on open)', 'src/features/search/SearchOverlay.tsx'],
  ['Trailer player (on play)', 'src/features/details/TrailerDialog.tsx'],
  ['Markdown renderer (About body)', 'src/components/SafeMarkdown.tsx'],
  ['Dialogs: cast, trailer, filters, sort (on first open)', 'src/components/ModalDialog.tsx'],
];

if (!process.argv.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = new Map();
/** Bytes sent for a file with `encoding`: the build's precompressed file (what the server sends), else compressed here alike. */
const sentSize = (file, encoding) => {
  const key = `${encoding} ${file}`;
  if (!sizes.has(key)) {
    const path = join(dist, file);
    const ext = encoding === 'br' ? '.br' : '.gz';
    const body = readFileSync(path);
    const size = existsSync(path + ext)
      ? readFileSync(path + ext).length
      : encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
        : gzipSync(body, { level: 9 }).length;
    sizes.set(key, Math.min(size, body.length));
  }
  return sizes.get(key);
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
const sizeOf = (keys, encoding = 'br') =>
  [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + sentSize(manifest[k].file, encoding), 0);

const entryBytes = sizeOf(entry);
const rows = ROUTES.map(([label, src]) => {
  if (!manifest[src]) throw new Error(`no chunk for ${src}: is the route still lazy?`);
  const all = closure(src, new Set(entry));
  return { label, total: sizeOf(all), own: sizeOf(all) - entryBytes, gzip: sizeOf(all, 'gzip') };
});
const extras = ON_DEMAND.filter(([, src]) => manifest[src]).map(([label, src]) => {
  const before = new Set(entry);
  const all = closure(src, new Set(before));
  return { label, own: sizeOf(all) - entryBytes };
});

const home = rows[0].total;
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:web\` (Vite production build; sizes as transferred: the build's brotli files, quality 11, which the server sends as they are; gzip level 9 for clients without brotli).`,
  '',
  `Shared entry chunks (React, router, TanStack Query, layout, and the boot script that starts the landing screen's chunk and data): **${kb(entryBytes)} kB** brotli.`,
  '',
  '| route | initial JS (brotli, as sent) | of which route chunks | same JS as gzip |',
  '|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.label} | ${kb(r.total)} kB | ${kb(r.own)} kB | ${kb(r.gzip)} kB |`),
  '',
  '| loaded only when used | extra JS (brotli) |',
  '|---|---:|',
  ...extras.map((r) => `| ${r.label} | ${kb(r.own)} kB |`),
  '',
  `Budget: home initial JS ≤ ${BUDGET_KB} kB as transferred (brotli) → **${home / 1024 <= BUDGET_KB ? 'met' : 'NOT met'}** (${kb(home)} kB). Before precompression the server gzipped on the fly (level 6): 103.1 kB by this count at level 9, 112.8 kB measured in the browser. The original shipped one 642 kB file (214.5 kB gzipped) to every page.`,
];
const lighthouseFile = join(root, 'docs/lighthouse.json');
if (existsSync(lighthouseFile)) {
  const lh = JSON.parse(readFileSync(lighthouseFile, 'utf8'));
  const load = lh.load ? `; one-minute load average ${lh.load.min.toFixed(1)}–${lh.load.max.toFixed(1)} on 2 cores during the runs` : '';
  lines.push(
    '',
    `Lighthouse (${lh.preset} preset, system Chromium, ${lh.date}, median of ${lh.pages[0]?.runs ?? 3} runs per page${load}; run \`node bench/lighthouse.mjs\`):`,
    '',
    '| page | performance | LCP | TBT | FCP | CLS | accessibility | best practices | SEO |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const p of lh.pages)
    lines.push(
      `| ${p.label} | ${p.performance} | ${s(p.metrics.LCP)} | ${p.metrics.TBT} ms | ${s(p.metrics.FCP)} | ${p.metrics.CLS} | ${p.accessibility} | ${p['best-practices']} | ${p.seo} |`,
    );
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
