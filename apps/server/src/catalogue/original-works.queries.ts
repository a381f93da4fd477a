/** The book or webtoon a drama is based on. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';

export interface OriginalWork {
  title: string;
  originalTitle: string | null;
  type: string;
  authorId: number;
}

/**
 * The work's id, adding it when new. A work is known by its title and author; what a later write says of
 * its original title and type replaces what an earlier one said (both the sample and the importers write works).
 */
export async function saveOriginalWork(db: Queryable, w: OriginalWork): Promise<number> {
  const row = await firstRow(
    db,
    z.object({ id: Int }),
    sql`INSERT INTO original_work (title, original_title, type, author_id) VALUES (${w.title}, ${w.originalTitle}, ${w.type}, ${w.authorId})
        ON CONFLICT (title, author_id) DO UPDATE SET original_title = excluded.original_title, type = excluded.type RETURNING id`,
  );
  return row!.id;
}
