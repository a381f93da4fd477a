/**
 * Reading and checking the sample catalogue files without a database: a hand-written six-show
 * catalogue (mini-catalogue.ts) read back as written, every kind of problem reported with its file
 * and field, the episode schedules turned into air dates, and the stable ids of people and keywords.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ShowFile } from '@klama/contract';
import { CatalogueError, personKey, readCatalogue } from '../../src/sample-catalogue/read-catalogue.js';
import { readSchedules, weeklyAirDates } from '../../src/sample-catalogue/schedules.js';
import { slug, stableId } from '../../src/sample-catalogue/stable-id.js';
import { miniCatalogue, writeCatalogueDir, type MiniCatalogue } from './mini-catalogue.js';

/** The problems readCatalogue reports for the mini catalogue after `change`. */
function problemsOf(change: (c: MiniCatalogue, dir: string) => void, after?: (dir: string) => void): string[] {
  const c = miniCatalogue();
  change(c, '');
  const dir = writeCatalogueDir(c);
  after?.(dir);
  try {
    readCatalogue(dir);
  } catch (e) {
    expect(e).toBeInstanceOf(CatalogueError);
    return (e as CatalogueError).problems;
  }
  return expect.fail('the catalogue was accepted');
}

const S1 = 'shows/9000001-moonlit-ward-season-2.json';
const S2 = 'shows/9000002-moonlit-ward.json';
const S3 = 'shows/9000003-paper-moon.json';
const S4 = 'shows/9000004-paper-moon-encore.json';

