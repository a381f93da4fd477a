/**
 * Writing episodes (an import, the sample loader): a show's episodes are replaced as a whole, and an
 * imported show's seasons that TMDB no longer lists lose theirs. The template databases are built
 * outside any test, so this is what checks the writer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, openTestDatabase, type TestDatabase } from '../test-app.js';
import { fixtureShow } from '../fixture-shows.js';
import { writeShows } from '../../src/catalogue/write-shows.js';
import { replaceEpisodes, type EpisodeRow } from '../../src/episodes/write-episodes.js';
import { writeImportedEpisodes } from '../../src/importer/write-imported-episodes.js';

const DRAMA = 700001; // a TMDB id; its season N (2–9) is the show row 99N700001
const SEASON_2 = 992700001;
const SEASON_3 = 993700001;
const SEASON_9 = 999700001;
const OTHER = 700002;

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.transaction((tx) =>
    writeShows(tx, [
      fixtureShow(DRAMA, 'Drama'),
      fixtureShow(SEASON_2, 'Drama Season 2', { seasonNumber: 2 }),
      fixtureShow(SEASON_3, 'Drama Season 3', { seasonNumber: 3 }),
      fixtureShow(SEASON_9, 'Drama Season 9', { seasonNumber: 9 }),
      fixtureShow(OTHER, 'Other'),
    ]),
  );
});
afterAll(() => db.drop());

const row = (showId: number, seasonNumber: number, episodeNumber: number, name: string | null = null): EpisodeRow => ({
  showId,
  seasonNumber,
  episodeNumber,
  name,
  airDate: null,
  runtime: null,
});

/** Every stored episode as `show season episode name date runtime`, in key order. */
async function stored(): Promise<string[]> {
  const rows = await db.query<{
    show_id: number;
    season_number: number;
    episode_number: number;
    name: string | null;
    d: string | null;
    runtime: number | null;
  }>(
    `SELECT show_id, season_number, episode_number, name, to_char(air_date, 'YYYY-MM-DD') AS d, runtime FROM episode
     ORDER BY show_id, season_number, episode_number`,
  );
  return rows.map((r) => `${r.show_id} ${r.season_number} ${r.episode_number} ${r.name} ${r.d} ${r.runtime}`);
}

async function reset(rows: EpisodeRow[]) {
  await db.query('DELETE FROM episode');
  await db.transaction((tx) => replaceEpisodes(tx, [...new Set(rows.map((r) => r.showId))], rows));
}

describe(`replaceEpisodes on ${engine}`, () => {
  it('stores every column of a row', async () => {
    await reset([]);
    await db.transaction((tx) =>
      replaceEpisodes(
        tx,
        [DRAMA],
        [{ showId: DRAMA, seasonNumber: 1, episodeNumber: 3, name: 'Pilot', airDate: '2024-03-09', runtime: 70 }],
      ),
    );
    expect(await stored()).toEqual([`${DRAMA} 1 3 Pilot 2024-03-09 70`]);
  });

  it('replaces the listed shows’ episodes as a whole and leaves other shows’ alone', async () => {
    await reset([row(DRAMA, 1, 1, 'old one'), row(DRAMA, 1, 2, 'old two'), row(DRAMA, 1, 3), row(OTHER, 1, 1, 'other')]);
    await db.transaction((tx) => replaceEpisodes(tx, [DRAMA], [row(DRAMA, 1, 1, 'new one'), row(DRAMA, 1, 2)]));
    expect(await stored()).toEqual([`${DRAMA} 1 1 new one null null`, `${DRAMA} 1 2 null null null`, `${OTHER} 1 1 other null null`]);
  });

  it('ignores rows of shows it was not asked to replace', async () => {
    await reset([row(OTHER, 1, 1, 'kept')]);
    await db.transaction((tx) => replaceEpisodes(tx, [DRAMA], [row(DRAMA, 1, 1), row(OTHER, 1, 1, 'not written'), row(OTHER, 1, 2)]));
    expect(await stored()).toEqual([`${DRAMA} 1 1 null null null`, `${OTHER} 1 1 kept null null`]);
  });

  it('keeps the first of two rows for the same episode instead of failing', async () => {
    await reset([]);
    await db.transaction((tx) => replaceEpisodes(tx, [DRAMA], [row(DRAMA, 1, 1, 'first'), row(DRAMA, 1, 1, 'second')]));
    expect(await stored()).toEqual([`${DRAMA} 1 1 first null null`]);
  });

  it('changes nothing for no shows', async () => {
    await reset([row(DRAMA, 1, 1, 'kept')]);
    await db.transaction((tx) => replaceEpisodes(tx, [], [row(DRAMA, 1, 2)]));
    expect(await stored()).toEqual([`${DRAMA} 1 1 kept null null`]);
  });
});

describe(`writeImportedEpisodes on ${engine}`, () => {
  const episode = (episode_number: number, name: string) => ({ episode_number, name, air_date: '2024-01-0' + episode_number, runtime: 60 });

  it('writes each season’s episodes to its show row and empties the seasons the import no longer has', async () => {
    await reset([
      row(DRAMA, 1, 1, 'old'),
      row(DRAMA, 1, 9, 'gone upstream'),
      row(SEASON_3, 3, 1, 'dropped season'),
      row(SEASON_9, 9, 1, 'dropped ninth season'),
      row(OTHER, 1, 1, 'other show'),
    ]);
    const raw = {
      'season/1': { season_number: 1, episodes: [episode(1, 'One'), episode(2, 'Two')] },
      'season/2': { season_number: 2, episodes: [episode(1, 'Second season')] },
    };
    const shows = [fixtureShow(DRAMA, 'Drama'), fixtureShow(SEASON_2, 'Drama Season 2', { seasonNumber: 2 })];
    await db.transaction((tx) => writeImportedEpisodes(tx, { tmdbId: DRAMA, shows }, raw));
    expect(await stored()).toEqual([
      `${DRAMA} 1 1 One 2024-01-01 60`,
      `${DRAMA} 1 2 Two 2024-01-02 60`,
      `${OTHER} 1 1 other show null null`,
      `${SEASON_2} 2 1 Second season 2024-01-01 60`,
    ]);
  });

  it('empties the first season too when the import writes only later ones', async () => {
    await reset([row(DRAMA, 1, 1, 'first season'), row(SEASON_2, 2, 1, 'old')]);
    const raw = { 'season/2': { season_number: 2, episodes: [episode(1, 'New')] } };
    const shows = [fixtureShow(SEASON_2, 'Drama Season 2', { seasonNumber: 2 })];
    await db.transaction((tx) => writeImportedEpisodes(tx, { tmdbId: DRAMA, shows }, raw));
    expect(await stored()).toEqual([`${SEASON_2} 2 1 New 2024-01-01 60`]);
  });
});
