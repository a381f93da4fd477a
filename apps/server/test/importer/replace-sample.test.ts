import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeSampleCatalogue, sampleFootprint } from '../../src/importer/replace-sample.queries.js';
import { importDetails } from '../../src/importer/import-details.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readFileSync } from 'node:fs';
import { one } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importDetails(t.db, JSON.parse(readFileSync(new URL('./fixtures/tv/1001.json', import.meta.url), 'utf8')));
});
afterAll(() => t?.close());

it('--replace-sample removes the sample shows and what only they used, and keeps imported shows', async () => {
  const sample = await one(t.db, "SELECT count(*) FROM show WHERE source = 'sample'");
  expect(sample).toBeGreaterThan(0);
  expect(await sampleFootprint(t.db)).toMatchObject({ shows: sample });
  const removed = await removeSampleCatalogue(t.db);
  expect(removed.shows).toBe(sample);
  expect(await one(t.db, "SELECT count(*) FROM show WHERE source = 'sample'")).toBe(0);
  expect(await one(t.db, 'SELECT count(*) FROM person WHERE id >= 1000000000')).toBe(0);
  expect(await one(t.db, 'SELECT count(*) FROM keyword WHERE id >= 1000000000')).toBe(0);
  expect(await one(t.db, "SELECT count(*) FROM show WHERE source = 'tmdb'")).toBe(2);
  expect(await one(t.db, 'SELECT count(*) FROM cast_credit WHERE show_id = 1001')).toBe(5);
  expect((await t.app.inject('/api/show/details/1001')).statusCode).toBe(200);
  expect((await t.app.inject('/api/show/details/9000001')).statusCode).toBe(404);
});
