/**
 * The TMDB tv-details object as `/tv/{id}?append_to_response=…` returns it (the fields we read).
 * Unknown fields are allowed; missing optional sections mean "nothing of that kind".
 *
 * Everything is bounded here, before it reaches the database: ids fit our 32-bit columns, lists are
 * deduplicated (the same keyword twice would make one upsert touch a row twice) and capped, text is
 * storable and capped, numbers are clamped. What cannot be repaired rejects the show with its field.
 */
import { z } from 'zod';
import { snakeCase, toStorableText, type Snake } from '@klama/contract';
import type { ShowFields } from '../../db/show-columns.js';

const MAX_ID = 2_147_483_647;
export const IMPORT_LIMITS = {
  nameLength: 500,
  textLength: 300,
  overviewLength: 10_000,
  biographyLength: 10_000,
  urlLength: 2_000,
  keywords: 200,
  genres: 20,
  networks: 20,
  providers: 50,
  creators: 20,
  cast: 200,
  crew: 500,
  videos: 50,
  seasons: 100,
  recommendations: 100,
  alternativeTitles: 100,
  posters: 200,
  popularity: 1_000_000,
  count: 100_000,
  votes: 100_000_000,
} as const;

const id = z.number().int('must be an integer').positive('must be positive').max(MAX_ID, `must be at most ${MAX_ID} (ids are 32-bit)`);
/** Free text: made storable and cut to `max` characters. */
const text = (max: number = IMPORT_LIMITS.textLength) =>
  z
    .string()
    .nullish()
    .transform((v) => toStorableText((v ?? '').slice(0, max)));
/** A name we index and show: too long is not a name, it is refused. */
const name = z
  .string()
  .max(IMPORT_LIMITS.nameLength, `must be at most ${IMPORT_LIMITS.nameLength} characters`)
  .transform(toStorableText)
  .refine((v) => v.trim().length > 0, 'must not be empty');
/** A TMDB image path ("/abc.jpg"); anything else is dropped. */
const path = z
  .string()
  .nullish()
  .transform((v) => (v && /^\/[\w.-]{1,200}$/.test(v) ? v : null));
/** A web link: only http(s) ones are kept (a data: or javascript: link would be rendered live). */
const webLink = z
  .string()
  .nullish()
  .transform((v) => {
    if (!v || v.length > IMPORT_LIMITS.urlLength) return null;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:' ? toStorableText(url.href) : null;
    } catch {
      return null;
    }
  });
/** A date as TMDB writes it; whether it is a real calendar date is decided (with a warning) by the mapping. */
const date = z
  .string()
  .nullish()
  .transform((v) => v || null);
/** A count stored in an integer column: out of range means unknown. */
const count = z
  .number()
  .nullish()
  .transform((v) => (v != null && Number.isInteger(v) && v >= 0 && v <= IMPORT_LIMITS.count ? v : null));
const clamp = (min: number, max: number) =>
  z
    .number()
    .nullish()
    .transform((v) => (v == null || !Number.isFinite(v) ? null : Math.min(max, Math.max(min, v))));

/** A list without duplicates (the first one wins), at most `max` long. Linear in the input. */
const list = <T extends z.ZodType>(item: T, max: number, keyOf: (v: z.output<T>) => unknown = (v) => v) =>
  z
    .array(item)
    .nullish()
    .transform((items) => {
      const seen = new Set<unknown>();
      const kept: z.output<T>[] = [];
      for (const v of items ?? []) {
        if (kept.length === max) break;
        const key = keyOf(v);
        if (seen.has(key)) continue;
        seen.add(key);
        kept.push(v);
      }
      return kept;
    });
const results = <T extends z.ZodType>(item: T, max: number, keyOf?: (v: z.output<T>) => unknown) =>
  z
    .object({ results: list(item, max, keyOf) })
    .nullish()
    .transform((v) => v?.results ?? []);
const byId = (v: { id: number }) => v.id;

const Person = {
  id,
  name: text(),
  original_name: text(),
  profile_path: path,
};

export const TmdbProvider = z.object({
  provider_id: id,
  provider_name: text(),
  logo_path: path,
  display_priority: clamp(0, IMPORT_LIMITS.count),
});

const offers = () => list(TmdbProvider, IMPORT_LIMITS.providers, (p) => p.provider_id);
/** One region's where-to-watch (JustWatch's, through TMDB): its page and the providers per offer type. */
export const TmdbRegionOffers = z
  .object({ link: webLink, flatrate: offers(), free: offers(), ads: offers(), rent: offers(), buy: offers() })
  .loose();

/**
 * The show columns filled as they are from the TMDB field of the same (snake_case) name: TmdbTvDetails reads
 * them and copiedColumns hands them to the mapper. A new such column is one line here.
 */
