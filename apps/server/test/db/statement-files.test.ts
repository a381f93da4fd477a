/**
 * Where SQL lives (issue 24): every statement is in a resource's `*.queries.ts`, a bulk writer `write-*.ts`,
 * the database layer (db/) or one of the two repositories named below; other modules call them. A statement
 * written anywhere else fails here, naming the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../src');
const REPOSITORIES = [
  'catalogue/show-cards.ts', // show cards: the card columns, sort orders and the paged card statement shared by every list
  'catalogue-version/bump.ts', // the catalogue version row
];
// a composed statement, a query call (`db.query(`, `tx.query<…>(`), a bulk insert
const STATEMENT = /\bsql`|\b(db|tx|q|client)\.query(<[^>]*>)?\(|insertRows\(/;

// typed SQL: a row type nothing checks (`db.query<Row>(`), a plain string statement (`tx.query('… $1'`, `query(\`…`)
const UNCHECKED = /\.query<|\.query\(\s*['"`]/;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(src, join(dir, e.name))] : [],
  );

describe('statement files', () => {
  it('no module outside the queries files, bulk writers, db/ and the named repositories writes SQL', () => {
    const stray = files(src).filter(
      (f) =>
        !/\.queries\.ts$|(^|\/)write-[a-z-]+\.ts$|^db\//.test(f) &&
        !REPOSITORIES.includes(f) &&
        STATEMENT.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(stray).toEqual([]);
  });

  it('no module outside db/ reads rows unchecked (query<T>) or writes a plain string statement', () => {
    const unchecked = files(src).filter((f) => !f.startsWith('db/') && UNCHECKED.test(readFileSync(join(src, f), 'utf8')));
    expect(unchecked).toEqual([]);
  });
});
