/** A person's details (biography, birth, death): written by the importer and the sample loader, read by people.queries.ts. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export interface PersonDetailsRow {
  id: number;
  biography: string | null;
  biography_ko: string | null;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  /** a photo TMDB has now; an existing one is kept when this is null */
  profile_path: string | null;
}

/** Writes the details of people already in the catalogue (others are ignored) and stamps them as fetched now. */
export async function writePersonDetails(db: Queryable, rows: readonly PersonDetailsRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    sql`UPDATE person p SET biography = d.biography, biography_ko = d.biography_ko, birthday = d.birthday, deathday = d.deathday,
          place_of_birth = d.place_of_birth, profile_path = coalesce(d.profile_path, p.profile_path), details_fetched_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(id int, biography text, biography_ko text, birthday date,
          deathday date, place_of_birth text, profile_path text)
        WHERE p.id = d.id`,
  );
}

/** People TMDB does not know (any more): nothing to write, but not to be asked for again before the refresh period. */
export async function markPersonDetailsChecked(db: Queryable, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.query(sql`UPDATE person SET details_fetched_at = now() WHERE id = ANY(${ids}::int[])`);
}

/** The people credited (cast or crew) in the given shows whose details were never fetched, or not since `fetchedBefore`. */
export async function peopleNeedingDetails(db: Queryable, showIds: readonly number[], fetchedBefore: Date): Promise<number[]> {
  if (!showIds.length) return [];
  const people = await rows(
    db,
    z.object({ id: Int }),
    sql`SELECT p.id FROM person p
        WHERE p.id IN (SELECT person_id FROM cast_credit WHERE show_id = ANY(${showIds}::int[])
                       UNION SELECT person_id FROM crew_credit WHERE show_id = ANY(${showIds}::int[]))
          AND (p.details_fetched_at IS NULL OR p.details_fetched_at < ${fetchedBefore.toISOString()}::timestamptz)
        ORDER BY p.id`,
  );
  return people.map((r) => r.id);
}
