/**
 * `import:tmdb`: picks the shows (discovery, --show, --since), records them in an import run, then
 * fetches and writes each in its own transaction, marking it done in that same transaction. An
 * interrupted run is resumed by the next one with the same selection.
 */
import type { Database } from '../../db/client.js';
import { insertRows } from '../../db/bulk.js';
import { writeSiteFrame, writeTaxonomy } from '../site-data.js';
import { describeImportError, importDetails } from '../import-details.js';
import type { Progress } from '../progress.js';
import { TmdbHttpError, type TmdbGet } from './client.js';
import { changedShows, discoverKoreanDramas } from './discover.js';
import { fetchDetailsWithSeasons } from './fetch-seasons.js';
import { refreshStatistics } from '../../db/statistics.js';
import { importPersonDetails, type PersonDetailsSummary } from './person-details.js';
import { writtenShowsOfRun } from './import-run.queries.js';

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
  const [run] = await db.query<{ discovered: boolean }>('SELECT discovered FROM import_run WHERE id = $1', [runId]);
  if (!run!.discovered) {
    const ids = options.showIds?.length
      ? options.showIds
      : options.since
        ? await changedShows(get, db, options.since)
        : await discoverKoreanDramas(get, { pages: options.pages });
    await db.transaction(async (tx) => {
      await insertRows(
        tx,
        'import_run_show',
        ['run_id', 'show_id', 'position'],
        ids.map((id, i) => [runId, id, i]),
        'ON CONFLICT DO NOTHING',
      );
      await tx.query('UPDATE import_run SET discovered = true WHERE id = $1', [runId]);
    });
  }

  const counts = await runCounts(db, runId);
  const pending = (
    await db.query<{ show_id: number }>("SELECT show_id FROM import_run_show WHERE run_id = $1 AND status = 'pending' ORDER BY position", [
      runId,
    ])
  ).map((r) => r.show_id);
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
        const { outcome } = await oneAtATime(() =>
          importDetails(db, raw, async (tx, result) => {
            await tx.query('UPDATE import_run_show SET status = $3, error = NULL WHERE run_id = $1 AND show_id = $2', [runId, id, result]);
          }),
        );
        counts[outcome]++;
      } catch (err) {
        if (isRejection(err)) {
          fatal = rejectedCredentials();
          break;
        }
        const message = err instanceof TmdbHttpError && err.status === 404 ? 'not found on TMDB (404)' : describeImportError(err);
        await db.query("UPDATE import_run_show SET status = 'failed', error = $3 WHERE run_id = $1 AND show_id = $2", [runId, id, message]);
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
  if (!interrupted) await db.query('UPDATE import_run SET finished_at = now() WHERE id = $1', [runId]);
  const final = await runCounts(db, runId);
  const failed = await db.query<{ showId: number; error: string }>(
    `SELECT show_id AS "showId", coalesce(error, '') AS error FROM import_run_show WHERE run_id = $1 AND status = 'failed' ORDER BY position`,
    [runId],
  );
  await refreshStatistics(db);
  return { runId, resumed, interrupted, total: final.total, added: final.added, updated: final.updated, failed, people };
}

async function openRun(db: Database, selection: string, restart: boolean): Promise<{ runId: number; resumed: boolean }> {
  return db.transaction(async (tx) => {
    const [open] = await tx.query<{ id: number; options: string }>(
      "SELECT id, options FROM import_run WHERE kind = 'tmdb' AND finished_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE",
    );
    if (open && open.options === selection && !restart) return { runId: open.id, resumed: true };
    // a different selection (or --restart) abandons the unfinished run
    if (open) await tx.query('UPDATE import_run SET finished_at = now() WHERE id = $1', [open.id]);
    const [row] = await tx.query<{ id: number }>("INSERT INTO import_run (kind, options) VALUES ('tmdb', $1) RETURNING id", [selection]);
    return { runId: row!.id, resumed: false };
  });
}

async function runCounts(db: Database, runId: number) {
  const rows = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM import_run_show WHERE run_id = $1 GROUP BY status',
    [runId],
  );
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  return { total, done: total - of('pending'), added: of('added'), updated: of('updated'), failed: of('failed') };
}
