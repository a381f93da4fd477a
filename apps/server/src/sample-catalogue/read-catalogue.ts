/** Reads and validates the sample catalogue files; every problem is reported with its file and field. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CollectionsFile, HeroesFile, PeopleFile, ShowFile, TaxonomyFile } from '@klama/contract';

/** The About text in Korean, beside about.md. */
export const ABOUT_KO_FILE = 'about.ko.md';

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Sample catalogue is invalid:\n  ${problems.slice(0, 50).join('\n  ')}${problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ''}`,
    );
  }
}

export interface Catalogue {
  taxonomy: TaxonomyFile;
  shows: ShowFile[];
  collections: CollectionsFile;
  heroes: HeroesFile;
  about: string;
  /** the About text in Korean (about.ko.md, decision 0054) */
  aboutKo: string;
  /** people.json: details of some people (none when the file is absent) */
  people: PeopleFile['people'];
}

export function readCatalogue(dir: string): Catalogue {
  const problems: string[] = [];
  const parse = <S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
      return undefined;
    }
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return undefined;
  };

  const taxonomy = parse('taxonomy.json', TaxonomyFile);
  const collections = parse('collections.json', CollectionsFile);
  const heroes = parse('heroes.json', HeroesFile);
  const showFiles = readdirSync(join(dir, 'shows'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const shows: ShowFile[] = [];
  for (const file of showFiles) {
    const show = parse(join('shows', file), ShowFile);
    if (!show) continue;
    if (!file.startsWith(`${show.id}-`)) problems.push(`shows/${file}: id: file name must start with the id ${show.id}`);
    shows.push(show);
  }
  const text = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
      return '';
    }
  };
  const about = text('about.md');
  const aboutKo = text(ABOUT_KO_FILE);
  if (aboutKo && !/[\uac00-\ud7a3]/.test(aboutKo)) problems.push(`${ABOUT_KO_FILE}: must be Korean (Hangul)`);
  const people = existsSync(join(dir, 'people.json')) ? parse('people.json', PeopleFile)?.people : [];
  if (taxonomy && collections)
    crossCheck({ taxonomy, shows, collections, heroes: heroes ?? [], about, aboutKo, people: people ?? [] }, showFiles, problems);
  if (problems.length || !taxonomy || !collections || !heroes || !people) throw new CatalogueError(problems);
  return { taxonomy, shows, collections, heroes, about, aboutKo, people };
}

/** References between files: taxonomy names, season links, collection members, people's Hangul. */
function crossCheck(c: Catalogue, files: string[], problems: string[]) {
  const names = (list: { name: string }[]) => new Set(list.map((x) => x.name));
  const genres = names(c.taxonomy.genres);
  const tones = names(c.taxonomy.tones);
  const providers = names(c.taxonomy.providers);
  const networks = names(c.taxonomy.networks);
  const ids = new Map(c.shows.map((s) => [s.id, s]));
  const people = new Map<string, { hangul: string; where: string }>();
  c.shows.forEach((s, i) => {
    const at = (field: string) => `shows/${files[i]}: ${field}`;
    s.genres.forEach((g, j) => genres.has(g) || problems.push(`${at(`genres.${j}`)}: unknown genre "${g}"`));
    s.tones.forEach((t, j) => tones.has(t) || problems.push(`${at(`tones.${j}`)}: unknown tone "${t}"`));
    s.providers.forEach((p, j) => providers.has(p) || problems.push(`${at(`providers.${j}`)}: unknown provider "${p}"`));
    s.networks.forEach((n, j) => networks.has(n) || problems.push(`${at(`networks.${j}`)}: unknown network "${n}"`));
    s.related_seasons.forEach((r, j) => {
      const other = ids.get(r.show);
      if (!other) problems.push(`${at(`related_seasons.${j}.show`)}: no show ${r.show}`);
      else if (other.season_number !== r.season)
        problems.push(`${at(`related_seasons.${j}.season`)}: show ${r.show} is season ${other.season_number}`);
    });
    const person = (p: { name: string; original_name: string; disambiguation?: string | undefined }, field: string) => {
      const key = personKey(p);
      const seen = people.get(key);
      if (!seen) people.set(key, { hangul: p.original_name, where: at(field) });
      else if (seen.hangul !== p.original_name) problems.push(`${at(field)}: ${key} is ${seen.hangul} in ${seen.where}`);
    };
    s.cast.forEach((p, j) => person(p, `cast.${j}`));
    s.crew.forEach((p, j) => person(p, `crew.${j}`));
    if (s.original_work) person(s.original_work.author, 'original_work.author');
  });
  const member = (file: string) => (id: number, j: number) => ids.has(id) || problems.push(`${file}.${j}: no show ${id}`);
  c.collections.periodic.forEach((p, i) =>
    p.lists.forEach((l, j) => l.shows.forEach(member(`collections.json: periodic.${i}.lists.${j}.shows`))),
  );
  c.collections.permanent.forEach((p, i) => p.shows.forEach(member(`collections.json: permanent.${i}.shows`)));
  c.collections.recommendations.forEach((r, i) => [r.show, ...r.shows].forEach(member(`collections.json: recommendations.${i}`)));
  const described = new Set<string>();
  c.people.forEach((p, i) => {
    const key = personKey(p);
    if (!people.has(key)) problems.push(`people.json: people.${i}: no show credits ${key}`);
    else if (described.has(key)) problems.push(`people.json: people.${i}: ${key} is described twice`);
    described.add(key);
  });
}

export const personKey = (p: { name: string; disambiguation?: string | undefined }) =>
  p.disambiguation ? `${p.name} (${p.disambiguation})` : p.name;
