/**
 * A push service for the tests: an https server on 127.0.0.1 with a certificate of its own (made with openssl,
 * trusted through the agent the app is given), which keeps what it receives. `/gone/…` answers 410 and `/hang/…`
 * holds its first request without an answer (a push service that hangs), then accepts. And a browser's side of a
 * subscription: a P-256 key pair and an auth secret, with which a received payload is decrypted (RFC 8291).
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** trusts the service's certificate */
  agent: Agent;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(join(tmpdir(), 'klama-push-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const received: ReceivedPush[] = [];
  const hung = new Set<string>();
  const held: ServerResponse[] = [];
  const server: Server = createServer(pem, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path.startsWith('/hang/') && !hung.has(path)) {
        hung.add(path);
        held.push(res);
        return; // no answer: the sender must give up on its own
      }
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(path.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    agent: new Agent({ ca: pem.cert }),
    close: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** What a browser makes when it subscribes: its key pair and auth secret, and the body it posts. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    /** decrypts a payload sent to this subscription */
    open: (payload: Buffer) =>
      JSON.parse(decrypt(payload, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown,
  };
}
