import { dayNumber } from '@klama/contract';
/** The next episode of a show from its schedule, and how many days away it is, for a given local day. */
export type ScheduledEpisode = { season_number: number; episode_number: number; name: string | null; air_date: string | null };

/** The first episode airing on `today` or later (by date, then season and number), with the days until it; null when none is dated ahead. */
export function nextEpisode(seasons: { season_number: number; episodes: Omit<ScheduledEpisode, 'season_number'>[] }[], today: string) {
  const upcoming = seasons
    .flatMap((s) => s.episodes.map((e) => ({ ...e, season_number: s.season_number })))
    .filter((e): e is ScheduledEpisode & { air_date: string } => e.air_date !== null && e.air_date >= today)
    .sort((a, b) => a.air_date.localeCompare(b.air_date) || a.season_number - b.season_number || a.episode_number - b.episode_number);
  const next = upcoming[0];
  return next ? { episode: next, daysAway: dayNumber(next.air_date) - dayNumber(today) } : null;
}
