/** Genre, tone and keyword lists in display order. */
import { Term, type CatalogueLanguage } from '@klama/contract';
import { localized } from '../db/localized.js';
import type { Queryable } from '../db/client.js';
import { rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export const genres = (db: Queryable) => rows(db, Term, sql`SELECT uid AS _id, id, name FROM genre ORDER BY rank, name, id`);

export const tones = (db: Queryable) => rows(db, Term, sql`SELECT uid AS _id, id, name FROM tone ORDER BY rank, name, id`);

/** Keywords by how many shows use them (unused ones are left out: they would filter to nothing). */
export const keywordsInUse = (db: Queryable, language: CatalogueLanguage = 'en') =>
  rows(
    db,
    Term,
    sql`SELECT k.uid AS _id, k.id, ${localized(language, sql`k.name`, sql`k.name_ko`)} AS name FROM keyword k
     JOIN (SELECT keyword_id, count(*) AS uses FROM show_keyword GROUP BY keyword_id) u ON u.keyword_id = k.id
     ORDER BY u.uses DESC, k.rank, k.name, k.id LIMIT 500`,
  );

/** The keywords with these ids, by their name in `language` (an id no keyword has is left out). */
export const keywordsById = (db: Queryable, ids: number[], language: CatalogueLanguage = 'en') =>
  rows(
    db,
    Term,
    sql`SELECT uid AS _id, id, name FROM (SELECT uid, id, ${localized(language, sql`k.name`, sql`k.name_ko`)} AS name FROM keyword k) k
        WHERE id = ANY(${ids}::int[]) ORDER BY name, id`,
  );
