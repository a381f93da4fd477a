/** A show's share image: a 1200×630 PNG with its English and Hangul titles, year and genres, kept and cacheable. */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shareCardTree } from '../../src/share-image/share-card.js';
import { getError } from '../api.js';
import { show } from '../sample-catalogue.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

it('answers a 1200×630 PNG for a show, cacheable for a week, and the same bytes again', async () => {
  const first = await t.app.inject({ url: '/api/show/share-image/9000001' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('image/png');
  expect(first.headers['cache-control']).toBe('public, max-age=604800');
  expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
  const again = await t.app.inject({ url: '/api/show/share-image/9000001' });
  expect(again.headers['x-cache']).toBe('hit');
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
});

it('an unknown show is a 404 and a malformed id a 400', async () => {
  await getError(t.app, '/api/show/share-image/1', 404);
  await getError(t.app, '/api/show/share-image/abc', 400);
});

it('the card names the show in English and Hangul with its year and genres', () => {
  const crash = show(9000001);
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') walk((node as { props?: { children?: unknown } }).props?.children);
  };
  walk(
    shareCardTree({
      id: crash.id,
      name: crash.name,
      original_name: crash.original_name,
      first_air_date: crash.first_air_date,
      genres: crash.genres.map((name) => ({ name })),
      poster: null,
    }),
  );
  expect(texts).toContain(crash.name);
  expect(texts).toContain(crash.original_name);
  expect(texts).toContain([crash.first_air_date!.slice(0, 4), ...crash.genres].join(' · '));
});

it("a Korean page's card (language=ko): the Hangul title first, the English under it, the brand line in Korean", async () => {
  const crash = show(9000001);
  const en = await t.app.inject({ url: '/api/show/share-image/9000001' });
  const ko = await t.app.inject({ url: '/api/show/share-image/9000001?language=ko' });
  expect(ko.statusCode).toBe(200);
  expect(pngSize(ko.rawPayload)).toEqual({ width: 1200, height: 630 });
  expect(ko.rawPayload.equals(en.rawPayload)).toBe(false);
  if (process.env.SHARE_IMAGE_OUT) writeFileSync(process.env.SHARE_IMAGE_OUT, ko.rawPayload);

  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') walk((node as { props?: { children?: unknown } }).props?.children);
  };
  walk(
    shareCardTree({
      id: crash.id,
      language: 'ko',
      name: crash.original_name,
      original_name: crash.name,
      first_air_date: crash.first_air_date,
      genres: [],
      poster: null,
    }),
  );
  expect(texts.slice(0, 2)).toEqual([crash.original_name, crash.original_name]);
  expect(texts).toContain(crash.name);
  expect(texts).toContain('K-lama · 한국 드라마');
  expect(texts).not.toContain('K-lama · Korean dramas');
});
