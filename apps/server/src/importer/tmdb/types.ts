/**
 * The TMDB tv-details object as `/tv/{id}?append_to_response=…` returns it (the fields we read).
 * Unknown fields are allowed; missing optional sections mean "nothing of that kind".
 */
import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const path = z
  .string()
  .nullish()
  .transform((v) => v || null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
const results = <T extends z.ZodType>(item: T) =>
  z
    .object({ results: list(item) })
    .nullish()
    .transform((v) => v?.results ?? []);

const Person = {
  id: z.number().int().positive(),
  name: z.string(),
  original_name: z.string().nullish(),
  profile_path: path,
};

export const TmdbProvider = z.object({
  provider_id: z.number().int().positive(),
  provider_name: z.string(),
  logo_path: path,
  display_priority: z.number().int().nullish(),
});

export const TmdbTvDetails = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  original_name: z.string().min(1),
  first_air_date: z
    .string()
    .nullish()
    .transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
  overview: text,
  number_of_episodes: z.number().int().nullish(),
  homepage: path,
  poster_path: path,
  popularity: z.number().nullish(),
  origin_country: list(z.string()),
  genres: list(z.object({ id: z.number().int(), name: z.string() })),
  networks: list(z.object({ id: z.number().int().positive(), name: z.string(), logo_path: path })),
  created_by: list(z.object(Person)),
  seasons: list(
    z.object({
      season_number: z.number().int(),
      episode_count: z.number().int().nullish(),
      air_date: z.string().nullish(),
      name: text,
      overview: text,
      poster_path: path,
    }),
  ),
  aggregate_credits: z
    .object({
      cast: list(z.object({ ...Person, order: z.number().int().nullish(), roles: list(z.object({ character: text })) })),
      crew: list(z.object({ ...Person, jobs: list(z.object({ job: z.string() })) })),
    })
    .nullish(),
  keywords: z
    .object({ results: list(z.object({ id: z.number().int().positive(), name: z.string() })) })
    .nullish()
    .transform((v) => v?.results ?? []),
  videos: results(
    z.object({
      key: z.string(),
      site: z.string(),
      type: text,
      name: text,
      official: z.boolean().nullish(),
      published_at: z.string().nullish(),
    }),
  ),
  'watch/providers': z.object({ results: z.record(z.string(), z.object({ flatrate: list(TmdbProvider) }).loose()).nullish() }).nullish(),
  recommendations: results(z.object({ id: z.number().int().positive() })),
  alternative_titles: results(z.object({ title: z.string(), iso_3166_1: z.string().nullish(), type: text })),
  images: z
    .object({ posters: list(z.object({ file_path: z.string(), iso_639_1: z.string().nullish(), vote_average: z.number().nullish() })) })
    .nullish(),
});
export type TmdbTvDetails = z.infer<typeof TmdbTvDetails>;

/** The per-show call: one request with every section we need appended. */
export const APPEND_TO_RESPONSE = 'aggregate_credits,keywords,videos,watch/providers,recommendations,alternative_titles,images';
