/**
 * Loading the read model from the database: its pages, facets, term names and popularity ranks are the sample
 * catalogue's (data/catalogue), hidden shows left out; expected values from the sample files, not from the loader's SQL.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '@klama/contract';
import { loadCatalogueSnapshot, type LoadedCatalogue } from '../../src/read-model/load-catalogue-snapshot.js';
import type { Facet } from '../../src/read-model/catalogue-snapshot.js';
import { openTestDatabase, type TestDatabase } from '../test-app.js';
import {
  genreNamed,
  idsWhere,
  providerNamed,
  sampleCard,
  shows,
  sortIds,
  taxonomy,
  toneNamed,
  type SampleShow,
} from '../sample-catalogue.js';

const HIDDEN = 9000002; // hidden by an operator before the load
const CLOY = 9000001; // Romance and Heart-fluttering; its Romance link is written again, after every other one
const [MOST_POPULAR, SECOND] = [9000323, 9000003]; // Love Next Door, Winter Sonata

let db: TestDatabase;
let keywordId: Map<string, number>;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await db.query('UPDATE show SET hidden = true WHERE id = $1', [HIDDEN]);
  await db.query('UPDATE show SET popularity = 90 WHERE id = $1', [MOST_POPULAR]);
  await db.query('UPDATE show SET popularity = 50 WHERE id = $1', [SECOND]);
  const romance = genreNamed('Romance').id;
  await db.query('DELETE FROM show_genre WHERE show_id = $1 AND genre_id = $2', [CLOY, romance]);
  await db.query('INSERT INTO show_genre (show_id, genre_id, position) VALUES ($1, $2, 0)', [CLOY, romance]);
  // keyword ids are the sample loader's; the sample files name keywords
  keywordId = new Map((await db.query<{ id: number; name: string }>('SELECT id, name FROM keyword')).map((k) => [k.name, k.id]));
});
afterAll(() => db?.drop());

const visible = (filter: (s: SampleShow) => boolean) => idsWhere((s) => s.id !== HIDDEN && filter(s));
/** Each test loads its own snapshot (a few statements), so that a test covers what it checks. */
const everything = (loaded: LoadedCatalogue, facets: Facet[], sort: (typeof SORT_OPTIONS)[number] = 'date_desc') =>
  loaded.snapshot.page(facets, { page: 1, limit: 1000, sort }).results.map((c) => c.id);

describe('loadCatalogueSnapshot', () => {
  it('holds every visible show, as its card, in each sort order', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    expect(loaded.snapshot.size).toBe(shows.length - 1);
    for (const sort of SORT_OPTIONS)
      expect(everything(loaded, [], sort), sort).toEqual(
        sortIds(
          visible(() => true),
          sort,
        ),
      );
    const page = loaded.snapshot.page([], { page: 2, limit: 3, sort: 'name_asc' });
    expect(page.results).toEqual(
      sortIds(
        visible(() => true),
        'name_asc',
      )
        .slice(3, 6)
        .map(sampleCard),
    );
    expect(loaded.snapshot.positionOf(HIDDEN)).toBeUndefined();
    expect(loaded.snapshot.card(loaded.snapshot.positionOf(9000224)!)).toEqual(sampleCard(9000224));
  });

  it('each genre and tone: its name and exactly its visible shows', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    for (const [kind, list] of [
      ['genre', taxonomy.genres],
      ['tone', taxonomy.tones],
    ] as const)
      for (const term of list) {
        expect(loaded.snapshot.termName(kind, term.id)).toBe(term.name);
        const has = (s: SampleShow) => (kind === 'genre' ? s.genres : s.tones).includes(term.name);
        expect(everything(loaded, [{ kind, id: term.id }]), `${kind} ${term.name}`).toEqual(sortIds(visible(has), 'date_desc'));
      }
  });

  it('each keyword: its name and exactly its visible shows', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    const names = new Set(shows.flatMap((s) => s.keywords));
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) {
      const id = keywordId.get(name)!;
      expect(loaded.snapshot.termName('keyword', id)).toBe(name);
      expect(everything(loaded, [{ kind: 'keyword', id }]), name).toEqual(
        sortIds(
          visible((s) => s.keywords.includes(name)),
          'date_desc',
        ),
      );
    }
  });

  it('each year: the visible shows first aired that year', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    const years = new Set(shows.map((s) => Number(s.first_air_date!.slice(0, 4))));
    expect(years.size).toBeGreaterThan(10);
    for (const year of years)
      expect(everything(loaded, [{ kind: 'year', id: year }]), String(year)).toEqual(
        sortIds(
          visible((s) => s.first_air_date!.startsWith(`${year}-`)),
          'date_desc',
        ),
      );
  });

  it('each provider: the visible shows it streams in a region, the US from the show files, others from watch-regions.json', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    const regions = JSON.parse(readFileSync(new URL('../../../../data/catalogue/watch-regions.json', import.meta.url), 'utf8')) as {
      shows: { show: number; providers: Record<string, string[]> }[];
    };
    const inRegion = (region: string, provider: string) => (s: SampleShow) =>
      region === 'US'
        ? s.providers.includes(provider)
        : (regions.shows.find((r) => r.show === s.id)?.providers[region]?.includes(provider) ?? false);
    for (const [region, provider] of [
      ['US', 'Netflix'],
      ['US', 'Rakuten Viki'],
      ['US', 'Hulu'],
      ['KR', 'Netflix'],
      ['JP', 'Netflix'],
    ] as const) {
      const expected = sortIds(visible(inRegion(region, provider)), 'date_desc');
      expect(expected.length, `${provider} in ${region}`).toBeGreaterThan(0);
      expect(everything(loaded, [{ kind: 'provider', id: providerNamed(provider).id, region }]), `${provider} in ${region}`).toEqual(
        expected,
      );
    }
  });

  it('combined facets: the visible shows in all of them, also for a link written after the others', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    const romance = genreNamed('Romance').id;
    const fluttering = toneNamed('Heart-fluttering').id;
    const expected = sortIds(
      visible((s) => s.genres.includes('Romance') && s.tones.includes('Heart-fluttering')),
      'date_desc',
    );
    expect(expected).toContain(CLOY);
    expect(
      everything(loaded, [
        { kind: 'tone', id: fluttering },
        { kind: 'genre', id: romance },
      ]),
    ).toEqual(expected);
    expect(
      everything(loaded, [
        { kind: 'keyword', id: keywordId.get('chaebol')! },
        { kind: 'genre', id: romance },
        { kind: 'year', id: 2019 },
      ]),
    ).toEqual(
      sortIds(
        visible((s) => s.keywords.includes('chaebol') && s.genres.includes('Romance') && s.first_air_date!.startsWith('2019-')),
        'date_desc',
      ),
    );
  });

  it('ranks the shows by popularity, most popular first, ties by id', async () => {
    const loaded = await loadCatalogueSnapshot(db);
    const byId = visible(() => true);
    const rankOf = (id: number) => loaded.popularityRank[loaded.snapshot.positionOf(id)!];
    expect(loaded.popularityRank.length).toBe(byId.length);
    expect(rankOf(MOST_POPULAR)).toBe(0);
    expect(rankOf(SECOND)).toBe(1);
    const rest = byId.filter((id) => id !== MOST_POPULAR && id !== SECOND);
    expect(rest.map(rankOf)).toEqual(rest.map((_, i) => i + 2));
  });
});
