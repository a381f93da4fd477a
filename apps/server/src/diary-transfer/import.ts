/**
 * An import: lines are matched to shows (by id, by TMDB id, by an exact title in English, Korean or any
 * other title the show is known by, then by title search, the year choosing among shows of one title),
 * then planned against the diary as it is: each matched line becomes the entry it will write by the same
 * rules as a patch (added, updated or unchanged). A dry run only reads, so the preview reports what
 * applying would do; applying plans again inside one transaction and writes the changes in batches.
 * Applying the same content twice changes nothing the second time. The matching and planning give the
 * thread back every few milliseconds, so a long import does not hold up other requests.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fieldReason, lineReason, type LineReason } from './line-reasons.js';
import {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  EntryPatch,
  type ImportBody,
  type ImportChange,
  type ImportedEntry,
  type ImportResult,
  type ShowCard,
} from '@klama/contract';
import type { Database, Queryable } from '../db/client.js';
import type { CatalogueModel } from '../read-model/read-model.js';
import { compactTitle } from '../search-terms/normalize.js';
import { invalidField } from '../plugins/errors.js';
import { applyPatch, FieldError, type DiaryFields } from '../diary/diary-rules.js';
import { fieldsOf, today, type EntryRow } from '../diary/diary.queries.js';
import { entriesOf, lockAccount, quietActivity, showsWithCompactTitles, upsertEntries } from './import.queries.js';
import { ImportFormatError, parseImport, type ImportLine } from './import-formats.js';
import { planLists, writeLists } from './import-lists.js';

const CANDIDATES = 5;
const SEARCH_DEPTH = 10;
/** The longest query a line's title makes: catalogue titles are shorter, and a search's cost grows with its words. */
const SEARCH_CHARS = 60;
/** Work runs in slices this long, then lets other requests in. */
const SLICE_MS = 5;
/** Entries written per statement when applying. */
const WRITE_BATCH = 500;

const yearOf = (card: ShowCard) => (card.first_air_date ? Number(card.first_air_date.slice(0, 4)) : undefined);

export type Decision = { show: ShowCard } | { candidates: ShowCard[] } | null;

/**
 * Chooses among the shows a title found. `exact`: the title is one of theirs (case, spacing and
 * punctuation aside). A year picks its show, or the show one year off (fans misremember by one).
 */
export function decide(found: ShowCard[], exact: boolean, year: number | undefined): Decision {
  if (!found.length) return null;
  if (year !== undefined) {
    for (const within of [0, 1]) {
      const near = found.filter((c) => yearOf(c) !== undefined && Math.abs(yearOf(c)! - year) <= within);
      if (near.length === 1) return { show: near[0]! };
      if (near.length > 1) return { candidates: near.slice(0, CANDIDATES) };
    }
    return { candidates: found.slice(0, CANDIDATES) };
  }
  if (exact && found.length === 1) return { show: found[0]! };
  return { candidates: found.slice(0, CANDIDATES) };
}

/** A function to await in a loop: it yields to the event loop once the current slice has run SLICE_MS. */
export function slices(): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await nextTurn();
    started = performance.now();
  };
}

/** Shows by id that exist, as cards. */
function cardsById(model: CatalogueModel, ids: number[]): Map<number, ShowCard> {
  const out = new Map<number, ShowCard>();
  for (const id of ids) {
    const pos = model.catalogue.positionOf(id);
    if (pos !== undefined) out.set(id, model.catalogue.card(pos));
  }
  return out;
}

/** Titles looked up per statement: on PGlite a statement runs on the server's own thread, so a long file is read in parts. */
const EXACT_BATCH = 200;
/** No title in a catalogue is longer (compacted); a longer line cannot be one, exactly. */
const EXACT_MAX = 200;

async function exactTitles(db: Queryable, titles: string[]): Promise<Map<string, number[]>> {
  const compacts = [...new Set(titles.map(compactTitle).filter((c) => c && c.length <= EXACT_MAX))];
  const out = new Map<string, number[]>();
  for (let i = 0; i < compacts.length; i += EXACT_BATCH) {
    const rows = await showsWithCompactTitles(db, compacts.slice(i, i + EXACT_BATCH));
    for (const r of rows) out.set(r.compact, [...(out.get(r.compact) ?? []), r.show_id]);
    await nextTurn();
  }
  return out;
}

type Match = { line: ImportLine; decision: Decision; reason?: LineReason };

