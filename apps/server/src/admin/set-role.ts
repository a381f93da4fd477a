/**
 * Grants or revokes the admin role by username, with its audit row: `npm run admin` and tests share it. Revoking the
 * only enabled admin is refused: nobody could operate the console after it.
 */
import type { Database } from '../db/client.js';
import { isLastAdmin } from '../accounts/delete-account.queries.js';
import { recordAudit } from './audit.queries.js';
import { findAdminUser, setUserRole } from './users.queries.js';

export type RoleChange = { ok: true; changed: boolean } | { ok: false; reason: 'unknown-user' | 'last-admin' };

export async function setRoleByUsername(db: Database, username: string, role: 'user' | 'admin'): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const before = await findAdminUser(tx, username);
    if (!before) return { ok: false, reason: 'unknown-user' } as const;
    if (before.role === role) return { ok: true, changed: false } as const;
    // the console keeps an operator, as an account deletion does (auth.deleteLastAdmin)
    if (role === 'user' && !before.disabled && (await isLastAdmin(tx, before.id))) return { ok: false, reason: 'last-admin' } as const;
    await setUserRole(tx, before.id, role);
    await recordAudit(tx, {
      actorId: null,
      action: role === 'admin' ? 'user.grant' : 'user.revoke',
      target: `user/${before.username}`,
      before: { role: before.role },
      after: { role },
    });
    return { ok: true, changed: true } as const;
  });
}
