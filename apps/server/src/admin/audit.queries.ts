/** The audit log: one row per admin write, with the state before and after. */
import type { AuditEntry } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, Int8, rows, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';

/** The actor of a change made with `npm run admin` (no account signed in). */
export const COMMAND_LINE_ACTOR = 'npm run admin';

export interface AuditRecord {
  /** null: the command line */
  actorId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Queryable, entry: AuditRecord): Promise<void> {
  await tx.query(
    sql`INSERT INTO audit_log (actor_id, actor_username, action, target, before, after)
        SELECT u.id, coalesce(u.username, ${COMMAND_LINE_ACTOR}), ${entry.action}, ${entry.target},
               ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb
        FROM (SELECT 1) one LEFT JOIN app_user u ON u.id = ${entry.actorId}::int`,
  );
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const CountRow = z.object({ total: Int });
const AuditRow = z.object({
  id: Int8,
  at: Timestamp,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export async function auditPage(db: Queryable, page: number, limit: number): Promise<{ total: number; entries: AuditEntry[] }> {
  const { total } = (await firstRow(db, CountRow, sql`SELECT count(*)::int AS total FROM audit_log`))!;
  const entries = await rows(
    db,
    AuditRow,
    sql`SELECT id, at, actor_username AS actor, action, target, before, after FROM audit_log
        ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return {
    total,
    entries: entries.map((r) => ({ ...r, at: r.at.toISOString(), before: r.before ?? null, after: r.after ?? null })),
  };
}
