/**
 * Runs admin-started TMDB imports in the background of this instance, with the importer the CLI uses.
 * One job at a time across instances (import_job's partial unique index); progress, counts and log lines
 * are written every second, which is also the job's heartbeat. A job whose server stopped is marked failed
 * (by the next start, or when this instance stops it); the importer's own run then resumes on the next job.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES, type ImportJobBody } from '@klama/contract';
import type { Database } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import { createTmdbClient, MissingCredentialsError, type TmdbGet } from '../importer/tmdb/client.js';
import { runTmdbImport } from '../importer/tmdb/import-run.js';
import { refreshCollections } from '../importer/tmdb/collections.js';
import type { Progress, ProgressCounts } from '../importer/progress.js';
import { finishImportJob, saveJobProgress } from './import-jobs.queries.js';

const FLUSH_MS = 1000;
export const STOPPED_MESSAGE = 'The server stopped during the import; start the import again to resume it';

declare module 'fastify' {
  interface FastifyInstance {
    importJobs: ImportJobs;
  }
}

/** A Progress (the importer's interface) that writes to the job's row every second. */
function jobProgress(db: Database, id: number) {
  let counts: ProgressCounts = { done: 0, total: 0, added: 0, updated: 0, failed: 0 };
  let lines: string[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const taken = lines;
    lines = [];
    writing = writing.then(() => saveJobProgress(db, id, { ...counts, lines: taken })).catch(() => undefined);
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  const progress: Progress = {
    update: (next) => void (counts = next),
    log: (line) => void lines.push(line),
    finish: () => undefined,
  };
  return { progress, stop: () => (clearInterval(timer), flush()) };
}

async function runJob(db: Database, get: TmdbGet, body: ImportJobBody, signal: AbortSignal, progress: Progress): Promise<string | null> {
  if (body.kind === 'collections') {
    const c = await refreshCollections(db, get);
    progress.log(`Collections: trending-now ${c.trending} shows, upcoming-release ${c.upcoming} shows (${c.imported} imported for them)`);
    for (const f of c.failed) progress.log(`failed ${f.showId}: ${f.error}`);
    progress.update({ done: c.imported, total: c.imported, added: c.imported, updated: 0, failed: c.failed.length });
    return null;
  }
  const summary = await runTmdbImport(db, get, {
    showIds: body.kind === 'show' ? [body.showId] : undefined,
    since: body.kind === 'refresh' ? body.since : undefined,
    signal,
    progress,
  });
  progress.update({
    done: summary.added + summary.updated + summary.failed.length,
    total: summary.total,
    added: summary.added,
    updated: summary.updated,
    failed: summary.failed.length,
  });
  for (const f of summary.failed) progress.log(`failed ${f.showId}: ${f.error}`);
  progress.log(
    `${summary.interrupted ? 'Interrupted' : 'Done'}: ${summary.total} shows — added ${summary.added}, updated ${summary.updated}, failed ${summary.failed.length}`,
  );
  return summary.interrupted ? STOPPED_MESSAGE : null;
}

export class ImportJobs {
  private current: { abort: AbortController; done: Promise<void> } | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** The TMDB client, or a 400 when no credentials are configured (checked before a job is recorded). */
  client(): TmdbGet {
    try {
      return createTmdbClient({ ...this.app.config.tmdb }).get;
    } catch (err) {
      if (err instanceof MissingCredentialsError) throw new HttpError(400, ADMIN_MESSAGES.tmdbNotConfigured);
      throw err;
    }
  }

  /** Starts a recorded job in the background of this instance. */
  launch(id: number, body: ImportJobBody, get: TmdbGet): void {
    const abort = new AbortController();
    const { progress, stop } = jobProgress(this.app.db, id);
    progress.log(`Started: ${JSON.stringify(body)}`);
    const done = runJob(this.app.db, get, body, abort.signal, progress)
      .catch((err: unknown) => (abort.signal.aborted ? STOPPED_MESSAGE : err instanceof Error ? err.message : String(err)))
      .then(async (error) => {
        if (error) progress.log(error);
        await stop();
        await finishImportJob(this.app.db, id, error);
      })
      .catch((err: unknown) => this.app.log.error({ err }, 'import job'))
      .finally(() => (this.current = undefined));
    this.current = { abort, done };
  }

  /** Stops this instance's job (the server is stopping): the shows in flight finish, the job is marked failed. */
  async close(): Promise<void> {
    this.current?.abort.abort();
    await this.current?.done;
  }

  /** For tests: resolves when this instance's job has finished. */
  async settled(): Promise<void> {
    await this.current?.done;
  }
}

export function registerImportJobs(app: FastifyInstance) {
  const jobs = new ImportJobs(app);
  app.decorate('importJobs', jobs);
  app.addHook('onClose', () => jobs.close());
}
