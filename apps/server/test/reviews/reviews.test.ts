/**
 * Reviews (issue 26 items 1 and 7): one per fan and show, replaced by a second write; plain text kept as typed;
 * bounds on lengths and scores; helpful votes once per fan and never one's own; the two orders; hidden shows and
 * hidden reviews never served; per-account limits, tighter for a newcomer; and no review or vote touches the
 * catalogue's version or its cached answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpfulAnswer, Review, ReviewPage } from '@klama/contract';
import { createTestApp, engine, type TestApp } from '../test-app.js';
import { bearer, signUp } from '../accounts/helpers.js';
import { signUpAdmin } from '../admin/helpers.js';
import { readCatalogueVersion } from '../../src/catalogue-version/index.js';
import { sql } from '../../src/db/sql.js';
import { show } from '../sample-catalogue.js';
import { countMaturedVotes } from '../../src/reviews/reviews.queries.js';

const [CLOY, AUTUMN, WINTER, STAIRWAY, JANG_GEUM] = [9000001, 9000002, 9000003, 9000004, 9000005];
const BODY = 'A love story across a border, funny and tender, with a cast that makes every scene count.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'PATCH';
const call = (auth: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });

/** A fan old enough not to be a newcomer (the newcomer's limit is tested on its own). */
async function fan(options: { newcomer?: boolean } = {}) {
  const u = await signUp(t.app);
  if (!options.newcomer) await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '2 days' WHERE username = ${u.username}`);
  return { username: u.username, auth: bearer(u.session.accessToken) };
}
type Fan = Awaited<ReturnType<typeof fan>>;

async function write(who: Fan, showId: number, body: object) {
  const res = await call(who.auth, 'PUT', `show/${showId}/review`, body);
  expect(res.statusCode, res.body).toBe(200);
  return Review.parse(res.json());
}
async function page(who: Fan | null, showId: number, query = '') {
  const res = await call(who?.auth ?? {}, 'GET', `show/${showId}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewPage.parse(res.json());
}
async function vote(who: Fan, reviewId: number, method: 'PUT' | 'DELETE' = 'PUT') {
  const res = await call(who.auth, method, `reviews/${reviewId}/helpful`);
  expect(res.statusCode, res.body).toBe(200);
  return HelpfulAnswer.parse(res.json());
}
const review = (over: object = {}) => ({ title: 'Worth it', body: BODY, spoiler: false, rating: 9, ...over });