/** What each line is: a show, a choice among candidates, or nothing (with the reason). */
async function matchLines(db: Queryable, model: CatalogueModel, lines: ImportLine[], resolutions: Record<string, number>) {
  const byId = cardsById(
    model,
    [...lines.flatMap((l) => [l.showId, l.tmdbId]), ...Object.values(resolutions)].filter((x) => x !== undefined),
  );
  const exact = await exactTitles(
    db,
    lines.flatMap((l) => (l.title && !l.noShow && !l.problem ? [l.title] : [])),
  );
  // one search per distinct title: a file that repeats a line searches once
  const searched = new Map<string, ShowCard[]>();
  const search = (title: string) => {
    let found = searched.get(title);
    // a title is searched by its first SEARCH_CHARS characters: a longer query costs more and finds no more
    const query = title.slice(0, SEARCH_CHARS);
    if (!found) searched.set(title, (found = model.search.search(query, SEARCH_DEPTH).map((pos) => model.catalogue.card(pos))));
    return found;
  };
  const pause = slices();
  const out: Match[] = [];
  for (const l of lines) {
    await pause();
    out.push(matchLine(l));
  }
  return out;

  function matchLine(l: ImportLine): Match {
    if (l.noShow || l.problem) return { line: l, decision: null };
    const chosen = resolutions[String(l.line)];
    if (chosen !== undefined) {
      const show = byId.get(chosen);
      return show ? { line: l, decision: { show } } : { line: l, decision: null, reason: lineReason('chosenNotInCatalogue') };
    }
    const direct = (l.showId !== undefined && byId.get(l.showId)) || (l.tmdbId !== undefined && byId.get(l.tmdbId));
    if (direct) return { line: l, decision: { show: direct } };
    if (!l.title) return { line: l, decision: null, reason: lineReason('noIdMatch') };
    const same = (exact.get(compactTitle(l.title)) ?? []).flatMap((id) => {
      const pos = model.catalogue.positionOf(id);
      return pos === undefined ? [] : [model.catalogue.card(pos)];
    });
    const found = same.length ? same : search(l.title);
    const decision = decide(found, same.length > 0, l.year);
    return { line: l, decision, ...(decision ? {} : { reason: lineReason('noTitleMatch') }) };
  }
}

/** The patch a line writes: a K-lama line sets every field; other formats only what they carry. */
function patchOf(line: ImportLine): EntryPatch {
  const { liked: _l, bookmarked: _b, ...fields } = line.entry;
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (line.complete || v !== null) patch[k] = v;
  // a completed show has every episode: a count that disagrees is the other site's, not the fan's
  if (!line.complete && patch.status === 'completed') delete patch.episodesWatched;
  return patch as EntryPatch;
}

interface Wanted {
  line: ImportLine;
  show: ShowCard;
  patch: EntryPatch;
}

interface Planned extends Wanted {
  next: DiaryFields;
  liked: boolean;
  bookmarked: boolean;
  total: number | null;
  change: ImportChange;
}

const inDiary = (f: DiaryFields) => f.status !== null || f.rating !== null || f.notes !== null;

/**
 * The entry a line will leave, by the rules of a patch on the diary as it is. Imports from other sites
 * (`merge`): progress is capped at the show's episode count, and plan-to-watch never replaces a status
 * the fan already has. Dates a line does not carry stay as they were: an imported "Completed" has no
 * known finishing day, and today would be wrong.
 */
function planEntry(w: Wanted, row: EntryRow, day: string): Planned {
  const current = fieldsOf(row);
  const total = row.total_episodes;
  const flags = { liked: w.line.entry.liked, bookmarked: w.line.entry.bookmarked };
  const p = { ...w.patch };
  if (!w.line.complete) {
    if (total !== null && p.episodesWatched !== undefined && p.episodesWatched > total) p.episodesWatched = total;
    if (p.status === 'plan_to_watch' && current.status !== null) delete p.status;
  }
  const next = Object.keys(p).length ? applyPatch(current, p, total, day) : current;
  if (p.startedOn === undefined) next.startedOn = current.startedOn;
  if (p.finishedOn === undefined) next.finishedOn = current.finishedOn;
  const liked = flags.liked ?? row.liked;
  const bookmarked = flags.bookmarked ?? row.bookmarked;
  const same = JSON.stringify(next) === JSON.stringify(current) && liked === row.liked && bookmarked === row.bookmarked;
  const change: ImportChange = same ? 'unchanged' : row.updated_at === null || (!inDiary(current) && inDiary(next)) ? 'added' : 'updated';
  return { ...w, next, liked, bookmarked, total, change };
}

/** Plans every wanted entry against the rows read in one statement; a line that breaks a rule is returned as skipped. */
async function planEntries(q: Queryable, userId: number, wanted: Wanted[], lock: boolean) {
  const ids = wanted.map((w) => w.show.id);
  const rows = await entriesOf(q, userId, ids, lock);
  const byShow = new Map(rows.map((r) => [r.show_id, r]));
  const day = today();
  const pause = slices();
  const planned: Planned[] = [];
  const skipped: { line: ImportLine; reason: LineReason }[] = [];
  for (const w of wanted) {
    await pause();
    const row = byShow.get(w.show.id);
    if (!row) {
      skipped.push({ line: w.line, reason: lineReason('chosenNotInCatalogue') });
      continue;
    }
    try {
      planned.push(planEntry(w, row, day));
    } catch (e) {
      if (!(e instanceof FieldError)) throw e;
      skipped.push({ line: w.line, reason: fieldReason(e.field, e.message) });
    }
  }
  return { planned, skipped };
}

