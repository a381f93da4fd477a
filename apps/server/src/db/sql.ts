/**
 * Composable SQL with parameters numbered for us: every interpolated value becomes the next `$n`,
 * fragments nest (their values keep their order), and the only raw text besides the template's own
 * is a table or column name from the schema's allow-list. Nobody counts `$n` by hand.
 *
 *   const genre = sql`SELECT show_id FROM show_genre WHERE genre_id = ${id}`;
 *   db.query(sql`SELECT count(*) FROM (${join([genre, tone], ' INTERSECT ')}) m`);
 */
import { IDENTIFIERS } from './identifiers.js';

export type SqlParam = string | number | boolean | null | readonly (string | number)[];

/** One value used in several places of a statement: one `$n` for all of them. */
export class Shared {
  constructor(readonly value: SqlParam) {}
}

export type SqlValue = SqlParam | Shared | Sql;

export class Sql {
  /** `strings` has one more element than `params`: text, value, text, value, …, text. */
  private constructor(
    private readonly strings: readonly string[],
    private readonly params: readonly (SqlParam | Shared)[],
  ) {}

  static compose(strings: readonly string[], values: readonly SqlValue[]): Sql {
    let tail = strings[0]!; // the text after the last parameter so far
    const text: string[] = [];
    const params: (SqlParam | Shared)[] = [];
    values.forEach((value, i) => {
      if (value instanceof Sql) {
        tail += value.strings[0]!;
        value.params.forEach((p, j) => {
          text.push(tail);
          params.push(p);
          tail = value.strings[j + 1]!;
        });
      } else {
        text.push(tail);
        params.push(value);
        tail = '';
      }
      tail += strings[i + 1]!;
    });
    return new Sql([...text, tail], params);
  }

  /** The statement with `$1…$n` and its values in the same order. */
  compile(): { text: string; values: SqlParam[] } {
    const values: SqlParam[] = [];
    const numbers = new Map<Shared, number>();
    let text = this.strings[0]!;
    this.params.forEach((p, i) => {
      let n: number;
      if (p instanceof Shared) {
        n = numbers.get(p) ?? values.push(p.value);
        numbers.set(p, n);
      } else n = values.push(p);
      text += '$' + String(n) + this.strings[i + 1]!;
    });
    return { text, values };
  }

  get text(): string {
    return this.compile().text;
  }

  get values(): SqlParam[] {
    return this.compile().values;
  }

  /** `${fragment}` in a plain template string would drop its values: it is a mistake, make it loud. */
  toString(): string {
    throw new Error('An sql fragment was used as text: compose it with the sql template');
  }
}

/** The tagged template: `sql\`… ${value} …\``; values may be parameters, shared parameters or fragments. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): Sql {
  return Sql.compose(strings, values);
}

/** A value to bind once however often the statement uses it (`WHERE a = ${v} OR b = ${v}`). */
export const shared = (value: SqlParam) => new Shared(value);

export type Separator = ', ' | ' AND ' | ' OR ' | ' INTERSECT ' | ' UNION ALL ' | ' ';

/** Fragments one after another with a separator between them (no fragments: empty text). */
export function join(fragments: readonly Sql[], separator: Separator): Sql {
  if (!fragments.length) return Sql.compose([''], []);
  return Sql.compose(['', ...fragments.slice(1).map(() => separator), ''], fragments);
}

/** `(a, b), (c, d)`: the rows of a multi-row INSERT, every value a parameter (built flat: bulk loads pass 30k values). */
export function rowsOf(rows: readonly (readonly SqlParam[])[]): Sql {
  const strings: string[] = [];
  const values: SqlParam[] = [];
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      strings.push(c > 0 ? ', ' : r > 0 ? '), (' : '(');
      values.push(value);
    }),
  );
  strings.push(values.length ? ')' : '');
  return Sql.compose(strings, values);
}

/** A table or column name, quoted; only names the migrations define (a typo or user input throws). */
export function identifier(name: string): Sql {
  if (!IDENTIFIERS.has(name)) throw new Error(`Not an allowed SQL identifier: ${JSON.stringify(name)}`);
  return Sql.compose([`"${name}"`], []);
}
