/**
 * Sessions are refresh-token families. A refresh token is 32 random bytes, stored as its sha256,
 * used once: refreshing marks it rotated and issues the next one in the same family. Presenting a
 * rotated token again means it was copied, so the whole family is revoked — except within a short grace
 * while the token issued in its place has never been used: that is an answer the browser lost (the page
 * was left or reloaded while its refresh was under way, so the new cookie was never stored), and the
 * family goes on with a new token. A family ends 30 days after sign-in whatever happens (absolute lifetime), and
 * after 14 days without a refresh (inactivity: a device left signed in and forgotten stops working; docs/security.md).
 *
 * Every refresh and every authenticated call reads the session's row, so a session ended here (sign-out, Settings'
 * "Sign out", a password change or reset) is refused at once by every instance on the database.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@klama/contract';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { HttpError } from '../plugins/errors.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';

export const SESSION_LIFETIME_DAYS = 30;
/** A session not refreshed for this long has ended (ASVS 7.3.1); every page a signed-in fan opens refreshes it. */
export const SESSION_IDLE_DAYS = 14;
/** A session that still works: not ended, within its absolute lifetime, used within the inactivity timeout. */
const LIVE = sql`revoked_at IS NULL AND expires_at > now() AND last_used_at > now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
/** How long after its rotation a token whose successor was never used still counts as a lost answer. */
export const LOST_ANSWER_GRACE_SECONDS = 30;

/** Where a session was started or last refreshed from: already reduced (devices.ts), as it is stored. */
export interface SessionOrigin {
  userAgent: string | null;
  ipNetwork: string | null;
}
const UNKNOWN_ORIGIN: SessionOrigin = { userAgent: null, ipNetwork: null };

const SessionIdRow = z.object({ session_id: z.string() });
const IdRow = z.object({ id: z.string() });
const Timestamp = z.coerce.date();

async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await db.query(sql`INSERT INTO refresh_token (token_hash, session_id) VALUES (${hashOpaqueToken(token)}, ${sessionId})`);
  return token;
}

/** A session's refresh token and when the session ends (the refresh cookie expires with it). */
export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A disabled account (admin/users) gets no session: 403, after its password or Google token was checked. */
export async function startSession(db: Database, userId: number, origin = UNKNOWN_ORIGIN): Promise<IssuedRefreshToken> {
  const sessionId = randomUUID();
  return db.transaction(async (tx) => {
    const started = await firstRow(
      tx,
      z.object({ expires_at: Timestamp }),
      sql`INSERT INTO auth_session (id, user_id, expires_at, user_agent, ip_network)
          SELECT ${sessionId}, id, now() + make_interval(days => ${SESSION_LIFETIME_DAYS}), ${origin.userAgent}, ${origin.ipNetwork}
          FROM app_user WHERE id = ${userId} AND disabled_at IS NULL RETURNING expires_at`,
    );
    if (!started) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
    return { sessionId, refreshToken: await issueRefreshToken(tx, sessionId), expiresAt: started.expires_at };
  });
}

export type RotateResult = ({ ok: true; userId: number } & IssuedRefreshToken) | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

export async function rotateRefreshToken(db: Database, presented: string, origin = UNKNOWN_ORIGIN): Promise<RotateResult> {
  const hash = hashOpaqueToken(presented);
  return db.transaction(async (tx): Promise<RotateResult> => {
    // Only one caller can flip rotated_at from NULL: a concurrent second use sees zero rows.
    const used = await firstRow(
      tx,
      SessionIdRow,
      sql`UPDATE refresh_token SET rotated_at = now() WHERE token_hash = ${hash} AND rotated_at IS NULL RETURNING session_id`,
    );
    const lost = used
      ? undefined
      : await firstRow(
          tx,
          SessionIdRow,
          sql`UPDATE refresh_token next SET rotated_at = now()
              FROM refresh_token prev
              WHERE prev.token_hash = ${hash} AND prev.rotated_at > now() - make_interval(secs => ${LOST_ANSWER_GRACE_SECONDS})
                AND next.session_id = prev.session_id AND next.rotated_at IS NULL AND next.created_at >= prev.rotated_at
                AND NOT EXISTS (SELECT 1 FROM refresh_token spent WHERE spent.session_id = prev.session_id
                                  AND spent.created_at >= prev.rotated_at AND spent.rotated_at IS NOT NULL)
              RETURNING next.session_id`,
        );
    const sessionId = used?.session_id ?? lost?.session_id;
    if (!sessionId) {
      const revoked = await rows(
        tx,
        IdRow,
        sql`UPDATE auth_session SET revoked_at = coalesce(revoked_at, now())
            WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = ${hash}) RETURNING id::text`,
      );
      return { ok: false, reason: revoked.length ? 'reused' : 'unknown' };
    }
    const session = await firstRow(
      tx,
      z.object({ user_id: z.number().int(), expires_at: Timestamp }),
      sql`UPDATE auth_session SET last_used_at = now(), user_agent = coalesce(${origin.userAgent}, user_agent),
                                  ip_network = coalesce(${origin.ipNetwork}, ip_network)
          WHERE id = ${sessionId} AND ${LIVE} RETURNING user_id, expires_at`,
    );
    if (!session) return { ok: false, reason: 'ended' };
    return {
      ok: true,
      userId: session.user_id,
      sessionId,
      refreshToken: await issueRefreshToken(tx, sessionId),
      expiresAt: session.expires_at,
    };
  });
}

/** Revokes the family a refresh token belongs to (logout). Unknown tokens are ignored. */
export async function endSessionOf(db: Queryable, presented: string): Promise<void> {
  await db.query(
    sql`UPDATE auth_session SET revoked_at = coalesce(revoked_at, now())
        WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = ${hashOpaqueToken(presented)})`,
  );
}

/** Ends one of the user's active sessions; false when the user has no such active session. */
export async function endSession(db: Queryable, userId: number, sessionId: string): Promise<boolean> {
  const ended = await rows(
    db,
    IdRow,
    sql`UPDATE auth_session SET revoked_at = now()
        WHERE id = ${sessionId} AND user_id = ${userId} AND ${LIVE} RETURNING id::text`,
  );
  return ended.length > 0;
}

export async function endOtherSessions(db: Queryable, userId: number, keepSessionId: string): Promise<void> {
  await db.query(
    sql`UPDATE auth_session SET revoked_at = now() WHERE user_id = ${userId} AND id <> ${keepSessionId} AND revoked_at IS NULL`,
  );
}

/**
 * Ends every session still working of one account, or of every account (`userId` undefined: the operator's
 * `npm run admin -- end-sessions --all`), in one statement; how many ended. Their refresh tokens and access tokens
 * are refused from the next call on (ASVS 7.4.5).
 */
export async function endSessionsOf(db: Queryable, userId: number | undefined): Promise<number> {
  const whose = userId === undefined ? sql`` : sql`user_id = ${userId} AND`;
  const ended = await firstRow(
    db,
    z.object({ ended: Int }),
    sql`WITH ended AS (UPDATE auth_session SET revoked_at = now() WHERE ${whose} ${LIVE} RETURNING 1)
        SELECT count(*)::int AS ended FROM ended`,
  );
  return ended!.ended;
}

export async function isSessionActive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const active = await rows(
    db,
    z.object({ active: z.literal(1) }),
    sql`SELECT 1 AS active FROM auth_session WHERE id = ${sessionId} AND user_id = ${userId} AND ${LIVE}`,
  );
  return active.length > 0;
}

export const ActiveSessionRow = z.object({
  id: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp,
  user_agent: z.string().nullable(),
  ip_network: z.string().nullable(),
});
export type ActiveSessionRow = z.infer<typeof ActiveSessionRow>;

/** The user's sessions that still work, the most recently used first. */
export async function activeSessions(db: Queryable, userId: number): Promise<ActiveSessionRow[]> {
  return rows(
    db,
    ActiveSessionRow,
    sql`SELECT id::text, created_at, last_used_at, user_agent, ip_network FROM auth_session
        WHERE user_id = ${userId} AND ${LIVE}
        ORDER BY last_used_at DESC, created_at DESC`,
  );
}

/** How long the owner's confirmation lets a session make sensitive changes (the step-up, decision 0043). */
export const CONFIRMATION_WINDOW_MINUTES = 5;

/** Marks the caller's session confirmed now; when the window ends, or null when the session no longer works. */
export async function confirmSession(db: Queryable, sessionId: string, userId: number): Promise<Date | null> {
  const confirmed = await firstRow(
    db,
    z.object({ confirmed_until: Timestamp }),
    sql`UPDATE auth_session SET confirmed_at = now()
        WHERE id = ${sessionId} AND user_id = ${userId} AND ${LIVE}
        RETURNING confirmed_at + make_interval(mins => ${CONFIRMATION_WINDOW_MINUTES}) AS confirmed_until`,
  );
  return confirmed?.confirmed_until ?? null;
}

/** Whether the owner confirmed on this session within the window. */
export async function isSessionConfirmed(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const confirmed = await rows(
    db,
    z.object({ confirmed: z.literal(1) }),
    sql`SELECT 1 AS confirmed FROM auth_session
        WHERE id = ${sessionId} AND user_id = ${userId}
          AND confirmed_at > now() - make_interval(mins => ${CONFIRMATION_WINDOW_MINUTES})`,
  );
  return confirmed.length > 0;
}