/** Writes the changed entries, WRITE_BATCH to a statement. */
async function writeEntries(tx: Queryable, userId: number, planned: Planned[]) {
  const changed = planned.filter((p) => p.change !== 'unchanged');
  for (let i = 0; i < changed.length; i += WRITE_BATCH) {
    const rows = changed.slice(i, i + WRITE_BATCH).map((p) => ({
      show_id: p.show.id,
      status: p.next.status,
      episodes: p.next.episodesWatched,
      rating: p.next.rating,
      notes: p.next.notes,
      rewatches: p.next.rewatchCount,
      started: p.next.startedOn,
      finished: p.next.finishedOn,
      liked: p.liked,
      bookmarked: p.bookmarked,
    }));
    await upsertEntries(tx, userId, rows);
    await nextTurn();
  }
}

function readFile(body: ImportBody) {
  if (Buffer.byteLength(body.content) > DIARY_LIMITS.importBytes) throw invalidField('body.content', DIARY_MESSAGES.importTooLarge);
  try {
    return parseImport(body.format, body.content);
  } catch (e) {
    throw asBadRequest(e);
  }
}

function asBadRequest(e: unknown) {
  if (!(e instanceof ImportFormatError)) return e;
  return invalidField(e.at ? `body.content.${e.at}` : 'body.content', e.message);
}

export async function runImport(
  db: Database,
  model: CatalogueModel,
  userId: number,
  body: ImportBody,
  dryRun: boolean,
): Promise<ImportResult> {
  const parsed = readFile(body);
  const matches = await matchLines(db, model, parsed.lines, body.resolutions ?? {});
  const shows = new Map<number, ShowCard>();
  const result: ImportResult = {
    shows: [],
    matched: [],
    ambiguous: [],
    unmatched: [],
    skipped: [],
    summary: { added: 0, updated: 0, unchanged: 0 },
    applied: false,
  };
  const wanted: Wanted[] = [];
  const firstLineOf = new Map<number, number>();
  const pause = slices();
  for (const { line, decision, reason } of matches) {
    await pause();
    const base = { line: line.line, input: line.input };
    if (line.noShow) result.unmatched.push({ ...base, ...line.noShow });
    else if (line.problem) result.skipped.push({ ...base, ...line.problem });
    else if (!decision) result.unmatched.push({ ...base, ...(reason ?? lineReason('notMatched')) });
    else if ('candidates' in decision) {
      for (const c of decision.candidates) shows.set(c.id, c);
      result.ambiguous.push({ ...base, candidates: decision.candidates.map((c) => c.id) });
    } else {
      const patch = patchOf(line);
      const checked = EntryPatch.safeParse(patch);
      const first = firstLineOf.get(decision.show.id);
      if (!checked.success && Object.keys(patch).length) {
        const issue = checked.error.issues[0]!;
        result.skipped.push({ ...base, ...fieldReason(issue.path.join('.') || 'entry', issue.message) });
      } else if (first !== undefined) result.skipped.push({ ...base, ...lineReason('sameShow', first) });
      else {
        firstLineOf.set(decision.show.id, line.line);
        wanted.push({ line, show: decision.show, patch: checked.data ?? {} });
      }
    }
  }

  const plan = async (q: Queryable, lock: boolean) => {
    const entries = await planEntries(q, userId, wanted, lock);
    const lists = await planLists(q, userId, parsed.lists);
    return { ...entries, lists };
  };
  let planned;
  try {
    if (dryRun) planned = await plan(db, false);
    else
      planned = await db.transaction(async (tx) => {
        // one import of an account at a time: the second plans on what the first wrote
        await lockAccount(tx, userId);
        await quietActivity(tx);
        const p = await plan(tx, true);
        await writeEntries(tx, userId, p.planned);
        await writeLists(tx, userId, p.lists);
        return p;
      });
  } catch (e) {
    throw asBadRequest(e);
  }

  for (const s of planned.skipped) result.skipped.push({ line: s.line.line, input: s.line.input, ...s.reason });
  for (const p of planned.planned) {
    shows.set(p.show.id, p.show);
    result.summary[p.change]++;
    result.matched.push({
      line: p.line.line,
      input: p.line.input,
      showId: p.show.id,
      entry: p.line.entry,
      outcome: { status: p.next.status, episodesWatched: p.next.episodesWatched, totalEpisodes: p.total, rating: p.next.rating },
      change: p.change,
    });
  }
  if (parsed.lists.length) result.lists = parsed.lists.length;
  result.applied = !dryRun;
  result.shows = [...shows.values()];
  for (const part of [result.matched, result.unmatched, result.skipped]) part.sort((a, b) => a.line - b.line);
  return result;
}

export type { ImportedEntry };
