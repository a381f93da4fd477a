#!/usr/bin/env node
/**
 * Server rendering's cost, on a running K-lama (default http://127.0.0.1:3000, or the first argument) built with
 * its renderer (`npm run build`):
 *   1. a render on a page-cache miss, its reads answered in-process (the server's way: app.inject), from the
 *      server's `server-timing: render;dur=…` over SHOWS details pages (the catalogue answers behind them warm);
 *   2. the same renders with the reads made over HTTP to the server (this process loads the renderer and fetches),
 *      the alternative the server does not take;
 *   3. requests/s of a rendered details page served from the response cache (32 connections, SECONDS s) beside its
 *      API answer's (also a hit) and a bare Fastify hello-world measured in the same run.
 * Prints a markdown table. SHOWS (default 40), SECONDS (default 5).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const shows = Number(process.env.SHOWS ?? 40);
const seconds = Number(process.env.SECONDS ?? 5);
const ids = Array.from({ length: shows }, (_, i) => 9000001 + i);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const summary = (values) => `${quantile(values, 0.5).toFixed(1)} / ${quantile(values, 0.95).toFixed(1)}`;

// warm the catalogue answers behind every page (and the English pages themselves)
for (const id of ids) await (await fetch(`${base}/details/${id}`, { headers: HEADERS })).arrayBuffer();

// 1. in-process reads: a query parameter of this run's makes each page a page-cache miss (its reads are hits)
const run = Date.now();
const inProcess = [];
for (const id of ids) {
  const res = await fetch(`${base}/details/${id}?run=${run}`, { headers: HEADERS });
  await res.arrayBuffer();
  const dur = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  if (res.headers.get('x-cache') === 'miss' && dur) inProcess.push(Number(dur));
}

// 2. reads over HTTP to the server, rendered by the same renderer in this process
const renderer = await import(pathToFileURL(join(root, 'apps/web/dist-server/entry-server.js')).href);
await renderer.configureServerRendering({
  siteUrl: base,
  transport: (url) => fetch(`${base}${url}`, { headers: { accept: 'application/json' } }),
});
const overHttp = [];
for (const id of ids) {
  const started = performance.now();
  await renderer.renderPage({ url: `/details/${id}`, language: 'en', phone: false, siteUrl: base });
  overHttp.push(performance.now() - started);
}

// 3. cache hits beside hello-world
const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 32, duration: seconds, headers: HEADERS }, (error, result) => (error ? reject(error) : resolve(result))),
  );
const hello = spawn(process.execPath, [join(root, 'bench/hello.mjs')], {
  env: { ...process.env, PORT: '3999' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => hello.stdout.once('data', resolve));
const helloRps = (await load('http://127.0.0.1:3999/')).requests.average;
hello.kill();
const pageRps = (await load(`${base}/details/9000001`)).requests.average;
const apiRps = (await load(`${base}/api/show/details/9000001`)).requests.average;

console.log(`| measure (${shows} details pages) | p50 / p95 ms or requests/s |`);
console.log('|---|---|');
console.log(`| render, reads in-process (app.inject), page-cache miss | ${summary(inProcess)} (${inProcess.length} renders) |`);
console.log(`| render, reads over HTTP to the server | ${summary(overHttp)} |`);
console.log(`| rendered details page, response-cache hit, 32 connections | ${Math.round(pageRps)} req/s |`);
console.log(`| its API answer (/api/show/details), response-cache hit, 32 connections | ${Math.round(apiRps)} req/s |`);
console.log(`| hello-world, same run | ${Math.round(helloRps)} req/s (page = ${((100 * pageRps) / helloRps).toFixed(0)} %) |`);