describe('reading the sample catalogue files', () => {
  it('reads every file as written, the shows in file-name order, ignoring other files among the shows', () => {
    const c = miniCatalogue();
    const dir = writeCatalogueDir(c);
    writeFileSync(join(dir, 'shows', 'README.md'), 'not a show');
    expect(readCatalogue(dir)).toEqual({
      taxonomy: c.taxonomy,
      shows: Object.values(c.shows),
      collections: c.collections,
      heroes: c.heroes,
      about: c.about,
      aboutKo: c.aboutKo,
      people: c.people.people,
    });
  });

  it('reads people.json when there is one, refusing details of people no show credits, twice-described people and a death before the birth', () => {
    expect(
      problemsOf((c) => {
        c.people.people.push(
          { name: 'Nobody Here', birthday: '1990-01-01' },
          { name: 'Kim Ha-na', disambiguation: 'actress', birthday: '1990-01-01' },
          { name: 'Han Ji-woo', place_of_birth: 'Seoul, South Korea' },
        );
      }),
    ).toEqual([
      'people.json: people.2: no show credits Nobody Here',
      'people.json: people.3: no show credits Kim Ha-na (actress)',
      'people.json: people.4: Han Ji-woo is described twice',
    ]);
    expect(
      problemsOf((c) => {
        c.people.people[0]!.deathday = '1985-03-31';
      }),
    ).toEqual(['people.json: people.0.deathday: deathday is before birthday']);
    const dir = writeCatalogueDir();
    rmSync(join(dir, 'people.json'));
    expect(readCatalogue(dir).people).toEqual([]);
  });

  it('reports a file that is missing or not JSON, naming it', () => {
    expect(
      problemsOf(
        () => undefined,
        (dir) => rmSync(join(dir, 'heroes.json')),
      ),
    ).toEqual([expect.stringMatching(/^heroes\.json: ENOENT: no such file or directory/)]);
    expect(
      problemsOf(
        () => undefined,
        (dir) => rmSync(join(dir, 'about.md')),
      ),
    ).toEqual([expect.stringMatching(/^about\.md: ENOENT: no such file or directory/)]);
    expect(
      problemsOf(
        () => undefined,
        (dir) => writeFileSync(join(dir, 'taxonomy.json'), '{"genres": ['),
      ),
    ).toEqual([expect.stringMatching(/^taxonomy\.json: .*JSON/)]);
  });

  it('reports each field a schema refuses with its path, or (root) for the whole file', () => {
    expect(
      problemsOf((c) => {
        (c as { heroes: unknown }).heroes = { order: 1 };
        c.shows['9000002-moonlit-ward.json']!.keywords[1] = 'Doctor';
      }),
    ).toEqual([
      expect.stringMatching(/^heroes\.json: \(root\): /),
      `${S2}: keywords.1: must be lower-case`,
      // the refused show is left out, so what refers to it is reported too
      `${S1}: related_seasons.0.show: no show 9000002`,
      'collections.json: periodic.0.lists.1.shows.0: no show 9000002',
      'collections.json: permanent.0.shows.1: no show 9000002',
      'collections.json: recommendations.0.0: no show 9000002',
      'collections.json: recommendations.0.2: no show 9000002',
    ]);
  });

  it('checks the cross references only once the taxonomy and collections are valid', () => {
    // an unknown genre would be reported too if the references were checked against a broken taxonomy
    expect(
      problemsOf((c) => {
        c.taxonomy.genres[0]!.rank = 1.5;
        c.shows['9000003-paper-moon.json']!.genres = ['Soap'];
      }),
    ).toEqual([expect.stringMatching(/^taxonomy\.json: genres\.0\.rank: /)]);
    expect(
      problemsOf((c) => {
        (c.collections as { periodic: unknown }).periodic = 'weekly';
        c.shows['9000003-paper-moon.json']!.genres = ['Soap'];
      }),
    ).toEqual([expect.stringMatching(/^collections\.json: periodic: /)]);
  });

  it('requires a show file’s name to start with its id', () => {
    expect(
      problemsOf(
        () => undefined,
        (dir) => renameSync(join(dir, S3), join(dir, 'shows', '9000030-paper-moon.json')),
      ),
    ).toEqual(['shows/9000030-paper-moon.json: id: file name must start with the id 9000003']);
  });

  it('names every unknown genre, tone, provider and network with its place in the show', () => {
    expect(
      problemsOf((c) => {
        const s = c.shows['9000004-paper-moon-encore.json']!;
        s.genres = ['Thriller', 'Soap'];
        s.tones = ['Cosy', 'Dark'];
        s.providers = ['Rakuten Viki', 'Netflix', 'Hulu'];
        s.networks = ['KBS2'];
      }),
    ).toEqual([
      `${S4}: genres.1: unknown genre "Soap"`,
      `${S4}: tones.0: unknown tone "Cosy"`,
      `${S4}: providers.2: unknown provider "Hulu"`,
      `${S4}: networks.0: unknown network "KBS2"`,
    ]);
  });

  it('checks that a related season exists and has the season number given', () => {
    expect(
      problemsOf((c) => {
        c.shows['9000001-moonlit-ward-season-2.json']!.related_seasons = [
          { season: 1, show: 9000002 },
          { season: 3, show: 9000099 },
        ];
        c.shows['9000002-moonlit-ward.json']!.related_seasons = [{ season: 3, show: 9000001 }];
      }),
    ).toEqual([`${S1}: related_seasons.1.show: no show 9000099`, `${S2}: related_seasons.0.season: show 9000001 is season 2`]);
  });

  it('requires one Hangul name per person, across cast, crew and original authors, telling namesakes apart by disambiguation', () => {
    expect(
      problemsOf((c) => {
        c.shows['9000002-moonlit-ward.json']!.cast[3]!.original_name = '이설';
        c.shows['9000003-paper-moon.json']!.crew[0]!.original_name = '오세린';
        c.shows['9000004-paper-moon-encore.json']!.crew[0]!.original_name = '오세리';
        c.shows['9000004-paper-moon-encore.json']!.original_work!.author.original_name = '윤대';
      }),
    ).toEqual([
      `${S2}: cast.3: Lee Sol is 이솔 in ${S1}: cast.2`,
      `${S4}: crew.0: Oh Se-ri is 오세린 in ${S3}: crew.0`,
      `${S4}: original_work.author: Yoon Tae (writer) is 윤태 in ${S3}: original_work.author`,
    ]);
    expect(personKey({ name: 'Kim Ha-na' })).toBe('Kim Ha-na');
    expect(personKey({ name: 'Kim Ha-na', disambiguation: 'singer' })).toBe('Kim Ha-na (singer)');
  });

  it('names every collection member and recommendation that is not a show', () => {
    expect(
      problemsOf((c) => {
        c.collections.periodic[0]!.lists[1]!.shows = [9000002, 9000077];
        c.collections.permanent[0]!.shows = [9000088];
        c.collections.recommendations = [
          { show: 9000002, shows: [9000003] },
          { show: 9000066, shows: [9000001, 9000055] },
        ];
      }),
    ).toEqual([
      'collections.json: periodic.0.lists.1.shows.1: no show 9000077',
      'collections.json: permanent.0.shows.0: no show 9000088',
      'collections.json: recommendations.1.0: no show 9000066',
      'collections.json: recommendations.1.2: no show 9000055',
    ]);
  });

  it('lists at most 50 problems in its message, with the count of the rest', () => {
    const problems = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    expect(new CatalogueError(['a: 1', 'b: 2']).message).toBe('Sample catalogue is invalid:\n  a: 1\n  b: 2');
    expect(new CatalogueError(problems(50)).message).toBe(`Sample catalogue is invalid:\n  ${problems(50).join('\n  ')}`);
    expect(new CatalogueError(problems(53)).message).toBe(`Sample catalogue is invalid:\n  ${problems(50).join('\n  ')}\n  … and 3 more`);
    expect(new CatalogueError(problems(53)).problems).toHaveLength(53);
  });
});

