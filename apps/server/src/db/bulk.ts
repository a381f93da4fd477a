import type { Queryable, SqlParam } from './client.js';

const MAX_PARAMS = 30_000;

/** Multi-row INSERT in chunks (one statement per ~30k parameters, not one per row). */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly SqlParam[][],
  onConflict = '',
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const cols = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${cols}) VALUES ${tuples.join(', ')} ${onConflict}`, params);
  }
}
