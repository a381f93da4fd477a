/**
 * The synthetic community's rows (issue 29): each kind made by one set-based statement over a range of fans, so
 * 200,000 fans and ten million diary entries take minutes, not hours. Every choice comes from `hashint8` of a key
 * (PostgreSQL's own integer hash, in both engines): the same fans on the same catalogue always get the same rows.
 * Statements run in one transaction per range of fans (seed-community.ts), after `seedShowPositions` in it.
 *
 * The skew is what a real site has: a fan's number of entries falls off as a power law (median about 30, a few in
 * the thousands), shows are picked in favour of the popular ones, a few reviews collect most helpful votes and a
 * few public fans most followers.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { identifier, sql, type Sql } from '../db/sql.js';

const Added = z.object({ added: Int });
const added = async (db: Queryable, statement: Sql) => (await firstRow(db, Added, statement))?.added ?? 0;

/** The visible shows by popularity, numbered from 0 (`seed_show`), for this transaction. */
export async function seedShowPositions(db: Queryable): Promise<number> {
  await db.query(
    sql`CREATE TEMP TABLE seed_show ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY popularity DESC, id) - 1)::int AS pos, id, coalesce(number_of_episodes, 0) AS episodes
        FROM visible_show`,
  );
  await db.query(sql`CREATE UNIQUE INDEX ON seed_show (pos)`);
  await db.query(
    sql`CREATE TEMP TABLE seed_public ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY id) - 1)::int AS rank, id FROM app_user
        WHERE profile_visibility = 'public' AND username LIKE 'fan%'`,
  );
  await db.query(sql`CREATE UNIQUE INDEX ON seed_public (rank)`);
  return (await firstRow(db, Added, sql`SELECT count(*)::int AS added FROM seed_show`))?.added ?? 0;
}

/**
 * The triggers of the tables seeded here (diary checks, the score's change marks, the feed's activity, the helpful
 * count) are off while the seed writes, and on again before the transaction ends: every row is made valid by
 * construction (the seed's test checks the diary's rules), and what the triggers would have written is written
 * once, set-based (`seedActivity`, `countHelpfulVotes`; the K-lama score is recomputed wholly by every instance).
 */
export async function setSeedTriggers(db: Queryable, on: boolean): Promise<void> {
  for (const table of ['user_show', 'review', 'review_vote', 'user_list'] as const)
    await db.query(
      on ? sql`ALTER TABLE ${identifier(table)} ENABLE TRIGGER USER` : sql`ALTER TABLE ${identifier(table)} DISABLE TRIGGER USER`,
    );
}

/** Fans `from`…`to`: a fifth with a public profile, about a third reading mail in Korean. */
export const shapeFans = (db: Queryable, from: number, to: number) =>
  db.query(
    sql`UPDATE app_user SET
          profile_visibility = CASE WHEN (hashint8(id::bigint * 16 + 1)::float8 + 2147483648) / 4294967296 < 0.2 THEN 'public' ELSE 'private' END,
          mail_language = CASE WHEN (hashint8(id::bigint * 16 + 2)::float8 + 2147483648) / 4294967296 < 0.3 THEN 'ko' ELSE 'en' END
        WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)`,
  );