describe('episode schedules of the sample catalogue', () => {
  const shows = Object.values(miniCatalogue().shows) as unknown as ShowFile[];
  const undated = { ...shows[2]!, id: 9000005, name: 'Undated', first_air_date: '' };
  const withSchedules = (schedules: unknown, list: readonly ShowFile[] = shows) => {
    const dir = writeCatalogueDir();
    writeFileSync(join(dir, 'schedules.json'), JSON.stringify(schedules));
    return readSchedules(dir, list);
  };
  const problems = (schedules: unknown[], list: readonly ShowFile[] = shows) => {
    try {
      withSchedules({ about: '', schedules }, list);
    } catch (e) {
      expect(e).toBeInstanceOf(CatalogueError);
      return (e as CatalogueError).problems;
    }
    return expect.fail('the schedules were accepted');
  };
  const episode = (showId: number, seasonNumber: number, episodeNumber: number, airDate: string) => ({
    showId,
    seasonNumber,
    episodeNumber,
    name: null,
    airDate,
    runtime: null,
  });

  it('airs weekly episodes on the listed days from first_air_date, and released ones on their dates', () => {
    const dir = writeCatalogueDir();
    expect(readSchedules(dir, shows)).toEqual([
      episode(9000001, 2, 1, '2021-06-17'),
      episode(9000001, 2, 2, '2021-06-18'),
      episode(9000001, 2, 3, '2021-06-24'),
      episode(9000001, 2, 4, '2021-06-25'),
      episode(9000002, 1, 1, '2020-03-12'),
      episode(9000002, 1, 2, '2020-03-19'),
      episode(9000002, 1, 3, '2020-03-26'),
      episode(9000002, 1, 4, '2020-04-02'),
      episode(9000003, 1, 1, '2023-01-06'),
      episode(9000003, 1, 2, '2023-01-06'),
      episode(9000003, 1, 3, '2023-01-13'),
    ]);
  });

  it('gives no episodes without a schedules file', () => {
    const dir = writeCatalogueDir();
    rmSync(join(dir, 'schedules.json'));
    expect(readSchedules(dir, shows)).toEqual([]);
  });

  it('refuses a file of the wrong shape, naming the field', () => {
    const problemsOf = (file: unknown) => {
      try {
        withSchedules(file);
      } catch (e) {
        expect(e).toBeInstanceOf(CatalogueError);
        return (e as CatalogueError).problems;
      }
      return expect.fail('the file was accepted');
    };
    expect(problemsOf({ schedules: [] })).toEqual([expect.stringMatching(/^schedules\.json: about: /)]);
    expect(
      problemsOf({ about: '', schedules: [{ show: 9000002, title: 'Moonlit Ward', broadcast: 'tvN', weekly: [], last: '2020-04-02' }] }),
    ).toEqual([expect.stringMatching(/^schedules\.json: schedules\.0\b/)]);
  });

  it('reports every schedule that disagrees with its show, naming the schedule and the show', () => {
    const weekly = (show: number, title: string, days: string[], last: string) => ({ show, title, broadcast: 'tvN', weekly: days, last });
    expect(
      problems(
        [
          weekly(9000099, 'Ghost', ['mon'], '2020-01-06'),
          weekly(9000002, 'Moonlit', ['thu'], '2020-04-02'),
          // the second schedule of a show is reported alone, whatever else is wrong with it
          weekly(9000002, 'Wrong title', ['mon'], '2020-04-02'),
          weekly(9000001, 'Sunlit Ward', ['mon', 'tue'], '2021-06-25'),
          weekly(9000003, 'Paper Moon', ['fri'], '2023-01-27'),
          { show: 9000004, title: 'Paper Moon', broadcast: 'Netflix', releases: [{ date: '2024-02-03', episodes: 1 }] },
          weekly(9000005, 'Undated', ['mon'], '2020-01-06'),
        ],
        [...shows, undated as ShowFile],
      ),
    ).toEqual([
      'schedules.json: schedules.0 (Ghost): no show 9000099',
      'schedules.json: schedules.2 (Wrong title): show 9000002 has two schedules',
      'schedules.json: schedules.3 (Sunlit Ward): title is not the show\'s name "Moonlit Ward Season 2"',
      'schedules.json: schedules.3 (Sunlit Ward): first_air_date 2021-06-17 is not on mon/tue',
      'schedules.json: schedules.4 (Paper Moon): 3 episodes end on 2023-01-20, not on 2023-01-27',
      'schedules.json: schedules.5 (Paper Moon): the first release is not on first_air_date',
      'schedules.json: schedules.5 (Paper Moon): releases add up to 1 episodes, not 2',
      'schedules.json: schedules.6 (Undated): the show has no first_air_date',
    ]);
  });

  it('accepts releases that start on first_air_date and add up to the episode count', () => {
    const releases = { show: 9000004, title: 'Paper Moon: Encore', broadcast: 'Netflix', releases: [{ date: '2024-02-02', episodes: 2 }] };
    expect(withSchedules({ about: '', schedules: [releases] })).toEqual([
      episode(9000004, 2, 1, '2024-02-02'),
      episode(9000004, 2, 2, '2024-02-02'),
    ]);
  });

  it('counts weekly air dates from the first, across month and year ends', () => {
    expect(weeklyAirDates('2024-12-30', ['mon', 'wed'], 4)).toEqual(['2024-12-30', '2025-01-01', '2025-01-06', '2025-01-08']);
    expect(weeklyAirDates('2024-02-28', ['wed', 'thu'], 2)).toEqual(['2024-02-28', '2024-02-29']);
    expect(weeklyAirDates('2024-03-30', ['sun'], 1)).toEqual(['2024-03-31']);
    expect(weeklyAirDates('2024-03-30', ['sat'], 0)).toEqual([]);
  });
});

describe('stable ids of sample people and keywords', () => {
  it('are 32-bit FNV-1a of the UTF-8 identity, moved into [1e9, 2e9)', () => {
    // FNV-1a reference values: "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968
    expect(stableId('')).toBe(1_000_000_000 + (0x811c9dc5 % 1_000_000_000));
    expect(stableId('a')).toBe(1_000_000_000 + (0xe40c292c % 1_000_000_000));
    expect(stableId('foobar')).toBe(1_000_000_000 + (0xbf9cf968 % 1_000_000_000));
    expect(stableId('person:현빈')).not.toBe(stableId('person:현반'));
  });

  it('makes slugs of lower-case letters and digits joined by single dashes', () => {
    expect(slug('north korea')).toBe('north-korea');
    expect(slug('Action & Adventure')).toBe('action-adventure');
    expect(slug('  -Café 2- ')).toBe('cafe-2');
    expect(slug('--x--')).toBe('x');
  });
});
