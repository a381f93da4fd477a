/**
 * The one mapping from a TMDB tv-details object (with its appended sections) onto our model:
 * the show records (one per season: later seasons get ids "99" + season + TMDB id) and the rows
 * they refer to (people, keywords, networks, providers, the original work). Pure: no I/O.
 */
import { EARLIEST_DAY, isCalendarDate } from '@klama/contract';
import type { ShowRecord } from '../catalogue/write-shows.js';
import type { TaxonomyMapping } from './mapping/mapping.js';
import { copiedColumns, type TmdbTvDetails } from './tmdb/types.js';
import { mapWatchOffers, type MappedOffers } from './map-offers.js';
import type { NamedRow, ProviderRow } from './named-rows.js';

export type { NamedRow, ProviderRow } from './named-rows.js';

export interface PersonRow {
  id: number;
  name: string;
  originalName: string | null;
  profilePath: string | null;
  /** their Korean (Hangul) name, null: none known */
  nameKo: string | null;
}
export interface OriginalWorkRow {
  title: string;
  originalTitle: string;
  type: string;
  authorId: number;
}

export interface MappedShow {
  tmdbId: number;
  /** the show itself first, then its later seasons (seriesId and originalWorkId are resolved by the writer) */
  shows: ShowRecord[];
  people: PersonRow[];
  keywords: { id: number; name: string }[];
  networks: NamedRow[];
  providers: ProviderRow[];
  /** where to watch in every region (map-offers.ts); `providers` and `providerIds` stay the spec's US subscriptions */
  watch: MappedOffers;
  originalWork: OriginalWorkRow | null;
  recommendations: number[];
  /** what was repaired on the way ("first_air_date: 2021-02-30 is not a calendar date: left empty") */
  warnings: string[];
}

export const WATCH_REGION = 'US';
const MAX_CAST = 40;
const MAX_VIDEOS = 10;
const MAX_TONES = 4;
const WRITER_JOBS = new Set(['Writer', 'Screenplay', 'Screenwriter', 'Teleplay', 'Script']);
/** crew jobs that name the author of the work a show adapts */
const AUTHOR_JOBS = new Map([
  ['Novel', 'Novel'],
  ['Book', 'Novel'],
  ['Comic Book', 'Webtoon'],
  ['Graphic Novel', 'Webtoon'],
  ['Comic', 'Webtoon'],
  ['Original Story', 'Other'],
  ['Author', 'Other'],
]);
/** keywords that say what kind of work a show adapts (more precise than the crew job) */
const SOURCE_KEYWORDS = new Map([
  ['based on webtoon', 'Webtoon'],
  ['based on web comic', 'Webtoon'],
  ['based on manhwa', 'Webtoon'],
  ['based on web novel', 'Web novel'],
  ['based on novel or book', 'Novel'],
  ['based on novel', 'Novel'],
  ['based on manga', 'Manga'],
  ['based on movie', 'Film'],
  ['remake', 'TV series'],
  ['based on tv series', 'TV series'],
]);

const nfc = (s: string) => s.normalize('NFC').trim();
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
/** a YouTube or Vimeo id: it goes into the player's URL */
const VIDEO_KEY = /^[\w-]{1,64}$/;

