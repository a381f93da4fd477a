#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) on Home, Details and Discover of a running K-lama (default http://127.0.0.1:3000,
 * or the first argument), with the system Chromium. Needs the `lighthouse` CLI: on PATH, or LIGHTHOUSE_BIN.
 * Writes docs/lighthouse.json, which `npm run bench:web` shows in docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const bin = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const PAGES = [
  ['Home', '/'],
  ['Details', '/details/9000225'],
  ['Discover', '/discover'],
];
const out = mkdtempSync(join(tmpdir(), 'klama-lh-'));
const pages = PAGES.map(([label, path]) => {
  const file = join(out, `${label}.json`);
  execFileSync(bin, [`${base}${path}`, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const row = { label, path, performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
  console.log(row);
  return row;
});
writeFileSync(join(root, 'docs/lighthouse.json'), `${JSON.stringify({ preset: 'mobile', date: new Date().toISOString().slice(0, 10), base, pages }, null, 2)}\n`);
