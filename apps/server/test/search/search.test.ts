import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getError, getOk } from '../api.js';
import { addShows, fixtureShow } from '../fixture-shows.js';
import { romanize } from 'es-hangul';
import { shows } from '../sample-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001;
const search = async (q: string, limit?: number) =>
  (await getOk(t.app, `/api/show/search?query=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, SearchResponse)).map((s) => s.id);

describe(`search over the sample catalogue on ${engine}`, () => {
  it('finds English titles exactly, by prefix and with typos', async () => {
    expect((await search('Crash Landing on You'))[0]).toBe(CLOY);
    expect((await search('crash'))[0]).toBe(CLOY);
    expect((await search('crash landng on yuo'))[0]).toBe(CLOY);
    expect((await search('squid game')).slice(0, 3)).toEqual([9000223, 9000224, 9000225]);
  });

  it('finds Hangul titles in NFC and NFD, with or without spaces, by two syllables and by one', async () => {
    expect((await search('사랑의 불시착'))[0]).toBe(CLOY);
    expect((await search('사랑의 불시착'.normalize('NFD')))[0]).toBe(CLOY);
    expect((await search('사랑의불시착'))[0]).toBe(CLOY);
    expect(await search('불시')).toEqual([CLOY]);
    expect(await search('도깨비')).toContain(9000114);
    const startingWith사 = shows.filter((s) => s.original_name.startsWith('사')).map((s) => s.id);
    expect((await search('사')).sort()).toEqual(startingWith사.sort());
  });

  it('finds alternative titles and the numeric id, the id first', async () => {
    expect((await search('CLOY'))[0]).toBe(CLOY);
    expect((await search('Goblin'))[0]).toBe(9000114);
    expect((await search('Squid Game 3'))[0]).toBe(9000225);
    expect((await search('9000223'))[0]).toBe(9000223);
    expect(await search(' 9000223 ')).toContain(9000223);
    expect(await search('1')).not.toContain(1);
  });

  it('returns at most the limit, each show once', async () => {
    for (const [q, limit] of [
      ['the', 3],
      ['love', 5],
      ['a', 50],
      ['불', 2],
      ['game', 1],
    ] as const) {
      const ids = await search(q, limit);
      expect(ids.length, q).toBeLessThanOrEqual(limit);
      expect(new Set(ids).size, q).toBe(ids.length);
    }
    expect((await search('the', 3)).length).toBe(3);
    // one or two characters match titles only (no typo matching): every title starting with "a",
    // romanised Korean titles included (아이리스 → airiseu)
    const startsWithA = (title: string) => /^a/i.test(title) || /^a/.test(romanize(title).toLowerCase());
    expect((await search('a', 50)).sort()).toEqual(
      shows
        .filter((s) => [s.name, s.original_name, ...s.alternative_names].some(startsWithA))
        .map((s) => s.id)
        .sort(),
    );
  });

  it('is safe with SQL and pattern metacharacters and finds nothing for them', async () => {
    for (const q of ["'; DROP TABLE show; --", '(', '.*', '%', '_', '\\', '[a-z]+', '!!!']) {
      const ids = await search(q);
      expect(Array.isArray(ids), q).toBe(true);
    }
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('validates the query', async () => {
    expect((await getError(t.app, '/api/show/search?query=', 400)).message).toBe('Search query is required');
    expect((await getError(t.app, '/api/show/search?query=%20%20', 400)).message).toBe('Search query is required');
    expect((await getError(t.app, '/api/show/search', 400)).message).toBe('Search query is required');
    await getError(t.app, `/api/show/search?query=${'a'.repeat(101)}`, 400);
    await getError(t.app, '/api/show/search?query=abc&limit=0', 400);
    await getError(t.app, '/api/show/search?query=abc&limit=51', 400);
  });
});

describe(`search ranking on ${engine}`, () => {
  it('exact title, then prefix, then substring; shorter titles first; then popularity; then id; typos last', async () => {
    await addShows(t, [
      fixtureShow(9100006, 'Moonzephyr Ridge'),
      fixtureShow(9100005, 'The Zephyr'),
      fixtureShow(9100004, 'Blue Zephyr', { popularity: 5 }),
      fixtureShow(9100008, 'Red Zephyr', { popularity: 9 }),
      fixtureShow(9100009, 'Old Zephyr', { popularity: 9 }),
      fixtureShow(9100003, 'Zephyr Roads Again'),
      fixtureShow(9100002, 'Zephyr Road'),
      fixtureShow(9100001, 'Zephyr'),
      fixtureShow(9100007, 'Zefyr', { alternativeNames: ['Something Else'] }),
    ]);
    // exact; prefixes by length; substrings by length (the 9-letter ones by popularity, then id), then the typo
    const ranked = [9100001, 9100002, 9100003, 9100008, 9100009, 9100005, 9100004, 9100006];
    expect(await search('zephyr', 20)).toEqual([...ranked, 9100007]);
    // a full page of direct hits leaves the typo match out
    expect(await search('zephyr', 8)).toEqual(ranked);
    expect(await search('zephyr', 2)).toEqual([9100001, 9100002]);
    // a typo finds by similarity only, best first
    expect((await search('zephir road'))[0]).toBe(9100002);
    // an alternative title counts like a title
    expect((await search('something else'))[0]).toBe(9100007);
  });

  it('re-indexes a renamed show: the old title no longer finds it', async () => {
    await addShows(t, [fixtureShow(9100010, 'Quillfeather Lane')]);
    expect(await search('quillfeather')).toEqual([9100010]);
    await addShows(t, [fixtureShow(9100010, 'Brassmoth Alley')]);
    expect(await search('quillfeather')).toEqual([]);
    expect(await search('brassmoth')).toEqual([9100010]);
  });

  it('indexes each distinct title once, and skips titles with no letters or digits', async () => {
    await addShows(t, [
      fixtureShow(9100011, 'Velvetine', { originalName: 'VELVETINE', alternativeNames: ['velvetine!', '!!!', 'Velvetine Two'] }),
    ]);
    const terms = await t.db.query<{ term: string; kind: string }>(
      'SELECT term, kind FROM show_search_term WHERE show_id = $1 ORDER BY term',
      [9100011],
    );
    expect(terms).toEqual([
      { term: 'velvetine', kind: 'name' },
      { term: 'velvetine two', kind: 'alternative' },
    ]);
    const grams = await t.db.query<{ bigram: string }>('SELECT bigram FROM show_search_bigram WHERE show_id = $1', [9100011]);
    // "velvetine" and "velvetinetwo": each adjacent pair once
    expect(grams.map((g) => g.bigram).sort()).toEqual(['el', 'et', 'in', 'lv', 'ne', 'ti', 'tw', 've', 'wo']);
    // an original title that differs from the English one is its own term, of its own kind
    await addShows(t, [fixtureShow(9100012, 'Glasswing', { originalName: '유리 날개' })]);
    // a Hangul title also gives its romanisation and its initial consonants (normalised like every term: NFKC)
    const rows = await t.db.query<{ kind: string }>('SELECT term, compact, kind FROM show_search_term WHERE show_id = $1', [9100012]);
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { term: 'ㅇㄹ ㄴㄱ'.normalize('NFKC'), compact: 'ㅇㄹㄴㄱ'.normalize('NFKC'), kind: 'choseong' },
      { term: 'glasswing', compact: 'glasswing', kind: 'name' },
      { term: '유리 날개', compact: '유리날개', kind: 'original_name' },
      { term: 'yuri nalgae', compact: 'yurinalgae', kind: 'romanized' },
    ]);
    expect(await search('유리날개')).toEqual([9100012]);
  });

  it('caches answers publicly', async () => {
    const res = await t.app.inject('/api/show/search?query=crash');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
