/**
 * Reading an import: each format becomes lines to match (a show id, a TMDB id or a title and year) with
 * the diary fields they carry. A file that cannot be read at all, or holds more than DIARY_LIMITS.importLines
 * lines, is an ImportFormatError (a 400 naming `body.content`, or the part of it at fault); a line that cannot
 * be read is kept with its reason (`problem`: reported as skipped; `noShow`: it names no show, unmatched).
 */
import {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  DIARY_STATUSES,
  ImportedList,
  KlamaExport,
  type DiaryStatus,
  type ImportedEntry,
  type ImportFormat,
  isCalendarDate,
} from '@klama/contract';
import { parseCsv, TooManyRows, uncell } from './csv.js';
import { lineReason, type LineReason } from './line-reasons.js';

export interface ImportLine {
  line: number;
  input: string;
  showId?: number;
  tmdbId?: number;
  title?: string;
  year?: number;
  entry: ImportedEntry;
  /** the line carries every diary field (a K-lama export): nulls clear, nothing is merged */
  complete: boolean;
  /** why the line cannot be imported although it was read (a field breaks a rule) */
  problem?: LineReason;
  /** why the line names no show */
  noShow?: LineReason;
}

export interface ParsedImport {
  lines: ImportLine[];
  lists: ImportedList[];
}

/** The file cannot be imported: the message, and the part of `body.content` at fault (`lists.0.name`) when known. */
export class ImportFormatError extends Error {
  constructor(
    message: string,
    readonly at?: string,
  ) {
    super(message);
  }
}

const tooManyLines = () => new ImportFormatError(DIARY_MESSAGES.importTooManyLines);
const checkLineCount = (n: number) => {
  if (n > DIARY_LIMITS.importLines) throw tooManyLines();
};

const EMPTY_ENTRY: ImportedEntry = {
  status: null,
  episodesWatched: null,
  rating: null,
  notes: null,
  rewatchCount: null,
  startedOn: null,
  finishedOn: null,
  liked: null,
  bookmarked: null,
};

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Our status words and MyDramaList's (Currently Watching, Completed, Plan to Watch, On-Hold, Dropped). */
const STATUS_WORDS: Record<string, DiaryStatus> = {
  ...Object.fromEntries(DIARY_STATUSES.map((s) => [letters(s), s])),
  currentlywatching: 'watching',
  plantowatch: 'plan_to_watch',
  planned: 'plan_to_watch',
  onhold: 'on_hold',
};

export function statusFromWord(word: string): DiaryStatus | null | undefined {
  if (!word.trim()) return null;
  return STATUS_WORDS[letters(word)];
}

/** "Title (2019)" → title and year; numbering copied from a list ("1. ", "12) ") is dropped. */
export function titleAndYear(text: string): { title: string; year?: number } {
  const bare = text.replace(/^\s*\d+\s*[.)]\s+/, '').trim();
  const m = /^(.*?)\s*\((\d{4})\)\s*$/.exec(bare);
  return m && m[1] ? { title: m[1], year: Number(m[2]) } : { title: bare };
}

function readJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    throw new ImportFormatError('is not valid JSON');
  }
}

/** Counts first, so that a huge file is refused before each of its parts is checked. */
function checkKlamaSizes(data: unknown) {
  const { entries, lists } = (data ?? {}) as { entries?: unknown; lists?: unknown };
  if (Array.isArray(entries)) checkLineCount(entries.length);
  if (!Array.isArray(lists)) return;
  if (lists.length > DIARY_LIMITS.listsPerUser) throw new ImportFormatError(DIARY_MESSAGES.tooManyLists, 'lists');
  lists.forEach((list: { items?: unknown }, i) => {
    if (Array.isArray(list?.items) && list.items.length > DIARY_LIMITS.itemsPerList)
      throw new ImportFormatError(DIARY_MESSAGES.tooManyItems, `lists.${i}.items`);
  });
}

/** Lists hold to the limits of the list calls: the field at fault is named (`lists.1.name`), and nothing is written. */
function readLists(lists: unknown[]): ImportedList[] {
  return lists.map((list, i) => {
    const checked = ImportedList.safeParse(list);
    if (checked.success) return checked.data;
    const issue = checked.error.issues[0]!;
    throw new ImportFormatError(issue.message, ['lists', i, ...issue.path].join('.'));
  });
}

