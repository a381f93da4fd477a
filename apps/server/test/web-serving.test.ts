import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { registerWeb } from '../src/web-render/serve-web.js';

const INDEX = `<!doctype html><title>K-lama</title>${'<!-- padding -->'.repeat(100)}`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))})`;

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'klama-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"K-lama"}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // what the build's precompress step writes beside the files (contents stand in for the encoded bytes)
  for (const [file, body] of [
    ['index.html', INDEX],
    ['assets/app-def456.js', APP_JS],
  ]) {
    writeFileSync(join(dist, file!), body!);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body!));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(body!));
  }
  app = Fastify();
  registerErrorHandling(app);
  // the app's security headers (apps/server/src/app.ts registers helmet the same way, before the web app)
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: true }, frameguard: { action: 'deny' } });
  // no server renderer in this stand-in build: index.html as it is
  await registerWeb(app, dist, join(dist, 'no-renderer'));
  await app.ready();
});
afterAll(() => app?.close());

it('serves client routes with index.html and hashed assets with immutable caching', async () => {
  const page = await app.inject('/details/9000001');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');
  const asset = await app.inject('/assets/index-abc123.js');
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
});

it('serves the service worker uncached and the app manifest with its own type (decision 0051)', async () => {
  const worker = await app.inject('/sw.js');
  expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache']);
  expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  const manifest = await app.inject('/manifest.webmanifest');
  expect([manifest.statusCode, manifest.headers['content-type']]).toEqual([200, 'application/manifest+json; charset=utf-8']);
  // other root files keep their short public caching
  expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
});

it('sends a page its security headers, and a built asset only those that apply to a script', async () => {
  const page = await app.inject('/details/9000001');
  expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(page.headers['x-frame-options']).toBe('DENY');
  for (const url of ['/assets/index-abc123.js', '/assets/app-def456.js']) {
    const asset = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode, url).toBe(200);
    expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
      expect(asset.headers[name], `${url} ${name}`).toBeUndefined();
  }
});

it('never answers an unknown API path with the SPA: it is the JSON 404', async () => {
  for (const url of ['/api/nope', '/api/show/details', '/api']) {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error' });
  }
});

it("sends the build's brotli and gzip files as they are, and the plain file to clients that accept neither", async () => {
  for (const url of ['/assets/app-def456.js', '/', '/discover']) {
    const plain = url.endsWith('.js') ? APP_JS : INDEX;
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding'], url).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding'], url).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const identity = await app.inject({ url });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  }
});
