/**
 * `npm run check:catalogue`: validates the sample catalogue files with the loader's own rules (the
 * same as at start) and ko.json's (a Korean overview for every show, a Korean name for every keyword
 * used, nothing left over) and prints a summary, plus a note where one Hangul name has several English
 * spellings (a person written two ways, or two namesakes: worth a look when editing the data).
 */
import { utcDay } from '@klama/contract';
import { catalogueDir } from '../paths.js';
import { ABOUT_KO_FILE, CatalogueError, personKey, readCatalogue } from '../sample-catalogue/read-catalogue.js';
import { readSchedules } from '../sample-catalogue/schedules.js';
import { readWatchRegions } from '../sample-catalogue/sample-watch-regions.js';
import { readKoreanText } from '../sample-catalogue/korean-text.js';

try {
  const c = readCatalogue(catalogueDir);
  const episodes = readSchedules(catalogueDir, c.shows);
  readWatchRegions(catalogueDir, c);
  const korean = readKoreanText(catalogueDir, c);
  const people = new Map<string, string>();
  for (const s of c.shows)
    for (const p of [...s.cast, ...s.crew, ...(s.original_work ? [s.original_work.author] : [])]) people.set(personKey(p), p.original_name);
  const spellings = new Map<string, Set<string>>();
  for (const [key, hangul] of people) spellings.set(hangul, (spellings.get(hangul) ?? new Set()).add(key.replace(/ \(.*\)$/, '')));
  const today = utcDay();
  const keywords = new Set(c.shows.flatMap((s) => s.keywords));
  console.log(
    `${c.shows.length} shows, ${people.size} people (${c.people.length} with details in people.json), ${keywords.size} keywords, ${c.shows.filter((s) => s.first_air_date > today).length} announced for a future date, ${episodes.length} scheduled episodes; in Korean (ko.json): ${Object.keys(korean.shows).length} overviews, ${Object.keys(korean.keywords).length} keyword names; and ${c.heroes.length} hero slides, ${c.collections.periodic.length + c.collections.permanent.length} collections and the About (${ABOUT_KO_FILE})`,
  );
  const several = [...spellings].filter(([, names]) => names.size > 1);
  if (several.length)
    console.log(`note: one Hangul name, several English spellings: ${several.map(([h, n]) => `${h}=${[...n].join('/')}`).join('; ')}`);
  console.log('ok');
} catch (err) {
  console.error(err instanceof CatalogueError ? err.message : err);
  process.exit(1);
}
