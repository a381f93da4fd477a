/** The `sql` template numbers parameters for us; values never become SQL text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifier, join, rowsOf, shared, sql } from '../../src/db/sql.js';
import { engine, openTestDatabase } from '../test-app.js';

describe('sql template', () => {
  it('numbers values $1…$n in the order they appear, across nested fragments', () => {
    const genre = sql`SELECT show_id FROM show_genre WHERE genre_id = ${7}`;
    const keywords = sql`SELECT show_id FROM show_keyword WHERE keyword_id = ANY(${[3, 4]}::int[]) GROUP BY show_id HAVING count(*) = ${2}`;
    const page = sql`SELECT * FROM (${join([genre, keywords], ' INTERSECT ')}) m LIMIT ${20} OFFSET ${40}`;
    expect(page.text).toBe(
      'SELECT * FROM (SELECT show_id FROM show_genre WHERE genre_id = $1 INTERSECT ' +
        'SELECT show_id FROM show_keyword WHERE keyword_id = ANY($2::int[]) GROUP BY show_id HAVING count(*) = $3) m LIMIT $4 OFFSET $5',
    );
    expect(page.values).toEqual([7, [3, 4], 2, 20, 40]);
  });

  it('renumbers a fragment used twice, and binds a shared value once', () => {
    const set = sql`SELECT show_id FROM show_tone WHERE tone_id = ${5}`;
    const year = shared(2020);
    const q = sql`SELECT ${'a'} FROM (${set}) x WHERE y IN (${set}) AND d >= make_date(${year}, 1, 1) AND d < make_date(${year} + 1, 1, 1)`;
    expect(q.text).toBe(
      'SELECT $1 FROM (SELECT show_id FROM show_tone WHERE tone_id = $2) x WHERE y IN (SELECT show_id FROM show_tone WHERE tone_id = $3)' +
        ' AND d >= make_date($4, 1, 1) AND d < make_date($4 + 1, 1, 1)',
    );
    expect(q.values).toEqual(['a', 5, 5, 2020]);
  });

  it('keeps fragment text at the edges (a fragment first, last, alone, or empty)', () => {
    const empty = sql``;
    expect(sql`${sql`a = ${1}`}`.compile()).toEqual({ text: 'a = $1', values: [1] });
    expect(sql`${sql`x`} AND ${sql`b = ${2}`}${empty}`.compile()).toEqual({ text: 'x AND b = $1', values: [2] });
    expect(join([], ' AND ').compile()).toEqual({ text: '', values: [] });
    expect(join([sql`a = ${1}`], ' AND ').compile()).toEqual({ text: 'a = $1', values: [1] });
  });

  it('lays out the rows of a multi-row INSERT, numbering on from the values before them', () => {
    const insert = sql`INSERT INTO t (a, b) SELECT ${'x'}, 1 UNION ALL VALUES ${rowsOf([
      [1, 'one'],
      [2, null],
    ])}`;
    expect(insert.compile()).toEqual({
      text: 'INSERT INTO t (a, b) SELECT $1, 1 UNION ALL VALUES ($2, $3), ($4, $5)',
      values: ['x', 1, 'one', 2, null],
    });
    expect(rowsOf([]).compile()).toEqual({ text: '', values: [] });
  });

  it('takes raw identifiers only from the schema', () => {
    expect(sql`SELECT ${identifier('liked')} FROM ${identifier('user_show')}`.text).toBe('SELECT "liked" FROM "user_show"');
    expect(() => identifier('show; DROP TABLE show')).toThrow(/Not an allowed SQL identifier/);
    expect(() => identifier('pg_catalog')).toThrow(/Not an allowed SQL identifier/);
  });
});

describe(`sql template on ${engine}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('sends values as parameters: quotes and statements in them are just text', async () => {
    const hostile = `x'); DROP TABLE genre; --`;
    const [row] = await db.query<{ v: string; n: number }>(sql`SELECT ${hostile}::text AS v, ${41}::int + 1 AS n`);
    expect(row).toEqual({ v: hostile, n: 42 });
    expect(await db.query(sql`SELECT count(*)::int AS n FROM genre WHERE name = ${hostile}`)).toEqual([{ n: 0 }]);
  });

  it('runs composed fragments with their values in order', async () => {
    const a = sql`SELECT x FROM generate_series(1, ${10}::int) x WHERE x % ${2} = 0`;
    const b = sql`SELECT x FROM generate_series(${4}::int, ${8}::int) x`;
    const rows = await db.query<{ x: number }>(sql`${join([a, b], ' INTERSECT ')} ORDER BY x`);
    expect(rows.map((r) => r.x)).toEqual([4, 6, 8]);
  });
});
