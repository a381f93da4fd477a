/**
 * Rows checked at the database boundary: a statement's rows are parsed with the zod schema of its row, so a
 * column renamed, retyped or made nullable in SQL fails here, naming the statement's column, instead of
 * reaching a screen as `undefined`. Cost, measured (bench/row-check.mjs, docs/decisions/0032-typed-sql.md):
 * 10–50 µs a call on the reads that reach SQL, 1–6 % of the statement.
 */
import { z } from 'zod';
import type { Queryable } from './client.js';
import type { Sql } from './sql.js';

export class RowShapeError extends Error {}

function check<S extends z.ZodType>(row: S, result: unknown[], statement: Sql): z.output<S>[] {
  const parsed = z.array(row).safeParse(result);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.slice(1).join('.') || '(row)';
  throw new RowShapeError(`Row ${String(issue.path[0])}, column ${where}: ${issue.message} — in ${statement.text.slice(0, 120)}`);
}

/** How many rows of a bulk load are checked (bulkRows). */
export const BULK_CHECKED_ROWS = 100;

/** Every row of `statement`, each checked against `row`. `prepare`: as for Queryable.query. */
export async function rows<S extends z.ZodType>(db: Queryable, row: S, statement: Sql, prepare?: string): Promise<z.output<S>[]> {
  return check(row, await db.query<unknown>(statement, undefined, prepare), statement);
}

/** The first row of `statement` (checked), or undefined when there is none. */
export async function firstRow<S extends z.ZodType>(
  db: Queryable,
  row: S,
  statement: Sql,
  prepare?: string,
): Promise<z.output<S> | undefined> {
  return (await rows(db, row, statement, prepare))[0];
}

/**
 * The read model's bulk loads (up to every visible show, off the request path): the first BULK_CHECKED_ROWS rows
 * are checked, the rest are taken as the same statement's rows. A renamed, retyped or missing column fails on the
 * first row; a null where none may be, in a later row only, is not caught. Checking all 100k rows made a rebuild
 * 7.8 % longer and held a second copy of them (docs/decisions/0032-typed-sql.md). Only a schema that changes
 * nothing (no transforms or defaults) may be used here: the unchecked rows are returned as they came.
 */
export async function bulkRows<S extends z.ZodType>(db: Queryable, row: S, statement: Sql): Promise<z.output<S>[]> {
  const result = await db.query(statement);
  check(row, result.slice(0, BULK_CHECKED_ROWS), statement);
  return result as z.output<S>[];
}

/** Column types both drivers give the same way. */
export const Int = z.number().int();
/** timestamptz: a Date from both drivers. */
export const Timestamp = z.date();
/** bigint (bigserial, sum(), count() uncast): a string from node-postgres, a number from PGlite. */
export const Int8 = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform(Number);
