/**
 * The one column map of `show`: each field of a show record, named as in code (camelCase); its column, and its
 * field in the details answer, are the same name in snake_case. `shown` fields are in the details answer as they
 * are (ShowDetails spreads DETAILS_COLUMNS). An `optional` field may be left out of a record and is then stored as
 * its absent value (the sample and synthetic catalogues leave out what they do not have).
 * The server's writer, SQL identifier list and details query come from here (apps/server/src/db/show-columns.ts).
 */
import { z } from 'zod';
import { DateString } from './common.js';

interface Column<S extends z.ZodType, Optional extends boolean, Shown extends boolean> {
  readonly value: S;
  readonly optional: Optional;
  readonly absent: z.output<S> | undefined;
  readonly shown: Shown;
}
const column = <S extends z.ZodType>(value: S): Column<S, false, false> => ({ value, optional: false, absent: undefined, shown: false });
const optional = <S extends z.ZodType>(value: S, absent: z.output<S>): Column<S, true, false> => ({
  value,
  optional: true,
  absent,
  shown: false,
});
/** A field the details answer carries as it is. */
const shown = <S extends z.ZodType, O extends boolean>(c: Column<S, O, false>): Column<S, O, true> => ({ ...c, shown: true });

export const SHOW_COLUMNS = {
  id: shown(column(z.number().int())),
  name: shown(column(z.string())),
  originalName: shown(column(z.string())),
  firstAirDate: shown(column(DateString.nullable())),
  overview: shown(column(z.string())),
  numberOfEpisodes: shown(column(z.number().int().nullable())),
  seasonNumber: column(z.number().int()),
  seriesId: column(z.number().int().nullable()),
  homepage: shown(optional(z.string().nullable(), null)),
  tagline: shown(optional(z.string().nullable(), null)),
  /** the Korean text (decision 0049): null where there is none; a read in Korean falls back to the English */
  nameKo: optional(z.string().nullable(), null),
  overviewKo: optional(z.string().nullable(), null),
  taglineKo: optional(z.string().nullable(), null),
  posterUs: column(z.string().nullable()),
  posterKr: column(z.string().nullable()),
  originalWorkId: column(z.number().int().nullable()),
  popularity: column(z.number()),
  /** TMDB's vote average (0–10) and its number of votes; absent: not rated (the sample catalogue) */
  voteAverage: optional(z.number().nullable(), null),
  voteCount: optional(z.number().int(), 0),
  source: column(z.enum(['sample', 'tmdb', 'synthetic'])),
};
type Columns = typeof SHOW_COLUMNS;
export type ShowField = keyof Columns;

/** `firstAirDate` → `first_air_date`, in types. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
export type ShowColumnName = Snake<ShowField>;
export const snakeCase = <S extends string>(field: S) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Snake<S>;

type ShownField = { [K in ShowField]: Columns[K]['shown'] extends true ? K : never }[ShowField];

/** The details answer's own columns: `snake_name: schema` for every shown field. */
export const DETAILS_COLUMNS = Object.fromEntries(
  (Object.keys(SHOW_COLUMNS) as ShowField[]).filter((f) => SHOW_COLUMNS[f].shown).map((f) => [snakeCase(f), SHOW_COLUMNS[f].value]),
) as { [K in ShownField as Snake<K>]: Columns[K]['value'] };
