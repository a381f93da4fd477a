/** Extra shows written through the catalogue's own writer, for tests that need titles or links the sample lacks. */
import type { Queryable } from '../src/db/client.js';
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

export const addShows = (db: Queryable, shows: ShowRecord[]) => writeShows(db, shows);
