import { CastMember, Credit, MESSAGES, ShowDetails, Term, Video, type CatalogueLanguage } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { identifier, join, sql, type Sql } from '../db/sql.js';
import { firstRow, rows } from '../db/rows.js';
import { notFound } from '../plugins/errors.js';
import { SHOW_COLUMN_NAMES } from '../db/show-columns.js';
import { localized } from '../db/localized.js';

/** The details' text in a language: the Korean beside the English (decision 0049). */
const TEXT_COLUMNS = ['name', 'overview', 'tagline'] as const;
const isText = (c: string): c is (typeof TEXT_COLUMNS)[number] => (TEXT_COLUMNS as readonly string[]).includes(c);

/** The details' fields that are a show's own column (season_number is set for a season of a series only), texts in `language`. */
const plainColumns = (language: CatalogueLanguage) =>
  join(
    SHOW_COLUMN_NAMES.filter((c) => c in ShowDetails.shape && c !== 'season_number').map((c) =>
      isText(c)
        ? sql`${localized(language, sql`s.${identifier(c)}`, sql`s.${identifier(`${c}_ko`)}`)} AS ${identifier(c)}`
        : sql`s.${identifier(c)}`,
    ),
    ', ',
  );

/** A show's terms of one kind; `name` the term's name as it is read (keywords have a Korean one). */
const terms = (link: string, table: string, column: string, name: Sql = sql`t.name`) =>
  sql`(SELECT coalesce(json_agg(json_build_object('_id', t.uid, 'id', t.id, 'name', ${name}) ORDER BY l.position, t.id), '[]')
    FROM ${identifier(link)} l JOIN ${identifier(table)} t ON t.id = l.${identifier(column)} WHERE l.show_id = s.id)`;

/** A keyword's name (`k`) and a person's (`p`) in a language. */
export const keywordName = (language: CatalogueLanguage, alias: 'k' | 't' = 'k') =>
  alias === 'k' ? localized(language, sql`k.name`, sql`k.name_ko`) : localized(language, sql`t.name`, sql`t.name_ko`);
export const personName = (language: CatalogueLanguage) => localized(language, sql`p.name`, sql`p.name_ko`);

/** The details as the catalogue has them: the K-lama score is added by the route (community-score/). */
export type CatalogueDetails = Omit<ShowDetails, 'community'>;

const DetailsRow = ShowDetails.omit({ season_number: true, poster_path: true, community: true }).extend({
  poster_us: z.string().nullable(),
  poster_kr: z.string().nullable(),
  season_number: z.number().int().nullable(),
});

/**
 * The whole details object in `language` in one prepared statement per language (relations aggregated as JSON;
 * planning it cost more than running it).
 */
export async function findShowDetails(db: Queryable, id: number, language: CatalogueLanguage = 'en'): Promise<CatalogueDetails | null> {
  const row = await firstRow(
    db,
    DetailsRow,
    sql`SELECT ${plainColumns(language)}, s.poster_us, s.poster_kr, CASE WHEN s.series_id IS NOT NULL THEN s.season_number END AS season_number,
       ${terms('show_genre', 'genre', 'genre_id')} AS genres,
       ${terms('show_keyword', 'keyword', 'keyword_id', keywordName(language, 't'))} AS keywords,
       ${terms('show_tone', 'tone', 'tone_id')} AS tones,
       (SELECT coalesce(json_agg(json_build_object('id', n.id, 'name', n.name, 'logo_path', n.logo_path) ORDER BY l.position, n.id), '[]')
          FROM show_network l JOIN network n ON n.id = l.network_id WHERE l.show_id = s.id) AS networks,
       (SELECT coalesce(json_agg(json_build_object('season', o.season_number, 'show', json_build_object('id', o.id, 'name', ${localized(language, sql`o.name`, sql`o.name_ko`)}))
                                 ORDER BY o.season_number, o.id), '[]')
          FROM visible_show o WHERE o.series_id = s.series_id AND o.id <> s.id) AS related_seasons,
       (SELECT coalesce(json_agg(json_build_object('key', v.key, 'site', v.site) ORDER BY v.position, v.key), '[]')
          FROM video v WHERE v.show_id = s.id AND v.is_featured) AS trailer,
       (SELECT json_build_object('title', json_build_object('title', w.title), 'author', json_build_object('name', ${personName(language)}))
          FROM original_work w JOIN person p ON p.id = w.author_id WHERE w.id = s.original_work_id) AS original_story
       ${language === 'ko' ? sql`, s.name AS english_name` : sql``}
     FROM visible_show s WHERE s.id = ${id}`,
    `show_details_${language}`,
  );
  if (!row) return null;
  const { poster_us, poster_kr, season_number, ...rest } = row;
  return {
    ...rest,
    ...(season_number != null ? { season_number } : {}),
    poster_path: { ...(poster_us ? { US: { path: poster_us } } : {}), ...(poster_kr ? { KR: { path: poster_kr } } : {}) },
  };
}

/**
 * Rows of one show's list. An empty list is an answer for a show that exists; for an unknown show, and for
 * a show the operators hid (whose rows are kept), it is 404 'Show not found'.
 */
export async function rowsOfShow<S extends z.ZodType>(db: Queryable, id: number, row: S, statement: Sql): Promise<z.output<S>[]> {
  const found = await rows(db, row, statement);
  if (!(await isVisibleShow(db, id))) throw notFound(MESSAGES.showNotFound);
  return found;
}

/** Whether a show is in the public catalogue (known and not hidden by an operator). */
export async function isVisibleShow(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(sql`SELECT 1 FROM visible_show WHERE id = ${id}`)).length > 0;
}

/** Videos, YouTube trailers first: the details page's fallback when `trailer` is empty. */
export const showVideos = (db: Queryable, id: number) =>
  rowsOfShow(
    db,
    id,
    Video,
    sql`SELECT v.key, v.site, v.type, v.name FROM video v WHERE v.show_id = ${id}
        ORDER BY (v.type = 'Trailer' AND v.site = 'YouTube') DESC, v.is_featured DESC, v.position, v.key`,
  );

/** The cast in billing order (an empty list: none known, or the show is hidden). */
export const showCast = (db: Queryable, id: number, language: CatalogueLanguage = 'en') =>
  rows(
    db,
    CastMember,
    sql`SELECT p.id, ${personName(language)} AS name, c.role, p.profile_path, c."order" FROM cast_credit c JOIN person p ON p.id = c.person_id
          JOIN visible_show s ON s.id = c.show_id
        WHERE c.show_id = ${id} ORDER BY c."order"`,
  );

/** Crew, creators first, then directors and writers. */
export const showCrew = (db: Queryable, id: number, language: CatalogueLanguage = 'en') =>
  rowsOfShow(
    db,
    id,
    Credit,
    sql`SELECT p.id || ':' || lower(c.job) AS _id, p.id, ${personName(language)} AS name, c.job FROM crew_credit c JOIN person p ON p.id = c.person_id
        WHERE c.show_id = ${id}
        ORDER BY CASE c.job WHEN 'Creator' THEN 0 WHEN 'Director' THEN 1 WHEN 'Writer' THEN 2 ELSE 3 END, c.job, p.name, p.id`,
  );

export const showKeywords = (db: Queryable, id: number, language: CatalogueLanguage = 'en') =>
  rowsOfShow(
    db,
    id,
    Term,
    sql`SELECT k.uid AS _id, k.id, ${keywordName(language)} AS name FROM show_keyword l JOIN keyword k ON k.id = l.keyword_id
        WHERE l.show_id = ${id} ORDER BY l.position, k.id`,
  );
