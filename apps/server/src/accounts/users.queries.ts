/** User rows. Responses only ever carry `publicProfile(user)`: never a hash, never a Google subject. */
import { AUTH_MESSAGES, type UserProfile } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  avatar: string | null;
  password_hash: string | null;
  google_sub: string | null;
  role: 'user' | 'admin';
  /** where-to-watch region the user chose (null: not chosen) */
  region: string | null;
}

const COLUMNS = 'id, username, email, avatar, password_hash, google_sub, role, region';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const publicProfile = (u: Pick<UserRow, 'username' | 'email' | 'avatar'>): UserProfile => ({
  username: u.username,
  email: u.email,
  avatar: u.avatar,
});

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower($1)`, [username]);
  return row;
}
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE id = $1`, [id]);
  return row;
}
export async function findUserByGoogleSub(db: Queryable, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE google_sub = $1`, [sub]);
  return row;
}
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM app_user WHERE email = $1', [normalizeEmail(email)])).length > 0;
}

/** Unique violations become 409s with the message of the column that collided. */
function conflictFor(err: unknown): HttpError | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('username')) return new HttpError(409, AUTH_MESSAGES.usernameTaken);
  if (where.includes('email')) return new HttpError(409, AUTH_MESSAGES.emailTaken);
  if (where.includes('google_sub')) return new HttpError(409, AUTH_MESSAGES.googleAlreadyRegistered);
  return new HttpError(409, AUTH_MESSAGES.usernameTaken);
}

export async function insertUser(
  db: Queryable,
  user: { username: string; email: string; passwordHash: string | null; googleSub: string | null; avatar: string | null },
): Promise<UserRow> {
  try {
    const [row] = await db.query<UserRow>(
      `INSERT INTO app_user (username, email, password_hash, google_sub, avatar) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [user.username, normalizeEmail(user.email), user.passwordHash, user.googleSub, user.avatar],
    );
    return row!;
  } catch (err) {
    throw conflictFor(err) ?? err;
  }
}

export async function updateEmail(db: Queryable, userId: number, email: string): Promise<UserRow | undefined> {
  try {
    const [row] = await db.query<UserRow>(`UPDATE app_user SET email = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
      userId,
      normalizeEmail(email),
    ]);
    return row;
  } catch (err) {
    throw conflictFor(err) ?? err;
  }
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function findUserRole(db: Queryable, userId: number): Promise<'user' | 'admin' | undefined> {
  const [row] = await db.query<{ role: 'user' | 'admin' }>('SELECT role FROM app_user WHERE id = $1', [userId]);
  return row?.role;
}

export async function updateAvatar(db: Queryable, userId: number, avatar: string): Promise<void> {
  await db.query('UPDATE app_user SET avatar = $2 WHERE id = $1', [userId, avatar]);
}
