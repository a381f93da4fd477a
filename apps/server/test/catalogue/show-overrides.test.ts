/**
 * An operator's corrections as the catalogue writer reads them (`findShowOverrides`), and what the importer said
 * kept beside them (`keepImportedFields`) for the day a correction is cleared. Hand-written override rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findShowOverrides, keepImportedFields } from '../../src/catalogue/show-overrides.queries.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.query(
    `INSERT INTO show_override (show_id, hidden, name, original_name, overview, imported_name, imported_original_name, imported_overview)
     VALUES (11, true, 'Corrected', NULL, NULL, 'Imported 11', '수입 11', 'Imported overview 11'),
            (12, false, NULL, '고친 제목', 'Corrected overview', 'Imported 12', '수입 12', 'Imported overview 12'),
            (13, false, NULL, NULL, NULL, NULL, NULL, NULL)`,
  );
});
afterAll(() => db?.drop());

const imported = async () =>
  db.query<{ show_id: number; imported_name: string | null; imported_original_name: string | null; imported_overview: string | null }>(
    'SELECT show_id, imported_name, imported_original_name, imported_overview FROM show_override ORDER BY show_id',
  );

describe('show overrides', () => {
  it('reads the corrections and hiding of the shows asked for, and no others', async () => {
    const found = await findShowOverrides(db, [11, 12, 14]);
    expect([...found.keys()].sort()).toEqual([11, 12]);
    expect(found.get(11)).toEqual({ showId: 11, hidden: true, name: 'Corrected', originalName: null, overview: null });
    expect(found.get(12)).toEqual({ showId: 12, hidden: false, name: null, originalName: '고친 제목', overview: 'Corrected overview' });
    expect([...(await findShowOverrides(db, [13])).values()]).toEqual([
      { showId: 13, hidden: false, name: null, originalName: null, overview: null },
    ]);
    expect((await findShowOverrides(db, [])).size).toBe(0);
  });

  it("keeps the importer's titles and overview beside the corrections of the shows written, without adding overrides", async () => {
    await keepImportedFields(db, [
      { showId: 12, name: 'Newly imported', originalName: '새 제목', overview: 'New overview' },
      { showId: 13, name: 'Thirteen', originalName: '열셋', overview: '' },
      { showId: 15, name: 'No override', originalName: '없음', overview: 'Nothing to keep' },
    ]);
    await keepImportedFields(db, []);
    expect(await imported()).toEqual([
      { show_id: 11, imported_name: 'Imported 11', imported_original_name: '수입 11', imported_overview: 'Imported overview 11' },
      { show_id: 12, imported_name: 'Newly imported', imported_original_name: '새 제목', imported_overview: 'New overview' },
      { show_id: 13, imported_name: 'Thirteen', imported_original_name: '열셋', imported_overview: '' },
    ]);
    // the corrections themselves are untouched
    expect((await findShowOverrides(db, [12])).get(12)).toMatchObject({
      name: null,
      originalName: '고친 제목',
      overview: 'Corrected overview',
    });
  });
});
