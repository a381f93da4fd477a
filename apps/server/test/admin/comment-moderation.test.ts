/**
 * Comments are reportable and hideable (issue 26 items 5 and 6; decisions 0045 and 0046): a fan reports a comment or
 * a reply they can read; what they cannot read (blocked either way, hidden, under a hidden comment, on a hidden review
 * or a hidden or private list) is one 404; the queue shows it with an excerpt, its author and the page it is on; hiding
 * it takes it (and a top-level comment's replies) out of every comment read and every count, for everyone, at once;
 * a list hidden by moderators takes its comments with it and takes no new ones.
 */
import { describe, expect, it } from 'vitest';
import { ModerationItem, ModerationPage, ReviewPage, type AuditEntry } from '@klama/contract';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { sql } from '../../src/db/sql.js';
import {
  apiCall,
  communityFan,
  newList,
  postComment,
  readComments,
  threadShape as shape,
  writeReview,
  type Auth,
  type CommentTarget as Target,
  type Fan,
  type Method,
} from '../comments/helpers.js';
import { engine } from '../test-app.js';
import { adminTestApp } from './helpers.js';

const ctx = adminTestApp();
const call = (auth: Auth, method: Method, url: string, payload?: object) => apiCall(ctx.t.app, auth, method, url, payload);
async function ok(auth: Auth, method: Method, url: string, payload?: object) {
  const res = await call(auth, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}
const fan = () => communityFan(ctx.t.app, ctx.t.db);
let nextShow = 9000001;
/** A review by `writer` on a show of its own (each test's reviews and counts apart). */
const reviewBy = (writer: Fan) => writeReview(ctx.t.app, writer, nextShow++);
const listBy = (owner: Fan) => newList(ctx.t.app, owner);
const comment = (who: Fan, target: Target, body: string, parentId?: number) => postComment(ctx.t.app, who, target, body, parentId);
const comments = (who: Fan | null, target: Target) => readComments(ctx.t.app, who, target);
async function reviewCount(who: Fan | null, showId: number, reviewId: number) {
  const res = await call(who?.auth ?? {}, 'GET', `show/${showId}/reviews`);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewPage.parse(res.json()).results.find((r) => r.id === reviewId)!.comments;
}

const report = (who: Fan, id: number, reason = 'harassment') => call(who.auth, 'POST', 'reports', { kind: 'comment', id, reason });
async function reported(who: Fan, id: number, reason = 'harassment') {
  const res = await report(who, id, reason);
  expect(res.statusCode, res.body).toBe(202);
}
async function itemOf(targetId: number, status: 'open' | 'resolved' = 'open') {
  const res = await call(ctx.auth, 'GET', `admin/reports?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return ModerationPage.parse(res.json()).results.find((i) => i.kind === 'comment' && i.targetId === targetId);
}
async function resolve(targetId: number, action: 'hide' | 'dismiss' | 'disable_user') {
  const item = (await itemOf(targetId))!;
  const res = await call(ctx.auth, 'POST', `admin/reports/${item.id}/resolve`, { action });
  expect(res.statusCode, res.body).toBe(200);
  return ModerationItem.parse(res.json());
}
const reportCount = async () =>
  (await ctx.t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM report WHERE kind = 'comment'`))[0]!.n;

describe(`reporting comments on ${engine}`, () => {
  it('takes a report of a comment and of a reply, each its own item with an excerpt, its author and its page', async () => {
    const [writer, commenter, replier, reporter] = [await fan(), await fan(), await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const long = `Buy   now at\nexample.com, the best shop for miracle cream, ${'really '.repeat(20)}the end.`;
    const top = await comment(commenter, `reviews/${id}`, long);
    const reply = await comment(replier, `reviews/${id}`, 'You again?', top.id);
    await reported(reporter, top.id, 'spam');
    await reported(reporter, reply.id);
    // a second report by the same fan while it is open is the same report
    await reported(reporter, top.id, 'hate');

    const item = (await itemOf(top.id))!;
    expect(item).toMatchObject({
      kind: 'comment',
      targetId: top.id,
      content: {
        title: `Buy now at example.com, the best shop for miracle cream, ${'really '.repeat(20)}`.slice(0, 80),
        text: long,
        link: `/details/${showId}/reviews`,
        hidden: false,
      },
      author: { username: commenter.username, disabled: false },
      count: 1,
      reasons: [{ reason: 'spam', count: 1 }],
      resolution: null,
    });
    expect(item.content!.title).toHaveLength(80);
    expect((await itemOf(reply.id))!).toMatchObject({
      content: { title: 'You again?', text: 'You again?', link: `/details/${showId}/reviews`, hidden: false },
      author: { username: replier.username },
      reasons: [{ reason: 'harassment', count: 1 }],
    });

    // on a list: its page is the list's
    const owner = await fan();
    const listId = await listBy(owner);
    const onList = await comment(commenter, `lists/${listId}`, 'Spam on a list');
    await reported(owner, onList.id, 'spam');
    expect((await itemOf(onList.id))!.content).toEqual({
      title: 'Spam on a list',
      text: 'Spam on a list',
      link: `/lists/${listId}`,
      hidden: false,
    });
  });

  it('answers 404 for a comment the reporter cannot read, 400 for their own; nothing written', async () => {
    const [writer, commenter, reporter, blocker, blocked] = [await fan(), await fan(), await fan(), await fan(), await fan()];
    const review = await reviewBy(writer);
    const hiddenReview = await reviewBy(writer);
    const owner = await fan();
    const [publicListId, hiddenListId] = [await listBy(owner), await listBy(owner)];

    const byBlocker = await comment(blocker, `reviews/${review.id}`, 'by one who blocked the reporter');
    await ok(blocker.auth, 'PUT', `users/${reporter.username}/block`);
    const byBlocked = await comment(blocked, `reviews/${review.id}`, 'by one the reporter blocked');
    await ok(reporter.auth, 'PUT', `users/${blocked.username}/block`);
    const hidden = await comment(commenter, `reviews/${review.id}`, 'hidden by a moderator');
    const underHidden = await comment(commenter, `reviews/${review.id}`, 'a reply under it', hidden.id);
    await ctx.t.db.query(sql`UPDATE comment SET hidden_at = now() WHERE id = ${hidden.id}`);
    const onHiddenReview = await comment(commenter, `reviews/${hiddenReview.id}`, 'on a hidden review');
    await ctx.t.db.query(sql`UPDATE review SET hidden_at = now() WHERE id = ${hiddenReview.id}`);
    const onHiddenList = await comment(commenter, `lists/${hiddenListId}`, 'on a hidden list');
    await ctx.t.db.query(sql`UPDATE user_list SET hidden_at = now() WHERE id = ${hiddenListId}`);
    const onPrivateList = await comment(commenter, `lists/${publicListId}`, 'on a list turned private');
    await ok(owner.auth, 'PATCH', `lists/${publicListId}`, { visibility: 'private' });
    // a deleted top-level comment with a reply: a placeholder, nothing left to report
    const deleted = await comment(commenter, `reviews/${review.id}`, 'deleted since');
    await comment(writer, `reviews/${review.id}`, 'answer', deleted.id);
    await ok(commenter.auth, 'DELETE', `comments/${deleted.id}`);
    const before = await reportCount();

    for (const id of [
      99_999_999,
      byBlocker.id,
      byBlocked.id,
      hidden.id,
      underHidden.id,
      onHiddenReview.id,
      onHiddenList.id,
      onPrivateList.id,
      deleted.id,
    ]) {
      const res = await report(reporter, id);
      expect(res.statusCode, `comment ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'reports.targetNotFound' });
    }
    const own = await report(commenter, (await comment(commenter, `reviews/${review.id}`, 'mine')).id);
    expect([own.statusCode, own.json().code]).toEqual([400, 'reports.ownContent']);
    expect(await reportCount()).toBe(before);
    // the same comments are reportable by a fan who can read them
    await reported(writer, byBlocked.id);
    expect(await reportCount()).toBe(before + 1);
  });
});

describe(`hiding comments from the queue on ${engine}`, () => {
  it('hides a top-level comment: gone with its replies from every read and count, for everyone; audited; no catalogue write', async () => {
    const [writer, commenter, replier, reporter] = [await fan(), await fan(), await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const rude = await comment(commenter, `reviews/${id}`, 'You are all idiots');
    await comment(replier, `reviews/${id}`, 'Calm down', rude.id);
    const kind = await comment(replier, `reviews/${id}`, 'Lovely review');
    await comment(commenter, `reviews/${id}`, 'Agreed', kind.id);
    const everyone = [null, writer, commenter, replier, reporter];
    for (const who of everyone) expect(await reviewCount(who, showId, id)).toBe(4);
    await reported(reporter, rude.id);
    const version = await readCatalogueVersion(ctx.t.db);

    const resolved = await resolve(rude.id, 'hide');
    expect(resolved).toMatchObject({ content: { hidden: true }, resolution: { action: 'hide' } });
    for (const who of everyone) {
      const page = await comments(who, `reviews/${id}`);
      expect(shape(page)).toEqual([['Lovely review', ['Agreed']]]);
      expect(page).toMatchObject({ totalDocs: 1, comments: 2 });
      expect(await reviewCount(who, showId, id)).toBe(2);
    }
    // nothing more can be done with it: no reply, no second report; its author cannot find it to delete
    const replyToIt = await call(replier.auth, 'POST', `reviews/${id}/comments`, { body: 'still?', parentId: rude.id });
    expect([replyToIt.statusCode, replyToIt.json().code]).toEqual([404, 'comments.commentNotFound']);
    expect((await report(replier, rude.id)).statusCode).toBe(404);
    expect(await itemOf(rude.id)).toBeUndefined();
    expect((await itemOf(rude.id, 'resolved'))!).toMatchObject({ content: { title: 'You are all idiots', hidden: true } });

    const [audit] = (await ok(ctx.auth, 'GET', 'admin/audit')).json().results as AuditEntry[];
    expect(audit).toMatchObject({
      action: 'report.hide',
      before: { kind: 'comment', targetId: rude.id, hidden: false, author: commenter.username },
      after: { reports: 1, hidden: true },
    });
    expect(await readCatalogueVersion(ctx.t.db)).toBe(version);
    expect(await ctx.t.db.query(sql`SELECT body, hidden_at IS NOT NULL AS hidden FROM comment WHERE id = ${rude.id}`)).toEqual([
      { body: 'You are all idiots', hidden: true },
    ]);
  });

  it('hides a reply alone; dismissing leaves a comment as it is; disabling its author hides it too', async () => {
    const [writer, commenter, replier, reporter] = [await fan(), await fan(), await fan(), await fan()];
    const { id, showId } = await reviewBy(writer);
    const top = await comment(commenter, `reviews/${id}`, 'Fair point');
    const reply = await comment(replier, `reviews/${id}`, 'Spoiler: he dies', top.id);
    const fine = await comment(replier, `reviews/${id}`, 'Fine by me');
    await reported(reporter, reply.id, 'spoiler');
    await reported(reporter, fine.id, 'other');
    await resolve(reply.id, 'hide');
    await resolve(fine.id, 'dismiss');
    for (const who of [null, replier, reporter])
      expect(shape(await comments(who, `reviews/${id}`))).toEqual([
        ['Fair point', []],
        ['Fine by me', []],
      ]);
    expect(await reviewCount(null, showId, id)).toBe(2);

    const spam = await comment(commenter, `reviews/${id}`, 'Cheap pills here');
    await reported(reporter, spam.id, 'spam');
    expect(await resolve(spam.id, 'disable_user')).toMatchObject({
      author: { username: commenter.username, disabled: true },
      content: { hidden: true },
    });
    // the reported comment is hidden; the rest of what they wrote stays (as with reviews: report those)
    expect(shape(await comments(null, `reviews/${id}`))).toEqual([
      ['Fair point', []],
      ['Fine by me', []],
    ]);
  });

  it('hides a comment on a list: gone from the list’s comments and their count', async () => {
    const [owner, commenter, reporter] = [await fan(), await fan(), await fan()];
    const listId = await listBy(owner);
    const rude = await comment(commenter, `lists/${listId}`, 'Terrible taste');
    await comment(reporter, `lists/${listId}`, 'Great picks');
    await reported(owner, rude.id);
    expect(await resolve(rude.id, 'hide')).toMatchObject({ content: { link: `/lists/${listId}`, hidden: true } });
    for (const who of [null, owner, commenter, reporter]) {
      const page = await comments(who, `lists/${listId}`);
      expect(shape(page)).toEqual([['Great picks', []]]);
      expect(page.comments).toBe(1);
    }
  });
});

describe(`comments on a list hidden by moderators on ${engine}`, () => {
  it('are unreadable to everyone, its owner included, and refused (409 to its owner, 404 to others)', async () => {
    const [owner, reader, reporter] = [await fan(), await fan(), await fan()];
    const listId = await listBy(owner);
    const c = await comment(reader, `lists/${listId}`, 'Nice list');
    await comment(owner, `lists/${listId}`, 'Thanks', c.id);
    await reported(reporter, c.id, 'other');
    await ok(reporter.auth, 'POST', 'reports', { kind: 'list', id: listId, reason: 'spam' });
    const listItem = (await call(ctx.auth, 'GET', 'admin/reports?status=open'))
      .json()
      .results.find((i: ModerationItem) => i.kind === 'list' && i.targetId === listId) as ModerationItem;
    await ok(ctx.auth, 'POST', `admin/reports/${listItem.id}/resolve`, { action: 'hide' });

    for (const who of [{}, reader.auth, owner.auth, reporter.auth]) {
      const res = await call(who, 'GET', `lists/${listId}/comments`);
      expect([res.statusCode, res.json().code]).toEqual([404, 'diary.listNotFound']);
    }
    const byReader = await call(reader.auth, 'POST', `lists/${listId}/comments`, { body: 'still here?' });
    expect([byReader.statusCode, byReader.json().code]).toEqual([404, 'diary.listNotFound']);
    const reply = await call(reader.auth, 'POST', `lists/${listId}/comments`, { body: 'still here?', parentId: c.id });
    expect(reply.statusCode).toBe(404);
    const byOwner = await call(owner.auth, 'POST', `lists/${listId}/comments`, { body: 'note to self' });
    expect([byOwner.statusCode, byOwner.json().code]).toEqual([409, 'comments.listNotPublic']);
    expect(await ctx.t.db.query(sql`SELECT body FROM comment WHERE list_id = ${listId} ORDER BY id`)).toEqual([
      { body: 'Nice list' },
      { body: 'Thanks' },
    ]);
    // and what is on it can no longer be reported (the open report of its comment stays in the queue)
    expect((await report(owner, c.id)).statusCode).toBe(404);
    expect((await itemOf(c.id))!.content).toMatchObject({ title: 'Nice list', hidden: false });
  });
});
