/**
 * People, keywords, networks and providers as the catalogue's writers find them: added when new; a known
 * one takes the latest name, and keeps a picture or logo the new data lacks.
 */
import type { Queryable } from '../db/client.js';
import { insertRows } from '../db/bulk.js';

export interface PersonRow {
  id: number;
  name: string;
  originalName: string | null;
  profilePath?: string | null;
  /** their name in Korean (Hangul); absent or null: a known one keeps theirs */
  nameKo?: string | null;
}

export async function savePeople(db: Queryable, people: readonly PersonRow[]): Promise<void> {
  await insertRows(
    db,
    'person',
    ['id', 'name', 'original_name', 'profile_path', 'name_ko'],
    people.map((p) => [p.id, p.name, p.originalName, p.profilePath ?? null, p.nameKo ?? null]),
    `ON CONFLICT (id) DO UPDATE SET name = excluded.name,
       original_name = coalesce(excluded.original_name, person.original_name), profile_path = coalesce(excluded.profile_path, person.profile_path),
       name_ko = coalesce(excluded.name_ko, person.name_ko)`,
  );
}

/** `nameKo`: the keyword's Korean name; absent or null: a known one keeps its own. */
export async function saveKeywords(
  db: Queryable,
  keywords: readonly { id: number; uid: string; name: string; nameKo?: string | null }[],
): Promise<void> {
  await insertRows(
    db,
    'keyword',
    ['id', 'uid', 'name', 'name_ko'],
    keywords.map((k) => [k.id, k.uid, k.name, k.nameKo ?? null]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_ko = coalesce(excluded.name_ko, keyword.name_ko)',
  );
}

export async function saveNetworks(
  db: Queryable,
  networks: readonly { id: number; name: string; logoPath: string | null }[],
): Promise<void> {
  await insertRows(
    db,
    'network',
    ['id', 'name', 'logo_path'],
    networks.map((n) => [n.id, n.name, n.logoPath]),
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo_path = coalesce(excluded.logo_path, network.logo_path)',
  );
}

export interface ProviderRow {
  id: number;
  name: string;
  logoPath: string | null;
  displayPriority: number;
}

/** `keepPriority`: a provider known already keeps its display priority (one seen only outside the US). */
export async function saveProviders(db: Queryable, providers: readonly ProviderRow[], keepPriority = false): Promise<void> {
  await insertRows(
    db,
    'provider',
    ['id', 'name', 'logo_path', 'display_priority'],
    providers.map((p) => [p.id, p.name, p.logoPath, p.displayPriority]),
    `ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo_path = coalesce(excluded.logo_path, provider.logo_path)${
      keepPriority ? '' : ', display_priority = excluded.display_priority'
    }`,
  );
}
