/** Fills an empty database with the bundled sample catalogue (data/catalogue), in one transaction. */
import type { Database, Queryable, SqlParam } from '../../db/client.js';
import { insertRows } from '../../db/bulk.js';
import { catalogueDir } from '../../paths.js';
import { writeShows, type ShowRecord } from '../write-shows.js';
import { insertTaxonomy } from '../write-taxonomy.js';
import { personKey, readCatalogue, type Catalogue } from './read-catalogue.js';
import { slug, stableId } from './stable-id.js';
import { refreshStatistics } from '../../db/statistics.js';
import { readSchedules } from './schedules.js';
import { replaceEpisodes } from '../../episodes/write-episodes.js';
import { readWatchRegions, writeSampleWatchRegions } from '../../regions/sample-watch-regions.js';
import { writePersonDetails } from '../../people/person-details.queries.js';

export async function isCatalogueEmpty(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM show LIMIT 1')).length === 0;
}

export async function loadSampleCatalogue(db: Database, dir = catalogueDir): Promise<{ shows: number }> {
  const catalogue = readCatalogue(dir);
  const episodes = readSchedules(dir, catalogue.shows);
  const watchRegions = readWatchRegions(dir, catalogue);
  await db.transaction(async (tx) => {
    await writeCatalogue(tx, catalogue);
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

async function writeCatalogue(tx: Queryable, c: Catalogue) {
  const { taxonomy } = c;
  await insertTaxonomy(tx, taxonomy);
  const upsertNothing = 'ON CONFLICT DO NOTHING';
  const idOf = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.name, x.id]));
  const genreIds = idOf(taxonomy.genres);
  const toneIds = idOf(taxonomy.tones);
  const providerIds = idOf(taxonomy.providers);
  const networkIds = idOf(taxonomy.networks);

  // keywords and people get stable ids from their names
  const keywords = new Map<string, number>();
  for (const s of c.shows) for (const k of s.keywords) keywords.set(k, stableId(`keyword:${k}`));
  assertUnique(keywords, 'keyword');
  await insertRows(
    tx,
    'keyword',
    ['id', 'uid', 'name', 'rank'],
    [...keywords].map(([name, id]) => [id, `keyword-${slug(name)}`, name, 999]),
    upsertNothing,
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
  await insertRows(
    tx,
    'person',
    ['id', 'name', 'original_name'],
    [...people.values()].map((p) => [p.id, p.name, p.hangul]),
    upsertNothing,
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
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO original_work (title, original_title, type, author_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (title, author_id) DO UPDATE SET type = excluded.type RETURNING id`,
      [w.title, w.original_title, w.type, personId(w.author)],
    );
    works.set(key, row!.id);
  }

  const records: ShowRecord[] = c.shows.map((s) => ({
    id: s.id,
    name: s.name,
    originalName: s.original_name,
    alternativeNames: s.alternative_names,
    firstAirDate: s.first_air_date,
    overview: s.overview,
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
  await insertRows(
    tx,
    'hero',
    ['order', 'url', 'title', 'tagline', 'img', 'tag_label', 'tag_color'],
    c.heroes.map((h) => [h.order, h.url, h.title, h.tagline ?? null, h.img, h.tag.label, h.tag.color]),
    upsertNothing,
  );
  await tx.query('INSERT INTO site_profile (id, about) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET about = excluded.about', [c.about]);
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
    const [row] = await tx.query<{ id: number }>('INSERT INTO series (name) VALUES ($1) RETURNING id', [first.name]);
    for (const id of members) seriesOf.set(id, row!.id);
  }
  return seriesOf;
}

async function writeCollections(tx: Queryable, c: Catalogue) {
  for (const p of c.collections.periodic) {
    await tx.query('INSERT INTO periodic_collection (key, name, description, frequency) VALUES ($1, $2, $3, $4)', [
      p.key,
      p.name,
      p.description,
      p.frequency,
    ]);
    for (const list of p.lists) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO periodic_list (collection_key, release_date) VALUES ($1, $2) RETURNING id',
        [p.key, list.releaseDate],
      );
      await insertRows(
        tx,
        'periodic_list_item',
        ['list_id', 'show_id', 'position'],
        [...new Set(list.shows)].map((id, i): SqlParam[] => [row!.id, id, i]),
      );
    }
  }
  for (const p of c.collections.permanent) {
    await tx.query('INSERT INTO permanent_collection (key, name, description) VALUES ($1, $2, $3)', [p.key, p.name, p.description]);
    await insertRows(
      tx,
      'permanent_collection_item',
      ['collection_key', 'show_id', 'position'],
      [...new Set(p.shows)].map((id, i): SqlParam[] => [p.key, id, i]),
    );
  }
  await insertRows(
    tx,
    'recommendation',
    ['show_id', 'recommended_id', 'position'],
    c.collections.recommendations.flatMap((r) =>
      [...new Set(r.shows)].filter((id) => id !== r.show).map((id, i): SqlParam[] => [r.show, id, i]),
    ),
  );
}

function assertUnique(ids: Map<string, number>, what: string) {
  const seen = new Map<number, string>();
  for (const [key, id] of ids) {
    const other = seen.get(id);
    if (other !== undefined) throw new Error(`Sample catalogue: ${what} ids collide for "${key}" and "${other}"; add a disambiguation`);
    seen.set(id, key);
  }
}
