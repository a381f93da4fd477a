/** Rows checked at the boundary (db/rows.ts): a row that is not what its schema says fails, naming the column. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstRow, rows, RowShapeError } from '../../src/db/rows.js';
import { sql } from '../../src/db/sql.js';
import { CardRow } from '../../src/catalogue/show-cards.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.drop());

describe('rows checked against their schema', () => {
  it('gives the rows as the schema types them, dates as YYYY-MM-DD and counts as numbers', async () => {
    const Row = z.object({ n: z.number().int(), day: z.string(), label: z.string().nullable() });
    expect(
      await rows(db, Row, sql`SELECT count(*)::int AS n, '2024-02-29'::date AS day, NULL::text AS label FROM generate_series(1, ${3}) g`),
    ).toEqual([{ n: 3, day: '2024-02-29', label: null }]);
    expect(await firstRow(db, Row, sql`SELECT 1 AS n, '2024-01-01'::date AS day, 'x' AS label WHERE false`)).toBeUndefined();
  });

  it('refuses a row whose column is missing, retyped or null where it may not be, naming row and column', async () => {
    const card = (columns: ReturnType<typeof sql>) => rows(db, CardRow, columns);
    await expect(
      card(sql`SELECT 1 AS id, 'A' AS title, 'ㄱ' AS original_name, NULL AS first_air_date, NULL AS poster_us, NULL AS poster_kr`),
    ).rejects.toThrow(/^Row 0, column name: Invalid input: expected string, received undefined — in SELECT 1 AS id/);
    await expect(
      card(sql`SELECT '1' AS id, 'A' AS name, 'ㄱ' AS original_name, NULL AS first_air_date, NULL AS poster_us, NULL AS poster_kr`),
    ).rejects.toThrow(/^Row 0, column id: Invalid input: expected number, received string/);
    await expect(
      card(sql`SELECT g AS id, 'A' AS name, CASE WHEN g = 2 THEN NULL ELSE 'ㄱ' END AS original_name, NULL AS first_air_date,
                 NULL AS poster_us, NULL AS poster_kr FROM generate_series(1, 3) g`),
    ).rejects.toThrow(RowShapeError);
    await expect(
      card(sql`SELECT g AS id, 'A' AS name, CASE WHEN g = 2 THEN NULL ELSE 'ㄱ' END AS original_name, NULL AS first_air_date,
                 NULL AS poster_us, NULL AS poster_kr FROM generate_series(1, 3) g`),
    ).rejects.toThrow(/^Row 1, column original_name: Invalid input: expected string, received null/);
  });
});
