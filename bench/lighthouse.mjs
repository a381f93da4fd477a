#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) on Home, Details, Discover, a genre page, About and Login of a running K-lama (default http://127.0.0.1:3000,
 * or the first argument), with the system Chromium. Needs the `lighthouse` CLI: on PATH, or LIGHTHOUSE_BIN.
 * Each page is run RUNS times (default 3) and the median run (by performance score) is kept, with its metrics:
 * a shared two-core machine is too noisy for a single run. Writes docs/lighthouse.json, which
 * `npm run bench:web` shows in docs/benchmarks.md. The full reports stay in the printed temporary folder.
 *
 *   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node bench/lighthouse.mjs http://127.0.0.1:3300
 *   RUNS=5 PAGES=Discover node bench/lighthouse.mjs …   (only some pages, more runs; does not write the json)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const bin = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const runs = Number(process.env.RUNS ?? 3);
const flags = CHROMIUM_ARGS.join(' ');
const ALL_PAGES = [
  ['Home', '/'],
  ['Details', '/details/9000001'],
  ['Discover', '/discover'],
  ['Genre', '/genre/romance/1'],
  ['About', '/about'],
  ['Login', '/login'],
];
const only = process.env.PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter(([label]) => only.includes(label)) : ALL_PAGES;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];
const out = mkdtempSync(join(tmpdir(), 'klama-lh-'));
console.log(`reports in ${out}`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const round = (value, id) => (id === 'cumulative-layout-shift' ? Math.round(value * 1000) / 1000 : Math.round(value));

// the machine is shared: its load over the whole run is written beside the figures
const loads = [loadavg()[0]];
const pages = PAGES.map(([label, path]) => {
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    const file = join(out, `${label}-${run}.json`);
    // a loaded machine now and then loses the trace (NO_NAVSTART): try that run again
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          bin,
          [
            `${base}${path}`,
            '--quiet',
            '--output=json',
            `--output-path=${file}`,
            `--chrome-flags=${flags}`,
            '--only-categories=performance,accessibility,best-practices,seo',
          ],
          {
            env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.warn(`${label} run ${run} failed, retrying`);
      }
    }
    loads.push(loadavg()[0]);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (id) => Math.round(report.categories[id].score * 100);
    const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, round(report.audits[id].numericValue, id)]));
    console.log(`${label} ${run}: performance ${score('performance')}`, JSON.stringify(metrics));
    reports.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      metrics,
    });
  }
  // scores: the median of each category; metrics: the median of each metric over the runs
  const pick = (key) => median(reports.map((r) => r[key]));
  const row = {
    label,
    path,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    metrics: Object.fromEntries(METRICS.map(([name]) => [name, median(reports.map((r) => r.metrics[name]))])),
  };
  console.log(`${label} median: performance ${row.performance}, accessibility ${row.accessibility}`, JSON.stringify(row.metrics));
  return row;
});
if (!only)
  writeFileSync(
    join(root, 'docs/lighthouse.json'),
    `${JSON.stringify(
      {
        preset: 'mobile',
        date: new Date().toISOString().slice(0, 10),
        base,
        // one-minute load average, sampled before the first run and after each (the machine has two cores)
        load: { min: Math.min(...loads), max: Math.max(...loads) },
        pages,
      },
      null,
      2,
    )}\n`,
  );
