/**
 * The sample catalogue's episode schedules (data/catalogue/schedules.json) turned into episodes. A weekly
 * schedule starts on the show's first_air_date and must reach the finale date it states with exactly
 * the show's episode count; releases must start on first_air_date and add up to the count. A file that
 * disagrees with its show fails loading, naming the show.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScheduleFile, type ShowFile, addDays } from '@klama/contract';
import type { EpisodeRow } from '../episodes/write-episodes.js';
import { CatalogueError } from './read-catalogue.js';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** Air dates of `count` episodes, one on each of `days` every week from `first` (which must be one of them). */
export function weeklyAirDates(first: string, days: readonly string[], count: number): string[] {
  const dates: string[] = [];
  for (let d = first; dates.length < count; d = addDays(d, 1)) if (days.includes(weekday(d))) dates.push(d);
  return dates;
}

export function readSchedules(dir: string, shows: readonly ShowFile[]): EpisodeRow[] {
  const file = join(dir, 'schedules.json');
  if (!existsSync(file)) return [];
  const parsed = ScheduleFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new CatalogueError(parsed.error.issues.map((i) => `schedules.json: ${i.path.join('.')}: ${i.message}`));
  const byId = new Map(shows.map((s) => [s.id, s]));
  const problems: string[] = [];
  const rows: EpisodeRow[] = [];
  const seen = new Set<number>();
  parsed.data.schedules.forEach((schedule, i) => {
    const at = `schedules.json: schedules.${i} (${schedule.title})`;
    const show = byId.get(schedule.show);
    if (!show) return void problems.push(`${at}: no show ${schedule.show}`);
    if (seen.has(show.id)) return void problems.push(`${at}: show ${show.id} has two schedules`);
    seen.add(show.id);
    if (!show.name.startsWith(schedule.title)) problems.push(`${at}: title is not the show's name "${show.name}"`);
    if (!show.first_air_date) return void problems.push(`${at}: the show has no first_air_date`);
    let dates: string[];
    if ('weekly' in schedule) {
      if (!schedule.weekly.includes(weekday(show.first_air_date)))
        return void problems.push(`${at}: first_air_date ${show.first_air_date} is not on ${schedule.weekly.join('/')}`);
      dates = weeklyAirDates(show.first_air_date, schedule.weekly, show.number_of_episodes);
      if (dates.at(-1) !== schedule.last)
        return void problems.push(`${at}: ${show.number_of_episodes} episodes end on ${dates.at(-1)}, not on ${schedule.last}`);
    } else {
      dates = schedule.releases.flatMap((r) => Array<string>(r.episodes).fill(r.date));
      if (schedule.releases[0]!.date !== show.first_air_date) problems.push(`${at}: the first release is not on first_air_date`);
      if (dates.length !== show.number_of_episodes)
        return void problems.push(`${at}: releases add up to ${dates.length} episodes, not ${show.number_of_episodes}`);
    }
    dates.forEach((airDate, n) =>
      rows.push({ showId: show.id, seasonNumber: show.season_number, episodeNumber: n + 1, name: null, airDate, runtime: null }),
    );
  });
  if (problems.length) throw new CatalogueError(problems);
  return rows;
}
