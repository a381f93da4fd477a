/**
 * CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF or LF rows), both ways. Cells a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) are written with a leading
 * apostrophe, which the reader takes off again, so an export round-trips and never runs anything.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number | boolean | null)[]) => cells.map(csvCell).join(',');

/** The text of a cell as a person typed it: the apostrophe that guarded a formula is removed. */
export const uncell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

export class TooManyRows extends Error {}

const blank = (r: string[]) => r.every((c) => c.trim() === '');

/**
 * Rows of cells (blank rows left out); a quote left open is an error naming the line it started on. More than
 * `maxRows` rows stop the reading at once (TooManyRows), before the rest of a huge file is split into cells.
 */
export function parseCsv(text: string, maxRows = Infinity): string[][] {
  const rows: string[][] = [];
  const push = (r: string[]) => {
    if (blank(r)) return;
    if (rows.length >= maxRows) throw new TooManyRows();
    rows.push(r);
  };
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      push(row);
      row = [];
      cell = '';
      line++;
    } else cell += c;
  }
  if (quoted) throw new Error(`a quoted cell opened on line ${quoteLine} is never closed`);
  if (cell !== '' || row.length) push([...row, cell]);
  return rows;
}
