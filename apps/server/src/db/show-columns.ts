/**
 * The one column map of `show`: each field of a show record, named as in code (camelCase); its column is
 * the same name in snake_case (as the contract's ShowDetails names it). A field with a value for "absent"
 * may be left out of a record (the sample and synthetic catalogues leave out what they do not have).
 * ShowRecord, writeShows' column list and upsert, the SQL identifier allow-list and the details query's
 * plain columns all come from here: a new show field is a migration, one line here, the contract and the
 * code that fills and shows it (docs/design-notes.md, "Typed SQL").
 * No imports: db/identifiers.ts reads this file.
 */
interface Column<T, Optional extends boolean> {
  readonly absent: T | undefined;
  readonly optional: Optional;
}
const column = <T>(): Column<T, false> => ({ absent: undefined, optional: false });
const optional = <T>(absent: T): Column<T, true> => ({ absent, optional: true });

export const SHOW_COLUMNS = {
  id: column<number>(),
  name: column<string>(),
  originalName: column<string>(),
  firstAirDate: column<string | null>(),
  overview: column<string>(),
  numberOfEpisodes: column<number | null>(),
  seasonNumber: column<number>(),
  seriesId: column<number | null>(),
  homepage: optional<string | null>(null),
  posterUs: column<string | null>(),
  posterKr: column<string | null>(),
  originalWorkId: column<number | null>(),
  popularity: column<number>(),
  /** TMDB's vote average (0–10) and its number of votes; absent: not rated (the sample catalogue) */
  voteAverage: optional<number | null>(null),
  voteCount: optional<number>(0),
  source: column<'sample' | 'tmdb' | 'synthetic'>(),
};
type Columns = typeof SHOW_COLUMNS;
type Field = keyof Columns;
type ValueOf<C> = C extends Column<infer T, boolean> ? T : never;

/** The show's own fields of a record (its relations are in write-shows.ts's ShowRecord). */
export type ShowFields = { [K in Field as Columns[K]['optional'] extends true ? never : K]: ValueOf<Columns[K]> } & {
  [K in Field as Columns[K]['optional'] extends true ? K : never]?: ValueOf<Columns[K]>;
};

type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
export type ShowColumnName = Snake<Field>;

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const FIELDS = Object.keys(SHOW_COLUMNS) as Field[];

/** [field, column] for every field, in the map's order. */
export const SHOW_FIELD_COLUMNS = FIELDS.map((field) => [field, snake(field) as ShowColumnName] as const);
export const SHOW_COLUMN_NAMES: readonly ShowColumnName[] = SHOW_FIELD_COLUMNS.map(([, name]) => name);

/** A record's value of each column, in SHOW_COLUMN_NAMES' order (absent fields as the map says). */
export const showColumnValues = (record: ShowFields): (string | number | null)[] =>
  FIELDS.map((field) => {
    const value = record[field];
    return value === undefined ? (SHOW_COLUMNS[field].absent ?? null) : value;
  });
