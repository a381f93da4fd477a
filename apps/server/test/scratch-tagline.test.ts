import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDetails } from '../src/importer/import-details.js';
import { writeTaxonomy } from '../src/importer/site-data.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await writeTaxonomy(t.db);
});
afterAll(() => t?.close());

it('a TMDB tagline reaches the details answer', async () => {
  const raw = JSON.parse(readFileSync(new URL('./importer/fixtures/tv/1003.json', import.meta.url), 'utf8'));
  await importDetails(t.db, { ...raw, tagline: 'Love crosses the border' });
  const res = await t.app.inject('/api/show/details/1003');
  expect(res.statusCode).toBe(200);
  expect(res.json().tagline).toBe('Love crosses the border');
});
