/** The K-lama score's reads (decision 0041): each show's eligible ratings, and which shows' ratings changed lately. */
import { COMMUNITY_SCORE } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows, firstRow } from '../db/rows.js';
import { sql } from '../db/sql.js';

const TotalRow = z.object({ show_id: Int, raters: Int, total: z.number() });
export type RatingTotal = z.infer<typeof TotalRow>;

/**
 * An account whose ratings count: a verified email, old enough, and enough diary entries (a row is in the diary once
 * it has a status, a rating or notes, as in diary/). `OFFSET` stops the count at the entry that makes it enough.
 */
const ELIGIBLE = sql`u.email_verified_at IS NOT NULL
  AND u.created_at <= now() - make_interval(days => ${COMMUNITY_SCORE.minAccountDays})
  AND EXISTS (SELECT 1 FROM user_show d WHERE d.user_id = u.id
                AND (d.status IS NOT NULL OR d.rating IS NOT NULL OR d.notes IS NOT NULL)
              OFFSET ${COMMUNITY_SCORE.minDiaryEntries - 1})`;

/** How many eligible accounts rated each show, and the sum of their ratings: of `showIds`, or of every show. */
export function ratingTotals(db: Queryable, showIds?: readonly number[]): Promise<RatingTotal[]> {
  const which = showIds ? sql`AND us.show_id = ANY(${showIds as number[]})` : sql``;
  return rows(
    db,
    TotalRow,
    sql`SELECT us.show_id, count(*)::int AS raters, sum(us.rating)::float8 AS total
        FROM user_show us JOIN app_user u ON u.id = us.user_id
        WHERE us.rating IS NOT NULL ${which} AND ${ELIGIBLE}
        GROUP BY us.show_id`,
  );
}

const ChangesRow = z.object({ next_since: z.string(), changes: z.array(z.object({ show_id: Int, at: z.string() })) });

/**
 * The shows whose ratings were marked changed (by the diary's trigger, migration 0078) after `since`, and where the
 * next look starts: `lookBackSeconds` before now on the database's clock, so a rating whose transaction committed a
 * little after its mark is still seen, and this machine's clock plays no part.
 */
export async function ratingChangesSince(db: Queryable, since: string | null, lookBackSeconds: number) {
  const row = await firstRow(
    db,
    ChangesRow,
    sql`SELECT (now() - make_interval(secs => ${lookBackSeconds}))::text AS next_since,
          (SELECT coalesce(json_agg(json_build_object('show_id', c.show_id, 'at', c.changed_at)), '[]')
             FROM community_rating_change c WHERE c.changed_at > ${since ?? '-infinity'}::timestamptz) AS changes`,
  );
  return row!;
}
