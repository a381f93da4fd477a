import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeroList, Profile } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { about, heroes } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`marketing on ${engine}`, () => {
  it('hero slides as in heroes.json, by order; a slide without a tagline has none', async () => {
    const english = [...heroes].sort((a, b) => a.order - b.order).map(({ ko: _, ...slide }) => slide);
    expect(await getOk(t.app, '/api/hero', HeroList)).toEqual(english);
    await t.write(
      `INSERT INTO hero ("order", url, title, tagline, img, tag_label, tag_color) VALUES (0, '/x', 'First', NULL, '/x.svg', 'New', 'tomato')`,
    );
    try {
      const [first] = await getOk(t.app, '/api/hero', HeroList);
      expect(first).toStrictEqual({ order: 0, url: '/x', title: 'First', img: '/x.svg', tag: { label: 'New', color: 'tomato' } });
    } finally {
      await t.write(`DELETE FROM hero WHERE "order" = 0`);
    }
  });

  it('the About text is about.md, and empty when there is none', async () => {
    expect(await getOk(t.app, '/api/profile', Profile)).toEqual({ about });
    await t.write('DELETE FROM site_profile');
    try {
      expect(await getOk(t.app, '/api/profile', Profile)).toEqual({ about: '' });
    } finally {
      await t.write('INSERT INTO site_profile (id, about) VALUES (1, $1)', [about]);
    }
  });

  it('unknown API paths are JSON 404s', async () => {
    expect((await getError(t.app, '/api/nope', 404)).message).toMatch(/Not found/);
    await getError(t.app, '/api/show/details', 404);
  });
});

describe(`marketing in the API document on ${engine}`, () => {
  it('describes the hero slides and the About text', async () => {
    type Answer = { content?: { 'application/json'?: { schema: unknown } } };
    const paths = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, { get: { responses: Record<string, Answer> } }>;
    }>().paths;
    const answer = (path: string) => paths[path]?.get.responses['200']?.content?.['application/json']?.schema;
    expect(answer('/api/hero')).toMatchObject({
      type: 'array',
      items: { type: 'object', required: expect.arrayContaining(['order', 'url', 'title', 'img', 'tag']) },
    });
    expect(answer('/api/profile')).toMatchObject({ type: 'object', required: ['about'] });
  });
});