describe(`reviews on ${engine}`, () => {
  it('writes a review with the episode the writer had reached, and serves it to anyone', async () => {
    const writer = await fan();
    const progress = await call(writer.auth, 'PATCH', `user-show/entry/${AUTUMN}`, { status: 'watching', episodesWatched: 5 });
    expect(progress.statusCode, progress.body).toBe(200);
    const written = await write(writer, AUTUMN, review({ spoiler: true, rating: 8.5, scores: { story: 9, acting: 7.5 } }));
    expect(written).toMatchObject({
      showId: AUTUMN,
      author: { username: writer.username, avatar: null },
      title: 'Worth it',
      body: BODY,
      spoiler: true,
      rating: 8.5,
      scores: { story: 9, acting: 7.5, music: null, rewatch: null },
      episodesSeen: 5,
      helpful: 0,
      votedHelpful: false,
      mine: true,
    });
    const anonymous = await page(null, AUTUMN);
    expect(anonymous).toMatchObject({ totalDocs: 1, page: 1, ratings: { average: 8.5, count: 1 } });
    const { votedHelpful, mine, ...publicPart } = written;
    expect([votedHelpful, mine]).toEqual([false, true]);
    // the page counts each review's comments (none here)
    expect(anonymous.results).toEqual([{ ...publicPart, comments: 0 }]);
    expect(anonymous.results[0]).not.toHaveProperty('votedHelpful');
    expect(anonymous).not.toHaveProperty('own');
    expect((await page(writer, AUTUMN)).own).toEqual(written);
    expect((await page(await fan(), AUTUMN)).own).toBeNull();
    expect(show(AUTUMN).name).toBeTruthy();
  });

  it('keeps one review per fan and show: a second write replaces the first', async () => {
    const writer = await fan();
    const first = await write(writer, WINTER, review({ scores: { music: 10 } }));
    const second = await write(writer, WINTER, review({ title: 'Even better the second time', rating: 10 }));
    expect(second).toMatchObject({ id: first.id, title: 'Even better the second time', rating: 10, createdAt: first.createdAt });
    expect(second).not.toHaveProperty('scores');
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    const mine = (await page(writer, WINTER)).results.filter((r) => r.author.username === writer.username);
    expect(mine).toEqual([{ ...second, comments: 0 }]);
  });

  it('stores user text as typed: markup and line breaks come back unchanged', async () => {
    const writer = await fan();
    const body = `<script>alert(1)</script> <b>bold</b> https://example.com/x\n\nSecond paragraph, 두 번째 문단. ${'!'.repeat(20)}`;
    const written = await write(writer, STAIRWAY, review({ title: '<i>Title</i> & "quotes"', body }));
    expect(written).toMatchObject({ title: '<i>Title</i> & "quotes"', body });
  });

  it('deletes the caller’s review, and says 404 when there is none', async () => {
    const writer = await fan();
    const written = await write(writer, JANG_GEUM, review());
    const gone = await call(writer.auth, 'DELETE', `show/${JANG_GEUM}/review`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await page(null, JANG_GEUM)).results.map((r) => r.id)).not.toContain(written.id);
    const again = await call(writer.auth, 'DELETE', `show/${JANG_GEUM}/review`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'reviews.reviewNotFound' });
  });

  it('refuses a body under 50 or over 10,000 characters, counting characters as people do, and writes nothing', async () => {
    const writer = await fan();
    const refused = async (over: object, code: string) => {
      const res = await call(writer.auth, 'PUT', `show/${CLOY}/review`, review(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code });
    };
    await refused({ body: 'x'.repeat(49) }, 'reviews.bodyTooShort');
    await refused({ body: `${' '.repeat(10)}${'x'.repeat(49)}${' '.repeat(10)}` }, 'reviews.bodyTooShort');
    await refused({ body: 'x'.repeat(10_001) }, 'validation.atMostCharacters');
    await refused({ title: '' }, 'validation.required');
    await refused({ title: 't'.repeat(121) }, 'validation.atMostCharacters');
    expect((await page(null, CLOY)).results.filter((r) => r.author.username === writer.username)).toEqual([]);
    // 50 emoji are 50 characters (100 UTF-16 units); 10,000 Korean syllables are the most there may be
    expect((await write(writer, CLOY, review({ body: '🎬'.repeat(50) }))).body).toBe('🎬'.repeat(50));
    expect((await write(writer, CLOY, review({ body: '가'.repeat(10_000) }))).body).toHaveLength(10_000);
  });

  it('takes the rating and sub-scores on the diary’s scale only', async () => {
    const writer = await fan();
    for (const bad of [
      { rating: 0 },
      { rating: 10.5 },
      { rating: 7.3 },
      { scores: { story: 11 } },
      { scores: { acting: 0.5 } },
      { scores: { music: 6.25 } },
      { scores: { plot: 5 } },
    ]) {
      const res = await call(writer.auth, 'PUT', `show/${CLOY}/review`, review(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await write(writer, CLOY, review({ rating: 1, scores: { story: 10, acting: 1, music: null, rewatch: 5.5 } }))).scores).toEqual({
      story: 10,
      acting: 1,
      music: null,
      rewatch: 5.5,
    });
  });

  it('needs a session to write or vote', async () => {
    expect((await call({}, 'PUT', `show/${CLOY}/review`, review())).statusCode).toBe(401);
    expect((await call({}, 'PUT', `reviews/1/helpful`)).statusCode).toBe(401);
  });
});

