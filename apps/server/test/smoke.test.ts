import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('serves a show', async () => {
  const res = await t.app.inject('/api/show/details/9000001');
  expect(res.statusCode).toBe(200);
});
