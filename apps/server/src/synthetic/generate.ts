/**
 * Generates a plausible synthetic catalogue, deterministically from a seed: Hangul and English
 * titles, air dates 1990–2027, genres/keywords/tones with a long tail, 10+ cast and crew per show
 * drawn from a shared pool of people (so people appear in many shows), trailers and providers.
 */
import type { ShowRecord } from '../catalogue/write-shows.js';
import { createRandom, type Random } from './prng.js';
import {
  ENGLISH_TITLE_PATTERNS,
  ENGLISH_TITLE_WORDS,
  FAMILY_NAMES,
  GIVEN_SYLLABLES,
  HANGUL_PARTICLES,
  HANGUL_TITLE_WORDS,
  KEYWORD_STEMS,
  ROLES,
} from './words.js';

export const SYNTHETIC_SHOW_ID_BASE = 20_000_000;
/** People and keywords: above TMDB's ids, below the sample catalogue's hashed ids (≥ 1e9). */
export const SYNTHETIC_ENTITY_ID_BASE = 800_000_000;

export interface SyntheticPerson {
  id: number;
  name: string;
  originalName: string;
}
export interface SyntheticKeyword {
  id: number;
  uid: string;
  name: string;
}
export interface Taxonomy {
  genreIds: number[];
  toneIds: number[];
  networkIds: number[];
  providerIds: number[];
}

export interface SyntheticPlan {
  people: SyntheticPerson[];
  keywords: SyntheticKeyword[];
  /** Yields the shows in batches; each batch is generated only when asked for. */
  batches(batchSize: number): Generator<ShowRecord[]>;
}

