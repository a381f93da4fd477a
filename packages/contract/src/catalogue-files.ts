/** Shapes of the hand-written sample catalogue files in data/catalogue (validated by the loader). */
import { z } from 'zod';
import { ACCENT_COLORS, PERIODIC_COLLECTION_KEYS, PERMANENT_COLLECTION_KEYS } from './constants.js';
import { DateString } from './common.js';

const hangul = /[\uac00-\ud7a3]/;
const Name = z.string().trim().min(1);
const KoreanName = z.string().regex(hangul, 'must be Hangul');

export const TaxonomyFile = z.strictObject({
  genres: z.array(z.strictObject({ id: z.number().int().positive(), _id: Name, name: Name, rank: z.number().int() })),
  tones: z.array(z.strictObject({ id: z.number().int().positive(), _id: Name, name: Name, rank: z.number().int() })),
  providers: z.array(
    z.strictObject({ id: z.number().int().positive(), name: Name, logo_path: z.string().nullable(), display_priority: z.number().int() }),
  ),
  networks: z.array(z.strictObject({ id: z.number().int().positive(), name: Name })),
});
export type TaxonomyFile = z.infer<typeof TaxonomyFile>;

/** People are identified by English name; `disambiguation` separates namesakes (e.g. "writer"). */
const PersonRef = z.strictObject({ name: Name, original_name: KoreanName, disambiguation: z.string().min(1).optional() });

export const ShowFile = z.strictObject({
  id: z.number().int().min(9_000_001).max(9_099_999),
  name: Name,
  original_name: KoreanName,
  alternative_names: z.array(Name),
  first_air_date: DateString,
  number_of_episodes: z.number().int().positive(),
  season_number: z.number().int().positive(),
  overview: z.string().min(40),
  homepage: z.url({ protocol: /^https$/ }).nullable(),
  networks: z.array(Name).min(1),
  genres: z.array(Name).min(1).max(3),
  keywords: z
    .array(
      z
        .string()
        .regex(/^[^A-Z]+$/, 'must be lower-case')
        .trim()
        .min(1),
    )
    .min(3),
  tones: z.array(Name).min(1).max(3),
  cast: z.array(PersonRef.extend({ role: Name })).min(4),
  crew: z
    .array(PersonRef.extend({ job: z.enum(['Director', 'Writer', 'Creator', 'Producer']) }))
    .refine((c) => c.some((p) => p.job === 'Director'), 'needs a Director')
    .refine((c) => c.some((p) => p.job === 'Writer'), 'needs a Writer'),
  providers: z.array(Name),
  original_work: z
    .strictObject({
      title: Name,
      original_title: z.string().nullable(),
      type: z.enum(['Webtoon', 'Novel', 'Web novel', 'Manga', 'Film', 'TV series', 'Other']),
      author: PersonRef,
    })
    .nullable(),
  related_seasons: z.array(z.strictObject({ season: z.number().int().positive(), show: z.number().int() })),
});
export type ShowFile = z.infer<typeof ShowFile>;

/**
 * people.json (optional): what is known for certain of some people of the shows, as TMDB's person details say it.
 * Each field is optional; a person left out, or a field left out, is unknown (never guessed).
 */
export const PeopleFile = z.strictObject({
  people: z.array(
    z
      .strictObject({
        name: Name,
        disambiguation: z.string().min(1).optional(),
        birthday: DateString.optional(),
        deathday: DateString.optional(),
        /** as TMDB writes it: "Seoul, South Korea" */
        place_of_birth: Name.optional(),
        /** a few plain, factual sentences in our own words */
        biography: z.string().trim().min(20).max(1500).optional(),
      })
      .refine((p) => !p.birthday || !p.deathday || p.deathday >= p.birthday, {
        message: 'deathday is before birthday',
        path: ['deathday'],
      }),
  ),
});
export type PeopleFile = z.infer<typeof PeopleFile>;

/** Curated Korean text (decision 0054): has Hangul, no spaces around it. */
const KoreanText = z
  .string()
  .min(1)
  .regex(hangul, 'must be Korean (Hangul)')
  .refine((s) => s === s.trim(), 'must not start or end with spaces');
/** A collection's Korean name and description, beside the English. */
const CollectionKorean = z.strictObject({ name: KoreanText, description: KoreanText });

export const CollectionsFile = z.strictObject({
  periodic: z.array(
    z.strictObject({
      key: z.enum(PERIODIC_COLLECTION_KEYS),
      name: Name,
      description: z.string(),
      frequency: z.enum(['weekly', 'monthly', 'quarterly']),
      lists: z.array(z.strictObject({ releaseDate: DateString, shows: z.array(z.number().int()).min(1) })).min(1),
      ko: CollectionKorean,
    }),
  ),
  permanent: z.array(
    z.strictObject({
      key: z.enum(PERMANENT_COLLECTION_KEYS),
      name: Name,
      description: z.string(),
      shows: z.array(z.number().int()).min(1),
      ko: CollectionKorean,
    }),
  ),
  recommendations: z.array(z.strictObject({ show: z.number().int(), shows: z.array(z.number().int()).min(1) })).default([]),
});
export type CollectionsFile = z.infer<typeof CollectionsFile>;

export const HeroesFile = z.array(
  z
    .strictObject({
      order: z.number().int(),
      url: z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path'),
      title: Name,
      tagline: z.string().optional(),
      img: z.string().regex(/^\/[A-Za-z0-9/_.-]+$/, 'must be a site path'),
      tag: z.strictObject({ label: Name, color: z.enum(ACCENT_COLORS) }),
      /** the slide's Korean text; a tagline exactly when the English has one */
      ko: z.strictObject({ title: KoreanText, tagline: KoreanText.optional(), tagLabel: KoreanText }),
    })
    .refine((h) => (h.tagline === undefined) === (h.ko.tagline === undefined), {
      message: 'must have a Korean tagline exactly when it has an English one',
      path: ['ko', 'tagline'],
    }),
);
export type HeroesFile = z.infer<typeof HeroesFile>;

/** A keyword as the show files write it: lower-case English (ShowFile's rule). */
const KeywordKey = z
  .string()
  .trim()
  .min(1)
  .regex(/^[^A-Z]+$/, 'must be lower-case');

/**
 * ko.json: the sample catalogue's Korean text, written by us from our English files (issue 28, ARCHITECTURE §9.4).
 * `shows` is keyed by show id, `keywords` by the English keyword the show files use. The cross-checks (every show
 * and every keyword used has its Korean text, nothing listed is unknown) are the reader's, in the server.
 */
export const KoreanTextFile = z.strictObject({
  shows: z.record(
    z.string().regex(/^[1-9]\d*$/, 'must be a show id'),
    z.strictObject({
      overview: z
        .string()
        .min(20, 'must be at least 20 characters')
        .max(600, 'must be at most 600 characters')
        .regex(hangul, 'must be Korean (Hangul)')
        .refine((s) => s === s.trim(), 'must not start or end with spaces'),
    }),
  ),
  keywords: z.record(
    KeywordKey,
    z
      .string()
      .refine((s) => s === s.trim(), 'must not start or end with spaces')
      // Hangul, or a proper name or acronym as Koreans write it in Latin letters (tvN, SF)
      .refine((s) => hangul.test(s) || /^[A-Z0-9][A-Za-z0-9]*(?:[ .&'-][A-Za-z0-9]+)*$/.test(s), 'must be Hangul or a proper name'),
  ),
});
export type KoreanTextFile = z.infer<typeof KoreanTextFile>;
