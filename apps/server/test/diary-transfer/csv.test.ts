/**
 * CSV both ways (RFC 4180), cell by cell: what the export writes, what the import reads, and the formula guard
 * that round-trips. The files through the API: import-export.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, parseCsv, TooManyRows, uncell } from '../../src/diary-transfer/csv.js';

describe('csvCell and csvRow', () => {
  it('writes plain values as they are, and nothing for null', () => {
    expect(csvCell('Crash Landing on You')).toBe('Crash Landing on You');
    expect(csvCell('사랑의 불시착')).toBe('사랑의 불시착');
    expect(csvCell(16)).toBe('16');
    expect(csvCell(-3)).toBe('-3'); // a number is not a formula
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a quote, comma, line break or edge spaces, doubling its quotes', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\rtwo')).toBe('"one\rtwo"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('padded ')).toBe('"padded "');
    expect(csvCell('in between')).toBe('in between');
  });

  it('guards a text that a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('\tx')).toBe("'\tx"); // a tab is no edge space once guarded
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins a row with commas', () => {
    expect(csvRow(['Winter Sonata', 20, null, 'a, b', true])).toBe('Winter Sonata,20,,"a, b",true');
    expect(csvRow([])).toBe('');
  });
});

describe('uncell', () => {
  it('takes off the apostrophe that guarded a formula, and only that one', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(uncell(`'${start}x`)).toBe(`${start}x`);
    expect(uncell("'quoted'")).toBe("'quoted'");
    expect(uncell("x'=y")).toBe("x'=y");
    expect(uncell('=x')).toBe('=x');
    expect(uncell("'")).toBe("'");
  });

  it('round-trips what csvCell wrote', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-', '@me', 'plain', "'already"])
      expect(uncell(parseCsv(csvCell(text))[0]![0]!)).toBe(text);
  });
});

describe('parseCsv', () => {
  it('splits rows on LF, CRLF or CR, and cells on commas', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a\rb')).toEqual([['a'], ['b']]);
    expect(parseCsv('a,,c,')).toEqual([['a', '', 'c', '']]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"a,b","say ""hi""","one\ntwo"\nnext')).toEqual([['a,b', 'say "hi"', 'one\ntwo'], ['next']]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
    // a quote inside an unquoted cell is text
    expect(parseCsv('5" screen,x')).toEqual([['5" screen', 'x']]);
  });

  it('leaves out blank rows and a byte order mark', () => {
    expect(parseCsv('\ufeffa,b\n\n , \nc,d\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\r\n')).toEqual([]);
    expect(parseCsv('x\ufeff')).toEqual([['x\ufeff']]);
  });

  it('keeps the last row without a line break, and a last empty cell after a comma', () => {
    expect(parseCsv('a,b\nc')).toEqual([['a', 'b'], ['c']]);
    expect(parseCsv('a,')).toEqual([['a', '']]);
  });

  it('names the line a quoted cell that is never closed opened on', () => {
    expect(() => parseCsv('a\n"b\nc')).toThrow(new Error('a quoted cell opened on line 2 is never closed'));
    expect(() => parseCsv('"x\ny"\nz\n"open')).toThrow(new Error('a quoted cell opened on line 4 is never closed'));
    expect(() => parseCsv('a\r\nb\r\n"c')).toThrow(new Error('a quoted cell opened on line 3 is never closed'));
  });

  it('stops at once after maxRows rows, not counting blank ones', () => {
    expect(parseCsv('a\n\nb\n', 2)).toEqual([['a'], ['b']]);
    expect(() => parseCsv('a\nb\nc', 2)).toThrow(TooManyRows);
    expect(() => parseCsv('a\nb\nc\n"never closed', 2)).toThrow(TooManyRows);
    expect(parseCsv('a\nb')).toHaveLength(2);
  });
});
