/** People and providers, and the shows they are in. */
import type { CatalogueLanguage, PersonDepartment } from '@klama/contract';
import { localized } from '../db/localized.js';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { bulkRows, firstRow, Int, rows } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';

const PersonRow = z.object({
  id: Int,
  name: z.string(),
  original_name: z.string().nullable(),
  img_path: z.string().nullable(),
  biography: z.string().nullable(),
  birthday: z.string().nullable(),
  deathday: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  acting: z.boolean(),
  job: z.string().nullable(),
});
type PersonRow = z.infer<typeof PersonRow>;
const RoleRow = z.object({ show_id: Int, role: z.string() });
const ProviderRow = z.object({ id: Int, name: z.string(), img_path: z.string().nullable() });
/** The department a crew job belongs to (others: Crew); people search says the same. */
export const DEPARTMENT_OF_JOB: Record<string, PersonDepartment> = { Director: 'Directing', Writer: 'Writing', Creator: 'Writing' };
/** Acting when they act, else the department of their most frequent crew job (as people search says). */
const withDepartment = <P extends PersonRow>({ acting, job, ...person }: P) => ({
  ...person,
  known_for_department: acting ? ('Acting' as const) : (DEPARTMENT_OF_JOB[job ?? ''] ?? ('Crew' as const)),
});
/** A person's columns, their name in `language` (`original_name` stays). */
const personColumns = (
  language: CatalogueLanguage,
) => sql`p.id, ${localized(language, sql`p.name`, sql`p.name_ko`)} AS name, p.original_name, p.profile_path AS img_path,
  nullif(p.biography, '') AS biography, p.birthday, p.deathday, nullif(p.place_of_birth, '') AS place_of_birth,
  EXISTS (SELECT 1 FROM cast_credit c WHERE c.person_id = p.id) AS acting,
  (SELECT mode() WITHIN GROUP (ORDER BY c.job) FROM crew_credit c WHERE c.person_id = p.id) AS job`;

/** A person who has at least one cast credit. */
export async function findCastMember(db: Queryable, id: number, language: CatalogueLanguage = 'en') {
  const person = await firstRow(
    db,
    PersonRow,
    sql`SELECT ${personColumns(language)} FROM person p
        WHERE id = ${id} AND EXISTS (SELECT 1 FROM cast_credit c WHERE c.person_id = p.id)`,
  );
  return person && withDepartment(person);
}

/** A person who has at least one crew credit, with their jobs. */
export async function findCrewMember(db: Queryable, id: number, language: CatalogueLanguage = 'en') {
  const person = await firstRow(
    db,
    PersonRow.extend({ jobs: z.array(z.string()) }),
    sql`SELECT ${personColumns(language)}, array(SELECT DISTINCT job FROM crew_credit c WHERE c.person_id = p.id ORDER BY job) AS jobs
        FROM person p WHERE p.id = ${id} AND EXISTS (SELECT 1 FROM crew_credit c WHERE c.person_id = p.id)`,
  );
  return person && withDepartment(person);
}

/** The characters a person plays in the given shows, by show id. */
export async function charactersOf(db: Queryable, personId: number, showIds: number[]): Promise<Map<number, string>> {
  if (!showIds.length) return new Map();
  const roles = await rows(
    db,
    RoleRow,
    sql`SELECT show_id, role FROM cast_credit WHERE person_id = ${personId} AND show_id = ANY(${showIds}::int[]) AND role <> ''`,
  );
  return new Map(roles.map((r) => [r.show_id, r.role]));
}

export async function findProvider(db: Queryable, id: number) {
  return firstRow(db, ProviderRow, sql`SELECT id, name, logo_path AS img_path FROM provider WHERE id = ${id}`);
}

export const showsWithCastMember = (personId: number): Sql => sql`SELECT DISTINCT show_id FROM cast_credit WHERE person_id = ${personId}`;
export const showsWithCrewMember = (personId: number): Sql => sql`SELECT DISTINCT show_id FROM crew_credit WHERE person_id = ${personId}`;
/** Shows the provider streams in any region (subscription, free or with ads; not rent or buy). */
export const showsOnProvider = (providerId: number): Sql =>
  sql`SELECT DISTINCT show_id FROM show_provider WHERE provider_id = ${providerId} AND offer_type IN ('flatrate', 'free', 'ads')`;

export const PersonSearchRow = z.object({
  id: Int,
  name: z.string(),
  /** their Korean (Hangul) name, null: none */
  name_ko: z.string().nullable(),
  original_name: z.string().nullable(),
  profile_path: z.string().nullable(),
  acting: z.boolean(),
  /** their most frequent crew job (null for actors with no crew credit) */
  job: z.string().nullable(),
  /** ids of their shows, most popular first (then by id), at most `top` */
  shows: z.array(Int),
  credits: Int,
});
export type PersonSearchRow = z.infer<typeof PersonSearchRow>;

/** Everyone with a credit in a shown (not hidden) show, for people search: what they do, and their best-known shows. */
export const findSearchablePeople = (db: Queryable, top: number) =>
  bulkRows(
    db,
    PersonSearchRow,
    sql`WITH credit AS (
          SELECT person_id, show_id, bool_or(acting) AS acting, min(job) AS job
          FROM (SELECT person_id, show_id, true AS acting, NULL::text AS job FROM cast_credit
                UNION ALL SELECT person_id, show_id, false, job FROM crew_credit) c
          GROUP BY person_id, show_id)
        SELECT p.id, p.name, p.name_ko, p.original_name, p.profile_path, bool_or(c.acting) AS acting,
          mode() WITHIN GROUP (ORDER BY c.job) AS job,
          (array_agg(c.show_id ORDER BY s.popularity DESC, s.id))[1:${top}] AS shows, count(*)::int AS credits
        FROM credit c JOIN person p ON p.id = c.person_id JOIN visible_show s ON s.id = c.show_id
        GROUP BY p.id ORDER BY p.id`,
  );
