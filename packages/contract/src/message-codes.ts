/**
 * Error codes (decision 0034): a message of a contract table `X_MESSAGES` = { key: text } has the code
 * `section.key`. Plain data and functions, no schemas: the web's forms use it with the tables they already load.
 */

/** A message table: fixed text, or a function for a message with a value in it (`The file has more than 5000 lines`). */
export type MessageTable = Readonly<Record<string, string | ((...values: never[]) => string)>>;

/** The code a field error gets when its message is in no table (zod's own wording, a one-off rule). */
export const GENERIC_VALIDATION_CODE = 'validation.invalid';

type Template = { code: string; parts: string[]; literal: number };
type Index = { exact: Map<string, string>; templates: Template[] };

// a value no message contains: a function's message is split where its values went
const HOLE = '\u0000';
const indexes = new WeakMap<object, Index>();

function indexOf(tables: Readonly<Record<string, MessageTable>>): Index {
  const cached = indexes.get(tables);
  if (cached) return cached;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [section, table] of Object.entries(tables))
    for (const [key, message] of Object.entries(table)) {
      const code = `${section}.${key}`;
      if (typeof message === 'string') {
        // the same text in two tables: the first table's code (tables are listed most specific first)
        if (!exact.has(message)) exact.set(message, code);
      } else {
        const holes = Array.from({ length: Math.max(message.length, 1) }, () => HOLE) as never[];
        const parts = message(...holes).split(HOLE);
        templates.push({ code, parts, literal: parts.join('').length });
      }
    }
  // the most specific first: "must be at most 5 characters" is atMostCharacters, not atMost
  templates.sort((a, b) => b.literal - a.literal);
  const index = { exact, templates };
  indexes.set(tables, index);
  return index;
}

/** The values in `message`'s holes when it is `parts` with a non-empty value in each, else null. */
function fill(message: string, parts: string[]): string[] | null {
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (!message.startsWith(first) || !message.endsWith(last)) return null;
  const end = message.length - last.length;
  const values: string[] = [];
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = message.indexOf(part, at + 1);
    if (found < 0 || found > end) return null;
    values.push(message.slice(at, found));
    at = found + part.length;
  }
  if (end <= at) return null;
  values.push(message.slice(at, end));
  return values;
}

/** A message recognised: its code, and the values of a function's message in order (`['5000']`). */
export type MessageMatch = { code: string; values: string[] };

/**
 * The code of `message` among `tables` ({ section: table }): its exact text, a function's message with any
 * values, or the message before its first ": " (`Not found: GET /x` is common.notFound). Null when none.
 */
export function matchMessage(tables: Readonly<Record<string, MessageTable>>, message: string): MessageMatch | null {
  const index = indexOf(tables);
  const exact = index.exact.get(message);
  if (exact) return { code: exact, values: [] };
  for (const template of index.templates) {
    const values = fill(message, template.parts);
    if (values) return { code: template.code, values };
  }
  const at = message.indexOf(': ');
  return at > 0 ? matchMessage(tables, message.slice(0, at)) : null;
}

export const codeOf = (tables: Readonly<Record<string, MessageTable>>, message: string): string | null =>
  matchMessage(tables, message)?.code ?? null;
