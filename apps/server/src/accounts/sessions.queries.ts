/**
 * Sessions are refresh-token families. A refresh token is 32 random bytes, stored as its sha256,
 * used once: refreshing marks it rotated and issues the next one in the same family. Presenting a
 * rotated token again means it was copied, so the whole family is revoked — except within a short grace
 * while the token issued in its place has never been used: that is an answer the browser lost (the page
 * was left or reloaded while its refresh was under way, so the new cookie was never stored), and the
 * family goes on with a new token. A family ends 30 days after sign-in whatever happens (absolute lifetime).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@klama/contract';
import type { Database, Queryable } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';

export const SESSION_LIFETIME_DAYS = 30;
/** How long after its rotation a token whose successor was never used still counts as a lost answer. */
export const LOST_ANSWER_GRACE_SECONDS = 30;

const newRefreshToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueRefreshToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await db.query('INSERT INTO refresh_token (token_hash, session_id) VALUES ($1, $2)', [hashToken(token), sessionId]);
  return token;
}

/** A session's refresh token and when the session ends (the refresh cookie expires with it). */
export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

/** A disabled account (admin/users) gets no session: 403, after its password or Google token was checked. */
export async function startSession(db: Database, userId: number): Promise<IssuedRefreshToken> {
  const sessionId = randomUUID();
  return db.transaction(async (tx) => {
    const [started] = await tx.query<{ expires_at: Date }>(
      `INSERT INTO auth_session (id, user_id, expires_at)
       SELECT $1, id, now() + make_interval(days => $3::int) FROM app_user WHERE id = $2 AND disabled_at IS NULL RETURNING expires_at`,
      [sessionId, userId, SESSION_LIFETIME_DAYS],
    );
    if (!started) throw new HttpError(403, AUTH_MESSAGES.accountDisabled);
    return { sessionId, refreshToken: await issueRefreshToken(tx, sessionId), expiresAt: new Date(started.expires_at) };
  });
}

export type RotateResult = ({ ok: true; userId: number } & IssuedRefreshToken) | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

export async function rotateRefreshToken(db: Database, presented: string): Promise<RotateResult> {
  const hash = hashToken(presented);
  return db.transaction(async (tx): Promise<RotateResult> => {
    // Only one caller can flip rotated_at from NULL: a concurrent second use sees zero rows.
    const [used] = await tx.query<{ session_id: string }>(
      'UPDATE refresh_token SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING session_id',
      [hash],
    );
    const [lost] = used
      ? []
      : await tx.query<{ session_id: string }>(
          `UPDATE refresh_token next SET rotated_at = now()
           FROM refresh_token prev
           WHERE prev.token_hash = $1 AND prev.rotated_at > now() - make_interval(secs => $2)
             AND next.session_id = prev.session_id AND next.rotated_at IS NULL AND next.created_at >= prev.rotated_at
             AND NOT EXISTS (SELECT 1 FROM refresh_token spent WHERE spent.session_id = prev.session_id
                               AND spent.created_at >= prev.rotated_at AND spent.rotated_at IS NOT NULL)
           RETURNING next.session_id`,
          [hash, LOST_ANSWER_GRACE_SECONDS],
        );
    const sessionId = used?.session_id ?? lost?.session_id;
    if (!sessionId) {
      const revoked = await tx.query(
        `UPDATE auth_session SET revoked_at = coalesce(revoked_at, now())
         WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = $1) RETURNING id`,
        [hash],
      );
      return { ok: false, reason: revoked.length ? 'reused' : 'unknown' };
    }
    const [session] = await tx.query<{ user_id: number; expires_at: Date }>(
      'SELECT user_id, expires_at FROM auth_session WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [sessionId],
    );
    if (!session) return { ok: false, reason: 'ended' };
    return {
      ok: true,
      userId: session.user_id,
      sessionId,
      refreshToken: await issueRefreshToken(tx, sessionId),
      expiresAt: new Date(session.expires_at),
    };
  });
}

/** Revokes the family a refresh token belongs to (logout). Unknown tokens are ignored. */
export async function endSessionOf(db: Queryable, presented: string): Promise<void> {
  await db.query(
    `UPDATE auth_session SET revoked_at = coalesce(revoked_at, now())
     WHERE id = (SELECT session_id FROM refresh_token WHERE token_hash = $1)`,
    [hashToken(presented)],
  );
}

export async function endOtherSessions(db: Queryable, userId: number, keepSessionId: string): Promise<void> {
  await db.query('UPDATE auth_session SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    userId,
    keepSessionId,
  ]);
}

export async function isSessionActive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM auth_session WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()', [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}
