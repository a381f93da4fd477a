import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';

/** Saves the About text; `aboutKo` undefined keeps the stored Korean, null (or blank) removes it. */
export async function saveSiteAbout(tx: Queryable, about: string, aboutKo?: string | null): Promise<void> {
  const korean = aboutKo === undefined ? sql`site_profile.about_ko` : sql`excluded.about_ko`;
  await tx.query(
    sql`INSERT INTO site_profile (id, about, about_ko) VALUES (1, ${about}, ${blankToNull(aboutKo ?? null)})
        ON CONFLICT (id) DO UPDATE SET about = excluded.about, about_ko = ${korean}`,
  );
}

/**
 * The bundled About text for a new catalogue: an About already there (an operator's) is kept, and gets the bundled
 * Korean only while it has none and its English is still the bundled one (a catalogue seeded before there was Korean).
 */
export async function seedSiteAbout(db: Queryable, about: string, aboutKo: string | null): Promise<void> {
  await db.query(
    sql`INSERT INTO site_profile (id, about, about_ko) VALUES (1, ${about}, ${aboutKo})
        ON CONFLICT (id) DO UPDATE SET about_ko = excluded.about_ko
        WHERE site_profile.about_ko IS NULL AND site_profile.about = excluded.about`,
  );
}

export const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text);