function parseKlama(content: string): ParsedImport {
  const data = readJson(content);
  checkKlamaSizes(data);
  const rawLists = (data as { lists?: unknown } | null)?.lists;
  const lists = Array.isArray(rawLists) ? readLists(rawLists) : [];
  const parsed = KlamaExport.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportFormatError(`is not a K-lama export (${issue.path.join('.') || 'file'}: ${issue.message})`);
  }
  const lines = parsed.data.entries.map((e, i): ImportLine => {
    const { showId, name, original_name, year, updatedAt: _updatedAt, ...entry } = e;
    return {
      line: i + 1,
      input: `${name}${year ? ` (${year})` : ''}`,
      showId,
      title: name || original_name,
      ...(year ? { year } : {}),
      entry,
      complete: true,
    };
  });
  return { lines, lists };
}

interface TraktItem {
  show?: { title?: unknown; year?: unknown; ids?: { tmdb?: unknown } };
  seasons?: { number?: unknown; episodes?: unknown[] }[];
  rating?: unknown;
  listed_at?: unknown;
}

/** Trakt's watched-shows.json (progress from its seasons), watchlist-shows.json (plan to watch) or ratings-shows.json. */
function parseTrakt(content: string): ParsedImport {
  const data = readJson(content);
  if (!Array.isArray(data)) throw new ImportFormatError('is not a Trakt export (expected a JSON array of shows)');
  checkLineCount(data.length);
  const lines = (data as TraktItem[]).map((item, i): ImportLine => {
    const show = item?.show;
    const title = typeof show?.title === 'string' ? show.title : undefined;
    const year = typeof show?.year === 'number' ? show.year : undefined;
    const tmdb = typeof show?.ids?.tmdb === 'number' ? show.ids.tmdb : undefined;
    const entry = { ...EMPTY_ENTRY };
    if (Array.isArray(item?.seasons))
      entry.episodesWatched = item.seasons
        .filter((s) => s && s.number !== 0 && Array.isArray(s.episodes))
        .reduce((n, s) => n + s.episodes!.length, 0);
    if (typeof item?.rating === 'number') entry.rating = item.rating;
    if (item?.listed_at !== undefined && entry.episodesWatched === null) entry.status = 'plan_to_watch';
    const line: ImportLine = {
      line: i + 1,
      input: title ? `${title}${year ? ` (${year})` : ''}` : `item ${i + 1}`,
      ...(tmdb ? { tmdbId: tmdb } : {}),
      ...(title ? { title } : {}),
      ...(year ? { year } : {}),
      entry,
      complete: false,
    };
    if (!title && !tmdb) line.noShow = lineReason('namesNoShow');
    return line;
  });
  return { lines, lists: [] };
}

/** Refuses more than importLines non-blank lines before the text is split: a huge paste costs a scan, not a million strings. */
function checkTextLines(content: string) {
  const lineBreak = /\r\n|\r|\n/g;
  let start = 0;
  let count = 0;
  for (;;) {
    const m = lineBreak.exec(content);
    const end = m ? m.index : content.length;
    if (/\S/.test(content.slice(start, end)) && ++count > DIARY_LIMITS.importLines) throw tooManyLines();
    if (!m) return;
    start = lineBreak.lastIndex;
  }
}

function parseText(content: string): ParsedImport {
  checkTextLines(content);
  const lines: ImportLine[] = [];
  content.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const { title, year } = titleAndYear(raw);
    // a pasted list says only which shows: they land in Plan to Watch (a status the fan has stays)
    const entry: ImportedEntry = { ...EMPTY_ENTRY, status: 'plan_to_watch' };
    lines.push({ line: i + 1, input: raw.trim(), title, ...(year ? { year } : {}), entry, complete: false });
  });
  return { lines, lists: [] };
}

