/**
 * The server's side of the show's column map (SHOW_COLUMNS in the contract's show-columns.ts): a show record's
 * own fields, and each column's name and value in the map's order. ShowRecord, writeShows' column list and
 * upsert, the SQL identifier allow-list and the details query's plain columns all come from here.
 */
import { SHOW_COLUMNS, snakeCase, type ShowColumnName, type ShowField } from '@klama/contract';
import type { z } from 'zod';

type Columns = typeof SHOW_COLUMNS;
type ValueOf<C> = C extends { value: infer S extends z.ZodType } ? z.output<S> : never;

/** The show's own fields of a record (its relations are in write-shows.ts's ShowRecord). */
export type ShowFields = { [K in ShowField as Columns[K]['optional'] extends true ? never : K]: ValueOf<Columns[K]> } & {
  [K in ShowField as Columns[K]['optional'] extends true ? K : never]?: ValueOf<Columns[K]>;
};
export type { ShowColumnName };

const FIELDS = Object.keys(SHOW_COLUMNS) as ShowField[];

/** [field, column] for every field, in the map's order. */
export const SHOW_FIELD_COLUMNS = FIELDS.map((field) => [field, snakeCase(field) as ShowColumnName] as const);
export const SHOW_COLUMN_NAMES: readonly ShowColumnName[] = SHOW_FIELD_COLUMNS.map(([, name]) => name);

/** A record's value of each column, in SHOW_COLUMN_NAMES' order (absent fields as the map says). */
export const showColumnValues = (record: ShowFields): (string | number | null)[] =>
  FIELDS.map((field) => {
    const value = record[field];
    return value === undefined ? (SHOW_COLUMNS[field].absent ?? null) : value;
  });
