/** Accounts as the console sees them: search, disable/enable, role. */
import { AdminUser } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { endSessionsOf } from '../accounts/sessions.queries.js';

const AdminUserRow = AdminUser.omit({ createdAt: true }).extend({ created_at: Timestamp });
type AdminUserRow = z.infer<typeof AdminUserRow>;
const CountRow = z.object({ total: Int });
const toUser = (r: AdminUserRow): AdminUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role,
  disabled: r.disabled,
  createdAt: r.created_at.toISOString(),
});
const COLUMNS = sql`id, username, email, role, disabled_at IS NOT NULL AS disabled, created_at`;

/** Users whose name or email contains the query (case-insensitive), newest first. */
export async function searchUsers(db: Queryable, query: string | undefined, page: number, limit: number) {
  const pattern = `%${(query ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`WHERE lower(username) LIKE ${pattern} OR email LIKE ${pattern}`;
  const { total } = (await firstRow(db, CountRow, sql`SELECT count(*)::int AS total FROM app_user ${where}`))!;
  const users = await rows(
    db,
    AdminUserRow,
    sql`SELECT ${COLUMNS} FROM app_user ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { total, users: users.map(toUser) };
}

export async function findAdminUser(db: Queryable, username: string): Promise<AdminUser | undefined> {
  const row = await firstRow(db, AdminUserRow, sql`SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower(${username}) FOR UPDATE`);
  return row && toUser(row);
}

/** Disabling ends every session of the account at once (its access tokens are refused on the next call). */
export async function setUserDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    sql`UPDATE app_user SET disabled_at = CASE WHEN ${disabled}::boolean THEN coalesce(disabled_at, now()) END WHERE id = ${id}`,
  );
  if (disabled) await endSessionsOf(tx, id);
}

export async function setUserRole(tx: Queryable, id: number, role: 'user' | 'admin'): Promise<void> {
  await tx.query(sql`UPDATE app_user SET role = ${role} WHERE id = ${id}`);
}
