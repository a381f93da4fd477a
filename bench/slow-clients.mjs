// Bounded slow-client run against the built server (PGlite in a temp DATA_DIR, loopback only):
// N connections dripping a 60 kB body one byte every 5 s (to logout: no rate limit answers first),
// N that never send a byte, and N kept-alive connections left idle after one request. Prints open files of the server process
// before, at the peak and after, and how long the server took to close every connection.
//   npm run build:ts && node bench/slow-clients.mjs [--connections 200]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '200' } } });
const N = Number(values.connections);
const root = new URL('..', import.meta.url).pathname;
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'klama-slow-'));
const server = spawn(process.execPath, ['apps/server/dist/src/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('serving at') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;

function client(onConnect) {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => onConnect(socket));
    socket.on('data', (d) => (received += d));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ ms: Date.now() - started, status: received.match(/^HTTP\/1\.1 (\d+)/)?.[1] ?? 'closed' }));
  });
}

async function run(name, onConnect) {
  const before = openFiles();
  const t0 = Date.now();
  const done = Array.from({ length: N }, () => client(onConnect));
  await new Promise((r) => setTimeout(r, 1500));
  const peak = openFiles();
  const results = await Promise.race([
    Promise.all(done),
    new Promise((r) => setTimeout(() => r(null), 150_000)), // the bound: the issue saw them open after 150 s
  ]);
  const after = openFiles();
  if (!results) return console.log(`${name}: NOT all closed after 150 s (open files ${before} → ${peak} → ${after})`);
  const statuses = Object.entries(results.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}));
  const slowest = Math.max(...results.map((r) => r.ms));
  console.log(
    `${name}: ${N} connections, answers ${statuses.map(([s, n]) => `${s}×${n}`).join(', ')}; ` +
      `all closed ${(slowest / 1000).toFixed(1)} s after opening (run ${((Date.now() - t0) / 1000).toFixed(1)} s); open files ${before} → ${peak} → ${after}`,
  );
}

const body = JSON.stringify({ refreshToken: 'x'.repeat(60_000) });
await run('slow body (1 byte / 5 s)', (socket) => {
  socket.write(`POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  let i = 0;
  const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(body[i++])), 5000);
  socket.on('close', () => clearInterval(timer));
});
await run('idle, nothing sent', () => undefined);
await run('kept alive after one request', (socket) => socket.write('GET /api/auth/config HTTP/1.1\r\nHost: x\r\n\r\n'));

server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