describe(`helpful votes and the orders on ${engine}`, () => {
  const SHOW = 9000006;
  let a: Review, b: Review, c: Review;
  let writers: Fan[];
  beforeAll(async () => {
    writers = [await fan(), await fan(), await fan()];
    // written in this order: a, b, c (ids and creation times rising)
    a = await write(writers[0]!, SHOW, review({ title: 'A', rating: 6 }));
    b = await write(writers[1]!, SHOW, review({ title: 'B', rating: 7 }));
    c = await write(writers[2]!, SHOW, review({ title: 'C', rating: 9.5 }));
  });

  it('counts one vote a fan, however often it is sent, and takes it back', async () => {
    const voter = await fan();
    expect(await vote(voter, b.id)).toEqual({ helpful: 1, votedHelpful: true });
    expect(await vote(voter, b.id)).toEqual({ helpful: 1, votedHelpful: true });
    expect((await page(voter, SHOW)).results.find((r) => r.id === b.id)).toMatchObject({ helpful: 1, votedHelpful: true });
    expect(await vote(voter, b.id, 'DELETE')).toEqual({ helpful: 0, votedHelpful: false });
    expect(await vote(voter, b.id, 'DELETE')).toEqual({ helpful: 0, votedHelpful: false });
  });

  it('keeps a newcomer’s vote out of the count and the order until the account is past NEWCOMER_HOURS (decision 0048)', async () => {
    const SHOW2 = STAIRWAY;
    const [older, newer] = [
      await write(await fan(), SHOW2, review({ title: 'Older' })),
      await write(await fan(), SHOW2, review({ title: 'Newer' })),
    ];
    const settled = await fan();
    await vote(settled, older.id);
    // a brigade of fresh accounts votes the newer review
    const brigade = [await fan({ newcomer: true }), await fan({ newcomer: true }), await fan({ newcomer: true })];
    // each newcomer sees their own vote (and only theirs) in the count they are shown
    for (const n of brigade) expect(await vote(n, newer.id)).toEqual({ helpful: 1, votedHelpful: true });
    const ours = (r: Review) => r.id === older.id || r.id === newer.id;
    expect((await page(brigade[0]!, SHOW2, '?sort=helpful')).results.filter(ours).map((r) => [r.title, r.helpful, r.votedHelpful])).toEqual(
      [
        ['Older', 1, false],
        ['Newer', 1, true],
      ],
    );
    // to everyone else the newcomers' votes neither count nor move the order
    const order = async (who: Fan | null) =>
      (await page(who, SHOW2, '?sort=helpful')).results.filter(ours).map((r) => [r.title, r.helpful]);
    expect(await order(null)).toEqual([
      ['Older', 1],
      ['Newer', 0],
    ]);
    expect(await order(settled)).toEqual(await order(null));
    expect(await countMaturedVotes(t.db)).toBe(0);
    // a newcomer who takes the vote back changes no count
    expect(await vote(brigade[2]!, newer.id, 'DELETE')).toEqual({ helpful: 0, votedHelpful: false });
    // past newcomer age, the kept votes count (once, however often the sweep runs)
    for (const n of brigade)
      await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '25 hours' WHERE username = ${n.username}`);
    expect(await countMaturedVotes(t.db)).toBe(2);
    expect(await countMaturedVotes(t.db)).toBe(0);
    expect(await order(null)).toEqual([
      ['Newer', 2],
      ['Older', 1],
    ]);
    expect(await vote(brigade[0]!, newer.id)).toEqual({ helpful: 2, votedHelpful: true });
    // a counted vote taken back is taken off the count
    expect(await vote(brigade[1]!, newer.id, 'DELETE')).toEqual({ helpful: 1, votedHelpful: false });
  });

  it('refuses a vote on one’s own review with a code', async () => {
    const res = await call(writers[0]!.auth, 'PUT', `reviews/${a.id}/helpful`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'reviews.ownReview', message: 'You cannot vote on your own review' });
    expect((await page(null, SHOW)).results.find((r) => r.id === a.id)!.helpful).toBe(0);
    expect((await call(writers[0]!.auth, 'PUT', `reviews/999999/helpful`)).json()).toMatchObject({ code: 'reviews.reviewNotFound' });
  });

  it('sorts by helpful (ties: the newer first) or by newest, paged', async () => {
    const voters = [await fan(), await fan()];
    for (const v of voters) {
      await vote(v, a.id);
      await vote(v, c.id);
    }
    // a and c have 2 votes each, b none: c (newer) before a, then b
    expect((await page(null, SHOW, '?sort=helpful')).results.map((r) => [r.title, r.helpful])).toEqual([
      ['C', 2],
      ['A', 2],
      ['B', 0],
    ]);
    expect((await page(null, SHOW)).results.map((r) => r.title)).toEqual(['C', 'A', 'B']);
    expect((await page(null, SHOW, '?sort=newest')).results.map((r) => r.title)).toEqual(['C', 'B', 'A']);
    const second = await page(null, SHOW, '?sort=helpful&limit=2&page=2');
    expect(second).toMatchObject({
      page: 2,
      limit: 2,
      totalDocs: 3,
      totalPages: 2,
      hasNextPage: false,
      ratings: { average: 7.5, count: 3 },
    });
    expect(second.results.map((r) => r.title)).toEqual(['B']);
    expect((await call({}, 'GET', `show/${SHOW}/reviews?sort=rating`)).statusCode).toBe(400);
  });

  it('takes a voter’s votes off the count when the account is erased', async () => {
    const voter = await fan();
    expect((await vote(voter, b.id)).helpful).toBe(1);
    await t.db.query(sql`DELETE FROM app_user WHERE username = ${voter.username}`);
    expect((await page(null, SHOW)).results.find((r) => r.id === b.id)!.helpful).toBe(0);
  });

  it('leaves a hidden review out of every read: the list, its count and average, votes', async () => {
    const hiddenWriter = await fan();
    const hidden = await write(hiddenWriter, SHOW, review({ title: 'Hidden', rating: 1 }));
    expect((await page(null, SHOW)).totalDocs).toBe(4);
    await t.db.query(sql`UPDATE review SET hidden_at = now() WHERE id = ${hidden.id}`);
    for (const sort of ['helpful', 'newest']) {
      const p = await page(await fan(), SHOW, `?sort=${sort}`);
      expect(p.results.map((r) => r.title).sort()).toEqual(['A', 'B', 'C']);
      expect(p).toMatchObject({ totalDocs: 3, ratings: { average: 7.5, count: 3 } });
    }
    const voted = await call((await fan()).auth, 'PUT', `reviews/${hidden.id}/helpful`);
    expect(voted.statusCode).toBe(404);
  });
});

describe(`reviews of a hidden show on ${engine}`, () => {
  it('answers 404 to every call about it', async () => {
    const SHOW = 9000007;
    const writer = await fan();
    const voter = await fan();
    const written = await write(writer, SHOW, review());
    const admin = await signUpAdmin(t.app, t.db);
    const hide = await t.app.inject({ method: 'PATCH', url: `/api/admin/shows/${SHOW}`, headers: admin.auth, payload: { hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    await t.followed();
    expect((await call({}, 'GET', `show/${SHOW}/reviews`)).statusCode).toBe(404);
    expect((await call(writer.auth, 'PUT', `show/${SHOW}/review`, review())).statusCode).toBe(404);
    expect((await call(writer.auth, 'DELETE', `show/${SHOW}/review`)).statusCode).toBe(404);
    expect((await call(voter.auth, 'PUT', `reviews/${written.id}/helpful`)).statusCode).toBe(404);
    expect((await call({}, 'GET', `show/1/reviews`)).json()).toMatchObject({ code: 'common.showNotFound' });
    const shown = await t.app.inject({ method: 'PATCH', url: `/api/admin/shows/${SHOW}`, headers: admin.auth, payload: { hidden: false } });
    expect(shown.statusCode).toBe(200);
    await t.followed();
    expect((await page(null, SHOW)).results.map((r) => r.id)).toEqual([written.id]);
  });
});

describe(`reviews and blocks on ${engine}`, () => {
  it('hides each fan’s review from the other, either way round, in the list, its count and average, and votes', async () => {
    const SHOW = 9000008;
    const [a, b, other] = [await fan(), await fan(), await fan()];
    const byA = await write(a, SHOW, review({ title: 'By A', rating: 6 }));
    const byB = await write(b, SHOW, review({ title: 'By B', rating: 9 }));
    await write(other, SHOW, review({ title: 'By other', rating: 7.5 }));
    const blocked = await call(a.auth, 'PUT', `users/${b.username}/block`);
    expect(blocked.statusCode, blocked.body).toBe(204);

    for (const [viewer, own, theirs] of [
      [a, byA, byB],
      [b, byB, byA],
    ] as const) {
      for (const sort of ['helpful', 'newest']) {
        const seen = await page(viewer, SHOW, `?sort=${sort}`);
        expect(seen.results.map((r) => r.title).sort()).toEqual([own.title, 'By other'].sort());
        expect(seen).toMatchObject({ totalDocs: 2, ratings: { average: (own.rating + 7.5) / 2, count: 2 } });
        expect(seen.own?.id).toBe(own.id);
      }
      expect((await call(viewer.auth, 'PUT', `reviews/${theirs.id}/helpful`)).statusCode).toBe(404);
    }
    // anyone else, signed in or not, still reads all three
    for (const viewer of [null, other]) {
      const seen = await page(viewer, SHOW);
      expect(seen.results.map((r) => r.title).sort()).toEqual(['By A', 'By B', 'By other']);
      expect(seen).toMatchObject({ totalDocs: 3, ratings: { average: 7.5, count: 3 } });
    }

    expect((await call(a.auth, 'DELETE', `users/${b.username}/block`)).statusCode).toBe(204);
    expect((await page(b, SHOW)).totalDocs).toBe(3);
  });
});

describe(`reviews and the catalogue on ${engine}`, () => {
  it('neither bumps the catalogue version nor empties the cached catalogue answers', async () => {
    const writer = await fan();
    const voter = await fan();
    const details = `/api/show/details/${CLOY}`;
    await t.app.inject({ method: 'GET', url: details });
    expect((await t.app.inject({ method: 'GET', url: details })).headers['x-cache']).toBe('hit');
    const version = await readCatalogueVersion(t.db);
    const written = await write(writer, CLOY, review());
    await vote(voter, written.id);
    await vote(voter, written.id, 'DELETE');
    expect((await call(writer.auth, 'DELETE', `show/${CLOY}/review`)).statusCode).toBe(204);
    expect(await readCatalogueVersion(t.db)).toBe(version);
    expect(t.app.catalogueVersion.current()).toBe(version);
    expect((await t.app.inject({ method: 'GET', url: details })).headers['x-cache']).toBe('hit');
  });
});

describe(`write limits on ${engine}`, () => {
  it('lets a newcomer write 5 reviews an hour, an older account more', async () => {
    const newcomer = await fan({ newcomer: true });
    for (let i = 0; i < 5; i++) await write(newcomer, CLOY, review({ title: `Draft ${i}` }));
    const refused = await call(newcomer.auth, 'PUT', `show/${CLOY}/review`, review());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'auth.tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await page(null, CLOY)).results.find((r) => r.author.username === newcomer.username)!.title).toBe('Draft 4');
    // a day later the same account has the established limit (30), of which it has used 5
    await t.db.query(sql`UPDATE app_user SET created_at = now() - interval '25 hours' WHERE username = ${newcomer.username}`);
    await write(newcomer, CLOY, review({ title: 'Grown up' }));
  });

  it('lets a newcomer give 30 helpful votes an hour', async () => {
    const writer = await fan();
    const written = await write(writer, STAIRWAY, review());
    const newcomer = await fan({ newcomer: true });
    for (let i = 0; i < 30; i++) await vote(newcomer, written.id, i % 2 ? 'DELETE' : 'PUT');
    const refused = await call(newcomer.auth, 'PUT', `reviews/${written.id}/helpful`);
    expect(refused.statusCode).toBe(429);
  });
});
