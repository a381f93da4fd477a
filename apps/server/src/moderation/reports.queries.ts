/**
 * A fan's report (decision 0046) of something they can see, once per reporter and target while it is open
 * (report_open_once: a second report is the same one). The queue's SQL is the console's (admin/moderation.queries.ts).
 */
import type { ReportKind, ReportReason } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';

export interface NewReport {
  kind: ReportKind;
  targetId: number;
  reason: ReportReason;
  note?: string | undefined;
}

/** Files the report; a second one by the same fan of the same open target changes nothing. */
export async function fileReport(db: Queryable, reporterId: number, report: NewReport): Promise<void> {
  await db.query(
    sql`INSERT INTO report (reporter_id, kind, target_id, reason, note)
        VALUES (${reporterId}, ${report.kind}, ${report.targetId}, ${report.reason}, ${report.note ?? null})
        ON CONFLICT (reporter_id, kind, target_id) WHERE resolved_at IS NULL DO NOTHING`,
  );
}
