/**
 * Comments on reviews and public lists (issue 26 items 5 to 7): write, reply (a reply to a reply joins the thread),
 * delete by the author or an admin (a placeholder stays for replies), blocks either way, hidden reviews and comments,
 * private lists, lengths, paging and counts, per-account limits, nothing half-written, and no catalogue write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewPage } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { signUpAdmin } from '../admin/helpers.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { sql } from '../../src/db/sql.js';
import {
  apiCall,
  communityFan,
  newList,
  postComment,
  readComments,
  threadShape,
  writeReview,
  type Auth,
  type CommentTarget as Target,
  type Fan,
  type Method,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (auth: Auth, method: Method, url: string, payload?: object) => apiCall(t.app, auth, method, url, payload);
const fan = (options: { newcomer?: boolean } = {}) => communityFan(t.app, t.db, options);
let nextShow = 9000001;
/** A review by `writer` on a show of its own (each test's reviews apart). */
const reviewBy = (writer: Fan) => writeReview(t.app, writer, nextShow++);
const publicList = (owner: Fan, visibility: 'public' | 'private' = 'public') => newList(t.app, owner, visibility);
const comment = (who: Fan, target: Target, body: string, parentId?: number) => postComment(t.app, who, target, body, parentId);
const comments = (who: Fan | null, target: Target, query = '') => readComments(t.app, who, target, query);
const shape = threadShape;
const del = (who: Fan | { auth: Record<string, string> }, id: number) => call(who.auth, 'DELETE', `comments/${id}`);

describe(`comments on ${engine}`, () => {
  it('writes a comment on a review and a reply, and serves them to anyone; a reply to a reply joins the thread', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const first = await comment(reader, `reviews/${id}`, 'Loved this review!');
    expect(first).toMatchObject({
      parentId: null,
      author: { username: reader.username, avatar: null },
      body: 'Loved this review!',
      deleted: false,
      mine: true,
      canDelete: true,
    });
    const reply = await comment(writer, `reviews/${id}`, 'Thank you', first.id);
    expect(reply.parentId).toBe(first.id);
    const replyToReply = await comment(reader, `reviews/${id}`, 'You are welcome', reply.id);
    expect(replyToReply.parentId).toBe(first.id);

    const anonymous = await comments(null, `reviews/${id}`);
    expect(shape(anonymous)).toEqual([['Loved this review!', ['Thank you', 'You are welcome']]]);
    expect(anonymous).toMatchObject({ totalDocs: 1, comments: 3, page: 1 });
    expect(anonymous.results[0]).not.toHaveProperty('mine');
    const asWriter = await comments(writer, `reviews/${id}`);
    expect(asWriter.results[0]).toMatchObject({ mine: false, canDelete: false });
    expect(asWriter.results[0]!.replies[0]).toMatchObject({ mine: true, canDelete: true });
  });

  it('keeps user text as typed: markup comes back unchanged', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const body = '<script>alert(1)</script> <b>x</b> https://example.com\n\n두 번째 문단';
    expect((await comment(reader, `reviews/${id}`, body)).body).toBe(body);
  });

  it('counts each review’s comments on the show’s reviews page, as the reader may see them', async () => {
    const [writer, a, b] = [await fan(), await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const c1 = await comment(a, `reviews/${id}`, 'one');
    await comment(b, `reviews/${id}`, 'two', c1.id);
    await comment(b, `reviews/${id}`, 'three');
    const read = async (who: Fan | null) => {
      const res = await call(who?.auth ?? {}, 'GET', `show/${showId}/reviews`);
      expect(res.statusCode, res.body).toBe(200);
      return ReviewPage.parse(res.json()).results.find((r) => r.id === id)!.comments;
    };
    expect(await read(null)).toBe(3);
    expect((await call(a.auth, 'PUT', `users/${b.username}/block`)).statusCode).toBe(204);
    expect(await read(a)).toBe(1);
    expect(await read(null)).toBe(3);
  });

  it('pages threads oldest or newest first, with the count of every comment', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const written = [];
    for (const n of ['1', '2', '3', '4', '5']) written.push(await comment(reader, `reviews/${id}`, n));
    await comment(writer, `reviews/${id}`, '3a', written[2]!.id);
    const oldest = await comments(null, `reviews/${id}`, '?limit=2');
    expect(shape(oldest)).toEqual([
      ['1', []],
      ['2', []],
    ]);
    expect(oldest).toMatchObject({ totalDocs: 5, totalPages: 3, comments: 6, hasNextPage: true });
    expect(shape(await comments(null, `reviews/${id}`, '?limit=2&page=2'))).toEqual([
      ['3', ['3a']],
      ['4', []],
    ]);
    expect(shape(await comments(null, `reviews/${id}`, '?sort=newest&limit=2'))).toEqual([
      ['5', []],
      ['4', []],
    ]);
    expect((await call({}, 'GET', `reviews/${id}/comments?sort=best`)).statusCode).toBe(400);
    expect((await call({}, 'GET', `reviews/${id}/comments?limit=51`)).statusCode).toBe(400);
  });

  it('refuses empty and too long comments with codes, counting characters as people do, and writes nothing', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const refused = async (body: unknown, code: string) => {
      const res = await call(reader.auth, 'POST', `reviews/${id}/comments`, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code });
    };
    await refused('', 'comments.bodyEmpty');
    await refused('   \n ', 'comments.bodyEmpty');
    await refused('x'.repeat(2001), 'comments.bodyTooLong');
    expect((await comments(null, `reviews/${id}`)).comments).toBe(0);
    expect((await comment(reader, `reviews/${id}`, '🎬'.repeat(2000))).body).toBe('🎬'.repeat(2000));
  });

  it('answers 404 with a code for a missing review, list, comment or reply target, and needs a session to write', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const other = await reviewBy(await fan());
    expect((await call(reader.auth, 'POST', `reviews/999999/comments`, { body: 'hi' })).json()).toMatchObject({
      code: 'reviews.reviewNotFound',
    });
    expect((await call({}, 'GET', `reviews/999999/comments`)).statusCode).toBe(404);
    expect((await call(reader.auth, 'POST', `lists/999999/comments`, { body: 'hi' })).json()).toMatchObject({ code: 'diary.listNotFound' });
    const res = await call(reader.auth, 'POST', `reviews/${id}/comments`, { body: 'hi', parentId: 999999 });
    expect([res.statusCode, res.json().code]).toEqual([404, 'comments.commentNotFound']);
    expect((await call(reader.auth, 'DELETE', `comments/999999`)).json()).toMatchObject({ code: 'comments.commentNotFound' });
    // a reply sent to another review than its thread's
    const elsewhere = await comment(reader, `reviews/${other.id}`, 'there');
    const moved = await call(reader.auth, 'POST', `reviews/${id}/comments`, { body: 'hi', parentId: elsewhere.id });
    expect([moved.statusCode, moved.json().code]).toEqual([400, 'comments.parentElsewhere']);
    expect((await comments(null, `reviews/${id}`)).comments).toBe(0);
    expect((await call({}, 'POST', `reviews/${id}/comments`, { body: 'hi' })).statusCode).toBe(401);
    expect((await call({}, 'DELETE', `comments/${elsewhere.id}`)).statusCode).toBe(401);
  });
});

