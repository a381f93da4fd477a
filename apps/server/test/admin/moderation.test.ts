/**
 * Reports and the moderation queue (issue 26 items 6 and 7, decision 0046): a fan reports a review, a public list or
 * a public profile once while it is open; what they cannot see is one 404; per-account limits, tighter for a
 * newcomer; the console's queue (open and resolved, newest first) and its actions, each audited; hidden content gone
 * from every read of it at once, on this instance and another on the same database; no catalogue version moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListPage, ModerationItem, ModerationPage, PublicProfile, ReviewPage, type Feed, type AuditEntry } from '@klama/contract';
import { buildApp } from '../../src/app.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { openPostgres, type Database } from '../../src/db/client.js';
import { sql } from '../../src/db/sql.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { eventually } from '../response-cache/eventually.js';
import { createTestApp, engine, type TestApp, type TestDatabase } from '../test-app.js';
import { signUpAdmin } from './helpers.js';

const [CLOY, AUTUMN, WINTER, STAIRWAY] = [9000001, 9000002, 9000003, 9000004];
const BODY = 'A love story across a border, funny and tender, with a cast that makes every scene count.';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t.app, t.db)).auth;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (auth: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
async function ok(auth: Record<string, string>, method: Method, url: string, payload?: object) {
  const res = await call(auth, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** A fan (public profile when asked), old enough not to be a newcomer unless asked. */
async function fan(options: { newcomer?: boolean; public?: boolean } = {}) {
  const u = await signUp(t.app);
  if (!options.newcomer) await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '2 days' WHERE username = ${u.username}`);
  const auth = bearer(u.session.accessToken);
  if (options.public) await ok(auth, 'PATCH', 'user/me', { profileVisibility: 'public' });
  return { username: u.username, auth };
}
type Fan = Awaited<ReturnType<typeof fan>>;

async function reviewBy(who: Fan, showId: number, title = 'Worth it') {
  const res = await ok(who.auth, 'PUT', `show/${showId}/review`, { title, body: BODY, spoiler: false, rating: 8 });
  return res.json().id as number;
}
async function listBy(who: Fan, name: string, visibility: 'public' | 'private' = 'public') {
  const res = await ok(who.auth, 'POST', 'lists', { name, visibility });
  return res.json().id as number;
}
const report = (who: Fan, body: object) => call(who.auth, 'POST', 'reports', body);
async function reported(who: Fan, body: object) {
  const res = await report(who, body);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toEqual({ status: 'received' });
}
async function queue(status: 'open' | 'resolved' = 'open', page = 1) {
  const res = await call(admin, 'GET', `admin/reports?status=${status}&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return ModerationPage.parse(res.json());
}
const itemOf = async (kind: string, targetId: number, status: 'open' | 'resolved' = 'open') =>
  (await queue(status)).results.find((i) => i.kind === kind && i.targetId === targetId);
