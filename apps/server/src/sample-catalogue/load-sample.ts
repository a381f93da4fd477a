/** Fills an empty database with the bundled sample catalogue (data/catalogue), in one transaction. */
import type { Database, Queryable } from '../db/client.js';
import { catalogueDir } from '../paths.js';
import { writeShows, type ShowRecord } from '../catalogue/write-shows.js';
import { insertTaxonomy } from '../catalogue/write-taxonomy.js';
import { saveKeywords, savePeople } from '../catalogue/credits.queries.js';
import { saveOriginalWork } from '../catalogue/original-works.queries.js';
import { createSeries } from '../catalogue/series.queries.js';
import {
  insertCollectionDefinitions,
  insertHeroes,
  insertRecommendations,
  replacePeriodicList,
  replacePermanentItems,
} from '../catalogue/site-frame.queries.js';
import { seedSiteAbout } from '../marketing/profile.queries.js';

export { isCatalogueEmpty } from '../catalogue/show-census.queries.js';
import { personKey, readCatalogue, type Catalogue } from './read-catalogue.js';
import { slug, stableId } from './stable-id.js';
import { refreshStatistics } from '../db/statistics.js';
import { readSchedules } from './schedules.js';
import { replaceEpisodes } from '../episodes/write-episodes.js';
import { readWatchRegions, writeSampleWatchRegions } from './sample-watch-regions.js';
import { writePersonDetails } from '../people/person-details.queries.js';
import type { KoreanTextFile } from '@klama/contract';
import { readKoreanText } from './korean-text.js';

export async function loadSampleCatalogue(db: Database, dir = catalogueDir): Promise<{ shows: number }> {
  const catalogue = readCatalogue(dir);
  const korean = readKoreanText(dir, catalogue);
  const episodes = readSchedules(dir, catalogue.shows);
  const watchRegions = readWatchRegions(dir, catalogue);
  await db.transaction(async (tx) => {
    await writeCatalogue(tx, catalogue, korean);
    await writeSampleWatchRegions(tx, watchRegions);
    await replaceEpisodes(
      tx,
      catalogue.shows.map((s) => s.id),
      episodes,
    );
  });
  await refreshStatistics(db);
  return { shows: catalogue.shows.length };
}

