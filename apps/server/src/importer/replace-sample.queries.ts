/** `--replace-sample`: removes the sample catalogue's shows (users' marks on them cascade) and what only they used. */
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { countShows } from '../catalogue/show-census.queries.js';

const SAMPLE_ENTITY_MIN_ID = 1_000_000_000;
const PresentRow = z.object({ present: z.boolean() });
const CountRow = z.object({ n: Int });

export interface SampleFootprint {
  shows: number;
  marks: number;
}

export async function sampleFootprint(db: Queryable): Promise<SampleFootprint> {
  const shows = await countShows(db, 'sample');
  const { present } = (await firstRow(db, PresentRow, sql`SELECT to_regclass('public.user_show') IS NOT NULL AS present`))!;
  const marks = present
    ? (await firstRow(
        db,
        CountRow,
        sql`SELECT count(*)::int AS n FROM user_show WHERE show_id IN (SELECT id FROM show WHERE source = 'sample')`,
      ))!.n
    : 0;
  return { shows, marks };
}

export async function removeSampleCatalogue(db: Database): Promise<SampleFootprint> {
  return db.transaction(async (tx) => {
    const footprint = await sampleFootprint(tx);
    await bumpCatalogueVersion(tx);
    await tx.query(sql`DELETE FROM show WHERE source = 'sample'`);
    // sample people and keywords have hashed ids ≥ 1e9: drop the ones no show uses any more
    await tx.query(sql`DELETE FROM original_work w WHERE NOT EXISTS (SELECT 1 FROM show s WHERE s.original_work_id = w.id)`);
    await tx.query(
      sql`DELETE FROM person p WHERE p.id >= ${SAMPLE_ENTITY_MIN_ID}
            AND NOT EXISTS (SELECT 1 FROM cast_credit c WHERE c.person_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM crew_credit c WHERE c.person_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM original_work w WHERE w.author_id = p.id)`,
    );
    await tx.query(
      sql`DELETE FROM keyword k WHERE k.id >= ${SAMPLE_ENTITY_MIN_ID} AND NOT EXISTS (SELECT 1 FROM show_keyword l WHERE l.keyword_id = k.id)`,
    );
    await tx.query(sql`DELETE FROM series r WHERE NOT EXISTS (SELECT 1 FROM show s WHERE s.series_id = r.id)`);
    // dated lists left empty by the removal go too, so "latest" finds a real list
    await tx.query(sql`DELETE FROM periodic_list l WHERE NOT EXISTS (SELECT 1 FROM periodic_list_item i WHERE i.list_id = l.id)`);
    return footprint;
  });
}