async function resolve(id: number, action: 'hide' | 'dismiss' | 'disable_user', status = 200) {
  const res = await call(admin, 'POST', `admin/reports/${id}/resolve`, { action });
  expect(res.statusCode, res.body).toBe(status);
  return status === 200 ? ModerationItem.parse(res.json()) : res.json();
}
async function lastAudits(n: number): Promise<AuditEntry[]> {
  return (await ok(admin, 'GET', 'admin/audit')).json().results.slice(0, n);
}
async function reviewsOf(who: Fan | null, showId: number, app = t.app) {
  const res = await app.inject({ url: `/api/show/${showId}/reviews`, headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return ReviewPage.parse(res.json()).results.map((r) => r.id);
}

describe(`reports and the moderation queue on ${engine}`, () => {
  it('takes a report of a review, a public list and a public profile, and shows each in the queue, newest first', async () => {
    const author = await fan({ public: true });
    const reporter = await fan();
    const reviewId = await reviewBy(author, CLOY);
    const listId = await listBy(author, 'Rude list');
    const authorId = (await t.db.query<{ id: number }>(sql`SELECT id FROM app_user WHERE username = ${author.username}`))[0]!.id;

    await reported(reporter, { kind: 'review', id: reviewId, reason: 'spoiler', note: '  Ending in line 2  ' });
    await reported(reporter, { kind: 'list', id: listId, reason: 'spam' });
    await reported(reporter, { kind: 'profile', id: author.username.toUpperCase(), reason: 'harassment' });

    const open = await queue();
    expect(open.results.slice(0, 3).map((i) => [i.kind, i.targetId])).toEqual([
      ['profile', authorId],
      ['list', listId],
      ['review', reviewId],
    ]);
    expect(open.results[2]).toEqual({
      id: expect.any(Number),
      kind: 'review',
      targetId: reviewId,
      content: { title: 'Worth it', text: BODY, link: `/details/${CLOY}/reviews`, hidden: false },
      author: { username: author.username, disabled: false },
      count: 1,
      reasons: [{ reason: 'spoiler', count: 1 }],
      notes: ['Ending in line 2'],
      firstReportedAt: expect.any(String),
      lastReportedAt: expect.any(String),
      resolution: null,
    });
    expect(open.results[1]!.content).toEqual({ title: 'Rude list', text: '', link: `/lists/${listId}`, hidden: false });
    expect(open.results[0]!.content).toEqual({ title: author.username, text: '', link: `/profile/${author.username}`, hidden: false });
  });

  it('counts a second report by the same fan once (202 again), and each reporter’s reason', async () => {
    const author = await fan();
    const reviewId = await reviewBy(author, AUTUMN);
    const [a, b, c] = [await fan(), await fan(), await fan()];
    await reported(a, { kind: 'review', id: reviewId, reason: 'spam' });
    await reported(a, { kind: 'review', id: reviewId, reason: 'hate', note: 'changed my mind' });
    await reported(b, { kind: 'review', id: reviewId, reason: 'spam', note: 'bot' });
    await reported(c, { kind: 'review', id: reviewId, reason: 'other', note: 'odd' });
    const item = (await itemOf('review', reviewId))!;
    expect(item).toMatchObject({ count: 3, notes: ['odd', 'bot'] });
    expect(item.reasons).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'other', count: 1 },
    ]);
    const stored = await t.db.query(sql`SELECT count(*)::int AS n FROM report WHERE kind = 'review' AND target_id = ${reviewId}`);
    expect(stored).toEqual([{ n: 3 }]);
  });

  it('answers 404 for what does not exist or the reporter cannot see, 400 for one’s own or a bad reason; nothing written', async () => {
    const reporter = await fan();
    const author = await fan();
    const privateList = await listBy(author, 'Mine only', 'private');
    const blocker = await fan({ public: true });
    const blockedReview = await reviewBy(blocker, WINTER);
    await ok(blocker.auth, 'PUT', `users/${reporter.username}/block`);
    const before = await t.db.query(sql`SELECT count(*)::int AS n FROM report`);

    for (const body of [
      { kind: 'review', id: 99_999_999, reason: 'spam' },
      { kind: 'list', id: 99_999_999, reason: 'spam' },
      { kind: 'list', id: privateList, reason: 'spam' },
      { kind: 'profile', id: author.username, reason: 'spam' }, // private
      { kind: 'profile', id: 'nobody_by_this_name', reason: 'spam' },
      { kind: 'review', id: blockedReview, reason: 'spam' }, // its author blocked the reporter
      { kind: 'profile', id: blocker.username, reason: 'spam' },
    ]) {
      const res = await report(reporter, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'reports.targetNotFound' });
    }
    const own = await report(blocker, { kind: 'review', id: blockedReview, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'reports.ownContent' });
    const badReason = await report(reporter, { kind: 'review', id: blockedReview, reason: 'abusive' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors[0]).toMatchObject({ path: 'body.reason', code: 'reports.reason' });
    expect((await report(reporter, { kind: 'message', id: 1, reason: 'spam' })).statusCode).toBe(400);
    const long = await report(reporter, { kind: 'profile', id: blocker.username, reason: 'spam', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await call({}, 'POST', 'reports', { kind: 'review', id: blockedReview, reason: 'spam' })).statusCode).toBe(401);
    expect(await t.db.query(sql`SELECT count(*)::int AS n FROM report`)).toEqual(before);
  });

  it('limits reports per account: 30 an hour, a newcomer 5; 1,000 in a row are refused long before', async () => {
    const author = await fan();
    const reviewId = await reviewBy(author, STAIRWAY);
    const established = await fan();
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const res = await report(established, { kind: 'review', id: reviewId, reason: 'spam' });
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(202);
      accepted++;
    }
    expect(accepted).toBe(30);
    const newcomer = await fan({ newcomer: true });
    for (let i = 0; i < 5; i++) await reported(newcomer, { kind: 'review', id: reviewId, reason: 'spam' });
    expect((await report(newcomer, { kind: 'review', id: reviewId, reason: 'spam' })).statusCode).toBe(429);
    expect((await itemOf('review', reviewId))!.count).toBe(2);
  });

  it('refuses the queue and its actions to a fan who is not an admin', async () => {
    const someone = await fan();
    expect((await call(someone.auth, 'GET', 'admin/reports')).statusCode).toBe(403);
    expect((await call(someone.auth, 'POST', 'admin/reports/1/resolve', { action: 'hide' })).statusCode).toBe(403);
    expect((await call({}, 'GET', 'admin/reports')).statusCode).toBe(401);
  });

  it('hides a review: gone from the show’s reviews, the profile, the feed and votes at once; audited; no catalogue write', async () => {
    const author = await fan({ public: true });
    const follower = await fan();
    await ok(follower.auth, 'PUT', `users/${author.username}/follow`);
    const reviewId = await reviewBy(author, WINTER, 'To be hidden');
    const reporter = await fan();
    await reported(reporter, { kind: 'review', id: reviewId, reason: 'hate' });
    expect(await reviewsOf(null, WINTER)).toContain(reviewId);
    const feedHas = async () => ((await ok(follower.auth, 'GET', 'user/me/feed')).json() as Feed).some((a) => a.reviewId === reviewId);
    expect(await feedHas()).toBe(true);
    const version = await readCatalogueVersion(t.db);

    const item = (await itemOf('review', reviewId))!;
    const resolved = await resolve(item.id, 'hide');
    expect(resolved).toMatchObject({ id: item.id, content: { hidden: true }, resolution: { action: 'hide', by: expect.any(String) } });

    for (const who of [null, follower, reporter, author]) expect(await reviewsOf(who, WINTER)).not.toContain(reviewId);
    const profile = PublicProfile.parse((await ok(follower.auth, 'GET', `users/${author.username}`)).json());
    expect(profile.reviews.map((r) => r.id)).not.toContain(reviewId);
    expect(profile.recent.some((a) => a.reviewId === reviewId)).toBe(false);
    expect(await feedHas()).toBe(false);
    expect((await call(follower.auth, 'PUT', `reviews/${reviewId}/helpful`)).statusCode).toBe(404);
    expect((await report(follower, { kind: 'review', id: reviewId, reason: 'spam' })).statusCode).toBe(404);
    expect(await itemOf('review', reviewId)).toBeUndefined();
    expect((await itemOf('review', reviewId, 'resolved'))!.resolution!.action).toBe('hide');

    const [audit] = await lastAudits(1);
    expect(audit).toMatchObject({
      action: 'report.hide',
      target: `report/${item.id}`,
      before: { kind: 'review', targetId: reviewId, hidden: false, author: author.username },
      after: { reports: 1, hidden: true },
    });
    expect(await readCatalogueVersion(t.db)).toBe(version);
    // resolved once: a second action is refused, an unknown report is 404
    expect(await resolve(item.id, 'dismiss', 409)).toMatchObject({ code: 'admin.reportResolved' });
    expect(await resolve(99_999_999, 'dismiss', 404)).toMatchObject({ code: 'admin.reportNotFound' });
  });

  it('hides a list: not found to everyone but its owner, gone from the profile and the feed', async () => {
    const owner = await fan({ public: true });
    const follower = await fan();
    await ok(follower.auth, 'PUT', `users/${owner.username}/follow`);
    const listId = await listBy(owner, 'Spam list');
    await reported(follower, { kind: 'list', id: listId, reason: 'spam' });
    await reported(await fan(), { kind: 'list', id: listId, reason: 'hate' });
    await reported(await fan(), { kind: 'list', id: listId, reason: 'spam' });
    const shown = ListPage.parse((await ok(owner.auth, 'GET', `lists/${listId}`)).json());
    expect(shown.hidden).toBeUndefined();
    await resolve((await itemOf('list', listId))!.id, 'hide');

    for (const who of [{}, follower.auth]) {
      const res = await call(who, 'GET', `lists/${listId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'diary.listNotFound' });
    }
    // its owner reads it, told it is hidden and why (the reports' reasons, most reported first; decision 0048)
    const own = ListPage.parse((await ok(owner.auth, 'GET', `lists/${listId}`)).json());
    expect(own.hidden).toEqual({ at: expect.any(String), reasons: ['spam', 'hate'] });
    expect(Date.now() - Date.parse(own.hidden!.at)).toBeLessThan(60_000);
    // its comments stay closed to them as to everyone (the page says so instead of reading them)
    expect((await call(owner.auth, 'GET', `lists/${listId}/comments`)).statusCode).toBe(404);
    const profile = PublicProfile.parse((await ok(follower.auth, 'GET', `users/${owner.username}`)).json());
    expect(profile.lists.map((l) => l.id)).not.toContain(listId);
    const feed = (await ok(follower.auth, 'GET', 'user/me/feed')).json() as Feed;
    expect(feed.some((a) => a.list?.id === listId)).toBe(false);
    expect(feed.length).toBe(0);
  });

  it('hides a profile: the Private Profile 404 on the API and its share image, no follow, out of feeds and counts', async () => {
    const owner = await fan({ public: true });
    const follower = await fan();
    await ok(owner.auth, 'PATCH', `user-show/entry/${CLOY}`, { status: 'watching' });
    await ok(follower.auth, 'PUT', `users/${owner.username}/follow`);
    expect(((await ok(follower.auth, 'GET', 'user/me/feed')).json() as Feed).length).toBeGreaterThan(0);
    expect((await call({}, 'GET', `users/${owner.username}/share-image`)).statusCode).toBe(200);
    await reported(follower, { kind: 'profile', id: owner.username, reason: 'harassment' });
    await resolve(
      (await itemOf('profile', (await t.db.query<{ id: number }>(sql`SELECT id FROM app_user WHERE username = ${owner.username}`))[0]!.id))!
        .id,
      'hide',
    );

    for (const who of [{}, follower.auth]) {
      const res = await call(who, 'GET', `users/${owner.username}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'profiles.profileNotFound' });
      expect((await call(who, 'GET', `users/${owner.username}/share-image`)).statusCode).toBe(404);
    }
    expect(((await ok(follower.auth, 'GET', 'user/me/feed')).json() as Feed).length).toBe(0);
    expect((await ok(follower.auth, 'GET', 'user/me/following')).json()).toEqual([]);
    expect((await call(follower.auth, 'PUT', `users/${owner.username}/follow`)).statusCode).toBe(404);
    // its owner still sees their own profile (hidden from others, as a private one)
    expect((await call(owner.auth, 'GET', `users/${owner.username}`)).statusCode).toBe(200);
  });

  it('unhides a review, a list, a profile and a comment: back in every read that left them out; audited; no one told', async () => {
    const author = await fan({ public: true });
    const follower = await fan();
    await ok(follower.auth, 'PUT', `users/${author.username}/follow`);
    const reviewId = await reviewBy(author, STAIRWAY, 'Hidden, then back');
    const listId = await listBy(author, 'Hidden list, then back');
    const commentId = (await ok(follower.auth, 'POST', `reviews/${reviewId}/comments`, { body: 'Hidden comment, then back' })).json()
      .id as number;
    const authorId = (await t.db.query<{ id: number }>(sql`SELECT id FROM app_user WHERE username = ${author.username}`))[0]!.id;
    const reporter = await fan();
    await reported(reporter, { kind: 'review', id: reviewId, reason: 'spam' });
    await reported(reporter, { kind: 'list', id: listId, reason: 'spam' });
    await reported(reporter, { kind: 'comment', id: commentId, reason: 'harassment' });
    await reported(reporter, { kind: 'profile', id: author.username, reason: 'other' });
    const items = {
      review: (await itemOf('review', reviewId))!,
      list: (await itemOf('list', listId))!,
      comment: (await itemOf('comment', commentId))!,
      profile: (await itemOf('profile', authorId))!,
    };
    // still visible: every read path checked below sees each of them
    const seen = async () => ({
      review: (await reviewsOf(follower, STAIRWAY)).includes(reviewId),
      votable: (await call(reporter.auth, 'PUT', `reviews/${reviewId}/helpful`)).statusCode === 200,
      list: (await call({}, 'GET', `lists/${listId}`)).statusCode === 200,
      comment: await (async () => {
        const res = await call({}, 'GET', `reviews/${reviewId}/comments`);
        return res.statusCode === 200 && (res.json().results as { id: number }[]).some((c) => c.id === commentId);
      })(),
      profile: (await call({}, 'GET', `users/${author.username}`)).statusCode === 200,
      shareImage: (await call({}, 'GET', `users/${author.username}/share-image`)).statusCode === 200,
      feed: ((await ok(follower.auth, 'GET', 'user/me/feed')).json() as Feed).map((a) => a.kind).sort(),
    });
    const visible = {
      review: true,
      votable: true,
      list: true,
      comment: true,
      profile: true,
      shareImage: true,
      feed: ['list_created', 'reviewed'],
    };
    expect(await seen()).toEqual(visible);

    // the review's hide first, alone, so its own paths are seen to close and open again while the profile is up
    await resolve(items.review.id, 'hide');
    expect(await seen()).toMatchObject({ review: false, votable: false, comment: false, feed: ['list_created'] });
    for (const kind of ['list', 'comment', 'profile'] as const) await resolve(items[kind].id, 'hide');
    expect(await seen()).toEqual({
      review: false,
      votable: false,
      list: false,
      comment: false,
      profile: false,
      shareImage: false,
      feed: [],
    });

    const version = await readCatalogueVersion(t.db);
    const mailBefore = (await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`))[0]!.n;
    const unhide = (id: number, payload: object = {}) => call(admin, 'POST', `admin/reports/${id}/unhide`, payload);
    for (const kind of ['review', 'list', 'comment', 'profile'] as const) {
      const res = await unhide(items[kind].id, kind === 'review' ? { note: 'hidden by mistake' } : {});
      expect(res.statusCode, res.body).toBe(200);
      // the item stays resolved (as hidden then), its content shown again
      expect(ModerationItem.parse(res.json())).toMatchObject({
        id: items[kind].id,
        content: { hidden: false },
        resolution: { action: 'hide' },
      });
    }
    expect(await seen()).toEqual(visible);

    const audits = await lastAudits(4);
    expect(audits.map((a) => [a.action, a.target])).toEqual(
      ['profile', 'comment', 'list', 'review'].map((k) => ['report.unhide', `report/${items[k as keyof typeof items].id}`]),
    );
    expect(audits[3]).toMatchObject({
      before: { kind: 'review', targetId: reviewId, hidden: true },
      after: { hidden: false, note: 'hidden by mistake' },
    });
    // no report reopened, no mail to anyone, no catalogue write
    for (const [kind, id] of [
      ['review', reviewId],
      ['list', listId],
      ['comment', commentId],
      ['profile', authorId],
    ] as const) {
      expect(await itemOf(kind, id)).toBeUndefined();
      expect((await itemOf(kind, id, 'resolved'))!.content!.hidden).toBe(false);
    }
    expect((await t.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`))[0]!.n).toBe(mailBefore);
    expect(await readCatalogueVersion(t.db)).toBe(version);

    // what is not hidden cannot be unhidden; an unknown report is 404; fans may not
    const again = await unhide(items.review.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'admin.notHidden' });
    expect((await unhide(99_999_999)).json()).toMatchObject({ code: 'admin.reportNotFound' });
    expect((await call(reporter.auth, 'POST', `admin/reports/${items.review.id}/unhide`, {})).statusCode).toBe(403);
  });

  it('dismisses: the content stays, the reports close; a later report opens a new item', async () => {
    const author = await fan();
    const reviewId = await reviewBy(author, AUTUMN, 'Fine review');
    const reporter = await fan();
    await reported(reporter, { kind: 'review', id: reviewId, reason: 'other' });
    const item = (await itemOf('review', reviewId))!;
    expect(await resolve(item.id, 'dismiss')).toMatchObject({ content: { hidden: false }, resolution: { action: 'dismiss' } });
    expect(await reviewsOf(null, AUTUMN)).toContain(reviewId);
    expect(await itemOf('review', reviewId)).toBeUndefined();
    expect((await lastAudits(1))[0]).toMatchObject({ action: 'report.dismiss', after: { reports: 1, hidden: false } });

    await reported(reporter, { kind: 'review', id: reviewId, reason: 'spam' });
    const again = (await itemOf('review', reviewId))!;
    expect(again).toMatchObject({ count: 1, reasons: [{ reason: 'spam', count: 1 }] });
    expect(again.id).not.toBe(item.id);
  });

  it('disables the author: their sessions end, the content is hidden, both audited', async () => {
    const author = await fan({ public: true });
    const reviewId = await reviewBy(author, STAIRWAY, 'Spam again');
    const reporter = await fan();
    await reported(reporter, { kind: 'review', id: reviewId, reason: 'spam' });
    const item = (await itemOf('review', reviewId))!;
    expect(await resolve(item.id, 'disable_user')).toMatchObject({
      author: { username: author.username, disabled: true },
      content: { hidden: true },
      resolution: { action: 'disable_user' },
    });
    expect((await call(author.auth, 'GET', 'user/me')).statusCode).toBe(401);
    expect(await reviewsOf(null, STAIRWAY)).not.toContain(reviewId);
    expect((await call({}, 'GET', `users/${author.username}`)).statusCode).toBe(404);
    const [resolution, disabled] = await lastAudits(2);
    expect(resolution).toMatchObject({ action: 'report.disable_user', after: { hidden: true, authorDisabled: true } });
    expect(disabled).toMatchObject({
      action: 'user.update',
      target: `user/${author.username}`,
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('pages the queue in SQL, 20 an item', async () => {
    const reporter = await fan();
    const authors = await Promise.all(Array.from({ length: 3 }, () => fan({ public: true })));
    for (const a of authors) await reported(reporter, { kind: 'profile', id: a.username, reason: 'spam' });
    const first = await queue('open', 1);
    expect(first.results.length).toBe(Math.min(20, first.totalDocs));
    const open = await t.db.query<{ n: number }>(
      sql`SELECT count(DISTINCT (kind, target_id))::int AS n FROM report WHERE resolved_at IS NULL`,
    );
    expect(first.totalDocs).toBe(open[0]!.n);
    expect(first.results.slice(0, 3).map((i) => i.content!.title)).toEqual(authors.map((a) => a.username).reverse());
  });

  it('agrees on a second instance on the same database within 5 s', async () => {
    const { url } = t.db as TestDatabase;
    const second: Database = url ? await openPostgres(url, 2) : t.db;
    const reader = await buildApp(t.config, second);
    try {
      await reader.ready();
      const author = await fan();
      const reviewId = await reviewBy(author, CLOY, 'Seen by both');
      expect(await reviewsOf(null, CLOY, reader)).toContain(reviewId);
      const reporter = await fan();
      await reported(reporter, { kind: 'review', id: reviewId, reason: 'spam' });
      await resolve((await itemOf('review', reviewId))!.id, 'hide');
      await eventually(async () => expect(await reviewsOf(null, CLOY, reader)).not.toContain(reviewId), 5000);
    } finally {
      await reader.close();
      if (second !== t.db) await second.close();
    }
  });
});
