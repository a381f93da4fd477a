import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';

export async function saveSiteAbout(tx: Queryable, about: string): Promise<void> {
  await tx.query(sql`INSERT INTO site_profile (id, about) VALUES (1, ${about}) ON CONFLICT (id) DO UPDATE SET about = excluded.about`);
}

/** The bundled About text for a new catalogue: an About already there (an operator's) is kept. */
export async function seedSiteAbout(db: Queryable, about: string): Promise<void> {
  await db.query(sql`INSERT INTO site_profile (id, about) VALUES (1, ${about}) ON CONFLICT (id) DO NOTHING`);
}
