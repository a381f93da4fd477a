import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListPage, ListSummary, MyLists, PutListItemResult } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { show } from '../sample-catalogue.js';

const [CLOY, AUTUMN, WINTER, STAIRWAY, JANG_GEUM, FULL_HOUSE] = [9000001, 9000002, 9000003, 9000004, 9000005, 9000006];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = async () => {
  const u = await signUp(t.app);
  return { tk: u.session.accessToken, username: u.username };
};
const call = (tk: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: tk ? bearer(tk) : {}, ...(payload ? { payload } : {}) });
const create = async (tk: string, body: object) => {
  const res = await call(tk, 'POST', 'lists', body);
  expect(res.statusCode, res.body).toBe(201);
  return ListSummary.parse(res.json());
};
const put = async (tk: string, id: number, showId: number, body: object = {}) => {
  const res = await call(tk, 'PUT', `lists/${id}/items/${showId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return PutListItemResult.parse(res.json());
};
const order = async (tk: string | null, id: number) => {
  const res = await call(tk, 'GET', `lists/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return ListPage.parse(res.json()).results.map((r) => [r.show.id, r.position]);
};

describe(`personal lists (${engine})`, () => {
  it('creates, renames, describes and lists a user’s lists', async () => {
    const { tk, username } = await token();
    const list = await create(tk, { name: '  Comfort dramas ', visibility: 'private' });
    expect(list).toMatchObject({ name: 'Comfort dramas', description: '', visibility: 'private', itemCount: 0 });
    const renamed = await call(tk, 'PATCH', `lists/${list.id}`, { name: 'Rainy days', description: 'for rainy days' });
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Rainy days', description: 'for rainy days', visibility: 'private' });
    await put(tk, list.id, CLOY, { note: 'the best' });
    const mine = MyLists.parse((await call(tk, 'GET', 'lists/mine')).json());
    expect(mine).toEqual([expect.objectContaining({ id: list.id, name: 'Rainy days', itemCount: 1 })]);
    const page = ListPage.parse((await call(tk, 'GET', `lists/${list.id}`)).json());
    expect(page).toMatchObject({ owner: { username }, itemCount: 1, totalDocs: 1 });
    expect(page.results).toEqual([{ show: expect.objectContaining({ id: CLOY, name: show(CLOY).name }), note: 'the best', position: 1 }]);
  });

  it('says whether a put added the show or found it already on the list (issue 23.6)', async () => {
    const { tk } = await token();
    const { id } = await create(tk, { name: 'Twice', visibility: 'private' });
    expect(await put(tk, id, CLOY)).toMatchObject({ added: true, position: 1 });
    expect(await put(tk, id, CLOY)).toMatchObject({ added: false, position: 1 });
    expect(await put(tk, id, CLOY, { note: 'edited' })).toMatchObject({ added: false, note: 'edited' });
    expect(await put(tk, id, AUTUMN, { position: 1 })).toMatchObject({ added: true, position: 1 });
    expect(await order(tk, id)).toEqual([
      [AUTUMN, 1],
      [CLOY, 2],
    ]);
  });

  it('keeps positions 1..n when items are added, moved and removed', async () => {
    const { tk } = await token();
    const { id } = await create(tk, { name: 'Order', visibility: 'public' });
    for (const s of [CLOY, AUTUMN, WINTER, STAIRWAY]) await put(tk, id, s);
    expect(await order(tk, id)).toEqual([
      [CLOY, 1],
      [AUTUMN, 2],
      [WINTER, 3],
      [STAIRWAY, 4],
    ]);
    expect((await put(tk, id, STAIRWAY, { position: 1 })).position).toBe(1); // up
    expect(await order(tk, id)).toEqual([
      [STAIRWAY, 1],
      [CLOY, 2],
      [AUTUMN, 3],
      [WINTER, 4],
    ]);
    await put(tk, id, CLOY, { position: 99 }); // down, clamped to the end
    expect(await order(tk, id)).toEqual([
      [STAIRWAY, 1],
      [AUTUMN, 2],
      [WINTER, 3],
      [CLOY, 4],
    ]);
    await put(tk, id, JANG_GEUM, { position: 2, note: 'new' }); // added in the middle
    expect((await call(tk, 'DELETE', `lists/${id}/items/${AUTUMN}`)).statusCode).toBe(204);
    expect(await order(tk, id)).toEqual([
      [STAIRWAY, 1],
      [JANG_GEUM, 2],
      [WINTER, 3],
      [CLOY, 4],
    ]);
    // a second PUT of the same show keeps one item and its place
    await put(tk, id, WINTER, { note: 'edited' });
    expect(await order(tk, id)).toHaveLength(4);
  });

  it('shows a public list to anyone, and a private one only to its owner', async () => {
    const owner = await token();
    const other = await token();
    const pub = await create(owner.tk, { name: 'Share me', visibility: 'public' });
    const priv = await create(owner.tk, { name: 'Secret', visibility: 'private' });
    expect((await call(null, 'GET', `lists/${pub.id}`)).statusCode).toBe(200);
    expect((await call(other.tk, 'GET', `lists/${pub.id}`)).statusCode).toBe(200);
    for (const viewer of [null, other.tk, 'garbage.token']) {
      const res = await call(viewer, 'GET', `lists/${priv.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'diary.listNotFound', message: 'List not found' });
    }
    expect((await call(owner.tk, 'GET', `lists/${priv.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `lists/${pub.id}`)).headers['cache-control']).toBe('no-store');
  });

  it('lets nobody but the owner change a list or its items', async () => {
    const owner = await token();
    const other = await token();
    const { id } = await create(owner.tk, { name: 'Mine', visibility: 'public' });
    await put(owner.tk, id, CLOY);
    expect((await call(other.tk, 'PATCH', `lists/${id}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call(other.tk, 'PUT', `lists/${id}/items/${AUTUMN}`, {})).statusCode).toBe(404);
    expect((await call(other.tk, 'DELETE', `lists/${id}/items/${CLOY}`)).statusCode).toBe(404);
    expect((await call(other.tk, 'DELETE', `lists/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'POST', 'lists', { name: 'x', visibility: 'public' })).statusCode).toBe(401);
    expect(ListPage.parse((await call(null, 'GET', `lists/${id}`)).json())).toMatchObject({ name: 'Mine', itemCount: 1 });
    expect((await call(owner.tk, 'DELETE', `lists/${id}`)).statusCode).toBe(204);
    expect((await call(owner.tk, 'GET', `lists/${id}`)).statusCode).toBe(404);
  });

  it('validates names, visibility, notes, positions and unknown shows', async () => {
    const { tk } = await token();
    const bad: [object, string][] = [
      [{ name: '', visibility: 'public' }, 'body.name'],
      [{ name: '   ', visibility: 'public' }, 'body.name'],
      [{ name: 'x'.repeat(81), visibility: 'public' }, 'body.name'],
      [{ name: 'ok', visibility: 'friends' }, 'body.visibility'],
      [{ name: 'ok' }, 'body.visibility'],
    ];
    for (const [body, path] of bad) {
      const res = await call(tk, 'POST', 'lists', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await create(tk, { name: 'x'.repeat(80), visibility: 'public' })).name).toHaveLength(80);
    const { id } = await create(tk, { name: 'Checks', visibility: 'private' });
    expect((await call(tk, 'PUT', `lists/${id}/items/${CLOY}`, { position: 0 })).statusCode).toBe(400);
    expect((await call(tk, 'PUT', `lists/${id}/items/${CLOY}`, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call(tk, 'PUT', `lists/${id}/items/999999999`, {})).json()).toEqual({
      status: 'error',
      code: 'common.showNotFound',
      message: 'Show not found',
    });
    expect((await call(tk, 'DELETE', `lists/${id}/items/${CLOY}`)).statusCode).toBe(404);
    expect((await call(tk, 'GET', 'lists/abc')).statusCode).toBe(400);
  });

  it('pages a list’s items in their order', async () => {
    const { tk } = await token();
    const { id } = await create(tk, { name: 'Five', visibility: 'public' });
    for (const s of [CLOY, AUTUMN, WINTER, STAIRWAY, JANG_GEUM]) await put(tk, id, s);
    const page = ListPage.parse((await call(null, 'GET', `lists/${id}?page=2&limit=2`)).json());
    expect(page.results.map((r) => [r.show.id, r.position])).toEqual([
      [WINTER, 3],
      [STAIRWAY, 4],
    ]);
    expect(page).toMatchObject({ page: 2, limit: 2, totalDocs: 5, totalPages: 3, hasNextPage: true, hasPrevPage: true, itemCount: 5 });
  });

  it('leaves a hidden show out of a list’s page and count, and answers for it as for a missing show', async () => {
    const { tk } = await token();
    const { id } = await create(tk, { name: 'With a hidden show', visibility: 'public' });
    await put(tk, id, CLOY);
    await put(tk, id, FULL_HOUSE, { note: 'hidden soon' });
    await t.write('UPDATE show SET hidden = true WHERE id = $1', [FULL_HOUSE]);
    try {
      expect(await order(null, id)).toEqual([[CLOY, 1]]);
      expect(ListPage.parse((await call(null, 'GET', `lists/${id}`)).json())).toMatchObject({ itemCount: 1, totalDocs: 1 });
      expect(MyLists.parse((await call(tk, 'GET', 'lists/mine')).json())).toEqual([expect.objectContaining({ id, itemCount: 1 })]);
      const again = await call(tk, 'PUT', `lists/${id}/items/${FULL_HOUSE}`, { note: 'edited' });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'common.showNotFound' });
      const removed = await call(tk, 'DELETE', `lists/${id}/items/${FULL_HOUSE}`);
      expect(removed.statusCode).toBe(404);
      expect(removed.json()).toEqual({ status: 'error', code: 'diary.itemNotFound', message: expect.any(String) });
    } finally {
      await t.write('UPDATE show SET hidden = false WHERE id = $1', [FULL_HOUSE]);
    }
    // its place and note were kept
    const page = ListPage.parse((await call(null, 'GET', `lists/${id}`)).json());
    expect(page.results.map((r) => [r.show.id, r.position, r.note])).toEqual([
      [CLOY, 1, ''],
      [FULL_HOUSE, 2, 'hidden soon'],
    ]);
  });

  it('changes only the fields a PATCH names, and puts the list changed last first', async () => {
    const { tk } = await token();
    const first = await create(tk, { name: 'First', description: 'about the first', visibility: 'private' });
    const second = await create(tk, { name: 'Second', visibility: 'private' });
    expect(first).toMatchObject({ description: 'about the first', updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const mine = async () => MyLists.parse((await call(tk, 'GET', 'lists/mine')).json()).map((l) => l.name);
    expect(await mine()).toEqual(['Second', 'First']);
    await put(tk, first.id, CLOY); // an item change touches the list
    expect(await mine()).toEqual(['First', 'Second']);
    expect((await call(tk, 'DELETE', `lists/${second.id}/items/${CLOY}`)).statusCode).toBe(404);
    await put(tk, second.id, CLOY);
    expect((await call(tk, 'DELETE', `lists/${second.id}/items/${CLOY}`)).statusCode).toBe(204);
    expect(await mine()).toEqual(['Second', 'First']);
    const published = await call(tk, 'PATCH', `lists/${first.id}`, { visibility: 'public' });
    expect(published.json()).toMatchObject({ name: 'First', description: 'about the first', visibility: 'public', itemCount: 1 });
    expect(await mine()).toEqual(['First', 'Second']);
    expect((await call(null, 'GET', `lists/${first.id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `lists/${second.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a list that does not exist', async () => {
    const { tk } = await token();
    const missing = { status: 'error', code: 'diary.listNotFound', message: 'List not found' };
    for (const [method, url, body] of [
      ['PATCH', 'lists/999999999', { name: 'x' }],
      ['DELETE', 'lists/999999999', undefined],
      ['PUT', `lists/999999999/items/${CLOY}`, {}],
      ['DELETE', `lists/999999999/items/${CLOY}`, undefined],
      ['GET', 'lists/999999999', undefined],
    ] as const) {
      const res = await call(tk, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(missing);
    }
  });

  it('holds at most 100 lists a user', async () => {
    const { tk } = await token();
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM app_user ORDER BY id DESC LIMIT 1');
    await t.db.query(`INSERT INTO user_list (user_id, name) SELECT $1, 'list ' || g FROM generate_series(1, 99) g`, [user!.id]);
    await create(tk, { name: 'the hundredth', visibility: 'private' });
    const res = await call(tk, 'POST', 'lists', { name: 'one too many', visibility: 'private' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can have at most 100 lists');
  });

  it('holds at most 1,000 shows a list', async () => {
    const { tk } = await token();
    const { id } = await create(tk, { name: 'Big', visibility: 'private' });
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM show ORDER BY id LIMIT 2')).map((r) => r.id);
    // 999 stand-in shows fill the list up to one below the limit
    await t.write(
      `INSERT INTO show (id, name, original_name, source) SELECT 8000000 + g, 'Filler ' || g, 'Filler ' || g, 'synthetic' FROM generate_series(1, 999) g`,
    );
    await t.db.query(`INSERT INTO user_list_item (list_id, show_id, position) SELECT $1, 8000000 + g, g FROM generate_series(1, 999) g`, [
      id,
    ]);
    await put(tk, id, ids[0]!);
    const res = await call(tk, 'PUT', `lists/${id}/items/${ids[1]}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A list holds at most 1000 shows');
    await t.write('DELETE FROM show WHERE id BETWEEN 8000001 AND 8000999');
  });
});
