/** User rows. Responses only ever carry `publicProfile(user)`: never a hash, never a Google subject. */
import {
  AUTH_MESSAGES,
  MAIL_LANGUAGES,
  PROFILE_VISIBILITIES,
  type MailLanguage,
  type ProfileVisibility,
  type UserProfile,
} from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { shared, sql } from '../db/sql.js';
import { firstRow } from '../db/rows.js';
import { HttpError } from '../plugins/errors.js';

export const UserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  password_hash: z.string().nullable(),
  google_sub: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  /** where-to-watch region the user chose (null: not chosen) */
  region: z.string().nullable(),
  /** the current address was confirmed (a mailed link, or Google vouched for it) */
  email_verified: z.boolean(),
  /** the language of the account's mail */
  mail_language: z.enum(MAIL_LANGUAGES),
  /** whether others may see the public profile (profiles/; private by default) */
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
});
export type UserRow = z.infer<typeof UserRow>;

const COLUMNS = sql`id, username, email, avatar, password_hash, google_sub, role, region,
  email_verified_at IS NOT NULL AS email_verified, mail_language, profile_visibility`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const publicProfile = (u: Pick<UserRow, 'username' | 'email' | 'avatar'>): UserProfile => ({
  username: u.username,
  email: u.email,
  avatar: u.avatar,
});

/** Opting in to (or out of) the public profile: takes effect on the next read, there is no cache of it. */
export async function setProfileVisibility(db: Queryable, userId: number, visibility: ProfileVisibility): Promise<void> {
  await db.query(sql`UPDATE app_user SET profile_visibility = ${visibility} WHERE id = ${userId}`);
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return firstRow(db, UserRow, sql`SELECT ${COLUMNS} FROM app_user WHERE lower(username) = lower(${username})`);
}
export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return firstRow(db, UserRow, sql`SELECT ${COLUMNS} FROM app_user WHERE id = ${id}`);
}
export async function findUserByGoogleSub(db: Queryable, sub: string): Promise<UserRow | undefined> {
  return firstRow(db, UserRow, sql`SELECT ${COLUMNS} FROM app_user WHERE google_sub = ${sub}`);
}
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM app_user WHERE email = ${normalizeEmail(email)}`)).length > 0;
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
  user: {
    username: string;
    email: string;
    passwordHash: string | null;
    googleSub: string | null;
    avatar: string | null;
    /** Google vouched for the address */
    emailVerified?: boolean;
    mailLanguage?: MailLanguage;
  },
): Promise<UserRow> {
  try {
    const row = await firstRow(
      db,
      UserRow,
      sql`INSERT INTO app_user (username, email, password_hash, google_sub, avatar, email_verified_at, mail_language)
          VALUES (${user.username}, ${normalizeEmail(user.email)}, ${user.passwordHash}, ${user.googleSub}, ${user.avatar},
                  CASE WHEN ${user.emailVerified ?? false} THEN now() END, ${user.mailLanguage ?? 'en'})
          RETURNING ${COLUMNS}`,
    );
    return row!;
  } catch (err) {
    throw conflictFor(err) ?? err;
  }
}

export async function updateEmail(db: Queryable, userId: number, email: string): Promise<UserRow | undefined> {
  try {
    // a new address is not confirmed yet; the same address typed again keeps its confirmation
    return await firstRow(
      db,
      UserRow,
      sql`UPDATE app_user SET email = ${shared(normalizeEmail(email))},
            email_verified_at = CASE WHEN email = ${shared(normalizeEmail(email))} THEN email_verified_at END
          WHERE id = ${userId} RETURNING ${COLUMNS}`,
    );
  } catch (err) {
    throw conflictFor(err) ?? err;
  }
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query(sql`UPDATE app_user SET password_hash = ${passwordHash} WHERE id = ${userId}`);
}

export async function findUserRole(db: Queryable, userId: number): Promise<'user' | 'admin' | undefined> {
  return (await firstRow(db, UserRow.pick({ role: true }), sql`SELECT role FROM app_user WHERE id = ${userId}`))?.role;
}

/** Whether the account is younger than `hours` (community writes are fewer for it). */
export async function isNewcomer(db: Queryable, userId: number, hours: number): Promise<boolean> {
  const row = await firstRow(
    db,
    z.object({ newcomer: z.boolean() }),
    sql`SELECT created_at > now() - make_interval(hours => ${hours}) AS newcomer FROM app_user WHERE id = ${userId}`,
  );
  return row?.newcomer ?? false;
}

export async function updateAvatar(db: Queryable, userId: number, avatar: string): Promise<void> {
  await db.query(sql`UPDATE app_user SET avatar = ${avatar} WHERE id = ${userId}`);
}

export const setUserRegion = (db: Queryable, userId: number, region: string) =>
  db.query(sql`UPDATE app_user SET region = ${region} WHERE id = ${userId}`);
