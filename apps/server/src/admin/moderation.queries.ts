/**
 * The moderation queue (decision 0046): reports grouped by target, open or resolved, and their resolution. What a
 * target is, how it is shown and hidden, is the registry's (moderation/reportable.queries.ts).
 */
import { REPORT_ACTIONS, REPORT_KINDS, REPORT_REASONS, type ModerationItem, type ReportAction, type ReportKind } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { REPORTABLE } from '../moderation/reportable.queries.js';

const CountRow = z.object({ total: Int });
const ItemRow = z.object({
  id: Int,
  kind: z.enum(REPORT_KINDS),
  target_id: Int,
  n: Int,
  first_at: Timestamp,
  last_at: Timestamp,
  resolved_at: Timestamp.nullable(),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolved_by: z.string().nullable(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: Int })),
  notes: z.array(z.string()),
});

/**
 * The queue's items of the reports `where` selects (as `r`): a target's reports with one resolution (or none) are one
 * item, with their count, reasons and newest notes; then what each target is (one statement per kind).
 */
async function items(db: Queryable, where: Sql, order: Sql, limit: number, offset: number): Promise<ModerationItem[]> {
  // the reports of item i (report_target_idx)
  const same = sql`x.kind = i.kind AND x.target_id = i.target_id AND x.resolved_at IS NOT DISTINCT FROM i.resolved_at`;
  const found = await rows(
    db,
    ItemRow,
    sql`SELECT i.id, i.kind, i.target_id, i.n, i.first_at, i.last_at, i.resolved_at, i.resolution, a.username AS resolved_by,
          (SELECT coalesce(json_agg(json_build_object('reason', g.reason, 'count', g.n) ORDER BY g.n DESC, g.reason), '[]')
             FROM (SELECT x.reason, count(*)::int AS n FROM report x WHERE ${same} GROUP BY x.reason) g) AS reasons,
          (SELECT coalesce(json_agg(t.note), '[]') FROM (SELECT x.note FROM report x WHERE ${same} AND x.note IS NOT NULL
             ORDER BY x.created_at DESC, x.id DESC LIMIT 5) t) AS notes
        FROM (SELECT min(r.id) AS id, r.kind, r.target_id, count(*)::int AS n, min(r.created_at) AS first_at,
                max(r.created_at) AS last_at, r.resolved_at, min(r.resolution) AS resolution, min(r.resolved_by) AS resolved_by
              FROM report r WHERE ${where} GROUP BY r.kind, r.target_id, r.resolved_at) i
        LEFT JOIN app_user a ON a.id = i.resolved_by
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  const kinds = [...new Set(found.map((r) => r.kind))];
  const described = new Map(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            await REPORTABLE[kind].describe(
              db,
              found.filter((r) => r.kind === kind).map((r) => r.target_id),
            ),
          ] as const,
      ),
    ),
  );
  return found.map((r): ModerationItem => {
    const content = described.get(r.kind)?.get(r.target_id);
    return {
      id: r.id,
      kind: r.kind,
      targetId: r.target_id,
      content: content ? { title: content.title, text: content.text, link: content.link, hidden: content.hidden } : null,
      author: content ? { username: content.author, disabled: content.authorDisabled } : null,
      count: r.n,
      reasons: r.reasons,
      notes: r.notes,
      firstReportedAt: r.first_at.toISOString(),
      lastReportedAt: r.last_at.toISOString(),
      resolution: r.resolved_at && r.resolution ? { action: r.resolution, at: r.resolved_at.toISOString(), by: r.resolved_by } : null,
    };
  });
}

/**
 * A page of the queue: each target's open reports as one item, newest report first; or the resolved ones, each
 * resolution (the reports one action closed) as one item, newest first. Counting and paging in SQL.
 */
export async function moderationPage(
  db: Queryable,
  status: 'open' | 'resolved',
  page: number,
  limit: number,
): Promise<{ total: number; items: ModerationItem[] }> {
  const open = status === 'open';
  const where = open ? sql`r.resolved_at IS NULL` : sql`r.resolved_at IS NOT NULL`;
  const order = open ? sql`i.last_at DESC, i.id DESC` : sql`i.resolved_at DESC, i.id DESC`;
  const [count, found] = await Promise.all([
    firstRow(
      db,
      CountRow,
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM report r WHERE ${where} GROUP BY r.kind, r.target_id, r.resolved_at) g`,
    ),
    items(db, where, order, limit, (page - 1) * limit),
  ]);
  return { total: count!.total, items: found };
}

const ReportRow = z.object({ kind: z.enum(REPORT_KINDS), target_id: Int, resolved_at: Timestamp.nullable() });

/** The report `id` (locked), with its target; undefined when there is none. */
export function lockReport(tx: Queryable, id: number) {
  return firstRow(tx, ReportRow, sql`SELECT kind, target_id, resolved_at FROM report WHERE id = ${id} FOR UPDATE`);
}

/** Closes every open report of the target with one resolution (one time stamp: they stay one item); how many. */
export async function closeReports(tx: Queryable, kind: ReportKind, targetId: number, action: ReportAction, by: number) {
  const closed = await tx.query(
    sql`UPDATE report SET resolved_at = now(), resolution = ${action}, resolved_by = ${by}
        WHERE kind = ${kind} AND target_id = ${targetId} AND resolved_at IS NULL RETURNING id`,
  );
  return closed.length;
}

/** The queue's item report `id` belongs to (after a resolution: the reports it closed). */
export async function moderationItem(db: Queryable, id: number): Promise<ModerationItem | undefined> {
  const where = sql`EXISTS (SELECT 1 FROM report o WHERE o.id = ${id} AND o.kind = r.kind AND o.target_id = r.target_id
    AND o.resolved_at IS NOT DISTINCT FROM r.resolved_at)`;
  const [item] = await items(db, where, sql`i.id`, 1, 0);
  return item;
}
