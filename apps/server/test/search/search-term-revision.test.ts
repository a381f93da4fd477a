/** A catalogue written before the Korean search keys existed gets them when the server starts, once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { getOk } from '../api.js';
import { SEARCH_TERM_REVISION, upgradeSearchTerms } from '../../src/search/search-term-revision.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CLOY = 9000001;
const derivedRows = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM show_search_term WHERE kind IN ('romanized', 'choseong')`))[0]!.n;
const search = async (q: string) =>
  (await getOk(t.app, `/api/show/search?query=${encodeURIComponent(q)}`, SearchResponse)).map((s) => s.id);

describe(`search keys of an older catalogue on ${engine}`, () => {
  it('are written for every show, the catalogue version moves, and a second start changes nothing', async () => {
    const rowsBefore = await derivedRows();
    expect(rowsBefore).toBeGreaterThan(300); // 165 Korean titles, romanised and as initial consonants, and their alternatives
    // as a catalogue written by the previous version: titles only, revision 0
    await t.write(`DELETE FROM show_search_term WHERE kind IN ('romanized', 'choseong')`);
    await t.db.query('UPDATE search_term_revision SET revision = 0');
    expect(await search('ㅅㄹㅇㅂㅅㅊ')).toEqual([]);

    const version = await readCatalogueVersion(t.db);
    expect(await upgradeSearchTerms(t.db)).toBe(165);
    expect(await derivedRows()).toBe(rowsBefore);
    expect((await t.db.query<{ revision: number }>('SELECT revision FROM search_term_revision'))[0]!.revision).toBe(SEARCH_TERM_REVISION);
    expect(await readCatalogueVersion(t.db)).toBeGreaterThan(version);
    await t.followed();
    expect(await search('ㅅㄹㅇㅂㅅㅊ')).toEqual([CLOY]);
    expect((await search('sarangui bulsichak'))[0]).toBe(CLOY);

    expect(await upgradeSearchTerms(t.db)).toBe(0);
  });
});
