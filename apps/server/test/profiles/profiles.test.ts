/**
 * Public profiles, follows, blocks and the feed (ARCHITECTURE 9.2, issue 26 items 3 and 4): privacy through every
 * API read (profile, follow lists, feed, a profile's recent activity), on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedFansPage, Feed, FollowList, PublicProfile, Review, feedCursor } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { signUpAdmin } from '../admin/helpers.js';
import { show } from '../sample-catalogue.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { sql } from '../../src/db/sql.js';

const [CLOY, AUTUMN, WINTER] = [9000001, 9000002, 9000003];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    app: {
      rateLimits: { writeLimits: { social: { established: { max: 60, windowMs: 60 * 60_000 }, newcomer: { max: 40, windowMs: 60_000 } } } },
    },
  });
});
afterAll(() => t.close());

type Fan = { tk: string; username: string };
const fan = async (visibility: 'private' | 'public' = 'private'): Promise<Fan> => {
  const u = await signUp(t.app);
  const f = { tk: u.session.accessToken, username: u.username };
  if (visibility === 'public') await setVisibility(f, 'public');
  return f;
};
const call = (who: Fan | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who ? bearer(who.tk) : {}, ...(payload ? { payload } : {}) });
const setVisibility = async (f: Fan, profileVisibility: 'private' | 'public') => {
  const res = await call(f, 'PATCH', 'user/me', { profileVisibility });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ profileVisibility });
};
const profile = async (viewer: Fan | null, of: Fan) => {
  const res = await call(viewer, 'GET', `users/${of.username}`);
  expect(res.statusCode, res.body).toBe(200);
  return PublicProfile.parse(res.json());
};
const feed = async (viewer: Fan, query = '') => {
  const res = await call(viewer, 'GET', `user/me/feed${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return Feed.parse(res.json());
};
const entry = async (f: Fan, showId: number, body: object) => {
  const res = await call(f, 'PATCH', `user-show/entry/${showId}`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const REVIEW_BODY = 'A love story across a border, funny and tender, with a cast that makes every scene count.';
const writeReview = async (f: Fan, showId: number, over: object = {}) => {
  const res = await call(f, 'PUT', `show/${showId}/review`, { title: 'Worth it', body: REVIEW_BODY, spoiler: false, rating: 8, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return Review.parse(res.json());
};
const expect204 = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(204);
};

describe(`public profiles (${engine})`, () => {
  it('is private by default: the same 404 as an unknown username, to anyone', async () => {
    const owner = await fan();
    const other = await fan();
    const me = (await call(owner, 'GET', 'user/me')).json();
    expect(me).toMatchObject({ profileVisibility: 'private' });
    const unknown = await call(other, 'GET', 'users/nobody_by_this_name');
    for (const viewer of [null, other]) {
      const res = await call(viewer, 'GET', `users/${owner.username}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.json()).toMatchObject({ code: 'profiles.profileNotFound' });
    }
  });

  it('shows an opted-in profile: stats, favourites, public lists only, recent activity', async () => {
    const owner = await fan('public');
    await entry(owner, CLOY, { status: 'watching', episodesWatched: 3, rating: 9 });
    await entry(owner, AUTUMN, { status: 'plan_to_watch' });
    expect((await call(owner, 'POST', `user-show/liked/${WINTER}`)).statusCode).toBe(200);
    const shown = await call(owner, 'POST', 'lists', { name: 'Rainy days', visibility: 'public' });
    const hidden = await call(owner, 'POST', 'lists', { name: 'Secret list', visibility: 'private' });
    expect([shown.statusCode, hidden.statusCode]).toEqual([201, 201]);

    const p = await profile(null, owner);
    expect(p).toMatchObject({
      username: owner.username,
      stats: { watching: 1, completed: 0, planToWatch: 1, rated: 1, episodesWatched: 3 },
      followers: 0,
      following: 0,
      reviews: [],
    });
    expect(p.viewer).toBeUndefined();
    expect(p.favourites.map((s) => [s.id, s.name])).toEqual([[WINTER, show(WINTER).name]]);
    expect(p.lists).toEqual([{ id: shown.json().id, name: 'Rainy days', itemCount: 0, updatedAt: expect.any(String) }]);
    // newest first: the list, then the rating and the start of CLOY (one write: started, then rated)
    expect(p.recent.map((a) => [a.kind, a.show?.id ?? a.list?.name])).toEqual([
      ['list_created', 'Rainy days'],
      ['rated', CLOY],
      ['started', CLOY],
    ]);
    expect(p.recent.find((a) => a.kind === 'rated')).toMatchObject({ rating: 9, show: { name: show(CLOY).name } });
    expect(JSON.stringify(p)).not.toContain('Secret list');
  });

  it('stops answering the moment a profile turns private', async () => {
    const owner = await fan('public');
    await profile(null, owner);
    await setVisibility(owner, 'private');
    expect((await call(null, 'GET', `users/${owner.username}`)).statusCode).toBe(404);
    // its owner still sees it (a preview of what others will see once it is public)
    await profile(owner, owner);
  });

  it('draws a public profile’s share image, and answers 404 the moment it turns private or blocks the caller', async () => {
    const owner = await fan('public');
    const blocked = await fan();
    const image = await call(null, 'GET', `users/${owner.username}/share-image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(image.headers['cache-control']).toBe('no-store');
    await expect204(call(owner, 'PUT', `users/${blocked.username}/block`));
    expect((await call(blocked, 'GET', `users/${owner.username}/share-image`)).statusCode).toBe(404);
    await setVisibility(owner, 'private');
    const gone = await call(null, 'GET', `users/${owner.username}/share-image`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'profiles.profileNotFound' });
  });

  it('refuses an update that changes nothing, and a visibility that is not one', async () => {
    const owner = await fan();
    const res = await call(owner, 'PATCH', 'user/me', { profileVisibility: 'friends' });
    expect(res.statusCode).toBe(400);
    expect((await call(owner, 'GET', 'user/me')).json()).toMatchObject({ profileVisibility: 'private' });
  });
});

describe(`a public profile's reviews (${engine})`, () => {
  it('lists the fan’s five newest readable reviews with their shows, leaving out hidden reviews and hidden shows', async () => {
    const owner = await fan('public');
    // an established account: a newcomer may write only 5 reviews an hour
    await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '2 days' WHERE username = ${owner.username}`);
    const SHOWS = [9000001, 9000002, 9000003, 9000004, 9000005, 9000006];
    for (const [i, id] of SHOWS.entries()) await writeReview(owner, id, { title: `Review ${i + 1}`, spoiler: i === 5, rating: 5 + i / 2 });
    const hidden = await writeReview(owner, 9000007, { title: 'Hidden by moderators' });
    await t.db.query(sql`UPDATE review SET hidden_at = now() WHERE id = ${hidden.id}`);
    await writeReview(owner, 9000008, { title: 'Of a hidden show' });
    const admin = await signUpAdmin(t.app, t.db);
    const hide = await t.app.inject({ method: 'PATCH', url: '/api/admin/shows/9000008', headers: admin.auth, payload: { hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    await t.followed();

    for (const viewer of [null, owner, await fan()]) {
      const { reviews } = await profile(viewer, owner);
      expect(reviews.map((r) => [r.title, r.show.id, r.show.name, r.show.original_name])).toEqual(
        [6, 5, 4, 3, 2].map((n) => [`Review ${n}`, SHOWS[n - 1], show(SHOWS[n - 1]!).name, show(SHOWS[n - 1]!).original_name]),
      );
      expect(reviews[0]).toMatchObject({ spoiler: true, rating: 7.5, body: REVIEW_BODY, author: { username: owner.username } });
      expect(reviews[0]).not.toHaveProperty('votedHelpful');
      expect(reviews[0]).not.toHaveProperty('mine');
    }
    const shown = await t.app.inject({ method: 'PATCH', url: '/api/admin/shows/9000008', headers: admin.auth, payload: { hidden: false } });
    expect(shown.statusCode).toBe(200);
    await t.followed();
    expect((await profile(null, owner)).reviews[0]!.title).toBe('Of a hidden show');
  });
});

describe(`the feed's reviews (${engine})`, () => {
  it('shows a followed fan’s first review once, never a hidden one, and drops it when the review is deleted', async () => {
    const reader = await fan();
    const writer = await fan('public');
    await expect204(call(reader, 'PUT', `users/${writer.username}/follow`));
    const written = await writeReview(writer, AUTUMN, { rating: 8.5 });
    await writeReview(writer, AUTUMN, { title: 'Rewritten', rating: 9 }); // an edit is no new activity
    const reviewed = (await feed(reader)).filter((i) => i.kind === 'reviewed');
    expect(reviewed).toEqual([
      expect.objectContaining({ reviewId: written.id, rating: 8.5, actor: expect.objectContaining({ username: writer.username }) }),
    ]);
    expect(reviewed[0]!.show).toMatchObject({ id: AUTUMN, name: show(AUTUMN).name });
    expect((await profile(null, writer)).recent.map((a) => a.kind)).toEqual(['reviewed']);

    await t.db.query(sql`UPDATE review SET hidden_at = now() WHERE id = ${written.id}`);
    expect(await feed(reader)).toEqual([]);
    expect((await profile(null, writer)).recent).toEqual([]);
    await t.db.query(sql`UPDATE review SET hidden_at = NULL WHERE id = ${written.id}`);
    expect((await feed(reader)).map((i) => i.reviewId)).toEqual([written.id]);

    await expect204(call(writer, 'DELETE', `show/${AUTUMN}/review`));
    expect(await feed(reader)).toEqual([]);
    const left = await t.db.query(sql`SELECT 1 FROM fan_activity WHERE review_id = ${written.id}`);
    expect(left).toEqual([]);
  });
});

describe(`follows (${engine})`, () => {
  it('follows public profiles only, never oneself, and lists both sides', async () => {
    const a = await fan('public');
    const b = await fan('public');
    const priv = await fan();
    const toPrivate = await call(a, 'PUT', `users/${priv.username}/follow`);
    expect(toPrivate.statusCode).toBe(404);
    expect(toPrivate.json()).toMatchObject({ code: 'profiles.notFollowable' });
    const toUnknown = await call(a, 'PUT', 'users/nobody_by_this_name/follow');
    expect(toUnknown.json()).toEqual(toPrivate.json());
    const self = await call(a, 'PUT', `users/${a.username}/follow`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'profiles.cannotFollowSelf' });

    await expect204(call(a, 'PUT', `users/${b.username}/follow`));
    await expect204(call(a, 'PUT', `users/${b.username}/follow`)); // again: still one follow
    expect(FollowList.parse((await call(a, 'GET', 'user/me/following')).json()).map((f) => f.username)).toEqual([b.username]);
    expect(FollowList.parse((await call(b, 'GET', 'user/me/followers')).json()).map((f) => f.username)).toEqual([a.username]);
    expect(await profile(a, b)).toMatchObject({ followers: 1, viewer: { follows: true } });

    // a follower who turns private vanishes from the followee's list and counts
    await setVisibility(a, 'private');
    expect((await call(b, 'GET', 'user/me/followers')).json()).toEqual([]);
    expect(await profile(null, b)).toMatchObject({ followers: 0 });
    await setVisibility(a, 'public');

    await expect204(call(a, 'DELETE', `users/${b.username}/follow`));
    expect((await call(a, 'GET', 'user/me/following')).json()).toEqual([]);
  });
});

describe(`the feed (${engine})`, () => {
  it('shows followed fans’ starts, completions, ratings and public lists, newest first', async () => {
    const reader = await fan();
    const writer = await fan('public');
    const stranger = await fan('public');
    await expect204(call(reader, 'PUT', `users/${writer.username}/follow`));
    await entry(writer, CLOY, { status: 'watching' });
    await entry(writer, AUTUMN, { rating: 7.5 });
    await entry(stranger, WINTER, { status: 'watching' }); // not followed
    const list = (await call(writer, 'POST', 'lists', { name: 'Winter comfort', visibility: 'public' })).json();
    await call(writer, 'POST', 'lists', { name: 'Guilty pleasures', visibility: 'private' });

    const items = await feed(reader);
    expect(items.map((i) => [i.actor.username, i.kind, i.show?.id ?? i.list?.id])).toEqual([
      [writer.username, 'list_created', list.id],
      [writer.username, 'rated', AUTUMN],
      [writer.username, 'started', CLOY],
    ]);
    expect(items[1]).toMatchObject({ rating: 7.5, show: { id: AUTUMN, name: show(AUTUMN).name } });

    // a public list turned private leaves the feed at once
    await call(writer, 'PATCH', `lists/${list.id}`, { visibility: 'private' });
    expect((await feed(reader)).map((i) => i.kind)).toEqual(['rated', 'started']);

    // so does everything of a fan who turns private
    await setVisibility(writer, 'private');
    expect(await feed(reader)).toEqual([]);
    await setVisibility(writer, 'public');
    expect((await feed(reader)).length).toBe(2);
  });

  it('leaves a diary import out of followers’ feeds (decision 0048), not what the fan does next', async () => {
    const reader = await fan();
    const source = await fan();
    const importer = await fan('public');
    await expect204(call(reader, 'PUT', `users/${importer.username}/follow`));
    // a diary of starts, completions, ratings and a public list, exported by another fan and imported whole
    await entry(source, CLOY, { status: 'completed', rating: 9 });
    await entry(source, AUTUMN, { status: 'watching' });
    await entry(source, WINTER, { rating: 6.5 });
    const list = (await call(source, 'POST', 'lists', { name: 'Imported comfort', visibility: 'public' })).json();
    expect((await call(source, 'PUT', `lists/${list.id}/items/${CLOY}`, {})).statusCode).toBe(200);
    const exported = (await call(source, 'GET', 'me/export?format=json')).body;
    const before = new Date(Date.now() - 1000).toISOString();
    const imported = await call(importer, 'POST', 'me/import?dryRun=false', { format: 'klama', content: exported });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ applied: true, lists: 1 });
    expect((await call(importer, 'GET', 'lists/mine')).json()).toHaveLength(1);

    expect(await feed(reader)).toEqual([]);
    const written = await t.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM fan_activity a JOIN app_user u ON u.id = a.user_id WHERE u.username = ${importer.username}`,
    );
    expect(written[0]!.n).toBe(0);
    // the K-lama score's own trigger still marks the rated shows (a different trigger, not quieted)
    const marked = await t.db.query<{ show_id: number }>(
      sql`SELECT show_id FROM community_rating_change WHERE show_id IN (${CLOY}, ${WINTER}) AND changed_at >= ${before}::timestamptz ORDER BY show_id`,
    );
    expect(marked.map((r) => r.show_id)).toEqual([CLOY, WINTER]);

    // the quiet ends with the import's transaction: the fan's next write is in the feed again
    await entry(importer, AUTUMN, { status: 'completed' });
    expect((await feed(reader)).map((i) => [i.kind, i.show?.id])).toEqual([['completed', AUTUMN]]);
  });

  it('pages by time with a cursor that neither repeats nor skips items of the same instant', async () => {
    const reader = await fan();
    const writer = await fan('public');
    await expect204(call(reader, 'PUT', `users/${writer.username}/follow`));
    const [row] = (await t.db.query(sql`SELECT id FROM app_user WHERE username = ${writer.username}`)) as { id: number }[];
    const id = row!.id;
    // seven activities, five of them at the same millisecond
    await t.db.query(
      sql`INSERT INTO fan_activity (user_id, kind, show_id, at)
          SELECT ${id}::int, 'started', ${CLOY}::int, CASE WHEN n <= 5 THEN timestamptz '2026-01-02T03:04:05.678Z'
            ELSE timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second' END
          FROM generate_series(1, 7) n`,
    );
    const all = await feed(reader, '?limit=50');
    expect(all).toHaveLength(7);
    const paged: number[] = [];
    let query = '?limit=2';
    for (let page = 0; page < 10; page++) {
      const items = await feed(reader, query);
      if (items.length === 0) break;
      paged.push(...items.map((i) => i.id));
      query = `?limit=2&before=${encodeURIComponent(feedCursor(items.at(-1)!))}`;
    }
    expect(paged).toEqual(all.map((i) => i.id));
    expect(new Set(paged).size).toBe(7);
    expect((await call(reader, 'GET', 'user/me/feed?before=yesterday')).statusCode).toBe(400);
    expect((await call(reader, 'GET', 'user/me/feed?limit=51')).statusCode).toBe(400);
  });
});

describe(`blocks (${engine})`, () => {
  it('hide each from the other everywhere, remove follows both ways, and stop a blocked fan following', async () => {
    const a = await fan('public');
    const b = await fan('public');
    await expect204(call(a, 'PUT', `users/${b.username}/follow`));
    await expect204(call(b, 'PUT', `users/${a.username}/follow`));
    await entry(a, CLOY, { status: 'watching' });
    await entry(b, CLOY, { status: 'watching' });
    expect((await feed(a)).length).toBe(1);

    await expect204(call(b, 'PUT', `users/${a.username}/block`));
    for (const [viewer, of] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await call(viewer, 'GET', `users/${of.username}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'profiles.profileNotFound' });
      expect((await call(viewer, 'GET', 'user/me/following')).json()).toEqual([]);
      expect((await call(viewer, 'GET', 'user/me/followers')).json()).toEqual([]);
      expect(await feed(viewer)).toEqual([]);
    }
    // the blocked fan cannot follow back; the blocker is told to unblock first
    expect((await call(a, 'PUT', `users/${b.username}/follow`)).json()).toMatchObject({ code: 'profiles.notFollowable' });
    const back = await call(b, 'PUT', `users/${a.username}/follow`);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'profiles.unblockToFollow' });
    // others still see both
    await profile(null, a);
    await profile(await fan(), b);

    const self = await call(a, 'PUT', `users/${a.username}/block`);
    expect(self.json()).toMatchObject({ code: 'profiles.cannotBlockSelf' });
    expect((await call(a, 'PUT', 'users/nobody_by_this_name/block')).statusCode).toBe(404);

    await expect204(call(b, 'DELETE', `users/${a.username}/block`));
    await profile(a, b);
    await expect204(call(a, 'PUT', `users/${b.username}/follow`));
  });

  it('lists the fans one blocked, newest first and paged, private ones too, never the blocks of others', async () => {
    const me = await fan();
    const [first, second, third] = [await fan('public'), await fan(), await fan('public')];
    const other = await fan();
    for (const f of [first, second, third]) await expect204(call(me, 'PUT', `users/${f.username}/block`));
    // a block of me, and a block by someone else: neither is mine to list
    await expect204(call(other, 'PUT', `users/${me.username}/block`));
    await expect204(call(other, 'PUT', `users/${first.username}/block`));
    // the blocks' times set apart, so "newest first" has one answer
    await t.db.query(sql`UPDATE user_block b SET created_at = now() - make_interval(mins => v.age)
      FROM (VALUES (${first.username}, 30), (${second.username}, 20), (${third.username}, 10)) AS v(username, age), app_user u
      WHERE u.username = v.username AND b.blocked_id = u.id`);
    const blocks = async (query = '') => {
      const res = await call(me, 'GET', `user/me/blocks${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return BlockedFansPage.parse(res.json());
    };
    const all = await blocks();
    expect(all.results.map((b) => b.username)).toEqual([third.username, second.username, first.username]);
    expect(all.results.every((b) => b.avatar === null && !Number.isNaN(Date.parse(b.since)))).toBe(true);
    expect(all).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1, hasNextPage: false });
    const page2 = await blocks('?limit=2&page=2');
    expect(page2).toMatchObject({ totalDocs: 3, totalPages: 2, hasPrevPage: true, hasNextPage: false });
    expect(page2.results.map((b) => b.username)).toEqual([first.username]);
    expect((await blocks('?page=3&limit=2')).results).toEqual([]);
    // unblocking takes the fan off the list
    await expect204(call(me, 'DELETE', `users/${second.username}/block`));
    expect((await blocks()).results.map((b) => b.username)).toEqual([third.username, first.username]);
    // someone who blocked nobody has an empty list; bad paging is a 400
    expect((await (async () => BlockedFansPage.parse((await call(first, 'GET', 'user/me/blocks')).json()))()).totalDocs).toBe(0);
    expect((await call(me, 'GET', 'user/me/blocks?limit=0')).statusCode).toBe(400);
    expect((await call(null, 'GET', 'user/me/blocks')).statusCode).toBe(401);
  });

  it('answers the follow calls only when signed in', async () => {
    const b = await fan('public');
    for (const [method, url] of [
      ['PUT', `users/${b.username}/follow`],
      ['PUT', `users/${b.username}/block`],
      ['GET', 'user/me/feed'],
      ['GET', 'user/me/following'],
    ] as const)
      expect((await call(null, method, url)).statusCode).toBe(401);
  });
});

describe(`community writes and the catalogue (${engine})`, () => {
  it('never bump the catalogue version', async () => {
    const before = await readCatalogueVersion(t.db);
    const a = await fan('public');
    const b = await fan('public');
    await expect204(call(a, 'PUT', `users/${b.username}/follow`));
    await expect204(call(a, 'PUT', `users/${b.username}/block`));
    await expect204(call(a, 'DELETE', `users/${b.username}/block`));
    await setVisibility(a, 'private');
    expect(await readCatalogueVersion(t.db)).toBe(before);
  });
});

describe(`rate limits on follows and blocks (${engine})`, () => {
  it('hold a new account to fewer than a settled one', async () => {
    const limited = await createTestApp({
      app: {
        rateLimits: { writeLimits: { social: { established: { max: 5, windowMs: 60_000 }, newcomer: { max: 2, windowMs: 60_000 } } } },
      },
    });
    try {
      const inject = (tk: string, url: string) => limited.app.inject({ method: 'PUT', url: `/api/${url}`, headers: bearer(tk) });
      const target = await signUp(limited.app);
      const fresh = await signUp(limited.app);
      const settled = await signUp(limited.app);
      await limited.db.query(sql`UPDATE app_user SET created_at = now() - interval '2 days' WHERE username = ${settled.username}`);
      const codes = async (tk: string) => {
        const out: number[] = [];
        for (let i = 0; i < 6; i++) out.push((await inject(tk, `users/${target.username}/block`)).statusCode);
        return out;
      };
      expect(await codes(fresh.session.accessToken)).toEqual([204, 204, 429, 429, 429, 429]);
      expect(await codes(settled.session.accessToken)).toEqual([204, 204, 204, 204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});
