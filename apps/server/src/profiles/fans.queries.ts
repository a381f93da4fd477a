/** Finding a fan by username as another fan may see them (public, not disabled, no block either way). */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { visibleFan } from './blocks.queries.js';

export const FanRow = z.object({ id: Int, username: z.string(), avatar: z.string().nullable(), created_at: Timestamp });
export type FanRow = z.infer<typeof FanRow>;

/** The fan behind a public profile the viewer may see; undefined for unknown, private, disabled and blocked alike. */
export async function findVisibleFan(db: Queryable, username: string, viewerId: number | null): Promise<FanRow | undefined> {
  return firstRow(
    db,
    FanRow,
    sql`SELECT u.id, u.username, u.avatar, u.created_at FROM app_user u
        WHERE lower(u.username) = lower(${username}) AND ${visibleFan(viewerId, sql`u`)}`,
  );
}

/** Any account of that username (a block needs no public profile). */
export async function findFan(db: Queryable, username: string): Promise<FanRow | undefined> {
  return firstRow(
    db,
    FanRow,
    sql`SELECT u.id, u.username, u.avatar, u.created_at FROM app_user u WHERE lower(u.username) = lower(${username})`,
  );
}
