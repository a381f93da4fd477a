import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFans, SYNTHETIC_FAN_PASSWORD, type SeedFansResult } from '../../src/synthetic/seed-fans.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app.js';
import type { Queryable } from '../../src/db/client.js';

const FANS = 400;
const n = async (db: Queryable, statement: string) => (await db.query<{ n: number }>(`SELECT (${statement})::int AS n`))[0]!.n;
const fans = async (db: Queryable) =>
  (await db.query<{ username: string }>("SELECT username FROM app_user WHERE username LIKE 'fan%' ORDER BY id")).map((r) => r.username);

/** What the seed made, as rows compared whole between two databases (ids differ by nothing: same order of writes). */
const snapshot = async (db: Queryable) => ({
  entries: await db.query(
    'SELECT user_id, show_id, status, episodes_watched, rating::text, started_on::text, finished_on::text FROM user_show ORDER BY 1, 2',
  ),
  lists: await db.query('SELECT user_id, name, visibility FROM user_list ORDER BY id'),
  items: await db.query('SELECT list_id, show_id, position FROM user_list_item ORDER BY 1, 3'),
  reviews: await db.query('SELECT user_id, show_id, title, rating::text, helpful FROM review ORDER BY 1, 2'),
  follows: await db.query('SELECT follower_id, followee_id FROM user_follow ORDER BY 1, 2'),
});

