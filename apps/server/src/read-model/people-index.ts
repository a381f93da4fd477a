/**
 * People search in memory: the title search index over people's names (English and Hangul), people
 * ranked by their best-known show, each with what they do and their best-known shows. Kept in
 * columns (no object per person): at 100,000 shows there are some 200,000 people.
 */
import { PERSON_DEPARTMENTS, PERSON_RESULT_SHOWS, type CatalogueLanguage, type PersonResult } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import type { LoadedCatalogue } from './load-catalogue-snapshot.js';
import { TitleSearchIndex, type SearchTermRow } from '../search/index/title-search-index.js';
import { normalizeTitle } from '../search-terms/normalize.js';
import { DEPARTMENT_OF_JOB, findSearchablePeople, type PersonSearchRow } from '../people/people.queries.js';

type Department = PersonResult['department'];
const departmentOf = (p: PersonSearchRow): Department => (p.acting ? 'Acting' : (DEPARTMENT_OF_JOB[p.job ?? ''] ?? 'Crew'));

export class PeopleIndex {
  private readonly id: Int32Array;
  private readonly name: string[];
  private readonly koreanName: (string | null)[];
  private readonly originalName: (string | null)[];
  private readonly profilePath: (string | null)[];
  private readonly department: Uint8Array;
  /** Best-known shows of person p: showIds[showStart[p] .. showStart[p + 1]]. */
  private readonly showStart: Int32Array;
  private readonly showIds: Int32Array;

  constructor(
    people: readonly PersonSearchRow[],
    private readonly names: TitleSearchIndex,
    private readonly catalogue: LoadedCatalogue['snapshot'],
  ) {
    this.id = Int32Array.from(people, (p) => p.id);
    this.name = people.map((p) => p.name);
    this.koreanName = people.map((p) => p.name_ko);
    this.originalName = people.map((p) => p.original_name);
    this.profilePath = people.map((p) => p.profile_path);
    this.department = Uint8Array.from(people, (p) => PERSON_DEPARTMENTS.indexOf(departmentOf(p)));
    this.showStart = new Int32Array(people.length + 1);
    people.forEach((p, i) => (this.showStart[i + 1] = this.showStart[i]! + p.shows.length));
    this.showIds = Int32Array.from(people.flatMap((p) => p.shows));
  }

  /** People found by `query` (either name), named and with their shows in `language`. */
  search(query: string, limit: number, language: CatalogueLanguage = 'en'): PersonResult[] {
    return this.names.search(query, limit).map((pos) => ({
      id: this.id[pos]!,
      name: (language === 'ko' ? this.koreanName[pos] : null) ?? this.name[pos]!,
      original_name: this.originalName[pos]!,
      profile_path: this.profilePath[pos]!,
      department: PERSON_DEPARTMENTS[this.department[pos]!]!,
      shows: Array.from(this.showIds.subarray(this.showStart[pos], this.showStart[pos + 1])).flatMap((id) => {
        const show = this.catalogue.positionOf(id);
        return show === undefined ? [] : [this.catalogue.card(show, language)];
      }),
    }));
  }
}

export async function loadPeopleIndex(db: Queryable, { snapshot, popularityRank }: LoadedCatalogue): Promise<PeopleIndex> {
  const people = await findSearchablePeople(db, PERSON_RESULT_SHOWS);
  const rows: SearchTermRow[] = [];
  people.forEach((p, pos) => {
    const terms = new Set([normalizeTitle(p.name), normalizeTitle(p.original_name ?? '')]);
    for (const term of terms) if (term) rows.push({ pos, term, compact: term.replace(/ /g, '') });
  });
  // best known first: the popularity of their best show (shows are ranked already), then how many credits, then id
  const rankOf = (id: number) => {
    const pos = snapshot.positionOf(id);
    return pos === undefined ? Infinity : popularityRank[pos]!;
  };
  const bestShow = people.map((p) => Math.min(...p.shows.map(rankOf)));
  const order = [...people.keys()].sort(
    (a, b) => bestShow[a]! - bestShow[b]! || people[b]!.credits - people[a]!.credits || people[a]!.id - people[b]!.id,
  );
  const rank = new Int32Array(people.length);
  order.forEach((pos, i) => (rank[pos] = i));
  return new PeopleIndex(people, new TitleSearchIndex(rows, rank, NO_PERSON_BY_ID), snapshot);
}

/**
 * A number finds no person (ids are not what people type). Declared out here because the index keeps it: a closure
 * made inside `loadPeopleIndex` would keep that call's whole scope alive with it (V8 shares one context between
 * a function's closures), so the raw rows of every person (about 85 MB at 100,000 shows) for the model's lifetime.
 */
const NO_PERSON_BY_ID = (): undefined => undefined;
