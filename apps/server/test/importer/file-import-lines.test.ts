/**
 * `import:file` line by line, on a bare database (no app): how lines are numbered and counted (blank
 * lines skipped, a byte-order mark allowed only where an editor writes it), what the operator sees after
 * each line, repaired lines reported as warnings with their line, and a bad line writing nothing.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, type FileImportSummary } from '../../src/importer/file-import.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import { collections, heroes, taxonomy } from '../sample-catalogue.js';

const fixture = (id: number) => JSON.parse(readFileSync(new URL(`./fixtures/tv/${id}.json`, import.meta.url), 'utf8'));
const line = (value: unknown) => JSON.stringify(value);

let db: TestDatabase;
const rows = (sql: string, params: unknown[] = []) => db.query(sql, params as never);
let path: string;
const seen: FileImportSummary[] = [];
let version: number;

beforeAll(async () => {
  db = await openTestDatabase();
  version = await readCatalogueVersion(db);
  path = join(mkdtempSync(join(tmpdir(), 'klama-lines-')), 'shows.jsonl');
  writeFileSync(
    path,
    [
      `\uFEFF${line(fixture(1003))}`, // 1: an editor's byte-order mark
      '', // 2
      '   ', // 3
      `\uFEFF${line(fixture(1004))}`, // 4: a byte-order mark anywhere else is not JSON
      line({ ...fixture(1005), first_air_date: '2021-02-30' }), // 5: imported without its date
      line({ id: 5555, name: 'No original name' }), // 6
      line(fixture(1003)), // 7: again
    ].join('\r\n'),
  );
});
// the import runs inside the first test that needs it (not in beforeAll), so that an import that throws fails the tests
let importing: Promise<FileImportSummary> | undefined;
const imported = () => (importing ??= importFile(db, path, (s) => seen.push(structuredClone(s))));
afterAll(() => db?.drop());

describe('importing a JSON Lines file', () => {
  it('counts the non-blank lines, adds new shows, updates known ones, and reports bad lines by number', async () => {
    expect(await imported()).toEqual({
      lines: 5,
      added: 2,
      updated: 1,
      bad: [
        { line: 4, error: expect.stringMatching(/^invalid JSON: /) },
        { line: 6, error: expect.stringMatching(/^original_name: /) },
      ],
      warnings: [{ line: 5, warning: 'first_air_date: "2021-02-30" is not a calendar date: left empty' }],
    });
  });

  it('tells the caller the running summary after each line it reads', async () => {
    await imported();
    expect(seen.map((s) => [s.lines, s.added, s.updated, s.bad.length, s.warnings.length])).toEqual([
      [1, 1, 0, 0, 0],
      [2, 1, 0, 1, 0],
      [3, 2, 0, 1, 1],
      [4, 2, 0, 2, 1],
      [5, 2, 1, 2, 1],
    ]);
  });

  it('writes the good lines’ shows, nothing of the bad ones, and the taxonomy and site frame first', async () => {
    await imported();
    expect(await rows("SELECT id, to_char(first_air_date, 'YYYY-MM-DD') AS first_air_date FROM show ORDER BY id")).toEqual([
      { id: 1003, first_air_date: '2015-05-01' },
      { id: 1005, first_air_date: null },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM genre')).toEqual([{ n: taxonomy.genres.length }]);
    expect(await rows('SELECT count(*)::int AS n FROM hero')).toEqual([{ n: heroes.length }]);
    expect(await rows('SELECT count(*)::int AS n FROM periodic_collection')).toEqual([{ n: collections.periodic.length }]);
    expect(await readCatalogueVersion(db)).toBeGreaterThan(version);
  });

  it('imports without a caller to tell', async () => {
    await imported();
    const one = join(mkdtempSync(join(tmpdir(), 'klama-lines-')), 'one.jsonl');
    writeFileSync(one, line(fixture(1003)) + '\n');
    expect(await importFile(db, one)).toEqual({ lines: 1, added: 0, updated: 1, bad: [], warnings: [] });
  });
});
