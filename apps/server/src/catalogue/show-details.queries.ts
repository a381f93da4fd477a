import { MESSAGES, type ShowDetails } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { notFound } from '../plugins/errors.js';

const terms = (link: string, table: string, column: string) =>
  `(SELECT coalesce(json_agg(json_build_object('_id', t.uid, 'id', t.id, 'name', t.name) ORDER BY l.position, t.id), '[]')
    FROM ${link} l JOIN ${table} t ON t.id = l.${column} WHERE l.show_id = s.id)`;

/** The whole details object in one prepared statement (relations aggregated as JSON; planning it cost more than running it). */
export async function findShowDetails(db: Queryable, id: number): Promise<ShowDetails | null> {
  const [row] = await db.query<ShowDetails & { poster_us: string | null; poster_kr: string | null }>(
    `SELECT s.id, s.name, s.original_name, s.first_air_date, s.overview, s.number_of_episodes, s.homepage,
       s.poster_us, s.poster_kr,
       ${terms('show_genre', 'genre', 'genre_id')} AS genres,
       ${terms('show_keyword', 'keyword', 'keyword_id')} AS keywords,
       ${terms('show_tone', 'tone', 'tone_id')} AS tones,
       (SELECT coalesce(json_agg(json_build_object('id', n.id, 'name', n.name, 'logo_path', n.logo_path) ORDER BY l.position, n.id), '[]')
          FROM show_network l JOIN network n ON n.id = l.network_id WHERE l.show_id = s.id) AS networks,
       (SELECT coalesce(json_agg(json_build_object('season', o.season_number, 'show', json_build_object('id', o.id, 'name', o.name))
                                 ORDER BY o.season_number, o.id), '[]')
          FROM show o WHERE o.series_id = s.series_id AND o.id <> s.id) AS related_seasons,
       (SELECT coalesce(json_agg(json_build_object('key', v.key, 'site', v.site) ORDER BY v.position, v.key), '[]')
          FROM video v WHERE v.show_id = s.id AND v.is_featured) AS trailer,
       (SELECT json_build_object('title', json_build_object('title', w.title), 'author', json_build_object('name', p.name))
          FROM original_work w JOIN person p ON p.id = w.author_id WHERE w.id = s.original_work_id) AS original_story
     FROM show s WHERE s.id = $1`,
    [id],
    'show_details',
  );
  if (!row) return null;
  const { poster_us, poster_kr, ...rest } = row;
  return {
    ...rest,
    poster_path: { ...(poster_us ? { US: { path: poster_us } } : {}), ...(poster_kr ? { KR: { path: poster_kr } } : {}) },
  };
}

/**
 * Rows of one show's list (`sql` takes the show id as $1). An empty list is an answer for a show
 * that exists; for an unknown show it is 404 'Show not found' (checked only when the list is empty).
 */
export async function rowsOfShow<T>(db: Queryable, id: number, sql: string): Promise<T[]> {
  const rows = await db.query<T>(sql, [id]);
  if (!rows.length && !(await db.query('SELECT 1 FROM show WHERE id = $1', [id])).length) throw notFound(MESSAGES.showNotFound);
  return rows;
}
