import type { Queryable } from './client.js';
import { identifier, join, rowsOf, sql, type SqlParam } from './sql.js';
import type { ColumnName, TableName } from './identifiers.js';

const MAX_PARAMS = 30_000;

/**
 * Multi-row INSERT in chunks (one statement per ~30k parameters, not one per row).
 * `onConflict` is a clause written in code (`ON CONFLICT DO NOTHING`), never data.
 */
export async function insertRows(
  db: Queryable,
  table: TableName,
  columns: readonly ColumnName[],
  rows: readonly SqlParam[][],
  onConflict = '',
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const into = sql`INSERT INTO ${identifier(table)} (${join(columns.map(identifier), ', ')}) VALUES`;
  for (let start = 0; start < rows.length; start += perChunk) {
    const { text, values } = sql`${into} ${rowsOf(rows.slice(start, start + perChunk))}`.compile();
    await db.query(`${text} ${onConflict}`, values);
  }
}
