// Does one import stall the server? The built server (PGlite in a temp DATA_DIR, the sample catalogue, loopback only)
// runs the 2 MB worst cases — "a\n" × 1,048,575 pasted, a Trakt file of 60,000 identical entries — and the
// worst that fits under the line cap (5,000 lines of distinct long titles, each searched; 5,000 CSV rows applied),
// one at a time and then three at once, each from a fresh account (the per-account rate limit is not what is
// measured). Meanwhile a probe asks for a cached read (GET /api/hero) one request after another and the server's
// RSS is sampled. Prints, per scenario: the import answers and durations, the probe's p50/p99/max and how many
// probes waited 500 ms or more, and RSS before, at the peak and 5 s after.
//   npm run build:ts && node bench/import-stall.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'klama-import-stall-'));
const server = spawn(process.execPath, ['apps/server/dist/src/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'sample',
    LOG_LEVEL: 'warn',
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    JWT_SECRET: 'x'.repeat(40),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('serving at') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
// after the start, whatever the server says (a signal it was sent, say) and how it ended are shown
server.stdout.on('data', (d) => process.stderr.write(`server: ${d}`));
server.on('exit', (code, signal) => console.error(`server exited: code ${code}, signal ${signal}`));
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

let accounts = 0;
async function freshAccount() {
  const username = `bench_${process.pid}_${++accounts}`;
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret-pass-1' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { accessToken } = await res.json();
  return { authorization: `Bearer ${accessToken}` };
}

async function importOnce(body, dryRun, account) {
  const headers = { ...account, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`${base}/api/me/import?dryRun=${dryRun}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: text.length };
}

/** A cached read, one request after another, until stopped; with RSS sampled every 100 ms. */
function probe() {
  const waits = [];
  let peak = rssMb();
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/hero`);
      await res.arrayBuffer();
      waits.push(performance.now() - started);
      await sleep(10);
    }
  })();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  return async () => {
    running = false;
    await loop;
    clearInterval(sampler);
    return { waits, peak };
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function scenario(name, body, dryRun, times) {
  // accounts first: a sign-up hashes a password, which is not what is measured
  const accounts = await Promise.all(Array.from({ length: times }, freshAccount));
  const before = rssMb();
  const stop = probe();
  await sleep(300);
  const answers = body
    ? await Promise.all(accounts.map((account) => importOnce(body, dryRun, account)))
    : (await sleep(3000), [{ status: '-', ms: 0 }]);
  await sleep(300);
  const { waits, peak } = await stop();
  await sleep(5000);
  const after = rssMb();
  const sorted = [...waits].sort((a, b) => a - b);
  const statuses = answers.map((a) => a.status).join(',');
  const durations = answers.map((a) => (a.ms / 1000).toFixed(2)).join(', ');
  console.log(
    `| ${name} | ${times} | ${statuses} | ${durations} | ${sorted.length} | ${pct(sorted, 50).toFixed(1)} | ${pct(sorted, 99).toFixed(1)} | ` +
      `${sorted.at(-1).toFixed(1)} | ${waits.filter((w) => w >= 500).length} | ${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} |`,
  );
}

// the cases, just under 2 MB each
const pastedA = { format: 'text', content: 'a\n'.repeat(1_048_575) };
const traktItem = { show: { ids: { tmdb: 9000107 } } };
const trakt60k = { format: 'trakt', content: JSON.stringify(Array.from({ length: 60_000 }, () => traktItem)) };
// the worst under the cap: 5,000 distinct titles of ~390 bytes (just under 2 MB), each one a title search
const WORDS = ['moon', 'love', 'king', 'secret', 'garden', 'doctor', 'palace', 'winter', 'heart', 'city', 'hunter', 'prince', 'reply'];
let seed = 7;
const word = () => WORDS[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % WORDS.length];
const longTitle = (i) => `${Array.from({ length: 60 }, word).join(' ')} ${i}`;
const distinct5k = { format: 'text', content: Array.from({ length: 5000 }, (_, i) => longTitle(i)).join('\n') };
// 5,000 CSV rows applied: the sample catalogue's titles in turn, with a status, progress and rating
const titles = ['Crash Landing on You', 'Signal', 'Goblin', 'Winter Sonata', 'Misaeng', 'Healer', 'The Heirs', 'Secret Garden'];
const csv5k = {
  format: 'csv',
  content: [
    'Title,Status,Episodes,Score',
    ...Array.from({ length: 5000 }, (_, i) => `${titles[i % titles.length]} ${i % 3 ? '' : '(2019)'},Watching,1,8`),
  ].join('\n'),
};

try {
  await fetch(`${base}/api/hero`).then((r) => r.arrayBuffer()); // the cached answer exists before the runs
  console.log(
    `sizes: pasted ${pastedA.content.length} B, trakt ${trakt60k.content.length} B, distinct ${distinct5k.content.length} B, csv ${csv5k.content.length} B`,
  );
  console.log(
    '| import | at once | answers | durations (s) | probes | p50 ms | p99 ms | max ms | probes ≥ 500 ms | RSS MB before / peak / 5 s after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  await scenario('none (the noise of this machine)', null, true, 1);
  for (const times of [1, 3]) {
    await scenario('"a\\n" × 1,048,575, dry run', pastedA, true, times);
    await scenario('Trakt, 60,000 identical entries, dry run', trakt60k, true, times);
    await scenario('5,000 distinct long titles, dry run', distinct5k, true, times);
    await scenario('5,000 CSV rows, applied', csv5k, false, times);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
