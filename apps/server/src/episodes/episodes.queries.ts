/** Episode and calendar reads: one statement each, served by the air-date index (migration 0030). */
import type { CalendarResponse, CatalogueLanguage, NearestMonths, ShowEpisodes } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, toCard } from '../catalogue/show-cards.js';

/** A show's episode, or the show alone (all null) when it has none. */
const EpisodeRow = z.union([
  z.object({
    season_number: Int,
    episode_number: Int,
    name: z.string().nullable(),
    air_date: z.string().nullable(),
    runtime: Int.nullable(),
  }),
  z.object({ season_number: z.null() }),
]);
const NearestRow = z.object({ previous: z.string().nullable(), next: z.string().nullable() });

/** A show's episodes by season; undefined for an unknown or hidden show. */
export async function showEpisodes(db: Queryable, showId: number): Promise<ShowEpisodes | undefined> {
  const episodes = await rows(
    db,
    EpisodeRow,
    sql`SELECT e.season_number, e.episode_number, e.name, to_char(e.air_date, 'YYYY-MM-DD') AS air_date, e.runtime
        FROM visible_show s LEFT JOIN episode e ON e.show_id = s.id
        WHERE s.id = ${showId}
        ORDER BY e.season_number, e.episode_number`,
  );
  if (!episodes.length) return undefined;
  const seasons: ShowEpisodes['seasons'] = [];
  for (const r of episodes) {
    if (r.season_number === null) continue;
    let season = seasons.at(-1);
    if (season?.season_number !== r.season_number) seasons.push((season = { season_number: r.season_number, episodes: [] }));
    season.episodes.push({ episode_number: r.episode_number, name: r.name, air_date: r.air_date, runtime: r.runtime });
  }
  return { id: showId, seasons };
}

/** Which shows a calendar covers: everything, one user's followed shows, or one show. */
export type CalendarScope = { kind: 'all' } | { kind: 'user'; userId: number } | { kind: 'show'; showId: number };

/** A user's calendar: shows they watch, plan to watch, or bookmarked. */
const followedBy = (userId: number) =>
  sql`SELECT show_id FROM user_show WHERE user_id = ${userId} AND (status IN ('watching', 'plan_to_watch') OR bookmarked)`;

function scopeFilter(scope: CalendarScope): Sql {
  if (scope.kind === 'user') return sql`AND e.show_id IN (${followedBy(scope.userId)})`;
  if (scope.kind === 'show') return sql`AND e.show_id = ${scope.showId}`;
  return sql``;
}

export const AiringRow = CardRow.extend({ date: z.string(), season: Int, episode: Int, episode_name: z.string().nullable() });
export type AiringRow = z.infer<typeof AiringRow>;

/** Every episode airing from `from` to `to` (both included), by date, then show, season and episode. */
export function airings(db: Queryable, scope: CalendarScope, from: string, to: string): Promise<AiringRow[]> {
  return rows(
    db,
    AiringRow,
    sql`SELECT to_char(e.air_date, 'YYYY-MM-DD') AS date, e.season_number AS season, e.episode_number AS episode, e.name AS episode_name,
          ${CARD_COLUMNS}
        FROM episode e JOIN visible_show s ON s.id = e.show_id
        WHERE e.air_date BETWEEN ${from}::date AND ${to}::date ${scopeFilter(scope)}
        ORDER BY e.air_date, lower(s.name) COLLATE "C", s.id, e.season_number, e.episode_number`,
  );
}

/** The calendar answer: days that have airings, each with its items. */
export async function calendar(
  db: Queryable,
  scope: CalendarScope,
  from: string,
  to: string,
  language: CatalogueLanguage = 'en',
): Promise<CalendarResponse> {
  const days: CalendarResponse = [];
  for (const r of await airings(db, scope, from, to)) {
    let day = days.at(-1);
    if (day?.date !== r.date) days.push((day = { date: r.date, items: [] }));
    day.items.push({ show: toCard(r, language), season: r.season, episode: r.episode, name: r.episode_name });
  }
  return days;
}

/** The closest months before and after `month` (YYYY-MM) in which something airs. */
export async function nearestMonths(db: Queryable, scope: CalendarScope, month: string): Promise<NearestMonths> {
  const start = `${month}-01`;
  const filter = scopeFilter(scope);
  const row = await firstRow(
    db,
    NearestRow,
    sql`SELECT
          (SELECT to_char(max(e.air_date), 'YYYY-MM') FROM episode e JOIN visible_show s ON s.id = e.show_id
            WHERE e.air_date < ${start}::date ${filter}) AS previous,
          (SELECT to_char(min(e.air_date), 'YYYY-MM') FROM episode e JOIN visible_show s ON s.id = e.show_id
            WHERE e.air_date >= (${start}::date + interval '1 month')::date ${filter}) AS next`,
  );
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}

/** Whether a show exists and is not hidden (the per-show .ics is 404 otherwise). */
/** A shown show's name in the language (its Korean name in Korean, where it has one). */
export async function visibleShowName(db: Queryable, showId: number, language: CatalogueLanguage = 'en'): Promise<string | undefined> {
  const name = language === 'ko' ? sql`coalesce(name_ko, name) AS name` : sql`name`;
  return (await firstRow(db, z.object({ name: z.string() }), sql`SELECT ${name} FROM visible_show WHERE id = ${showId}`))?.name;
}