const CSV_HEADERS: Record<string, string[]> = {
  showId: ['showid', 'id', 'klamaid'],
  title: ['title', 'name', 'showname', 'dramaname'],
  year: ['year', 'releaseyear'],
  status: ['status', 'liststatus'],
  episodes: ['episodes', 'episodeswatched', 'progress', 'eps', 'episodesseen'],
  rating: ['rating', 'score', 'myrating', 'myscore'],
  notes: ['notes', 'note', 'comment', 'comments'],
  rewatches: ['rewatches', 'rewatchcount', 'rewatched'],
  startedOn: ['startedon', 'startdate', 'started'],
  finishedOn: ['finishedon', 'finishdate', 'finished', 'enddate'],
  liked: ['liked'],
  bookmarked: ['bookmarked'],
};

const number = (s: string) => {
  const m = /-?\d+(\.\d+)?/.exec(s);
  return m ? Number(m[0]) : undefined;
};
const date = (s: string) => (isCalendarDate(s.trim()) ? s.trim() : null);
const bool = (s: string) => (/^(true|yes|1)$/i.test(s.trim()) ? true : /^(false|no|0)$/i.test(s.trim()) ? false : null);

/**
 * A CSV with a header row: a `title` or `name` column (or our `show_id`), and optionally year, status (our
 * words or MyDramaList's), episodes ("10" or "10/16"), rating (rounded to half points; 0 is unrated), notes.
 */
function parseCsvImport(content: string): ParsedImport {
  let rows: string[][];
  try {
    // the header row and at most importLines lines
    rows = parseCsv(content, DIARY_LIMITS.importLines + 1);
  } catch (e) {
    if (e instanceof TooManyRows) throw tooManyLines();
    throw new ImportFormatError(`is not valid CSV: ${(e as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header) throw new ImportFormatError('is an empty CSV file');
  const col: Partial<Record<keyof typeof CSV_HEADERS, number>> = {};
  header.forEach((h, i) => {
    const key = Object.entries(CSV_HEADERS).find(([, names]) => names.includes(letters(h)))?.[0] as keyof typeof CSV_HEADERS | undefined;
    if (key && col[key] === undefined) col[key] = i;
  });
  if (col.title === undefined && col.showId === undefined) throw new ImportFormatError('needs a header row with a title or name column');
  const lines = body.map((cells, i): ImportLine => {
    const get = (k: keyof typeof CSV_HEADERS) => (col[k] === undefined ? '' : uncell(cells[col[k]!] ?? '').trim());
    const entry = { ...EMPTY_ENTRY };
    let problem: LineReason | undefined;
    const status = statusFromWord(get('status'));
    if (status === undefined) problem = lineReason('notAStatus', get('status'));
    else entry.status = status;
    const episodes = number(get('episodes'));
    if (episodes !== undefined) entry.episodesWatched = episodes;
    const rating = number(get('rating'));
    if (rating) entry.rating = Math.round(rating * 2) / 2;
    if (get('notes')) entry.notes = get('notes');
    const rewatches = number(get('rewatches'));
    if (rewatches !== undefined) entry.rewatchCount = rewatches;
    entry.startedOn = date(get('startedOn'));
    entry.finishedOn = date(get('finishedOn'));
    entry.liked = bool(get('liked'));
    entry.bookmarked = bool(get('bookmarked'));
    const title = get('title');
    const year = number(get('year'));
    const showId = number(get('showId'));
    const line: ImportLine = {
      line: i + 2,
      input: title ? `${title}${year ? ` (${year})` : ''}` : `show ${get('showId')}`,
      ...(showId && Number.isInteger(showId) && showId > 0 ? { showId } : {}),
      ...(title ? { title } : {}),
      ...(year && year >= 1900 && year <= 2200 ? { year } : {}),
      entry,
      complete: false,
    };
    if (!title && !line.showId) line.noShow = lineReason('noTitle');
    else if (problem) line.problem = problem;
    return line;
  });
  return { lines, lists: [] };
}

export function parseImport(format: ImportFormat, content: string): ParsedImport {
  switch (format) {
    case 'klama':
      return parseKlama(content);
    case 'trakt':
      return parseTrakt(content);
    case 'csv':
      return parseCsvImport(content);
    case 'text':
      return parseText(content);
  }
}
