/**
 * People search in memory: the title search index over people's names (English and Hangul, with
 * their initial consonants), people ranked by their best-known show, each with what they do and
 * their best-known shows.
 */
import { PERSON_RESULT_SHOWS, type PersonResult } from '@klama/contract';
import type { Queryable } from '../../db/client.js';
import type { LoadedCatalogue } from '../../catalogue/read-model/load-catalogue-snapshot.js';
import { TitleSearchIndex, type SearchTermRow } from '../../search/index/title-search-index.js';
import { normalizeTitle } from '../../search/normalize.js';
import { choseongTerm } from '../../search/korean.js';
import { findSearchablePeople, type PersonSearchRow } from '../people.queries.js';

const DEPARTMENT_OF_JOB: Record<string, PersonResult['department']> = { Director: 'Directing', Writer: 'Writing', Creator: 'Writing' };

export class PeopleIndex {
  constructor(
    private readonly people: readonly PersonSearchRow[],
    private readonly names: TitleSearchIndex,
    private readonly catalogue: LoadedCatalogue['snapshot'],
  ) {}

  search(query: string, limit: number): PersonResult[] {
    return this.names.search(query, limit).map((pos) => {
      const p = this.people[pos]!;
      return {
        id: p.id,
        name: p.name,
        original_name: p.original_name,
        profile_path: p.profile_path,
        department: p.acting ? 'Acting' : (DEPARTMENT_OF_JOB[p.job ?? ''] ?? 'Crew'),
        shows: p.shows.flatMap((id) => {
          const show = this.catalogue.positionOf(id);
          return show === undefined ? [] : [this.catalogue.card(show)];
        }),
      };
    });
  }
}

export async function loadPeopleIndex(db: Queryable, { snapshot, popularityRank }: LoadedCatalogue): Promise<PeopleIndex> {
  const people = await findSearchablePeople(db, PERSON_RESULT_SHOWS);
  const rows: SearchTermRow[] = [];
  people.forEach((p, pos) => {
    const terms = new Set<string>();
    for (const name of [p.name, p.original_name ?? '']) {
      const term = normalizeTitle(name);
      if (!term) continue;
      terms.add(term);
      const choseong = choseongTerm(term);
      if (choseong) terms.add(choseong);
    }
    for (const term of terms) rows.push({ pos, term, compact: term.replace(/ /g, '') });
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
  // a number finds no person (ids are not what people type)
  return new PeopleIndex(people, new TitleSearchIndex(rows, rank, () => undefined), snapshot);
}
