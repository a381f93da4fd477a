/** The mapping tables kept in this folder (TMDB genres and keywords → our genres and tones), resolved to our ids. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../paths.js';
import { readTaxonomy } from '../site-data.js';

export interface TaxonomyMapping {
  /** TMDB genre id → our genre ids */
  tmdbGenres: Map<number, number[]>;
  /** lower-case keyword name → our genre ids */
  keywordGenres: Map<string, number[]>;
  /** lower-case keyword name → our tone ids */
  keywordTones: Map<string, number[]>;
}

const readTable = (file: string, key: string) =>
  // read from the source tree, so the built code uses the same tables
  (JSON.parse(readFileSync(join(serverRoot, 'src', 'importer', 'mapping', file), 'utf8')) as Record<string, Record<string, string[]>>)[
    key
  ]!;

let cached: TaxonomyMapping | undefined;

export function loadTaxonomyMapping(): TaxonomyMapping {
  if (cached) return cached;
  const taxonomy = readTaxonomy();
  const ids = new Map<string, number>([...taxonomy.genres, ...taxonomy.tones].map((t) => [t._id, t.id]));
  const resolve = (table: Record<string, string[]>, file: string) =>
    new Map(
      Object.entries(table).map(([k, uids]) => [
        k.toLowerCase(),
        uids.map((uid) => {
          const id = ids.get(uid);
          if (id === undefined) throw new Error(`importer mapping ${file}: unknown taxonomy uid "${uid}"`);
          return id;
        }),
      ]),
    );
  cached = {
    tmdbGenres: new Map([...resolve(readTable('tmdb-genres.json', 'genres'), 'tmdb-genres.json')].map(([k, v]) => [Number(k), v])),
    keywordGenres: resolve(readTable('keyword-genres.json', 'keywords'), 'keyword-genres.json'),
    keywordTones: resolve(readTable('keyword-tones.json', 'keywords'), 'keyword-tones.json'),
  };
  return cached;
}
