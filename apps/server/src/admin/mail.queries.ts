/** SCRATCH: the mail outbox's envelopes for the console, newest first. */
import { z } from 'zod';
import type { AdminMail } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';

const CountRow = z.object({ total: Int });
const MailRow = z.object({ id: Int, kind: z.string(), to: z.string(), sent: z.boolean(), at: Timestamp });

export async function mailPage(db: Queryable, page: number, limit: number): Promise<{ total: number; mails: AdminMail[] }> {
  const { total } = (await firstRow(db, CountRow, sql`SELECT count(*)::int AS total FROM mail_outbox`))!;
  const mails = await rows(
    db,
    MailRow,
    sql`SELECT id::int AS id, kind, to_address AS "to", sent_at IS NOT NULL AS sent, created_at AS at FROM mail_outbox
        ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { total, mails: mails.map((m) => ({ ...m, at: m.at.toISOString() })) };
}
