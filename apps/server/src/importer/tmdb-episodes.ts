/**
 * Episodes from a TMDB tv-details object: the appended season details (`season/1`, `season/2`, … as
 * `append_to_response` returns them) and `next_episode_to_air` / `last_episode_to_air`. Kept apart
 * from map-show.ts: episodes go to the show row of their season (seasonShowId), specials and seasons
 * our model has no row for are left out. Pure: no I/O.
 */
import { z } from 'zod';
import { toStorableText, EARLIEST_DAY, isCalendarDate } from '@klama/contract';
import { seasonShowId } from './map-show.js';
import type { EpisodeRow } from '../episodes/write-episodes.js';

/** TMDB appends at most 20 items to one request; the show's own sections take some of them. */
export const TMDB_APPEND_LIMIT = 20;
export const MAX_EPISODES_PER_SEASON = 1_000;
/** seasons with a show row of their own (seasonShowId): 1 to 9 */
export const EPISODE_SEASONS = { first: 1, last: 9 } as const;

/**
 * A real calendar date from `minYear` on, else null (an episode without a date is still listed; it just is not on the
 * calendar; a person's unknown birthday is not shown).
 */
export const calendarDate = (v: string | null | undefined, minYear = Number(EARLIEST_DAY.slice(0, 4))): string | null =>
  v && isCalendarDate(v) && Number(v.slice(0, 4)) >= minYear ? v : null;

const Episode = z
  .object({
    season_number: z.number().int().min(0).max(1000).nullish(),
    episode_number: z.number().int().min(0).max(100_000),
    name: z.string().nullish(),
    air_date: z.string().nullish(),
    runtime: z.number().nullish(),
  })
  .loose();
type Episode = z.infer<typeof Episode>;

const SeasonDetails = z.object({ season_number: z.number().int().min(0).max(1000), episodes: z.array(z.unknown()).nullish() }).loose();

function toRow(tmdbId: number, season: number, e: Episode): EpisodeRow | null {
  const showId = season === 1 ? tmdbId : seasonShowId(tmdbId, season);
  if (showId === null || season < EPISODE_SEASONS.first) return null;
  const name = e.name ? toStorableText(e.name.normalize('NFC').trim()).slice(0, 500) : '';
  const runtime = e.runtime != null && Number.isInteger(e.runtime) && e.runtime >= 1 && e.runtime <= 1000 ? e.runtime : null;
  return { showId, seasonNumber: season, episodeNumber: e.episode_number, name: name || null, airDate: calendarDate(e.air_date), runtime };
}

/** The `season/N` keys of a tv-details object (what is malformed in one is skipped, not the show). */
export function appendedSeasons(raw: unknown): { seasonNumber: number; episodes: unknown[] }[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw).flatMap(([key, value]) => {
    if (!/^season\/\d{1,4}$/.test(key)) return [];
    const parsed = SeasonDetails.safeParse(value);
    return parsed.success ? [{ seasonNumber: parsed.data.season_number, episodes: parsed.data.episodes ?? [] }] : [];
  });
}

/**
 * Every episode the object knows: the appended seasons' lists, then the next and last episode (which
 * also fill in a show imported without season details). One row per (show, season, episode).
 */
export function mapEpisodes(tmdbId: number, raw: unknown): EpisodeRow[] {
  const rows = new Map<string, EpisodeRow>();
  const add = (season: number, value: unknown) => {
    const parsed = Episode.safeParse(value);
    if (!parsed.success) return;
    const row = toRow(tmdbId, parsed.data.season_number ?? season, parsed.data);
    const key = row && `${row.showId}:${row.seasonNumber}:${row.episodeNumber}`;
    if (row && key && !rows.has(key)) rows.set(key, row);
  };
  for (const s of appendedSeasons(raw)) for (const e of s.episodes.slice(0, MAX_EPISODES_PER_SEASON)) add(s.seasonNumber, e);
  const o = (raw ?? {}) as Record<string, unknown>;
  for (const key of ['last_episode_to_air', 'next_episode_to_air']) {
    const e = o[key] as { season_number?: unknown } | null | undefined;
    if (e && typeof e === 'object' && typeof e.season_number === 'number') add(e.season_number, e);
  }
  return [...rows.values()].sort((a, b) => a.showId - b.showId || a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber);
}

/** The seasons to ask TMDB for: those our model keeps (1–9) that have episodes, in order. */
export function seasonsToFetch(raw: unknown): number[] {
  const seasons = (raw as { seasons?: unknown } | null)?.seasons;
  if (!Array.isArray(seasons)) return [];
  const numbers = seasons
    .map((s: { season_number?: unknown; episode_count?: unknown }) => s.season_number)
    .filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= EPISODE_SEASONS.first && n <= EPISODE_SEASONS.last);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** `season/N` names in batches that fit TMDB's limit on appended items. */
export function seasonBatches(seasons: readonly number[], perRequest = TMDB_APPEND_LIMIT): string[] {
  const batches: string[] = [];
  for (let i = 0; i < seasons.length; i += perRequest)
    batches.push(
      seasons
        .slice(i, i + perRequest)
        .map((n) => `season/${n}`)
        .join(','),
    );
  return batches;
}
