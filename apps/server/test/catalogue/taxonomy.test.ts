import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TermList } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { keywordUses, taxonomy, type Term } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const byRank = (list: Term[]) =>
  [...list].sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : 1) || a.id - b.id).map(({ _id, id, name }) => ({ _id, id, name }));

describe(`taxonomies on ${engine}`, () => {
  it('genres and tones, all of them, by rank', async () => {
    expect(await getOk(t.app, '/api/genre', TermList)).toEqual(byRank(taxonomy.genres));
    expect(await getOk(t.app, '/api/tone', TermList)).toEqual(byRank(taxonomy.tones));
  });

  it('a genre or tone of the same rank comes by name', async () => {
    await t.db.query(`INSERT INTO genre (id, uid, name, rank) VALUES (901, 'genre-aaa', 'Aaa', 1), (902, 'genre-zzz', 'Zzz', 1)`);
    await t.db.query(`INSERT INTO tone (id, uid, name, rank) VALUES (901, 'tone-aaa', 'Aaa', 1)`);
    try {
      const genres = await getOk(t.app, '/api/genre', TermList);
      expect(genres.slice(0, 3).map((g) => g.name)).toEqual(['Aaa', 'Romance', 'Zzz']);
      const tones = await getOk(t.app, '/api/tone', TermList);
      expect(tones.slice(0, 2).map((g) => g.name)).toEqual(['Aaa', taxonomy.tones.find((x) => x.rank === 1)!.name]);
    } finally {
      await t.db.query('DELETE FROM genre WHERE id > 900');
      await t.db.query('DELETE FROM tone WHERE id > 900');
    }
  });

  it('keywords: every used keyword once, most used first, ties by name', async () => {
    const keywords = await getOk(t.app, '/api/keyword', TermList);
    expect(keywords.length).toBe(keywordUses.size);
    const expected = [...keywordUses].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0)).map(([name]) => name);
    expect(keywords.map((k) => k.name)).toEqual(expected);
    for (const k of keywords) expect(k._id).toMatch(/^keyword-[a-z0-9-]+$/);
  });

  it('leaves unused keywords out', async () => {
    await t.db.query(`INSERT INTO keyword (id, uid, name, rank) VALUES (77, 'keyword-unused', 'unused', 1)`);
    try {
      expect((await getOk(t.app, '/api/keyword', TermList)).map((k) => k.name)).not.toContain('unused');
    } finally {
      await t.db.query('DELETE FROM keyword WHERE id = 77');
    }
  });
});
