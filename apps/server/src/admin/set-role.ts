/** Grants or revokes the admin role by username, with its audit row: `npm run admin` and tests share it. */
import type { Database } from '../db/client.js';
import { recordAudit } from './audit.queries.js';
import { findAdminUser, setUserRole } from './users.queries.js';

export type RoleChange = { ok: true; changed: boolean } | { ok: false; reason: 'unknown-user' };

export async function setRoleByUsername(db: Database, username: string, role: 'user' | 'admin'): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const before = await findAdminUser(tx, username);
    if (!before) return { ok: false, reason: 'unknown-user' } as const;
    if (before.role === role) return { ok: true, changed: false } as const;
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
