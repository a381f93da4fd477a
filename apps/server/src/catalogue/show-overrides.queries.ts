/**
 * An operator's corrections and hiding of shows (`show_override`). The catalogue writer applies them to
 * every show it writes, so they survive re-imports; the imported values are kept beside them, so that
 * clearing a correction brings the imported value back.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

export interface ShowOverride {
  showId: number;
  hidden: boolean;
  name: string | null;
  originalName: string | null;
  overview: string | null;
}

const OverrideRow = z.object({
  show_id: Int,
  hidden: z.boolean(),
  name: z.string().nullable(),
  original_name: z.string().nullable(),
  overview: z.string().nullable(),
});
type OverrideRow = z.infer<typeof OverrideRow>;
const toOverride = (r: OverrideRow): ShowOverride => ({
  showId: r.show_id,
  hidden: r.hidden,
  name: r.name,
  originalName: r.original_name,
  overview: r.overview,
});

export async function findShowOverrides(db: Queryable, ids: readonly number[]): Promise<Map<number, ShowOverride>> {
  const overrides = await rows(
    db,
    OverrideRow,
    sql`SELECT show_id, hidden, name, original_name, overview FROM show_override WHERE show_id = ANY(${ids}::int[])`,
  );
  return new Map(overrides.map((r) => [r.show_id, toOverride(r)]));
}

export interface ImportedFields {
  showId: number;
  name: string;
  originalName: string;
  overview: string;
}

/** What the importer (or the sample) says, kept for the day a correction is cleared. */
export async function keepImportedFields(tx: Queryable, shows: readonly ImportedFields[]): Promise<void> {
  if (!shows.length) return;
  await tx.query(
    sql`UPDATE show_override o SET imported_name = i.name, imported_original_name = i.original_name, imported_overview = i.overview
        FROM unnest(${shows.map((s) => s.showId)}::int[], ${shows.map((s) => s.name)}::text[],
                    ${shows.map((s) => s.originalName)}::text[], ${shows.map((s) => s.overview)}::text[]) AS i(id, name, original_name, overview)
        WHERE o.show_id = i.id`,
  );
}