export function mapTmdbShow(d: TmdbTvDetails, mapping: TaxonomyMapping): MappedShow {
  const warnings: string[] = [];
  const people = new Map<number, PersonRow>();
  const person = (p: { id: number; name: string; original_name?: string | null | undefined; profile_path: string | null }) => {
    if (!people.has(p.id))
      people.set(p.id, {
        id: p.id,
        name: nfc(p.name),
        originalName: p.original_name ? nfc(p.original_name) : null,
        profilePath: p.profile_path,
        // a person's Korean name: the credit's original name when it is Hangul (TMDB's credits carry no translations)
        nameKo: p.original_name && HANGUL.test(p.original_name) ? nfc(p.original_name) : null,
      });
    return p.id;
  };

  const credits = d.aggregate_credits;
  const cast = [...(credits?.cast ?? [])]
    .sort((a, b) => (a.order ?? 1e9) - (b.order ?? 1e9))
    .slice(0, MAX_CAST)
    .map((c) => ({ personId: person(c), role: nfc([...new Set(c.roles.map((r) => r.character).filter(Boolean))].join(' / ')) }));
  const crewKeys = new Set<string>();
  const crew: ShowRecord['crew'] = [];
  // one row per person and job (Writer and Screenplay both map to Writer)
  const addCrew = (personId: number, job: string) => {
    if (crewKeys.has(`${personId}:${job}`)) return;
    crewKeys.add(`${personId}:${job}`);
    crew.push({ personId, job });
  };
  for (const c of d.created_by) addCrew(person(c), 'Creator');
  let author: { id: number; type: string } | null = null;
  for (const c of credits?.crew ?? []) {
    for (const { job } of c.jobs) {
      if (job === 'Director') addCrew(person(c), 'Director');
      else if (WRITER_JOBS.has(job)) addCrew(person(c), 'Writer');
      else if (job === 'Producer') addCrew(person(c), 'Producer');
      else if (AUTHOR_JOBS.has(job) && !author) author = { id: person(c), type: AUTHOR_JOBS.get(job)! };
    }
  }

  const keywordNames = d.keywords.map((k) => k.name.toLowerCase());
  const genreIds = unique([
    ...d.genres.flatMap((g) => mapping.tmdbGenres.get(g.id) ?? []),
    ...keywordNames.flatMap((k) => mapping.keywordGenres.get(k) ?? []),
  ]);
  const toneIds = unique(keywordNames.flatMap((k) => mapping.keywordTones.get(k) ?? [])).slice(0, MAX_TONES);
  const sourceType = keywordNames.map((k) => SOURCE_KEYWORDS.get(k)).find(Boolean);
  const name = nfc(d.name);
  const originalName = nfc(d.original_name);
  // TMDB's Korean translation (`append_to_response=translations`); the Korean name falls back to the original title
  const ko = d.translations?.translations.find((t) => t.iso_639_1 === 'ko')?.data;
  const korean = {
    nameKo: (ko?.name && nfc(ko.name)) || originalName,
    overviewKo: ko?.overview.trim() || null,
    taglineKo: ko?.tagline.trim() || null,
  };
  const originalWork = author ? { title: name, originalTitle: originalName, type: sourceType ?? author.type, authorId: author.id } : null;

  const providers = [...(d['watch/providers']?.results?.[WATCH_REGION]?.flatrate ?? [])]
    .sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999))
    .map((p) => ({ id: p.provider_id, name: p.provider_name, logoPath: p.logo_path, displayPriority: p.display_priority ?? 999 }));
  const posters = d.images?.posters ?? [];
  const bestPoster = (lang: string) =>
    posters.filter((p) => p.iso_639_1 === lang).sort((a, b) => (b.vote_average ?? 0) - (a.vote_average ?? 0))[0]?.file_path ?? null;

  const base: ShowRecord = {
    id: d.id,
    name,
    originalName,
    alternativeNames: unique(d.alternative_titles.map((t) => nfc(t.title)).filter((t) => t && t !== name && t !== originalName)),
    firstAirDate: calendarDate(d.first_air_date, 'first_air_date', warnings),
    overview: d.overview.trim(),
    numberOfEpisodes: d.number_of_episodes ?? null,
    seasonNumber: 1,
    seriesId: null,
    ...copiedColumns(d),
    ...korean,
    posterUs: bestPoster('en') ?? d.poster_path,
    posterKr: bestPoster('ko'),
    originalWorkId: null,
    popularity: d.popularity ?? 0,
    // a show nobody voted on has TMDB's 0: not rated
    voteAverage: d.vote_count ? (d.vote_average ?? null) : null,
    voteCount: d.vote_count ?? 0,
    source: 'tmdb',
    genreIds,
    keywordIds: unique(d.keywords.map((k) => k.id)),
    toneIds,
    networkIds: unique(d.networks.map((n) => n.id)),
    providerIds: providers.map((p) => p.id),
    cast,
    crew,
    videos: orderVideos(d.videos),
  };
  const shows = [base, ...laterSeasons(d, base, warnings)];
  if (shows.length > 1) {
    const first = d.seasons.find((s) => s.season_number === 1);
    if (first?.episode_count) base.numberOfEpisodes = first.episode_count;
  }
  return {
    tmdbId: d.id,
    shows,
    people: [...people.values()],
    keywords: d.keywords.map((k) => ({ id: k.id, name: nfc(k.name) })),
    networks: d.networks.map((n) => ({ id: n.id, name: nfc(n.name), logoPath: n.logo_path })),
    providers,
    watch: mapWatchOffers(d, warnings),
    originalWork,
    recommendations: unique(d.recommendations.map((r) => r.id)).filter((id) => id !== d.id),
    warnings,
  };
}