const TMDB_SHOW_COLUMNS = {
  homepage: webLink,
  tagline: text().transform((v) => v.trim() || null),
} satisfies { [K in keyof ShowFields]?: z.ZodType<ShowFields[K]> };
type CopiedColumns = typeof TMDB_SHOW_COLUMNS;
const COPIED = Object.keys(TMDB_SHOW_COLUMNS) as (keyof CopiedColumns)[];

export const TmdbTvDetails = z.object({
  ...(Object.fromEntries(COPIED.map((f) => [snakeCase(f), TMDB_SHOW_COLUMNS[f]])) as {
    [K in keyof CopiedColumns as Snake<K>]: CopiedColumns[K];
  }),
  id,
  name,
  original_name: name,
  first_air_date: date,
  overview: text(IMPORT_LIMITS.overviewLength),
  number_of_episodes: count,
  poster_path: path,
  popularity: clamp(0, IMPORT_LIMITS.popularity),
  vote_average: clamp(0, 10),
  vote_count: clamp(0, IMPORT_LIMITS.votes).transform((v) => (v === null ? null : Math.round(v))),
  origin_country: list(z.string().max(10), 20),
  genres: list(z.object({ id: z.number().int(), name: text() }), IMPORT_LIMITS.genres, byId),
  networks: list(z.object({ id, name: text(), logo_path: path }), IMPORT_LIMITS.networks, byId),
  created_by: list(z.object(Person), IMPORT_LIMITS.creators, byId),
  seasons: list(
    z.object({
      season_number: z.number().int(),
      episode_count: count,
      air_date: date,
      name: text(),
      overview: text(IMPORT_LIMITS.overviewLength),
      poster_path: path,
    }),
    IMPORT_LIMITS.seasons,
    (s) => s.season_number,
  ),
  aggregate_credits: z
    .object({
      cast: list(
        z.object({ ...Person, order: z.number().nullish(), roles: list(z.object({ character: text() }), 20) }),
        IMPORT_LIMITS.cast,
        byId,
      ),
      crew: list(z.object({ ...Person, jobs: list(z.object({ job: text(100) }), 20, (j) => j.job) }), IMPORT_LIMITS.crew, byId),
    })
    .nullish(),
  keywords: z
    .object({ results: list(z.object({ id, name: text() }), IMPORT_LIMITS.keywords, byId) })
    .nullish()
    .transform((v) => v?.results ?? []),
  videos: results(
    z.object({
      key: z.string(),
      site: text(50),
      type: text(50),
      name: text(),
      official: z.boolean().nullish(),
      published_at: z.string().nullish(),
    }),
    IMPORT_LIMITS.videos,
    (v) => `${v.site}:${v.key}`,
  ),
  'watch/providers': z
    .object({
      results: z.record(z.string(), TmdbRegionOffers).nullish(),
    })
    .nullish(),
  recommendations: results(z.object({ id }), IMPORT_LIMITS.recommendations, byId),
  alternative_titles: results(
    z.object({ title: text(IMPORT_LIMITS.nameLength), iso_3166_1: z.string().nullish(), type: text(50) }),
    IMPORT_LIMITS.alternativeTitles,
    (t) => t.title,
  ),
  /** `append_to_response=translations`: the show's text in other languages (we keep the Korean, decision 0049) */
  translations: z
    .object({
      translations: list(
        z.object({
          iso_639_1: z.string(),
          data: z.object({ name: text(IMPORT_LIMITS.nameLength), overview: text(IMPORT_LIMITS.overviewLength), tagline: text() }).nullish(),
        }),
        200,
      ),
    })
    .nullish(),
  images: z
    .object({
      posters: list(
        z.object({ file_path: path, iso_639_1: z.string().nullish(), vote_average: z.number().nullish() }),
        IMPORT_LIMITS.posters,
      ),
    })
    .nullish(),
});
export type TmdbTvDetails = z.infer<typeof TmdbTvDetails>;

/** The per-show call: one request with every section we need appended. */
export const APPEND_TO_RESPONSE =
  'aggregate_credits,keywords,videos,watch/providers,recommendations,alternative_titles,images,translations';

/** `/person/{id}?append_to_response=translations`: the details a person page shows (the rest is ignored). */
export const TmdbPersonDetails = z.object({
  id,
  biography: text(IMPORT_LIMITS.biographyLength),
  birthday: date,
  deathday: date,
  place_of_birth: text(),
  profile_path: path,
  translations: z
    .object({
      translations: list(
        z.object({ iso_639_1: z.string(), data: z.object({ biography: text(IMPORT_LIMITS.biographyLength) }).nullish() }),
        200,
      ),
    })
    .nullish(),
});
export type TmdbPersonDetails = z.infer<typeof TmdbPersonDetails>;

/** The record's columns TMDB fills as they are (TMDB_SHOW_COLUMNS). */
export const copiedColumns = (d: TmdbTvDetails) =>
  Object.fromEntries(COPIED.map((f) => [f, d[snakeCase(f)]])) as { [K in keyof CopiedColumns]: z.output<CopiedColumns[K]> };
