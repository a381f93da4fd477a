/** The synthetic community's accounts (issue 29): `fan1` … `fanN`, made in one statement each batch. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, firstRow } from '../db/rows.js';
import { sql } from '../db/sql.js';

/**
 * Adds the fans numbered `from` … `to` that are not there yet: username `fanN`, a verified `fanN@example.com`, the
 * given password hash (one for all: they share a password) and a join date spread over the two years before `now`
 * (fan1 oldest), so every one is past the newcomer and score-eligibility ages. Answers how many it added.
 */
export const insertFans = (db: Queryable, from: number, to: number, passwordHash: string) =>
  firstRow(
    db,
    z.object({ added: Int }),
    sql`WITH added AS (
          INSERT INTO app_user (username, email, password_hash, created_at, email_verified_at)
          SELECT 'fan' || n, 'fan' || n || '@example.com', ${passwordHash},
                 now() - make_interval(days => 730) + make_interval(secs => n * 2.0),
                 now() - make_interval(days => 730) + make_interval(secs => n * 2.0 + 60)
          FROM generate_series(${from}::int, ${to}::int) AS n
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM added`,
  );

/** The highest N of the fans `fanN` there (0: none): a new seed goes on from the next one. */
export const countFans = async (db: Queryable) =>
  (
    await firstRow(
      db,
      z.object({ n: Int }),
      sql`SELECT coalesce(max(substr(username, 4)::int), 0)::int AS n FROM app_user WHERE username ~ '^fan[1-9][0-9]{0,6}$'`,
    )
  )?.n ?? 0;
