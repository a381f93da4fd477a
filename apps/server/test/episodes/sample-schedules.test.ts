import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueDir } from '../../src/paths.js';
import { readCatalogue } from '../../src/sample-catalogue/read-catalogue.js';
import { readSchedules, weeklyAirDates } from '../../src/sample-catalogue/schedules.js';

describe('sample episode schedules', () => {
  const catalogue = readCatalogue(catalogueDir);
  const episodes = readSchedules(catalogueDir, catalogue.shows);
  const of = (showId: number) => episodes.filter((e) => e.showId === showId);

  it('airs Extraordinary Attorney Woo on Wednesdays and Thursdays from 29 June to 18 August 2022', () => {
    const woo = of(9000239);
    expect(woo).toHaveLength(16);
    expect(woo.slice(0, 4).map((e) => e.airDate)).toEqual(['2022-06-29', '2022-06-30', '2022-07-06', '2022-07-07']);
    expect(woo.at(-1)).toMatchObject({ episodeNumber: 16, airDate: '2022-08-18', seasonNumber: 1 });
  });

  it('puts a whole Netflix season on its release day, and The Glory in its two parts', () => {
    expect(new Set(of(9000223).map((e) => e.airDate))).toEqual(new Set(['2021-09-17']));
    expect(of(9000223)).toHaveLength(9);
    const glory = of(9000301);
    expect(glory.filter((e) => e.airDate === '2022-12-30').map((e) => e.episodeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(glory.filter((e) => e.airDate === '2023-03-10').map((e) => e.episodeNumber)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('leaves a show without a known schedule without episodes', () => {
    expect(of(9000001)).toEqual([]); // Crash Landing on You paused for specials: no plain weekly schedule
    expect(of(9000339)).toEqual([]); // Moving Season 2: no schedule announced
  });

  it('counts weekly air dates across month ends', () => {
    expect(weeklyAirDates('2024-03-30', ['sat', 'sun'], 3)).toEqual(['2024-03-30', '2024-03-31', '2024-04-06']);
  });

  it('refuses a schedule that does not reach its stated finale, naming the show', () => {
    const dir = mkdtempSync(join(tmpdir(), 'klama-schedules-'));
    cpSync(catalogueDir, dir, { recursive: true });
    writeFileSync(
      join(dir, 'schedules.json'),
      JSON.stringify({
        about: '',
        schedules: [{ show: 9000239, title: 'Extraordinary Attorney Woo', broadcast: 'ENA', weekly: ['wed', 'thu'], last: '2022-08-25' }],
      }),
    );
    expect(() => readSchedules(dir, catalogue.shows)).toThrow(
      /Extraordinary Attorney Woo\): 16 episodes end on 2022-08-18, not on 2022-08-25/,
    );
  });
});