describe(`deleting comments on ${engine}`, () => {
  it('removes a comment without replies; leaves a placeholder for one with replies, gone with its last reply', async () => {
    const [writer, a, b] = [await fan(), await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const lonely = await comment(a, `reviews/${id}`, 'lonely');
    const top = await comment(a, `reviews/${id}`, 'top');
    const reply = await comment(b, `reviews/${id}`, 'reply', top.id);
    expect((await del(a, lonely.id)).statusCode).toBe(204);
    expect((await del(a, top.id)).statusCode).toBe(204);
    const seen = await comments(b, `reviews/${id}`);
    expect(shape(seen)).toEqual([['(deleted)', ['reply']]]);
    expect(seen.results[0]).toMatchObject({ id: top.id, author: null, body: '', deleted: true, canDelete: false, mine: false });
    expect(seen).toMatchObject({ totalDocs: 1, comments: 1 });
    // its text is erased, not kept
    const stored = await t.db.query(sql`SELECT body FROM comment WHERE id = ${top.id}`);
    expect(stored).toEqual([{ body: '' }]);
    // deleting again: it is gone as a comment
    expect((await del(a, top.id)).statusCode).toBe(404);
    // replying into a placeholder's thread still works
    const late = await comment(writer, `reviews/${id}`, 'late', top.id);
    expect((await del(writer, late.id)).statusCode).toBe(204);
    expect((await del(b, reply.id)).statusCode).toBe(204);
    expect(shape(await comments(null, `reviews/${id}`))).toEqual([]);
    expect(await t.db.query(sql`SELECT id FROM comment WHERE review_id = ${id}`)).toEqual([]);
  });

  it('lets an admin delete anyone’s comment and refuses other fans with a code', async () => {
    const [writer, a, stranger] = [await fan(), await fan(), await fan()];
    const admin = await signUpAdmin(t.app, t.db);
    const { id } = await reviewBy(writer);
    const c = await comment(a, `reviews/${id}`, 'mine');
    const refused = await del(stranger, c.id);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'comments.notYours']);
    // the review's writer is no moderator of its comments either
    expect((await del(writer, c.id)).statusCode).toBe(403);
    expect((await comments(admin, `reviews/${id}`)).results[0]).toMatchObject({ mine: false, canDelete: true });
    expect((await del(admin, c.id)).statusCode).toBe(204);
    expect((await comments(null, `reviews/${id}`)).comments).toBe(0);
  });
});

