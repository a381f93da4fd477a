/** Extra shows written through the catalogue's own writer, for tests that need titles or links the sample lacks. */
import type { TestApp } from './test-app.js';
import { writeShows, type ShowRecord } from '../src/catalogue/write-shows.js';

export function fixtureShow(id: number, name: string, more: Partial<ShowRecord> = {}): ShowRecord {
  return {
    id,
    name,
    originalName: name,
    alternativeNames: [],
    firstAirDate: '2020-01-01',
    overview: '',
    numberOfEpisodes: null,
    seasonNumber: 1,
    seriesId: null,
    homepage: null,
    posterUs: null,
    posterKr: null,
    originalWorkId: null,
    popularity: 0,
    source: 'synthetic',
    genreIds: [],
    keywordIds: [],
    toneIds: [],
    networkIds: [],
    providerIds: [],
    cast: [],
    crew: [],
    videos: [],
    ...more,
  };
}

/** Writes shows through the catalogue's write path (in one transaction, as every caller does) and waits until the app serves them. */
export async function addShows(t: TestApp, shows: ShowRecord[]) {
  await t.db.transaction((tx) => writeShows(tx, shows));
  await t.followed();
}
