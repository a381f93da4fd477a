import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TermList } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
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
    await t.write(`INSERT INTO genre (id, uid, name, rank) VALUES (901, 'genre-aaa', 'Aaa', 1), (902, 'genre-zzz', 'Zzz', 1)`);
    await t.write(`INSERT INTO tone (id, uid, name, rank) VALUES (901, 'tone-aaa', 'Aaa', 1)`);
    try {
      const genres = await getOk(t.app, '/api/genre', TermList);
      expect(genres.slice(0, 3).map((g) => g.name)).toEqual(['Aaa', 'Romance', 'Zzz']);
      const tones = await getOk(t.app, '/api/tone', TermList);
      expect(tones.slice(0, 2).map((g) => g.name)).toEqual(['Aaa', taxonomy.tones.find((x) => x.rank === 1)!.name]);
    } finally {
      await t.write('DELETE FROM genre WHERE id > 900');
      await t.write('DELETE FROM tone WHERE id > 900');
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
    await t.write(`INSERT INTO keyword (id, uid, name, rank) VALUES (77, 'keyword-unused', 'unused', 1)`);
    try {
      expect((await getOk(t.app, '/api/keyword', TermList)).map((k) => k.name)).not.toContain('unused');
    } finally {
      await t.write('DELETE FROM keyword WHERE id = 77');
    }
  });

  it('keywords by id: a rare one outside the 500 most used and an unused one by name, an unknown id left out', async () => {
    // 600 keywords used once each push a rare one (used once too, ranked and named last) out of the most used 500
    // (sample keywords' ids are hashes of their names: these are far from them, and found again by their uid)
    await t.write(
      `INSERT INTO keyword (id, uid, name, rank) SELECT 2000000000 + g, 'keyword-e2e-bulk-' || g, 'bulk ' || g, 1 FROM generate_series(1, 600) g`,
    );
    await t.write(
      `INSERT INTO keyword (id, uid, name, rank) VALUES (2000001001, 'keyword-e2e-rare', 'zz rare', 9), (2000001002, 'keyword-e2e-unused', 'zz unused', 9)`,
    );
    await t.write(
      `INSERT INTO show_keyword (show_id, keyword_id) SELECT 9000001, id FROM keyword WHERE uid LIKE 'keyword-e2e-%' AND uid <> 'keyword-e2e-unused'`,
    );
    try {
      const top = await getOk(t.app, '/api/keyword', TermList);
      expect(top).toHaveLength(500);
      expect(top.map((k) => k.name)).not.toContain('zz rare');
      expect(await getOk(t.app, '/api/keyword?ids=2000001002,123456789,2000001001', TermList)).toEqual([
        { _id: 'keyword-e2e-rare', id: 2000001001, name: 'zz rare' },
        { _id: 'keyword-e2e-unused', id: 2000001002, name: 'zz unused' },
      ]);
      expect(await getOk(t.app, '/api/keyword?ids=123456789', TermList)).toEqual([]);
    } finally {
      await t.write(`DELETE FROM keyword WHERE uid LIKE 'keyword-e2e-%'`);
    }
  });

  it('refuses a malformed id list or an unknown parameter with a 400 naming it', async () => {
    for (const ids of ['', 'x', '1,,2', '-1', Array.from({ length: 21 }, (_, i) => i + 1).join(',')]) {
      const body = await getError(t.app, `/api/keyword?ids=${ids}`, 400);
      expect(body.errors?.map((e) => e.path)).toEqual(['querystring.ids']);
    }
    expect((await getError(t.app, '/api/keyword?id=1', 400)).errors?.length).toBeGreaterThan(0);
  });
});