describe(`comments and privacy on ${engine}`, () => {
  it('hides a blocked fan’s comments (and the replies under them) either way round, and refuses replies to them', async () => {
    const [writer, a, b, other] = [await fan(), await fan(), await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const byB = await comment(b, `reviews/${id}`, 'by B');
    await comment(other, `reviews/${id}`, 'under B', byB.id);
    const byOther = await comment(other, `reviews/${id}`, 'by other');
    await comment(b, `reviews/${id}`, 'B replies', byOther.id);
    expect((await call(a.auth, 'PUT', `users/${b.username}/block`)).statusCode).toBe(204);
    for (const viewer of [a, b]) {
      const seen = await comments(viewer, `reviews/${id}`);
      const own =
        viewer === b
          ? [
              ['by B', ['under B']],
              ['by other', ['B replies']],
            ]
          : [['by other', []]];
      expect(shape(seen)).toEqual(own);
    }
    const reply = await call(a.auth, 'POST', `reviews/${id}/comments`, { body: 'hey', parentId: byB.id });
    expect([reply.statusCode, reply.json().code]).toEqual([404, 'comments.commentNotFound']);
    // b blocked by a: b's comment cannot be deleted by a (not theirs, not seen)
    expect((await del(a, byB.id)).statusCode).toBe(404);
    expect(shape(await comments(null, `reviews/${id}`))).toEqual([
      ['by B', ['under B']],
      ['by other', ['B replies']],
    ]);
  });

  it('keeps the comments of a review whose writer blocked the reader (or was blocked) away, and refuses new ones', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    await comment(reader, `reviews/${id}`, 'before');
    expect((await call(writer.auth, 'PUT', `users/${reader.username}/block`)).statusCode).toBe(204);
    expect((await call(reader.auth, 'GET', `reviews/${id}/comments`)).statusCode).toBe(404);
    const res = await call(reader.auth, 'POST', `reviews/${id}/comments`, { body: 'after' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'reviews.reviewNotFound']);
    // anyone else still reads the comment; the writer, who blocked its author, does not
    expect(shape(await comments(null, `reviews/${id}`))).toEqual([['before', []]]);
    expect((await comments(writer, `reviews/${id}`)).comments).toBe(0);
  });

  it('makes the comments of a hidden review unreadable and refuses new ones', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const c = await comment(reader, `reviews/${id}`, 'before');
    await t.db.query(sql`UPDATE review SET hidden_at = now() WHERE id = ${id}`);
    expect((await call({}, 'GET', `reviews/${id}/comments`)).statusCode).toBe(404);
    expect((await call(reader.auth, 'GET', `reviews/${id}/comments`)).statusCode).toBe(404);
    expect((await call(reader.auth, 'POST', `reviews/${id}/comments`, { body: 'after' })).json()).toMatchObject({
      code: 'reviews.reviewNotFound',
    });
    expect((await call(reader.auth, 'POST', `reviews/${id}/comments`, { body: 'after', parentId: c.id })).statusCode).toBe(404);
    expect(await t.db.query(sql`SELECT body FROM comment WHERE review_id = ${id}`)).toEqual([{ body: 'before' }]);
  });

  it('leaves a hidden comment (and its replies) out of every read and refuses replies to it', async () => {
    const [writer, a, b] = [await fan(), await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const top = await comment(a, `reviews/${id}`, 'rude');
    await comment(b, `reviews/${id}`, 'reply', top.id);
    const kept = await comment(b, `reviews/${id}`, 'kind');
    const hiddenReply = await comment(a, `reviews/${id}`, 'rude again', kept.id);
    await t.db.query(sql`UPDATE comment SET hidden_at = now() WHERE id IN (${top.id}, ${hiddenReply.id})`);
    const seen = await comments(a, `reviews/${id}`);
    expect(shape(seen)).toEqual([['kind', []]]);
    expect(seen).toMatchObject({ totalDocs: 1, comments: 1 });
    const page = ReviewPage.parse((await call({}, 'GET', `show/${showId}/reviews`)).json());
    expect(page.results.find((r) => r.id === id)!.comments).toBe(1);
    expect((await call(b.auth, 'POST', `reviews/${id}/comments`, { body: 'x', parentId: top.id })).statusCode).toBe(404);
  });

  it('takes comments on public lists; a private list’s are unreadable, refused (409 to its owner, 404 to others)', async () => {
    const [owner, reader, blocked] = [await fan(), await fan(), await fan()];
    const listId = await publicList(owner);
    const c = await comment(reader, `lists/${listId}`, 'Great list');
    await comment(owner, `lists/${listId}`, 'Thanks', c.id);
    expect(shape(await comments(null, `lists/${listId}`))).toEqual([['Great list', ['Thanks']]]);

    expect((await call(owner.auth, 'PUT', `users/${blocked.username}/block`)).statusCode).toBe(204);
    expect((await call(blocked.auth, 'GET', `lists/${listId}/comments`)).statusCode).toBe(404);
    expect((await call(blocked.auth, 'POST', `lists/${listId}/comments`, { body: 'hi' })).statusCode).toBe(404);

    expect((await call(owner.auth, 'PATCH', `lists/${listId}`, { visibility: 'private' })).statusCode).toBe(200);
    for (const who of [{}, reader.auth, owner.auth]) expect((await call(who, 'GET', `lists/${listId}/comments`)).statusCode).toBe(404);
    const byReader = await call(reader.auth, 'POST', `lists/${listId}/comments`, { body: 'still?' });
    expect([byReader.statusCode, byReader.json().code]).toEqual([404, 'diary.listNotFound']);
    const byOwner = await call(owner.auth, 'POST', `lists/${listId}/comments`, { body: 'note to self' });
    expect([byOwner.statusCode, byOwner.json().code]).toEqual([409, 'comments.listNotPublic']);
    expect((await call(reader.auth, 'POST', `lists/${await publicList(owner, 'private')}/comments`, { body: 'x' })).statusCode).toBe(404);

    expect((await call(owner.auth, 'PATCH', `lists/${listId}`, { visibility: 'public' })).statusCode).toBe(200);
    expect((await comments(null, `lists/${listId}`)).comments).toBe(2);
  });
});

