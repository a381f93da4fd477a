/**
 * The sample catalogue's Korean text (data/catalogue/ko.json): a Korean overview for every show and a Korean name
 * for every keyword the shows use, checked against the show files. The sample loader stores it beside the English
 * (load-sample.ts, decision 0049); `npm run check:catalogue` reads it so the file stays complete while the shows change.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KoreanTextFile } from '@klama/contract';
import { CatalogueError, type Catalogue } from './read-catalogue.js';

export const KOREAN_TEXT_FILE = 'ko.json';

/** ko.json, refused whole (naming the show file, the id or the keyword) when it misses or lists more than the shows. */
export function readKoreanText(dir: string, c: Pick<Catalogue, 'shows'>): KoreanTextFile {
  const at = (field: string) => `${KOREAN_TEXT_FILE}: ${field}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, KOREAN_TEXT_FILE), 'utf8'));
  } catch (e) {
    throw new CatalogueError([`${KOREAN_TEXT_FILE}: ${(e as Error).message}`]);
  }
  const parsed = KoreanTextFile.safeParse(raw);
  if (!parsed.success)
    throw new CatalogueError(
      parsed.error.issues.map((i) => {
        // a refused record key: say what its rule says, not zod's "Invalid key in record"
        const message = i.code === 'invalid_key' ? i.issues.map((k) => k.message).join('; ') : i.message;
        return at(`${i.path.join('.') || '(root)'}: ${message}`);
      }),
    );
  const text = parsed.data;
  const problems: string[] = [];

  const fileOf = showFileNames(dir);
  const shows = new Set(c.shows.map((s) => String(s.id)));
  for (const s of c.shows)
    if (!Object.hasOwn(text.shows, String(s.id)))
      problems.push(`shows/${fileOf.get(s.id) ?? `${s.id}-….json`}: no Korean overview (add "${s.id}" to ${KOREAN_TEXT_FILE} shows)`);
  for (const id of Object.keys(text.shows)) if (!shows.has(id)) problems.push(at(`shows.${id}: no show ${id}`));

  const usedBy = new Map<string, number>();
  for (const s of c.shows) for (const k of s.keywords) if (!usedBy.has(k)) usedBy.set(k, s.id);
  for (const [keyword, id] of usedBy)
    if (!Object.hasOwn(text.keywords, keyword))
      problems.push(at(`keywords: no Korean name for "${keyword}" (used by shows/${fileOf.get(id) ?? id})`));
  for (const keyword of Object.keys(text.keywords))
    if (!usedBy.has(keyword)) problems.push(at(`keywords.${keyword}: no show uses "${keyword}"`));

  if (problems.length) throw new CatalogueError(problems);
  return text;
}

/** Each show file's name by its id (the file name starts with the id; readCatalogue checks that). */
function showFileNames(dir: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const file of readdirSync(join(dir, 'shows')).sort()) {
    const id = /^(\d+)-.*\.json$/.exec(file)?.[1];
    if (id) names.set(Number(id), file);
  }
  return names;
}
