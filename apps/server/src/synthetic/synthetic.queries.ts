/** The synthetic catalogue's picks for its collections: ids of synthetic shows only. */
import { z } from 'zod';
import type { Queryable, SqlParam } from '../db/client.js';
import { insertRows } from '../db/bulk.js';
import { Int, rows } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';

const IdRow = z.object({ id: Int });
const ids = async (db: Queryable, statement: Sql) => (await rows(db, IdRow, statement)).map((r) => r.id);

export const syntheticByPopularity = (db: Queryable, limit: number) =>
  ids(db, sql`SELECT id FROM show WHERE source = 'synthetic' ORDER BY popularity DESC, id LIMIT ${limit}`);

export const syntheticAiringAfter = (db: Queryable, day: string, limit: number) =>
  ids(db, sql`SELECT id FROM show WHERE source = 'synthetic' AND first_air_date > ${day} ORDER BY first_air_date, id LIMIT ${limit}`);

export const syntheticAiredBy = (db: Queryable, day: string, limit: number) =>
  ids(db, sql`SELECT id FROM show WHERE source = 'synthetic' AND first_air_date <= ${day} ORDER BY first_air_date DESC, id LIMIT ${limit}`);

/** A fixed pseudo-random pick (the same ids for the same catalogue). */
export const syntheticScattered = (db: Queryable, limit: number) =>
  ids(db, sql`SELECT id FROM show WHERE source = 'synthetic' ORDER BY (id * 2654435761::bigint) % 1000003, id LIMIT ${limit}`);

export const syntheticMostPopularOfGenres = (db: Queryable, genreUids: readonly string[], limit: number) =>
  ids(
    db,
    sql`SELECT s.id FROM show s JOIN show_genre g ON g.show_id = s.id JOIN genre ge ON ge.id = g.genre_id
        WHERE s.source = 'synthetic' AND ge.uid = ANY(${genreUids}::text[]) GROUP BY s.id ORDER BY max(s.popularity) DESC, s.id LIMIT ${limit}`,
  );

/** [show, recommended, position] rows; a pair already there is kept. */
export const addRecommendations = (db: Queryable, rows: SqlParam[][]) =>
  insertRows(db, 'recommendation', ['show_id', 'recommended_id', 'position'], rows, 'ON CONFLICT DO NOTHING');