async function writeCatalogue(tx: Queryable, c: Catalogue, korean: KoreanTextFile) {
  const { taxonomy } = c;
  await insertTaxonomy(tx, taxonomy);
  const idOf = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.name, x.id]));
  const genreIds = idOf(taxonomy.genres);
  const toneIds = idOf(taxonomy.tones);
  const providerIds = idOf(taxonomy.providers);
  const networkIds = idOf(taxonomy.networks);

  // keywords and people get stable ids from their names
  const keywords = new Map<string, number>();
  for (const s of c.shows) for (const k of s.keywords) keywords.set(k, stableId(`keyword:${k}`));
  assertUnique(keywords, 'keyword');
  await saveKeywords(
    tx,
    [...keywords].map(([name, id]) => ({ id, uid: `keyword-${slug(name)}`, name, nameKo: korean.keywords[name] ?? null })),
  );

  const people = new Map<string, { id: number; name: string; hangul: string }>();
  const personId = (p: { name: string; original_name: string; disambiguation?: string | undefined }) => {
    const key = personKey(p);
    let person = people.get(key);
    if (!person) people.set(key, (person = { id: stableId(`person:${key}`), name: p.name, hangul: p.original_name }));
    return person.id;
  };
  for (const s of c.shows) {
    s.cast.forEach(personId);
    s.crew.forEach(personId);
    if (s.original_work) personId(s.original_work.author);
  }
  assertUnique(new Map([...people].map(([k, p]) => [k, p.id])), 'person');
  await savePeople(
    tx,
    // a person's Korean name is their Hangul name
    [...people.values()].map((p) => ({ id: p.id, name: p.name, originalName: p.hangul, nameKo: p.hangul })),
  );
  await writePersonDetails(
    tx,
    c.people.map((p) => ({
      id: people.get(personKey(p))!.id,
      biography: p.biography ?? null,
      biography_ko: null,
      birthday: p.birthday ?? null,
      deathday: p.deathday ?? null,
      place_of_birth: p.place_of_birth ?? null,
      profile_path: null,
    })),
  );

  // seasons of one series share a series row (connected through related_seasons)
  const seriesOf = await writeSeries(tx, c);
  const works = new Map<string, number>();
  for (const s of c.shows) {
    const w = s.original_work;
    if (!w) continue;
    const key = `${w.title}|${personKey(w.author)}`;
    if (works.has(key)) continue;
    works.set(
      key,
      await saveOriginalWork(tx, { title: w.title, originalTitle: w.original_title, type: w.type, authorId: personId(w.author) }),
    );
  }

  const records: ShowRecord[] = c.shows.map((s) => ({
    id: s.id,
    name: s.name,
    originalName: s.original_name,
    alternativeNames: s.alternative_names,
    firstAirDate: s.first_air_date,
    overview: s.overview,
    // the Korean name is the original (Hangul) title; the Korean overview is ko.json's
    nameKo: s.original_name,
    overviewKo: korean.shows[String(s.id)]?.overview ?? null,
    numberOfEpisodes: s.number_of_episodes,
    seasonNumber: s.season_number,
    seriesId: seriesOf.get(s.id) ?? null,
    homepage: s.homepage,
    posterUs: null,
    posterKr: null,
    originalWorkId: s.original_work ? works.get(`${s.original_work.title}|${personKey(s.original_work.author)}`)! : null,
    popularity: 0,
    source: 'sample',
    genreIds: s.genres.map((g) => genreIds.get(g)!),
    keywordIds: s.keywords.map((k) => keywords.get(k)!),
    toneIds: s.tones.map((t) => toneIds.get(t)!),
    networkIds: s.networks.map((n) => networkIds.get(n)!),
    providerIds: s.providers.map((p) => providerIds.get(p)!),
    cast: s.cast.map((p) => ({ personId: personId(p), role: p.role })),
    crew: s.crew.map((p) => ({ personId: personId(p), job: p.job })),
    videos: [],
  }));
  await writeShows(tx, records);
  await writeCollections(tx, c);
  await insertHeroes(tx, c.heroes);
  await seedSiteAbout(tx, c.about, c.aboutKo);
}

async function writeSeries(tx: Queryable, c: Catalogue): Promise<Map<number, number>> {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  for (const s of c.shows) for (const r of s.related_seasons) parent.set(find(s.id), find(r.show));
  const groups = new Map<number, number[]>();
  for (const s of c.shows) if (s.related_seasons.length) groups.set(find(s.id), [...(groups.get(find(s.id)) ?? []), s.id]);
  const byId = new Map(c.shows.map((s) => [s.id, s]));
  const seriesOf = new Map<number, number>();
  for (const members of groups.values()) {
    const first = members.map((id) => byId.get(id)!).sort((a, b) => a.season_number - b.season_number)[0]!;
    const seriesId = await createSeries(tx, first.name);
    for (const id of members) seriesOf.set(id, seriesId);
  }
  return seriesOf;
}

async function writeCollections(tx: Queryable, c: Catalogue) {
  await insertCollectionDefinitions(tx, c.collections);
  for (const p of c.collections.periodic) for (const list of p.lists) await replacePeriodicList(tx, p.key, list.releaseDate, list.shows);
  for (const p of c.collections.permanent) await replacePermanentItems(tx, p.key, p.shows);
  await insertRecommendations(tx, c.collections.recommendations);
}

function assertUnique(ids: Map<string, number>, what: string) {
  const seen = new Map<number, string>();
  for (const [key, id] of ids) {
    const other = seen.get(id);
    if (other !== undefined) throw new Error(`Sample catalogue: ${what} ids collide for "${key}" and "${other}"; add a disambiguation`);
    seen.set(id, key);
  }
}
