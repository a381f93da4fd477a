/**
 * A client that sends its request slowly, or not at all, cannot hold a connection for ever, and
 * connections are capped. Loopback only, a few connections, short limits set through the config.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

const MAX_CONNECTIONS = 6;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', IDLE_TIMEOUT_MS: '3000', MAX_CONNECTIONS: String(MAX_CONNECTIONS) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Opens a connection; `ended` resolves with everything the server sent once it closes the connection. */
function open(): Promise<{ socket: Socket; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const ended = new Promise<string>((done) => {
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => done(received));
    });
    socket.on('error', () => undefined); // a reset is a close too
    socket.once('connect', () => resolve({ socket, ended }));
    socket.once('error', reject);
  });
}

/** Waits until the number of connections the server holds satisfies `ok`. */
async function serverConnections(ok: (n: number) => boolean) {
  for (;;) {
    const count = await new Promise<number>((resolve) => t.app.server.getConnections((_err, n) => resolve(n)));
    if (ok(count)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writes `text` one byte per `everyMs` until the socket closes. */
function drip(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

it('cuts off slow request bodies with a 408 in the app shape and closes the connection', async () => {
  const body = JSON.stringify({ username: 'slow_loris', password: 'x'.repeat(60_000) });
  const clients = await Promise.all([open(), open(), open()]);
  for (const { socket } of clients) {
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    drip(socket, body, 100);
  }
  const answers = await Promise.all(clients.map((c) => c.ended));
  for (const answer of answers) {
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(
      '{"status":"error","code":"common.requestTimeout","message":"Request timeout: the request took too long to arrive"}',
    );
  }
});

it('cuts off slow headers', async () => {
  const { socket, ended } = await open();
  drip(socket, `GET /api/show/details/1 HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'y'.repeat(500)}\r\n\r\n`, 100);
  expect(await ended).toMatch(/^HTTP\/1\.1 408 /);
});

it('closes a connection that never sends anything', async () => {
  const { ended } = await open();
  expect(await ended).toMatch(/^HTTP\/1\.1 408 /);
});

it(`refuses connections beyond MAX_CONNECTIONS (${MAX_CONNECTIONS})`, async () => {
  const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, open));
  await serverConnections((n) => n >= MAX_CONNECTIONS); // so the next one is the one over the cap
  const extra = await open();
  extra.socket.write('GET /api/auth/config HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(await extra.ended).toBe(''); // closed without an answer
  for (const { socket } of held) socket.destroy();
  await serverConnections((n) => n === 0);
  // and once they are gone, the server answers again
  const later = await open();
  later.socket.write('GET /api/auth/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  expect(await later.ended).toMatch(/^HTTP\/1\.1 200 /);
});