describe(`comments, limits and the catalogue on ${engine}`, () => {
  it('lets a newcomer write 10 comments an hour, an older account more', async () => {
    const writer = await fan();
    const { id } = await reviewBy(writer);
    const newcomer = await fan({ newcomer: true });
    for (let i = 0; i < 10; i++) await comment(newcomer, `reviews/${id}`, `c${i}`);
    const refused = await call(newcomer.auth, 'POST', `reviews/${id}/comments`, { body: 'one more' });
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'auth.tooManyRequests']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await comments(null, `reviews/${id}`)).comments).toBe(10);
    await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '25 hours' WHERE username = ${newcomer.username}`);
    await comment(newcomer, `reviews/${id}`, 'grown up');
  });

  it('neither bumps the catalogue version nor empties the cached catalogue answers', async () => {
    const [writer, reader] = [await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const details = `/api/show/details/${showId}`;
    await t.app.inject({ method: 'GET', url: details });
    expect((await t.app.inject({ method: 'GET', url: details })).headers['x-cache']).toBe('hit');
    const version = await readCatalogueVersion(t.db);
    const c = await comment(reader, `reviews/${id}`, 'hello');
    expect((await del(reader, c.id)).statusCode).toBe(204);
    expect(await readCatalogueVersion(t.db)).toBe(version);
    expect((await t.app.inject({ method: 'GET', url: details })).headers['x-cache']).toBe('hit');
    const read = await call({}, 'GET', `reviews/${id}/comments`);
    expect(read.headers['cache-control']).toContain('no-store');
  });

  it('erasing an account takes its comments and the replies under them', async () => {
    const [writer, a, b] = [await fan(), await fan(), await fan()];
    const { id } = await reviewBy(writer);
    const top = await comment(a, `reviews/${id}`, 'top');
    await comment(b, `reviews/${id}`, 'reply', top.id);
    await comment(b, `reviews/${id}`, 'own');
    await t.db.query(sql`DELETE FROM app_user WHERE username = ${a.username}`);
    expect(shape(await comments(null, `reviews/${id}`))).toEqual([['own', []]]);
  });
});
