/**
 * Ends the sessions of one account or of every account (ASVS 7.4.5), with its audit row: `npm run admin --
 * end-sessions` uses it; the console's `POST admin/users/{username}/sessions/end` writes the same through adminWrite.
 * The account stays enabled: its owner signs in again; refresh and access tokens of the ended sessions are refused
 * from the next call on, as when an account is disabled (`setUserDisabled`).
 */
import type { Database } from '../db/client.js';
import { endSessionsOf } from '../accounts/sessions.queries.js';
import { recordAudit } from './audit.queries.js';
import { findAdminUser } from './users.queries.js';

export const END_SESSIONS_ACTION = 'user.endSessions';
/** The audit target of ending every account's sessions. */
export const ALL_USERS_TARGET = 'user/*';

export type SessionsEnded = { ok: true; ended: number } | { ok: false; reason: 'unknown-user' };

/** `username` undefined: every account's sessions. */
export async function endSessionsByUsername(db: Database, username: string | undefined): Promise<SessionsEnded> {
  return db.transaction(async (tx) => {
    const user = username === undefined ? undefined : await findAdminUser(tx, username);
    if (username !== undefined && !user) return { ok: false, reason: 'unknown-user' } as const;
    const ended = await endSessionsOf(tx, user?.id);
    await recordAudit(tx, {
      actorId: null,
      action: END_SESSIONS_ACTION,
      target: user ? `user/${user.username}` : ALL_USERS_TARGET,
      before: null,
      after: { sessionsEnded: ended },
    });
    return { ok: true, ended } as const;
  });
}
