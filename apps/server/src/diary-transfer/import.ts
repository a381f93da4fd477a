/**
 * An import: lines are matched to shows (by id, by TMDB id, by an exact title in English, Korean or any
 * other title the show is known by, then by title search, the year choosing among shows of one title),
 * then written in one transaction. A dry run writes the same way and rolls back, so the preview reports
 * exactly what applying would do; applying the same content twice changes nothing the second time.
 */
import {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  EntryPatch,
  type ImportBody,
  type ImportedEntry,
  type ImportResult,
  type ShowCard,
} from '@klama/contract';
import type { Database, Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';
import type { CatalogueModel } from '../read-model/read-model.js';
import { compactTitle } from '../search/normalize.js';
import { badRequest, invalidField } from '../plugins/errors.js';
import { FieldError } from '../library/diary-rules.js';
import { writeEntry } from '../library/diary.queries.js';
import { ImportFormatError, parseImport, type ImportLine } from './import-formats.js';
import { importLists } from './import-lists.js';

const CANDIDATES = 5;
const SEARCH_DEPTH = 10;

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

/** Shows by id that exist, as cards. */
function cardsById(model: CatalogueModel, ids: number[]): Map<number, ShowCard> {
  const out = new Map<number, ShowCard>();
  for (const id of ids) {
    const pos = model.catalogue.positionOf(id);
    if (pos !== undefined) out.set(id, model.catalogue.card(pos));
  }
  return out;
}

async function exactTitles(db: Queryable, titles: string[]): Promise<Map<string, number[]>> {
  const compacts = [...new Set(titles.map(compactTitle).filter(Boolean))];
  const rows = compacts.length
    ? await db.query<{ compact: string; show_id: number }>(
        sql`SELECT DISTINCT compact, show_id FROM show_search_term WHERE compact = ANY(${compacts}) ORDER BY show_id`,
      )
    : [];
  const out = new Map<string, number[]>();
  for (const r of rows) out.set(r.compact, [...(out.get(r.compact) ?? []), r.show_id]);
  return out;
}

/** What each line is: a show, a choice among candidates, or nothing (with the reason). */
async function matchLines(db: Queryable, model: CatalogueModel, lines: ImportLine[], resolutions: Record<string, number>) {
  const byId = cardsById(
    model,
    [...lines.flatMap((l) => [l.showId, l.tmdbId]), ...Object.values(resolutions)].filter((x) => x !== undefined),
  );
  const exact = await exactTitles(
    db,
    lines.flatMap((l) => (l.title ? [l.title] : [])),
  );
  return lines.map((l): { line: ImportLine; decision: Decision; reason?: string } => {
    if (l.problem) return { line: l, decision: null, reason: l.problem };
    const chosen = resolutions[String(l.line)];
    if (chosen !== undefined) {
      const show = byId.get(chosen);
      return show ? { line: l, decision: { show } } : { line: l, decision: null, reason: 'The chosen show is not in the catalogue' };
    }
    const direct = (l.showId !== undefined && byId.get(l.showId)) || (l.tmdbId !== undefined && byId.get(l.tmdbId));
    if (direct) return { line: l, decision: { show: direct } };
    if (!l.title) return { line: l, decision: null, reason: 'No show with this id' };
    const same = (exact.get(compactTitle(l.title)) ?? []).flatMap((id) => {
      const pos = model.catalogue.positionOf(id);
      return pos === undefined ? [] : [model.catalogue.card(pos)];
    });
    const found = same.length ? same : model.search.search(l.title, SEARCH_DEPTH).map((pos) => model.catalogue.card(pos));
    const decision = decide(found, same.length > 0, l.year);
    return { line: l, decision, ...(decision ? {} : { reason: 'No show with this title' }) };
  });
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

class DryRun extends Error {}

export async function runImport(
  db: Database,
  model: CatalogueModel,
  userId: number,
  body: ImportBody,
  dryRun: boolean,
): Promise<ImportResult> {
  if (Buffer.byteLength(body.content) > DIARY_LIMITS.importBytes) throw invalidField('body.content', DIARY_MESSAGES.importTooLarge);
  let parsed;
  try {
    parsed = parseImport(body.format, body.content);
  } catch (e) {
    if (e instanceof ImportFormatError) throw invalidField('body.content', e.message);
    throw e;
  }
  const matches = await matchLines(db, model, parsed.lines, body.resolutions ?? {});
  const result: ImportResult = { matched: [], ambiguous: [], unmatched: [], applied: false };
  const toWrite: { line: ImportLine; show: ShowCard; patch: EntryPatch }[] = [];
  for (const { line, decision, reason } of matches) {
    const base = { line: line.line, input: line.input };
    if (!decision) result.unmatched.push({ ...base, reason: reason ?? 'Not matched' });
    else if ('candidates' in decision) result.ambiguous.push({ ...base, candidates: decision.candidates });
    else {
      const checked = EntryPatch.safeParse(patchOf(line));
      if (checked.success || !Object.keys(patchOf(line)).length) toWrite.push({ line, show: decision.show, patch: checked.data ?? {} });
      else {
        const issue = checked.error.issues[0]!;
        result.unmatched.push({ ...base, reason: `${issue.path.join('.') || 'entry'}: ${issue.message}` });
      }
    }
  }
  const write = async (tx: Queryable) => {
    for (const w of toWrite) {
      try {
        await writeEntry(
          tx,
          userId,
          w.show.id,
          w.patch,
          { liked: w.line.entry.liked, bookmarked: w.line.entry.bookmarked },
          !w.line.complete,
        );
        result.matched.push({ line: w.line.line, input: w.line.input, show: w.show, entry: w.line.entry });
      } catch (e) {
        if (!(e instanceof FieldError)) throw e;
        result.unmatched.push({ line: w.line.line, input: w.line.input, reason: `${e.field}: ${e.message}` });
      }
    }
    result.lists = await importLists(tx, userId, parsed.lists);
  };
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      if (dryRun) throw new DryRun();
    });
    result.applied = true;
  } catch (e) {
    if (!(e instanceof DryRun)) {
      if (e instanceof ImportFormatError) throw badRequest(e.message);
      throw e;
    }
  }
  result.unmatched.sort((a, b) => a.line - b.line);
  result.matched.sort((a, b) => a.line - b.line);
  return result;
}

export type { ImportedEntry };
