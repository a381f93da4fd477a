/**
 * A row that is not what its schema says (a column dropped, retyped or made nullable behind the code's back)
 * is the server's fault: the caller gets the generic 500, the log names the row and the column, and nothing of
 * the statement, the table or the value reaches the client.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@klama/contract';
import { registerErrorHandling } from '../../src/plugins/errors.js';
import { heroSlides } from '../../src/marketing/marketing.queries.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';

let db: TestDatabase;
let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
  await db.query(
    `INSERT INTO hero ("order", url, title, tagline, img, tag_label, tag_color) VALUES
       (1, '/show/1', 'First', NULL, '/hero/1.jpg', 'New', 'jasmine'),
       (2, '/show/2', 'Second', NULL, '/hero/2.jpg', 'Hot', 'tomato')`,
  );
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logs.push(line) } } });
  registerErrorHandling(app);
  app.get('/hero', async () => heroSlides(db, 'en'));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('a row that does not match its schema', () => {
  it('answers the rows when they match', async () => {
    const res = await app.inject({ method: 'GET', url: '/hero' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
  });

  it('is a 500 with the generic message; the log names the row and the column', async () => {
    // the column made nullable and the second slide's colour lost: HeroRow says tag_color is one of the accent colours
    await db.query('ALTER TABLE hero ALTER COLUMN tag_color DROP NOT NULL');
    await db.query(`UPDATE hero SET tag_color = NULL WHERE "order" = 2`);
    logs.length = 0;
    const res = await app.inject({ method: 'GET', url: '/hero' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', code: 'common.internal', message: MESSAGES.internal });
    expect(res.body).not.toMatch(/tag_color|hero|SELECT|Row/);
    const logged = logs.map((line) => JSON.parse(line) as { msg: string; err?: { type: string; message: string } });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toBe('request failed');
    expect(logged[0]!.err?.type).toBe('RowShapeError');
    expect(logged[0]!.err?.message).toMatch(
      /^Row 1, column tag_color: .* — in SELECT "order", url, title, tagline, img, tag_label, tag_color, title_ko, tagline_ko, tag_label_ko FROM hero/,
    );
  });
});
