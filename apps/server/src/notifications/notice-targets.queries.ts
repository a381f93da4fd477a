/** Who is told and about what, for the push and mail channels: names of shows, fans' languages and addresses. */
import { MAIL_LANGUAGES, type MailLanguage } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import type { DueEpisode } from './channels.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

const FanRow = z.object({
  id: Int,
  username: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  mail_language: z.enum(MAIL_LANGUAGES),
});
export type NoticeFan = z.infer<typeof FanRow>;

/** The fans, by id (one query for a batch). */
export async function noticeFans(db: Queryable, userIds: readonly number[]): Promise<Map<number, NoticeFan>> {
  const found = await rows(
    db,
    FanRow,
    sql`SELECT id, username, email, email_verified_at IS NOT NULL AS email_verified, mail_language
        FROM app_user WHERE id = ANY(${[...new Set(userIds)]}::int[])`,
  );
  return new Map(found.map((f) => [f.id, f]));
}

/** A show's name in both languages (`ko`: its Korean name, null when it has none). */
export type ShowName = { en: string; ko: string | null };

/** The shows' names, by id (one query for a batch). */
export async function showNames(db: Queryable, showIds: readonly number[]): Promise<Map<number, ShowName>> {
  const found = await rows(
    db,
    z.object({ id: Int, name: z.string(), name_ko: z.string().nullable() }),
    sql`SELECT id, name, name_ko FROM show WHERE id = ANY(${[...new Set(showIds)]}::int[])`,
  );
  return new Map(found.map((s) => [s.id, { en: s.name, ko: s.name_ko }]));
}

/** A show's name in a fan's language: the Korean name for a Korean fan where the show has one (decision 0054). */
export const showNameIn = (name: ShowName | undefined, language: MailLanguage): string =>
  (language === 'ko' ? name?.ko : null) ?? name?.en ?? '';

/** The fans and show names of a batch of due episodes (two queries, however many). */
export async function dueTargets(db: Queryable, due: readonly DueEpisode[]) {
  const fans = await noticeFans(
    db,
    due.map((d) => d.userId),
  );
  const names = await showNames(
    db,
    due.map((d) => d.showId),
  );
  return { fans, names };
}
