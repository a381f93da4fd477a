/**
 * The account and session queries (users.queries.ts, sessions.queries.ts) on a migrated database of
 * this file's own, without an app: what a sign-in stores, how refresh tokens rotate and families end,
 * which unique violation gives which 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { HttpError } from '../../src/plugins/errors.js';
import {
  emailInUse,
  findUserByGoogleSub,
  findUserById,
  findUserByUsername,
  findUserRole,
  insertUser,
  normalizeEmail,
  publicProfile,
  updateAvatar,
  updateEmail,
  updatePasswordHash,
  type UserRow,
} from '../../src/accounts/users.queries.js';
import {
  LOST_ANSWER_GRACE_SECONDS,
  endOtherSessions,
  endSessionOf,
  isSessionActive,
  rotateRefreshToken,
  startSession,
} from '../../src/accounts/sessions.queries.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.drop());

let n = 0;
const newUser = (over: Partial<Parameters<typeof insertUser>[1]> = {}) => {
  n++;
  return insertUser(db, {
    username: `q_user_${n}`,
    email: `q_user_${n}@example.com`,
    passwordHash: 'scrypt$hash',
    googleSub: null,
    avatar: null,
    ...over,
  });
};

/** The session a refresh token belongs to, as stored. */
const sessionOf = async (refreshToken: string) => {
  const [row] = await db.query<{ id: string; user_id: number; days: number; revoked: boolean }>(
    `SELECT s.id, s.user_id, round(extract(epoch FROM s.expires_at - now()) / 86400)::int AS days,
            s.revoked_at IS NOT NULL AS revoked
       FROM auth_session s JOIN refresh_token r ON r.session_id = s.id
      WHERE r.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [refreshToken],
  );
  return row;
};

describe('users', () => {
  it('stores a new user with the email trimmed and in lower case, as a plain user', async () => {
    const user = await insertUser(db, {
      username: 'Mixed_Case',
      email: '  Mixed.Case@Example.COM ',
      passwordHash: 'scrypt$x',
      googleSub: null,
      avatar: null,
    });
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'Mixed_Case',
      email: 'mixed.case@example.com',
      avatar: null,
      password_hash: 'scrypt$x',
      google_sub: null,
      role: 'user',
      region: null,
      email_verified: false,
      mail_language: 'en',
      // profiles are private by default (ARCHITECTURE 9.2)
      profile_visibility: 'private',
    } satisfies UserRow);
    expect(await findUserByUsername(db, 'mixed_CASE')).toEqual(user);
    expect(await findUserById(db, user.id)).toEqual(user);
    expect(await findUserByUsername(db, 'nobody_here')).toBeUndefined();
    expect(await findUserById(db, 999_999)).toBeUndefined();
  });

  it('finds a Google user by subject, and only by subject', async () => {
    const user = await newUser({ googleSub: 'google-sub-1', passwordHash: null, avatar: 'https://lh3.googleusercontent.com/a/1' });
    expect(await findUserByGoogleSub(db, 'google-sub-1')).toEqual(user);
    expect(user.avatar).toBe('https://lh3.googleusercontent.com/a/1');
    expect(await findUserByGoogleSub(db, 'google-sub-2')).toBeUndefined();
  });

  it('tells whether an email is in use, whatever its case and spaces', async () => {
    await newUser({ email: 'taken@example.com' });
    expect(await emailInUse(db, 'taken@example.com')).toBe(true);
    expect(await emailInUse(db, ' TAKEN@Example.com ')).toBe(true);
    expect(await emailInUse(db, 'free@example.com')).toBe(false);
  });

  it('answers a taken username, email or Google subject with its own 409', async () => {
    const first = await newUser({ googleSub: 'google-sub-taken' });
    const conflict = (over: Partial<Parameters<typeof insertUser>[1]>) =>
      newUser(over).then(
        () => 'inserted',
        (e: unknown) => e,
      );
    expect(await conflict({ username: first.username.toUpperCase() })).toEqual(new HttpError(409, 'Username is already taken'));
    expect(await conflict({ email: first.email.toUpperCase() })).toEqual(new HttpError(409, 'Email is already in use'));
    expect(await conflict({ googleSub: 'google-sub-taken' })).toEqual(
      new HttpError(409, 'This Google account is already registered. Sign in with Google.'),
    );
  });

  it('passes other database errors through unchanged', async () => {
    // neither a password nor a Google subject: the table's CHECK refuses it (23514, not a 409)
    const error = await newUser({ passwordHash: null, googleSub: null }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: '23514' });
  });

  it('changes the email (normalised), refuses one in use, and finds no unknown user', async () => {
    const a = await newUser();
    const b = await newUser();
    expect(await updateEmail(db, a.id, ' New.Address@Example.org ')).toEqual({ ...a, email: 'new.address@example.org' });
    expect(await findUserById(db, a.id)).toMatchObject({ email: 'new.address@example.org' });
    await expect(updateEmail(db, a.id, b.email.toUpperCase())).rejects.toEqual(new HttpError(409, 'Email is already in use'));
    expect(await updateEmail(db, 999_999, 'x@example.org')).toBeUndefined();
  });

  it('changes the password hash and the avatar of that user only', async () => {
    const a = await newUser();
    const b = await newUser();
    await updatePasswordHash(db, a.id, 'scrypt$new');
    await updateAvatar(db, a.id, 'https://lh3.googleusercontent.com/a/new');
    expect(await findUserById(db, a.id)).toMatchObject({ password_hash: 'scrypt$new', avatar: 'https://lh3.googleusercontent.com/a/new' });
    expect(await findUserById(db, b.id)).toEqual(b);
  });

  it('reads the role: user, admin once granted, nothing for an unknown id', async () => {
    const a = await newUser();
    expect(await findUserRole(db, a.id)).toBe('user');
    await db.query(`UPDATE app_user SET role = 'admin' WHERE id = $1`, [a.id]);
    expect(await findUserRole(db, a.id)).toBe('admin');
    expect(await findUserRole(db, 999_999)).toBeUndefined();
  });

  it('normalises emails and shows only the public profile', () => {
    expect(normalizeEmail('  Someone@Example.COM\t')).toBe('someone@example.com');
    const row: UserRow = {
      id: 1,
      username: 'u',
      email: 'u@x.io',
      avatar: null,
      password_hash: 'scrypt$',
      google_sub: 'g',
      role: 'admin',
      region: 'KR',
      email_verified: true,
      mail_language: 'ko',
      profile_visibility: 'public',
    };
    expect(publicProfile(row)).toEqual({ username: 'u', email: 'u@x.io', avatar: null });
  });
});

describe('sessions', () => {
  it('starts a session of 30 days with a random refresh token stored only as its sha256', async () => {
    const user = await newUser();
    const { sessionId, refreshToken } = await startSession(db, user.id);
    const again = await startSession(db, user.id);
    expect(sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.sessionId).not.toBe(sessionId);
    // 32 random bytes, base64url
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.refreshToken).not.toBe(refreshToken);
    expect(await sessionOf(refreshToken)).toMatchObject({ id: sessionId, user_id: user.id, days: 30, revoked: false });
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_token WHERE session_id = $1', [sessionId]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(refreshToken);
    expect(await isSessionActive(db, sessionId, user.id)).toBe(true);
    expect(await isSessionActive(db, sessionId, user.id + 1)).toBe(false);
  });

  it('refuses a session to a disabled account (403) and to an unknown one, and stores nothing', async () => {
    const user = await newUser();
    await db.query('UPDATE app_user SET disabled_at = now() WHERE id = $1', [user.id]);
    const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM auth_session');
    await expect(startSession(db, user.id)).rejects.toEqual(new HttpError(403, 'This account has been disabled'));
    await expect(startSession(db, 999_999)).rejects.toEqual(new HttpError(403, 'This account has been disabled'));
    expect(await db.query('SELECT count(*)::int AS count FROM auth_session')).toEqual(before);
  });

  it('rotates a refresh token once; a second use revokes the family', async () => {
    const user = await newUser();
    const { sessionId, refreshToken, expiresAt } = await startSession(db, user.id);
    const [row] = await db.query<{ expires_at: Date }>('SELECT expires_at FROM auth_session WHERE id = $1', [sessionId]);
    expect(expiresAt).toEqual(new Date(row!.expires_at));
    const rotated = await rotateRefreshToken(db, refreshToken);
    // the session keeps its end (the refresh cookie's expiry)
    expect(rotated).toEqual({
      ok: true,
      userId: user.id,
      sessionId,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt,
    });
    const next = (rotated as { refreshToken: string }).refreshToken;
    expect(next).not.toBe(refreshToken);
    expect(await sessionOf(next)).toMatchObject({ id: sessionId, revoked: false });

    // the token issued in its place is used: the first one coming back now is a copy
    const after = await rotateRefreshToken(db, next);
    expect(after).toMatchObject({ ok: true, sessionId });
    expect(await rotateRefreshToken(db, refreshToken)).toEqual({ ok: false, reason: 'reused' });
    expect(await isSessionActive(db, sessionId, user.id)).toBe(false);
    // the family is over: its newest token no longer works either
    const newest = (after as { refreshToken: string }).refreshToken;
    expect(await rotateRefreshToken(db, newest)).toEqual({ ok: false, reason: 'ended' });
    expect(await rotateRefreshToken(db, newest)).toEqual({ ok: false, reason: 'reused' });
  });

  it('takes a spent token back once its successor was never used, within the grace, as a lost answer', async () => {
    const user = await newUser();
    const { sessionId, refreshToken } = await startSession(db, user.id);
    const lost = (await rotateRefreshToken(db, refreshToken)) as { refreshToken: string };
    const again = await rotateRefreshToken(db, refreshToken);
    expect(again).toMatchObject({ ok: true, sessionId });
    expect(await isSessionActive(db, sessionId, user.id)).toBe(true);
    // past the grace the same is a copy
    const kept = (again as { refreshToken: string }).refreshToken;
    await db.query(
      `UPDATE refresh_token SET rotated_at = rotated_at - make_interval(secs => $2) WHERE token_hash <> $1 AND session_id = $3`,
      [createHash('sha256').update(kept).digest('hex'), LOST_ANSWER_GRACE_SECONDS + 1, sessionId],
    );
    expect(await rotateRefreshToken(db, lost.refreshToken)).toEqual({ ok: false, reason: 'reused' });
    expect(await isSessionActive(db, sessionId, user.id)).toBe(false);
  });

  it('knows no unknown token, and ends a session at its absolute lifetime', async () => {
    expect(await rotateRefreshToken(db, 'never-issued')).toEqual({ ok: false, reason: 'unknown' });
    const user = await newUser();
    const { sessionId, refreshToken } = await startSession(db, user.id);
    await db.query(`UPDATE auth_session SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionId]);
    expect(await isSessionActive(db, sessionId, user.id)).toBe(false);
    expect(await rotateRefreshToken(db, refreshToken)).toEqual({ ok: false, reason: 'ended' });
  });

  it('ends the family of a token at logout, ignoring unknown tokens', async () => {
    const user = await newUser();
    const phone = await startSession(db, user.id);
    const laptop = await startSession(db, user.id);
    const rotated = await rotateRefreshToken(db, phone.refreshToken);
    await endSessionOf(db, 'never-issued');
    expect(await isSessionActive(db, phone.sessionId, user.id)).toBe(true);
    // an older token of the family ends it too
    await endSessionOf(db, phone.refreshToken);
    expect(await isSessionActive(db, phone.sessionId, user.id)).toBe(false);
    expect(await rotateRefreshToken(db, (rotated as { refreshToken: string }).refreshToken)).toEqual({ ok: false, reason: 'ended' });
    expect(await isSessionActive(db, laptop.sessionId, user.id)).toBe(true);
    const revokedAt = async () =>
      (await db.query<{ revoked_at: Date }>('SELECT revoked_at FROM auth_session WHERE id = $1', [phone.sessionId]))[0]!.revoked_at;
    const first = await revokedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await endSessionOf(db, phone.refreshToken);
    // a second logout keeps the time of the first
    expect(await revokedAt()).toEqual(first);
  });

  it('ends the user’s other sessions, keeping this one and other users’', async () => {
    const user = await newUser();
    const other = await newUser();
    const keep = await startSession(db, user.id);
    const drop = [await startSession(db, user.id), await startSession(db, user.id)];
    const stranger = await startSession(db, other.id);
    await endOtherSessions(db, user.id, keep.sessionId);
    expect(await isSessionActive(db, keep.sessionId, user.id)).toBe(true);
    for (const s of drop) expect(await isSessionActive(db, s.sessionId, user.id)).toBe(false);
    expect(await isSessionActive(db, stranger.sessionId, other.id)).toBe(true);
  });
});
