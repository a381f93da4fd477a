/**
 * `import:tmdb`: picks the shows (discovery, --show, --since), records them in an import run, then
 * fetches and writes each in its own transaction, marking it done in that same transaction. An
 * interrupted run is resumed by the next one with the same selection.
 */
import type { Database } from '../../db/client.js';
import { writeSiteFrame, writeTaxonomy } from '../site-data.js';
import { describeImportError, importDetails } from '../import-details.js';
import type { Progress } from '../progress.js';
import { TmdbHttpError, type TmdbGet } from './client.js';
import { changedShows, discoverKoreanDramas } from './discover.js';
import { fetchDetailsWithSeasons } from './fetch-seasons.js';
import { refreshStatistics } from '../../db/statistics.js';
import {
  failedShows,
  finishRun,
  isDiscovered,
  markShowDone,
  markShowFailed,
  openRun,
  pendingShows,
  recordDiscovered,
  runCounts,
  writtenShowsOfRun,
} from './import-run.queries.js';
import { importPersonDetails, type PersonDetailsSummary } from './person-details.js';

export interface TmdbImportOptions {
  pages?: number | undefined;
  showIds?: number[] | undefined;
  since?: string | undefined;
  /** start a new run even when an unfinished one with the same selection exists */
  restart?: boolean | undefined;
  /** shows fetched at once (the client caps connections and rate on its own) */
  concurrency?: number | undefined;
  signal?: AbortSignal | undefined;
  progress?: Progress | undefined;
}

export interface ImportSummary {
  runId: number;
  resumed: boolean;
  interrupted: boolean;
  total: number;
  added: number;
  updated: number;
  failed: { showId: number; error: string }[];
  /** the details of the people of the run's shows (nothing fetched when the run was interrupted before them) */
  people: PersonDetailsSummary;
}

const NO_PEOPLE: PersonDetailsSummary = { total: 0, fetched: 0, unknown: 0, failed: 0 };
const rejectedCredentials = () => new FatalImportError('TMDB rejected the credentials (check TMDB_API_KEY / TMDB_ACCESS_TOKEN)');
const isRejection = (err: unknown) => err instanceof TmdbHttpError && (err.status === 401 || err.status === 403);

export class FatalImportError extends Error {}

/** One show's tv-details object with its seasons' episodes (fetch-seasons.ts). */
export const fetchShowDetails = (get: TmdbGet, id: number) => fetchDetailsWithSeasons(get, id);

export async function runTmdbImport(db: Database, get: TmdbGet, options: TmdbImportOptions = {}): Promise<ImportSummary> {
  await db.transaction(async (tx) => {
    await writeTaxonomy(tx);
    await writeSiteFrame(tx);
  });
  const selection = JSON.stringify({ pages: options.pages ?? null, shows: options.showIds ?? null, since: options.since ?? null });
  const { runId, resumed } = await openRun(db, selection, options.restart ?? false);
  if (!(await isDiscovered(db, runId))) {
    const ids = options.showIds?.length
      ? options.showIds
      : options.since
        ? await changedShows(get, db, options.since)
        : await discoverKoreanDramas(get, { pages: options.pages });
    await db.transaction((tx) => recordDiscovered(tx, runId, ids));
  }

  const counts = await runCounts(db, runId);
  const pending = await pendingShows(db, runId);
  if (resumed) options.progress?.log(`Resuming import run ${runId}: ${pending.length} of ${counts.total} shows left`);

  let next = 0;
  let fatal: Error | undefined;
  // Fetches overlap; writes go one at a time, so two shows sharing people never lock each other out.
  let writes: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = writes.then(fn);
    writes = result.catch(() => undefined);
    return result;
  };
  const worker = async () => {
    while (next < pending.length && !options.signal?.aborted && !fatal) {
      const id = pending[next++]!;
      try {
        const raw = await fetchShowDetails(get, id);
        const { outcome } = await oneAtATime(() => importDetails(db, raw, (tx, result) => markShowDone(tx, runId, id, result)));
        counts[outcome]++;
      } catch (err) {
        if (isRejection(err)) {
          fatal = rejectedCredentials();
          break;
        }
        const message = err instanceof TmdbHttpError && err.status === 404 ? 'not found on TMDB (404)' : describeImportError(err);
        await markShowFailed(db, runId, id, message);
        counts.failed++;
        options.progress?.log(`Show ${id} failed: ${message}`);
      }
      counts.done++;
      options.progress?.update(counts);
    }
  };
  options.progress?.update(counts);
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 16) }, worker));
  options.progress?.finish();
  if (fatal) throw fatal;

  let interrupted = Boolean(options.signal?.aborted) && next < pending.length;
  // the people of every show the run wrote, also those of an earlier, interrupted part of it (their due ones only)
  let people = NO_PEOPLE;
  if (!interrupted) {
    people = await importPersonDetails(db, get, await writtenShowsOfRun(db, runId), options).catch((err: unknown) => {
      throw isRejection(err) ? rejectedCredentials() : err;
    });
    // stopped among the people: the run stays open, and the next one fetches the rest
    interrupted = Boolean(options.signal?.aborted) && people.fetched + people.unknown + people.failed < people.total;
  }
  if (!interrupted) await finishRun(db, runId);
  const final = await runCounts(db, runId);
  const failed = await failedShows(db, runId);
  await refreshStatistics(db);
  return { runId, resumed, interrupted, total: final.total, added: final.added, updated: final.updated, failed, people };
}
