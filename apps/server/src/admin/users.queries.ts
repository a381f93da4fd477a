/** Accounts as the console sees them: search, disable/enable, role. */
import type { AdminUser } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';

interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  disabled: boolean;
  created_at: Date | string;
}
const toUser = (r: AdminUserRow): AdminUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role,
  disabled: r.disabled,
  createdAt: new Date(r.created_at).toISOString(),
});
const COLUMNS = sql`id, username, email, role, disabled_at IS NOT NULL AS disabled, created_at`;

/** Users whose name or email contains the query (case-insensitive), newest first. */
export async function searchUsers(db: Queryable, query: string | undefined, page: number, limit: number) {
  const pattern = `%${(query ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`WHERE lower(username) LIKE ${pattern} OR email LIKE ${pattern}`;
  const [{ total }] = (await db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM app_user ${where}`)) as [{ total: number }];
  const rows = await db.query<AdminUserRow>(
    sql`SELECT ${COLUMNS} FROM app_user ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { total, users: rows.map(toUser) };
}

export async function findAdminUser(db: Queryable, username: string): Promise<AdminUser | undefined> {
  const [row] = await db.query<AdminUserRow>(sql`SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower(${username}) FOR UPDATE`);
  return row && toUser(row);
}

/** Disabling ends every session of the account at once (its access tokens are refused on the next call). */
export async function setUserDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query(
    sql`UPDATE app_user SET disabled_at = CASE WHEN ${disabled}::boolean THEN coalesce(disabled_at, now()) END WHERE id = ${id}`,
  );
  if (disabled) await tx.query(sql`UPDATE auth_session SET revoked_at = now() WHERE user_id = ${id} AND revoked_at IS NULL`);
}

export async function setUserRole(tx: Queryable, id: number, role: 'user' | 'admin'): Promise<void> {
  await tx.query(sql`UPDATE app_user SET role = ${role} WHERE id = ${id}`);
}
