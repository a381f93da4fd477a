import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, type FileImportSummary } from '../../src/importer/file-import.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { one, rows } from './helpers.js';

const fixture = (name: string) => JSON.stringify(JSON.parse(readFileSync(new URL(`./fixtures/tv/${name}.json`, import.meta.url), 'utf8')));

let t: TestApp;
let path: string;
let summary: FileImportSummary;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  path = join(mkdtempSync(join(tmpdir(), 'klama-import-')), 'shows.jsonl');
  writeFileSync(
    path,
    [
      fixture('1001'),
      '{"id": 12, "name": "trunc',
      fixture('1002'),
      '',
      '{"id": "not-a-number", "name": "x", "original_name": "y"}',
      fixture('1004'),
      fixture('1003'),
    ].join('\n') + '\n',
  );
  summary = await importFile(t.db, path);
});
afterAll(() => t?.close());

describe('import from a JSON Lines file', () => {
  it('imports the good lines and reports the bad ones with their line numbers', () => {
    expect(summary).toMatchObject({ lines: 6, added: 4, updated: 0 });
    expect(summary.bad.map((b) => b.line)).toEqual([2, 5]);
    expect(summary.bad[0]!.error).toMatch(/invalid JSON/);
    expect(summary.bad[1]!.error).toMatch(/^id: /);
  });

  it('maps through the same code as the TMDB import', async () => {
    expect(await one(t.db, "SELECT count(*) FROM show WHERE source = 'tmdb'")).toBe(5);
    expect(
      await rows(t.db, 'SELECT w.type, w.author_id FROM show s JOIN original_work w ON w.id = s.original_work_id WHERE s.id = 1002'),
    ).toEqual([{ type: 'Webtoon', author_id: 612 }]);
    expect(await rows(t.db, 'SELECT show_id, recommended_id FROM recommendation ORDER BY show_id, position')).toEqual([
      { show_id: 1001, recommended_id: 1002 },
      { show_id: 1001, recommended_id: 1003 },
      { show_id: 1003, recommended_id: 1001 },
    ]);
  });

  it('is idempotent when the same file is imported again', async () => {
    const before = await one(t.db, 'SELECT count(*) FROM cast_credit');
    const again = await importFile(t.db, path);
    expect(again).toMatchObject({ added: 0, updated: 4 });
    expect(await one(t.db, 'SELECT count(*) FROM cast_credit')).toBe(before);
  });

  it('finds file-imported shows by their Korean title typed in NFD', async () => {
    const res = await t.app.inject(`/api/show/search?query=${encodeURIComponent('사랑의 온도'.normalize('NFD'))}`);
    expect(res.json<{ id: number }[]>().map((s) => s.id)).toContain(1004);
  });
});
