/** Rows checked at the boundary (db/rows.ts): a row that is not what its schema says fails, naming the column. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BULK_CHECKED_ROWS, bulkRows, firstRow, Int8, rows, RowShapeError, Timestamp } from '../../src/db/rows.js';
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

  it('bulk loads: every row returned, the first BULK_CHECKED_ROWS checked', async () => {
    const Row = z.object({ n: z.number().int(), label: z.string() });
    const all = await bulkRows(db, Row, sql`SELECT g AS n, 'x' || g AS label FROM generate_series(1, 250) g`);
    expect(all).toHaveLength(250);
    expect(all[249]).toEqual({ n: 250, label: 'x250' });
    await expect(bulkRows(db, Row, sql`SELECT g AS n, g AS label FROM generate_series(1, 250) g`)).rejects.toThrow(
      /^Row 0, column label: Invalid input: expected string, received number/,
    );
    // a null past the checked rows is not caught: the price of checking a sample (docs/decisions/0032-typed-sql.md)
    const late = BULK_CHECKED_ROWS + 1;
    expect(
      (
        await bulkRows(
          db,
          Row,
          sql`SELECT g AS n, CASE WHEN g = ${late} THEN NULL ELSE 'x' END AS label FROM generate_series(1, ${late}) g`,
        )
      ).length,
    ).toBe(late);
  });

  it('bigint columns as numbers from both drivers, timestamps as Dates', async () => {
    const Row = z.object({ big: Int8, uncast: Int8, at: Timestamp });
    expect(
      await rows(
        db,
        Row,
        sql`SELECT 9007199254740991::bigint AS big, count(*) AS uncast, '2026-01-02T03:04:05Z'::timestamptz AS at FROM generate_series(1, 3)`,
      ),
    ).toEqual([{ big: 9007199254740991, uncast: 3, at: new Date('2026-01-02T03:04:05Z') }]);
  });
});
