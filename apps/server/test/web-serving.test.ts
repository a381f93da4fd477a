import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { registerWeb } from '../src/plugins/web.js';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'klama-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>K-lama</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = Fastify();
  registerErrorHandling(app);
  await registerWeb(app, dist);
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

it('never answers an unknown API path with the SPA: it is the JSON 404', async () => {
  for (const url of ['/api/nope', '/api/show/details', '/api']) {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error' });
  }
});