/** Diary entries of fans `from`…`to`: about 50 a fan on average, at most `maxEntries`. */
export const seedEntries = (db: Queryable, from: number, to: number, shows: number, maxEntries: number) =>
  added(
    db,
    sql`WITH fans AS (
          SELECT id, least(${maxEntries}::int, ${shows}::int,
                   floor(18 * power(greatest((hashint8(id::bigint * 16 + 3)::float8 + 2147483648) / 4294967296, 1e-9), -0.7)))::int AS n
          FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)),
        picks AS (
          SELECT f.id AS user_id, r.*
          FROM fans f CROSS JOIN LATERAL generate_series(1, f.n) AS i
          CROSS JOIN LATERAL (SELECT
            (hashint8((f.id::bigint * 65536 + i) * 8 + 1)::float8 + 2147483648) / 4294967296 AS r1,
            (hashint8((f.id::bigint * 65536 + i) * 8 + 2)::float8 + 2147483648) / 4294967296 AS r2,
            (hashint8((f.id::bigint * 65536 + i) * 8 + 3)::float8 + 2147483648) / 4294967296 AS r3,
            (hashint8((f.id::bigint * 65536 + i) * 8 + 4)::float8 + 2147483648) / 4294967296 AS r4,
            (hashint8((f.id::bigint * 65536 + i) * 8 + 5)::float8 + 2147483648) / 4294967296 AS r5) r),
        entries AS (
          SELECT p.user_id, s.id AS show_id, s.episodes, p.r3, p.r4, p.r5,
            CASE WHEN p.r2 < 0.5 THEN 'completed' WHEN p.r2 < 0.65 THEN 'watching' WHEN p.r2 < 0.85 THEN 'plan_to_watch'
                 WHEN p.r2 < 0.9 THEN 'on_hold' ELSE 'dropped' END AS status,
            current_date - (p.r5 * 1000)::int AS day
          FROM picks p JOIN seed_show s ON s.pos = floor(${shows}::int * p.r1 * p.r1 * p.r1)::int),
        inserted AS (
          INSERT INTO user_show (user_id, show_id, status, episodes_watched, rating, started_on, finished_on, updated_at, liked, bookmarked)
          SELECT user_id, show_id, status,
            CASE status WHEN 'completed' THEN episodes WHEN 'plan_to_watch' THEN 0 ELSE floor(episodes * r3)::int END,
            CASE WHEN status <> 'plan_to_watch' AND r4 < 0.6 THEN least(10, greatest(1, round((6 + r4 * 6 - r3 * 2) * 2) / 2)) END,
            CASE WHEN status <> 'plan_to_watch' THEN day END,
            CASE WHEN status = 'completed' THEN least(day + (r3 * 90)::int, current_date) END,
            day + make_interval(secs => r3 * 86399), r4 < 0.15, status = 'plan_to_watch'
          FROM entries
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/** Personal lists of fans `from`…`to` (about 1.6 a fan, a third public) with 3–22 shows each. */
export const seedLists = (db: Queryable, from: number, to: number, shows: number, names: readonly string[]) =>
  added(
    db,
    sql`WITH fans AS (
          SELECT id, least(50, floor(power(greatest((hashint8(id::bigint * 16 + 4)::float8 + 2147483648) / 4294967296, 1e-9), -0.5)))::int AS n
          FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)),
        made AS (
          INSERT INTO user_list (user_id, name, description, visibility, created_at, updated_at)
          SELECT f.id, (${names}::text[])[1 + floor(r1 * cardinality(${names}::text[]))::int] || ' ' || k, '',
            CASE WHEN r2 < 0.33 THEN 'public' ELSE 'private' END,
            now() - make_interval(days => (r3 * 700)::int), now() - make_interval(days => (r3 * 300)::int)
          FROM fans f CROSS JOIN LATERAL generate_series(1, f.n) AS k
          CROSS JOIN LATERAL (SELECT
            (hashint8((f.id::bigint * 64 + k) * 8 + 1)::float8 + 2147483648) / 4294967296 AS r1,
            (hashint8((f.id::bigint * 64 + k) * 8 + 2)::float8 + 2147483648) / 4294967296 AS r2,
            (hashint8((f.id::bigint * 64 + k) * 8 + 3)::float8 + 2147483648) / 4294967296 AS r3) r
          RETURNING id),
        picks AS (
          SELECT m.id AS list_id, s.id AS show_id, min(i) AS first
          FROM made m
          CROSS JOIN LATERAL generate_series(1, 3 + floor(20 * power((hashint8(m.id::bigint * 16 + 5)::float8 + 2147483648) / 4294967296, 2))::int) AS i
          JOIN seed_show s ON s.pos = floor(${shows}::int * power((hashint8((m.id::bigint * 64 + i) * 8 + 4)::float8 + 2147483648) / 4294967296, 2))::int
          GROUP BY m.id, s.id),
        items AS (
          INSERT INTO user_list_item (list_id, show_id, position)
          SELECT list_id, show_id, row_number() OVER (PARTITION BY list_id ORDER BY first)::int FROM picks
          RETURNING 1)
        SELECT (SELECT count(*) FROM made)::int AS added`,
  );

/** Reviews by fans `from`…`to`: about one rated entry in ten, with the entry's rating and progress. */
export const seedReviews = (db: Queryable, from: number, to: number, titles: readonly string[], sentences: readonly string[]) =>
  added(
    db,
    sql`WITH picked AS (
          SELECT e.user_id, e.show_id, e.rating, e.episodes_watched, e.updated_at,
            (hashint8(e.user_id::bigint * 1048576 + e.show_id % 1048576)::float8 + 2147483648) / 4294967296 AS r
          FROM user_show e
          WHERE e.rating IS NOT NULL
            AND e.user_id IN (SELECT id FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n))),
        inserted AS (
          INSERT INTO review (user_id, show_id, title, body, spoiler, rating, episodes_seen, created_at, updated_at)
          SELECT user_id, show_id,
            (${titles}::text[])[1 + floor(r * 10 * cardinality(${titles}::text[]))::int % cardinality(${titles}::text[])],
            (${sentences}::text[])[1 + floor(r * 100 * cardinality(${sentences}::text[]))::int % cardinality(${sentences}::text[])] || ' ' ||
            (${sentences}::text[])[1 + floor(r * 1000 * cardinality(${sentences}::text[]))::int % cardinality(${sentences}::text[])],
            r < 0.01, rating, episodes_watched, updated_at, updated_at
          FROM picked WHERE r < 0.1
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/** Helpful votes on the reviews of fans `from`…`to` (about four a review, a few reviews many), never the author's. */
export const seedVotes = (db: Queryable, from: number, to: number, fans: number) =>
  added(
    db,
    sql`WITH reviews AS (
          SELECT v.id, v.user_id, floor(16 * power((hashint8(v.id::bigint * 16 + 6)::float8 + 2147483648) / 4294967296, 3))::int AS n
          FROM review v WHERE v.user_id IN (SELECT id FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n))),
        voters AS (
          SELECT r.id AS review_id, u.id AS user_id, r.user_id AS author
          FROM reviews r CROSS JOIN LATERAL generate_series(1, r.n) AS i
          JOIN app_user u ON u.username = 'fan' || (1 + floor(${fans}::int * (hashint8((r.id::bigint * 64 + i) * 8 + 7)::float8 + 2147483648) / 4294967296)::int)),
        inserted AS (
          INSERT INTO review_vote (review_id, user_id, counted)
          SELECT review_id, user_id, true FROM voters WHERE user_id <> author
          ON CONFLICT DO NOTHING
          RETURNING review_id)
        SELECT count(*)::int AS added FROM inserted`,
  );

/** Each review's helpful count from its counted votes (the trigger's work, done once). */
export const countHelpfulVotes = (db: Queryable) =>
  db.query(
    sql`UPDATE review r SET helpful = v.n FROM (SELECT review_id, count(*)::int AS n FROM review_vote WHERE counted GROUP BY review_id) v
        WHERE r.id = v.review_id AND r.helpful <> v.n`,
  );

/** Follows by fans `from`…`to` of public fans (about ten each, the first public fans the most followed). */
export const seedFollows = (db: Queryable, from: number, to: number) =>
  added(
    db,
    sql`WITH publics AS (SELECT count(*)::int AS n FROM seed_public),
        fans AS (
          SELECT id, floor(30 * power((hashint8(id::bigint * 16 + 7)::float8 + 2147483648) / 4294967296, 2))::int AS n
          FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)),
        inserted AS (
          INSERT INTO user_follow (follower_id, followee_id, created_at)
          SELECT f.id, p.id, now() - make_interval(days => (f.id % 500))
          FROM fans f CROSS JOIN publics CROSS JOIN LATERAL generate_series(1, CASE WHEN publics.n > 0 THEN f.n ELSE 0 END) AS i
          JOIN seed_public p ON p.rank = floor(publics.n * power((hashint8((f.id::bigint * 64 + i) * 8 + 6)::float8 + 2147483648) / 4294967296, 3))::int
          WHERE p.id <> f.id
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/** Notification settings of about a third of fans `from`…`to`, and a push subscription for about a tenth. */
export const seedNotificationSettings = (db: Queryable, from: number, to: number) =>
  added(
    db,
    sql`WITH fans AS (
          SELECT id, (hashint8(id::bigint * 16 + 8)::float8 + 2147483648) / 4294967296 AS r
          FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)),
        inserted AS (
          INSERT INTO notification_settings (user_id, time_zone, new_episodes_push, new_episodes_email, new_episodes_in_app, lead_hours, digest)
          SELECT id, (ARRAY['Asia/Seoul', 'America/New_York', 'Europe/London', 'Asia/Manila'])[1 + floor(r * 40)::int % 4],
            r < 0.1, r < 0.2, true, CASE WHEN r < 0.05 THEN 2 ELSE 0 END,
            CASE WHEN r < 0.08 THEN 'daily' WHEN r < 0.15 THEN 'weekly' ELSE 'off' END
          FROM fans WHERE r < 0.33
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/**
 * A push subscription for each fan `from`…`to` who asked for pushes: an endpoint no one answers (`.invalid` never
 * resolves) with a real public key shape, so a benchmark that reaches the sender pays its cost and fails fast.
 */
export const seedPushSubscriptions = (db: Queryable, from: number, to: number, p256dh: string) =>
  added(
    db,
    sql`WITH inserted AS (
          INSERT INTO push_subscription (user_id, endpoint, p256dh, auth)
          SELECT s.user_id, 'https://push.invalid/synthetic/' || s.user_id, ${p256dh}, 'c3ludGhldGljLWF1dGgtMDE'
          FROM notification_settings s JOIN app_user u ON u.id = s.user_id
          WHERE s.new_episodes_push AND u.username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/** The feed's activity of fans `from`…`to` over the last 60 days, as the triggers would have written it. */
export const seedActivity = (db: Queryable, from: number, to: number) =>
  added(
    db,
    sql`WITH fans AS (SELECT id FROM app_user WHERE username IN (SELECT 'fan' || n FROM generate_series(${from}::int, ${to}::int) n)),
        inserted AS (
          INSERT INTO fan_activity (user_id, kind, show_id, list_id, review_id, rating, at)
          SELECT e.user_id, CASE WHEN e.status = 'completed' THEN 'completed' ELSE 'started' END, e.show_id, NULL::int, NULL::int, NULL::numeric, e.updated_at
          FROM user_show e WHERE e.user_id IN (SELECT id FROM fans) AND e.status IN ('completed', 'watching') AND e.updated_at > now() - interval '60 days'
          UNION ALL
          SELECT e.user_id, 'rated', e.show_id, NULL, NULL, e.rating, e.updated_at
          FROM user_show e WHERE e.user_id IN (SELECT id FROM fans) AND e.rating IS NOT NULL AND e.updated_at > now() - interval '60 days'
          UNION ALL
          SELECT v.user_id, 'reviewed', v.show_id, NULL, v.id, v.rating, v.created_at
          FROM review v WHERE v.user_id IN (SELECT id FROM fans) AND v.created_at > now() - interval '60 days'
          UNION ALL
          SELECT l.user_id, 'list_created', NULL, l.id, NULL, NULL, l.created_at
          FROM user_list l WHERE l.user_id IN (SELECT id FROM fans) AND l.created_at > now() - interval '60 days'
          RETURNING 1)
        SELECT count(*)::int AS added FROM inserted`,
  );

/**
 * Fresh planner statistics of what the seed filled: without them, a diary read right after seeding is planned as if
 * every fan had tens of thousands of entries (88 ms with JIT instead of 0.2 ms, measured on 200,000 fans).
 */
export const analyzeCommunity = (db: Queryable) =>
  db.query(
    sql`ANALYZE app_user, user_show, user_list, user_list_item, review, review_vote, user_follow, fan_activity, notification_settings, push_subscription`,
  );