export function planSyntheticCatalogue(options: { shows: number; seed: number; firstIndex?: number; taxonomy: Taxonomy }): SyntheticPlan {
  const { shows, seed, taxonomy } = options;
  const firstIndex = options.firstIndex ?? 0;
  const pools = createRandom(seed ^ 0x5eed);
  // Offsetting the entity pools by firstIndex keeps appended catalogues from reusing ids.
  const people = Array.from({ length: Math.max(300, Math.ceil(shows * 2.5)) }, (_, i) =>
    personAt(pools, SYNTHETIC_ENTITY_ID_BASE + firstIndex * 3 + i),
  );
  const keywords = Array.from({ length: Math.max(KEYWORD_STEMS.length, Math.ceil(shows / 4)) }, (_, i) =>
    keywordAt(pools, SYNTHETIC_ENTITY_ID_BASE + firstIndex + i, i),
  );
  // Popularity order of the taxonomy differs per seed, so the long tail is not always the same genres.
  // (a weighted shuffle that mostly keeps the taxonomy's own order: Romance and Drama stay near the top)
  const order = <T>(items: readonly T[]) =>
    items
      .map((x, i) => [pools.next() / (i + 1), x] as const)
      .sort((a, b) => b[0] - a[0])
      .map(([, x]) => x);
  const genres = order(taxonomy.genreIds);
  const tones = order(taxonomy.toneIds);
  const networks = order(taxonomy.networkIds);
  const providers = order(taxonomy.providerIds);

  function* batches(batchSize: number): Generator<ShowRecord[]> {
    const random = createRandom(seed);
    let batch: ShowRecord[] = [];
    for (let i = 0; i < shows; i++) {
      batch.push(showAt(random, SYNTHETIC_SHOW_ID_BASE + firstIndex + i));
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }

  function showAt(r: Random, id: number): ShowRecord {
    const pickMany = <T>(pool: readonly T[], count: number, exponent: number) => {
      const out = new Set<T>();
      for (let tries = 0; out.size < Math.min(count, pool.length) && tries < count * 4; tries++)
        out.add(pool[r.zipf(pool.length, exponent)]!);
      return [...out];
    };
    const name = englishTitle(r);
    const originalName = hangulTitle(r);
    const year = 1990 + Math.floor(37.999 * Math.sqrt(r.next())); // recent years are more common
    const date = `${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    const castCount = r.int(8, 14);
    const cast = pickMany(people, castCount, 0.9).map((p) => ({ personId: p.id, role: roleName(r) }));
    const crew = [
      ...pickMany(people, r.int(1, 2), 0.8).map((p) => ({ personId: p.id, job: 'Director' })),
      ...pickMany(people, r.int(1, 2), 0.8).map((p) => ({ personId: p.id, job: 'Writer' })),
    ];
    const show: ShowRecord = {
      id,
      name,
      originalName,
      alternativeNames: r.chance(0.3) ? [englishTitle(r)] : [],
      firstAirDate: r.chance(0.01) ? null : date,
      overview: overview(r, name),
      numberOfEpisodes: r.pick([8, 10, 12, 12, 16, 16, 16, 16, 20, 24, 32, 50, 100]),
      seasonNumber: r.chance(0.1) ? r.int(2, 4) : 1,
      seriesId: null,
      homepage: null,
      posterUs: null,
      posterKr: null,
      originalWorkId: null,
      popularity: Math.round((1000 / (1 + r.zipf(10_000, 1.05))) * 100) / 100,
      source: 'synthetic',
      genreIds: pickMany(genres, r.int(1, 3), 1.2),
      keywordIds: pickMany(keywords, r.int(3, 10), 1.05).map((k) => k.id),
      toneIds: pickMany(tones, r.int(1, 3), 1.1),
      networkIds: [networks[r.zipf(networks.length, 1.3)]!],
      providerIds: pickMany(providers, r.int(0, 3), 1.2),
      cast,
      crew,
      videos: r.chance(0.7)
        ? [{ site: 'YouTube', key: videoKey(r), type: 'Trailer', name: `${name} | Official Trailer`, isFeatured: true }]
        : [],
    };
    return { ...show, ...syntheticRating(id, show.popularity) };
  }

  return { people, keywords, batches };
}

const pad = (n: number) => String(n).padStart(2, '0');

function englishTitle(r: Random): string {
  const pattern = r.pick(ENGLISH_TITLE_PATTERNS);
  return pattern(r.pick(ENGLISH_TITLE_WORDS), r.pick(ENGLISH_TITLE_WORDS));
}

function hangulTitle(r: Random): string {
  const first = r.pick(HANGUL_TITLE_WORDS);
  if (r.chance(0.3)) return first;
  return `${first}${r.pick(HANGUL_PARTICLES)}${r.pick(HANGUL_TITLE_WORDS)}`;
}

function personAt(r: Random, id: number): SyntheticPerson {
  const [family, familyKo] = r.pick(FAMILY_NAMES);
  const [g1, g1Ko] = r.pick(GIVEN_SYLLABLES);
  const [g2, g2Ko] = r.pick(GIVEN_SYLLABLES);
  return { id, name: `${family} ${g1}-${g2.toLowerCase()}`, originalName: `${familyKo}${g1Ko}${g2Ko}` };
}

function keywordAt(r: Random, id: number, index: number): SyntheticKeyword {
  const stem = KEYWORD_STEMS[index % KEYWORD_STEMS.length]!;
  const name = index < KEYWORD_STEMS.length ? stem : `${stem} ${r.pick(KEYWORD_STEMS)} ${Math.floor(index / KEYWORD_STEMS.length)}`;
  return { id, uid: `keyword-synthetic-${id}`, name };
}

function roleName(r: Random): string {
  if (!r.chance(0.5)) return r.pick(ROLES);
  return `${r.pick(FAMILY_NAMES)[0]} ${r.pick(GIVEN_SYLLABLES)[0]}-${r.pick(GIVEN_SYLLABLES)[0].toLowerCase()}`;
}

function overview(r: Random, name: string): string {
  const a = r.pick(ENGLISH_TITLE_WORDS).toLowerCase();
  const b = r.pick(ENGLISH_TITLE_WORDS).toLowerCase();
  return `In "${name}", ${r.pick(ROLES)} and ${r.pick(ROLES)} cross paths over a ${a} and a ${b}, and nothing stays the same.`;
}

const VIDEO_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function videoKey(r: Random): string {
  let key = '';
  for (let i = 0; i < 11; i++) key += VIDEO_CHARS[r.int(0, VIDEO_CHARS.length - 1)];
  return key;
}

/**
 * A rating for Discover's rating filter and order: votes follow popularity, the average (5.0–9.5) a hash of the id.
 * Drawn without the generator, so every other field stays what it was for a given seed.
 */
function syntheticRating(id: number, popularity: number): { voteAverage: number | null; voteCount: number } {
  const voteCount = Math.round(popularity * 20);
  return { voteAverage: voteCount ? 5 + ((Math.imul(id, 2654435761) >>> 0) % 451) / 100 : null, voteCount };
}