describe('the synthetic community (seed:synthetic --users N)', () => {
  let t: TestApp;
  let made: SeedFansResult;
  beforeAll(async () => {
    t = await createTestApp();
    made = await seedFans(t.db, { users: FANS });
  }, 120_000);
  afterAll(() => t?.close());

  const signIn = async (username: string) => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: SYNTHETIC_FAN_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    return { authorization: `Bearer ${login.json().accessToken}` };
  };

  it('adds fan1 … fanN who sign in with the shared password, verified, long past the newcomer and score ages', async () => {
    expect(made.added).toBe(FANS);
    expect((await fans(t.db)).slice(0, 3)).toEqual(['fan1', 'fan2', 'fan3']);
    const headers = await signIn('fan3');
    const me = await t.app.inject({ url: '/api/user/me', headers });
    expect(me.json()).toMatchObject({ username: 'fan3', email: 'fan3@example.com', emailVerified: true });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'fan3', password: 'other-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(
      await n(t.db, "SELECT min(extract(day FROM now() - created_at)) FROM app_user WHERE username LIKE 'fan%'"),
    ).toBeGreaterThanOrEqual(700);
  });

  it('gives fans diaries with a long tail, favouring popular shows, every entry within the diary’s rules', async () => {
    expect(made.entries).toBe(await n(t.db, 'SELECT count(*) FROM user_show'));
    const perFan = await t.db.query<{ median: number; max: number }>(
      'SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY c)::int AS median, max(c)::int AS max FROM (SELECT count(*) AS c FROM user_show GROUP BY user_id) x',
    );
    expect(perFan[0]!.median).toBeGreaterThanOrEqual(15);
    // a long tail, even on the sample's 165 shows (the synthetic catalogue lets a few fans reach thousands)
    expect(perFan[0]!.max).toBeGreaterThanOrEqual(3 * perFan[0]!.median);
    // the most popular tenth of the shows holds more entries than the least popular half
    const byPopularity = await t.db.query<{ top: number; bottom: number }>(
      `WITH ranked AS (SELECT id, ntile(10) OVER (ORDER BY popularity DESC, id) AS decile FROM visible_show)
       SELECT count(*) FILTER (WHERE r.decile = 1)::int AS top, count(*) FILTER (WHERE r.decile > 5)::int AS bottom
       FROM user_show e JOIN ranked r ON r.id = e.show_id`,
    );
    expect(byPopularity[0]!.top).toBeGreaterThan(byPopularity[0]!.bottom);
    // the rules the diary's trigger checks (it is off while the seed writes)
    expect(
      await n(
        t.db,
        `SELECT count(*) FROM user_show e JOIN show s ON s.id = e.show_id
         WHERE (nullif(s.number_of_episodes, 0) IS NOT NULL AND e.episodes_watched > s.number_of_episodes)
            OR (nullif(s.number_of_episodes, 0) IS NOT NULL AND e.status = 'completed' AND e.episodes_watched <> s.number_of_episodes)
            OR e.started_on > current_date OR e.finished_on > current_date OR e.finished_on < e.started_on
            OR (e.status = 'plan_to_watch' AND (e.rating IS NOT NULL OR e.episodes_watched > 0))`,
      ),
    ).toBe(0);
    for (const status of ['completed', 'watching', 'plan_to_watch', 'on_hold', 'dropped'])
      expect(await n(t.db, `SELECT count(*) FROM user_show WHERE status = '${status}'`)).toBeGreaterThan(0);
    expect(await n(t.db, 'SELECT count(*) FROM user_show WHERE rating IS NOT NULL')).toBeGreaterThan(made.entries / 3);
  });

  it('makes lists with items numbered from 1, reviews of rated entries, votes and follows within the rules', async () => {
    expect(made.lists).toBeGreaterThan(FANS);
    expect(
      await n(
        t.db,
        'SELECT count(*) FROM (SELECT list_id FROM user_list_item GROUP BY list_id HAVING max(position) <> count(*) OR min(position) <> 1) x',
      ),
    ).toBe(0);
    expect(await n(t.db, "SELECT count(*) FROM user_list WHERE visibility = 'public'")).toBeGreaterThan(0);

    expect(made.reviews).toBeGreaterThan(0);
    expect(
      await n(t.db, 'SELECT count(*) FROM review v JOIN user_show e USING (user_id, show_id) WHERE e.rating IS DISTINCT FROM v.rating'),
    ).toBe(0);
    expect(await n(t.db, 'SELECT min(char_length(body)) FROM review')).toBeGreaterThanOrEqual(50);

    expect(made.votes).toBeGreaterThan(made.reviews);
    expect(await n(t.db, 'SELECT count(*) FROM review_vote w JOIN review v ON v.id = w.review_id WHERE w.user_id = v.user_id')).toBe(0);
    // the helpful counts agree with the votes (the trigger's work, done once)
    expect(
      await n(
        t.db,
        'SELECT count(*) FROM review v WHERE helpful <> (SELECT count(*) FROM review_vote w WHERE w.review_id = v.id AND w.counted)',
      ),
    ).toBe(0);

    expect(made.follows).toBeGreaterThan(FANS);
    expect(
      await n(t.db, "SELECT count(*) FROM user_follow f JOIN app_user u ON u.id = f.followee_id WHERE u.profile_visibility <> 'public'"),
    ).toBe(0);
    expect(made.settings).toBeGreaterThan(0);
    expect(made.pushSubscriptions).toBe(await n(t.db, 'SELECT count(*) FROM notification_settings WHERE new_episodes_push'));
  });

  it('is read through the API as any fan’s: diary, a public profile, the feed of a follower', async () => {
    const diaryFan = (
      await t.db.query<{ username: string }>(
        "SELECT u.username FROM app_user u JOIN user_show e ON e.user_id = u.id WHERE e.status = 'completed' GROUP BY u.username ORDER BY count(*) DESC LIMIT 1",
      )
    )[0]!.username;
    const diary = await t.app.inject({ url: '/api/user-show/diary?status=completed', headers: await signIn(diaryFan) });
    expect(diary.statusCode, diary.body).toBe(200);
    expect(diary.json().results.length).toBeGreaterThan(0);
    for (const item of diary.json().results) expect(item.entry.status).toBe('completed');

    const followed = (
      await t.db.query<{ username: string; follower: string }>(
        `SELECT u.username, f2.username AS follower FROM user_follow f JOIN app_user u ON u.id = f.followee_id JOIN app_user f2 ON f2.id = f.follower_id
       WHERE EXISTS (SELECT 1 FROM fan_activity a WHERE a.user_id = u.id) LIMIT 1`,
      )
    )[0]!;
    const profile = await t.app.inject({ url: `/api/users/${followed.username}` });
    expect(profile.statusCode, profile.body).toBe(200);
    const feed = await t.app.inject({ url: '/api/user/me/feed', headers: await signIn(followed.follower) });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().length).toBeGreaterThan(0);
  });

  it('is deterministic, and a second run adds only the new fans and theirs', async () => {
    const other = await openTestDatabase({ seeded: true });
    try {
      await seedFans(other, { users: FANS });
      expect(await snapshot(other)).toEqual(await snapshot(t.db));
      const more = await seedFans(other, { users: FANS + 20 });
      expect(more.added).toBe(20);
      expect(await n(other, "SELECT count(*) FROM app_user WHERE username LIKE 'fan%'")).toBe(FANS + 20);
      // the first fans' diaries are as they were
      expect(
        await n(other, `SELECT count(*) FROM user_show WHERE user_id IN (SELECT id FROM app_user WHERE username IN ('fan1', 'fan2'))`),
      ).toBe(await n(t.db, `SELECT count(*) FROM user_show WHERE user_id IN (SELECT id FROM app_user WHERE username IN ('fan1', 'fan2'))`));
    } finally {
      await other.drop();
    }
  }, 120_000);
  it('leaves every trigger on: a rating through the API marks the show for the K-lama score and adds to the feed', async () => {
    const headers = await signIn('fan7');
    const show = (await t.db.query<{ id: number }>('SELECT id FROM visible_show WHERE number_of_episodes > 0 ORDER BY id LIMIT 1'))[0]!.id;
    await t.db.query('DELETE FROM community_rating_change');
    const activity = await n(t.db, "SELECT count(*) FROM fan_activity WHERE kind = 'rated'");
    const res = await t.app.inject({ method: 'PATCH', url: `/api/user-show/entry/${show}`, headers, payload: { rating: 7.5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await n(t.db, `SELECT count(*) FROM community_rating_change WHERE show_id = ${show}`)).toBe(1);
    expect(await n(t.db, "SELECT count(*) FROM fan_activity WHERE kind = 'rated'")).toBe(activity + 1);
  });
});