/** A real calendar date `YYYY-MM-DD` (not 2021-02-30), else null with a warning. */
function calendarDate(value: string | null, field: string, warnings: string[]): string | null {
  if (value === null) return null;
  if (isCalendarDate(value) && value >= EARLIEST_DAY) return value;
  warnings.push(`${field}: ${JSON.stringify(value.slice(0, 40))} is not a calendar date: left empty`);
  return null;
}

/** Our model has one show per season: season N ≥ 2 becomes show "99" + N + TMDB id in the same series. */
export function seasonShowId(tmdbId: number, season: number): number | null {
  const id = Number(`99${season}${tmdbId}`);
  return season >= 2 && season <= 9 && id <= 2_147_483_647 ? id : null;
}

function laterSeasons(d: TmdbTvDetails, base: ShowRecord, warnings: string[]): ShowRecord[] {
  return d.seasons.flatMap((s): ShowRecord[] => {
    const id = seasonShowId(d.id, s.season_number);
    if (id === null || !s.episode_count) return [];
    const airDate = calendarDate(s.air_date, `seasons.${s.season_number}.air_date`, warnings);
    return [
      {
        ...base,
        id,
        name: `${base.name} Season ${s.season_number}`,
        originalName: `${base.originalName} 시즌 ${s.season_number}`,
        nameKo: `${base.nameKo ?? base.originalName} 시즌 ${s.season_number}`,
        alternativeNames: [`${base.name} ${s.season_number}`, `${base.originalName} ${s.season_number}`],
        firstAirDate: airDate,
        overview: s.overview.trim() || base.overview,
        // the series' Korean overview only where the season has no English one of its own
        overviewKo: s.overview.trim() ? null : (base.overviewKo ?? null),
        numberOfEpisodes: s.episode_count,
        seasonNumber: s.season_number,
        posterUs: s.poster_path ?? base.posterUs,
      },
    ];
  });
}

/** YouTube trailers first (official, then newest), then other YouTube videos; the first trailer is featured. */
function orderVideos(videos: TmdbTvDetails['videos']): ShowRecord['videos'] {
  const rank = (v: TmdbTvDetails['videos'][number]) => (v.site === 'YouTube' ? 0 : 2) + (v.type === 'Trailer' ? 0 : 1);
  const sorted = videos
    .filter((v) => (v.site === 'YouTube' || v.site === 'Vimeo') && VIDEO_KEY.test(v.key))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(b.official ?? false) - Number(a.official ?? false) ||
        (b.published_at ?? '').localeCompare(a.published_at ?? ''),
    )
    .slice(0, MAX_VIDEOS);
  const featured = sorted.findIndex((v) => v.site === 'YouTube' && v.type === 'Trailer');
  return sorted.map((v, i) => ({ site: v.site, key: v.key, type: v.type || 'Video', name: v.name, isFeatured: i === featured }));
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
