/**
 * Expected answers computed from the sample catalogue files (data/catalogue) with plain JSON and
 * array code: never through the server's loader or SQL, so a test compares the API with the data
 * a user sees in the files, not with the code under test run twice.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SortOption } from '@klama/contract';

const dir = new URL('../../../data/catalogue/', import.meta.url).pathname;
const json = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

export interface Term {
  id: number;
  _id: string;
  name: string;
  rank: number;
}
interface Person {
  name: string;
  original_name: string;
  disambiguation?: string;
}
export interface SampleShow {
  id: number;
  name: string;
  original_name: string;
  alternative_names: string[];
  first_air_date: string | null;
  number_of_episodes: number | null;
  season_number: number;
  overview: string;
  homepage: string | null;
  networks: string[];
  genres: string[];
  keywords: string[];
  tones: string[];
  cast: (Person & { role: string })[];
  crew: (Person & { job: string })[];
  providers: string[];
  original_work: { title: string; original_title: string; type: string; author: Person } | null;
  related_seasons: { season: number; show: number }[];
}

export const taxonomy = json<{
  genres: Term[];
  tones: Term[];
  providers: { id: number; name: string; logo_path: string | null; display_priority: number }[];
  networks: { id: number; name: string }[];
}>('taxonomy.json');

export const shows: SampleShow[] = readdirSync(join(dir, 'shows'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => json<SampleShow>(join('shows', f)));
export const showById = new Map(shows.map((s) => [s.id, s]));
export const show = (id: number) => showById.get(id) ?? expect.fail(`no sample show ${id}`);

/** A collection's Korean name and description (decision 0054). */
type Korean = { name: string; description: string };
export const collections = json<{
  periodic: { key: string; name: string; description: string; ko: Korean; lists: { releaseDate: string; shows: number[] }[] }[];
  permanent: { key: string; name: string; description: string; ko: Korean; shows: number[] }[];
  recommendations: { show: number; shows: number[] }[];
}>('collections.json');

export const heroes = json<
  {
    order: number;
    url: string;
    title: string;
    tagline?: string;
    img: string;
    tag: { label: string; color: string };
    ko: { title: string; tagline?: string; tagLabel: string };
  }[]
>('heroes.json');
export const about = readFileSync(join(dir, 'about.md'), 'utf8');
export const aboutKo = readFileSync(join(dir, 'about.ko.md'), 'utf8');

export const genreNamed = (name: string) => taxonomy.genres.find((g) => g.name === name) ?? expect.fail(`no genre ${name}`);
export const toneNamed = (name: string) => taxonomy.tones.find((t) => t.name === name) ?? expect.fail(`no tone ${name}`);
export const providerNamed = (name: string) => taxonomy.providers.find((p) => p.name === name) ?? expect.fail(`no provider ${name}`);

/** Ids of the sample shows that pass `filter`, in id order. */
export const idsWhere = (filter: (s: SampleShow) => boolean) =>
  shows
    .filter(filter)
    .map((s) => s.id)
    .sort((a, b) => a - b);

/** How many shows use each keyword. */
export const keywordUses = (() => {
  const uses = new Map<string, number>();
  for (const s of shows) for (const k of new Set(s.keywords)) uses.set(k, (uses.get(k) ?? 0) + 1);
  return uses;
})();

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const nullsLast = (a: string | null, b: string | null, desc: boolean) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : desc ? byCodeUnits(b, a) : byCodeUnits(a, b);

/**
 * The order a sort option promises: by date (newest or oldest first, shows without a date last),
 * by English title ignoring case, or by Korean title, each tied by id.
 */
export function sortedIds(list: readonly Pick<SampleShow, 'id' | 'name' | 'original_name' | 'first_air_date'>[], sort: SortOption) {
  const key = {
    date_desc: (a: SampleShow, b: SampleShow) => nullsLast(a.first_air_date, b.first_air_date, true),
    date_asc: (a: SampleShow, b: SampleShow) => nullsLast(a.first_air_date, b.first_air_date, false),
    name_asc: (a: SampleShow, b: SampleShow) => byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()),
    original_name_asc: (a: SampleShow, b: SampleShow) => byCodeUnits(a.original_name, b.original_name),
  }[sort];
  return [...(list as SampleShow[])].sort((a, b) => key(a, b) || a.id - b.id).map((s) => s.id);
}

/** A season of a series (a show with other seasons) says which season it is; other shows say nothing. */
export const seasonOf = (s: SampleShow) => (s.related_seasons.length ? { season_number: s.season_number } : {});

/** A sample show as a card in any list. */
export const sampleCard = (id: number) => {
  const s = show(id);
  return { id, name: s.name, original_name: s.original_name, first_air_date: s.first_air_date, poster_path: {}, ...seasonOf(s) };
};

/** The same order for ids of sample shows. */
export const sortIds = (ids: readonly number[], sort: SortOption) => sortedIds(ids.map(show), sort);

/**
 * A dozen shows that between them have every kind of data a show can have (seasons, an original
 * work, disambiguated people, several providers and networks, none, a homepage, no episode
 * count…): checking these finds what checking all 165 would, at a tenth of the cost.
 */
export const representativeShows: SampleShow[] = (() => {
  const features: ((s: SampleShow) => boolean)[] = [
    (s) => s.related_seasons.length > 1,
    (s) => s.related_seasons.length === 1,
    (s) => s.original_work !== null,
    (s) => s.crew.some((p) => p.disambiguation) || s.cast.some((p) => p.disambiguation),
    (s) => s.providers.length > 1,
    (s) => s.providers.length === 0,
    (s) => s.networks.length > 1,
    (s) => s.homepage !== null,
    (s) => s.number_of_episodes === null,
    (s) => s.crew.some((p) => !['Creator', 'Director', 'Writer'].includes(p.job)),
    (s) => s.crew.some((p) => p.job === 'Creator'),
    (s) => s.crew.length > 2,
  ];
  const picked = new Set<SampleShow>([showById.get(9000001)!]);
  for (const has of features) {
    const match = shows.find((s) => has(s) && !picked.has(s)) ?? shows.find(has);
    if (match) picked.add(match);
  }
  return [...picked];
})();
