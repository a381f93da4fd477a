/** People and providers, and the shows they are in. */
import type { Queryable } from '../db/client.js';
import { sql, type Sql } from '../db/sql.js';

/** A person who has at least one cast credit. */
export async function findCastMember(db: Queryable, id: number) {
  const [person] = await db.query<{ id: number; name: string; original_name: string | null; img_path: string | null }>(
    sql`SELECT id, name, original_name, profile_path AS img_path FROM person p
        WHERE id = ${id} AND EXISTS (SELECT 1 FROM cast_credit c WHERE c.person_id = p.id)`,
  );
  return person;
}

/** A person who has at least one crew credit, with their jobs. */
export async function findCrewMember(db: Queryable, id: number) {
  const [person] = await db.query<{ id: number; name: string; original_name: string | null; img_path: string | null; jobs: string[] }>(
    sql`SELECT p.id, p.name, p.original_name, p.profile_path AS img_path,
          array(SELECT DISTINCT job FROM crew_credit c WHERE c.person_id = p.id ORDER BY job) AS jobs
        FROM person p WHERE p.id = ${id} AND EXISTS (SELECT 1 FROM crew_credit c WHERE c.person_id = p.id)`,
  );
  return person;
}

export async function findProvider(db: Queryable, id: number) {
  const [provider] = await db.query<{ id: number; name: string; img_path: string | null }>(
    sql`SELECT id, name, logo_path AS img_path FROM provider WHERE id = ${id}`,
  );
  return provider;
}

export const showsWithCastMember = (personId: number): Sql => sql`SELECT DISTINCT show_id FROM cast_credit WHERE person_id = ${personId}`;
export const showsWithCrewMember = (personId: number): Sql => sql`SELECT DISTINCT show_id FROM crew_credit WHERE person_id = ${personId}`;
export const showsOnProvider = (providerId: number): Sql => sql`SELECT show_id FROM show_provider WHERE provider_id = ${providerId}`;
