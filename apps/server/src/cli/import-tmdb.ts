/**
 * `npm run import:tmdb -- [--pages N] [--show ID]... [--since YYYY-MM-DD] [--restart] [--collections]
 *   [--replace-sample --yes] [--database-url URL | --data-dir DIR]`
 * Exit codes: 0 done, 1 fatal error, 2 bad usage or missing credentials/confirmation, 3 done with failed shows.
 */
import { isCalendarDate } from '@klama/contract';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createTmdbClient, MissingCredentialsError } from '../importer/tmdb/client.js';
import { runTmdbImport } from '../importer/tmdb/import-run.js';
import { refreshCollections } from '../importer/tmdb/collections.js';
import { removeSampleCatalogue, sampleFootprint } from '../importer/replace-sample.queries.js';
import { createProgress } from '../importer/progress.js';
import { databaseOptions, describeDatabase, openCliDatabase, runScript } from './cli-database.js';

const USAGE = `Usage: npm run import:tmdb -- [--pages N] [--show ID]... [--since YYYY-MM-DD] [--restart]
                           [--collections] [--replace-sample --yes] [--database-url URL | --data-dir DIR]`;

runScript(async () => {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      show: { type: 'string', multiple: true },
      since: { type: 'string' },
      restart: { type: 'boolean', default: false },
      collections: { type: 'boolean', default: false },
      'replace-sample': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...databaseOptions,
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const pages = values.pages === undefined ? undefined : Number(values.pages);
  const showIds = values.show?.map(Number);
  if (
    (pages !== undefined && (!Number.isInteger(pages) || pages < 1)) ||
    showIds?.some((id) => !Number.isInteger(id) || id < 1) ||
    (values.since !== undefined && !isCalendarDate(values.since))
  ) {
    console.error(`--pages and --show take positive whole numbers, --since a date (YYYY-MM-DD).\n${USAGE}`);
    return 2;
  }

  const tmdb = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32) }).tmdb;
  const progress = createProgress(process.stderr);
  let client;
  try {
    client = createTmdbClient({
      ...tmdb,
      onRetry: (path, reason, waitMs) => progress.log(`retrying ${path} in ${(waitMs / 1000).toFixed(1)} s: ${reason}`),
    });
  } catch (err) {
    if (err instanceof MissingCredentialsError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  const db = await openCliDatabase(values);
  try {
    console.log(`Importing from ${tmdb.baseUrl} into ${describeDatabase(values)}`);
    if (values['replace-sample']) {
      const footprint = await sampleFootprint(db);
      if (!values.yes) {
        console.error(
          `--replace-sample would remove ${footprint.shows} sample shows and ${footprint.marks} user marks on them. Add --yes to confirm.`,
        );
        return 2;
      }
      await removeSampleCatalogue(db);
      console.log(`Removed the sample catalogue: ${footprint.shows} shows, ${footprint.marks} user marks`);
    }

    // Ctrl-C stops taking new shows; the ones in flight finish, and the next run resumes.
    const abort = new AbortController();
    process.once('SIGINT', () => {
      progress.log('Stopping after the shows in flight (run again to resume)…');
      abort.abort();
    });
    const started = performance.now();
    const summary = await runTmdbImport(db, client.get, {
      pages,
      showIds,
      since: values.since,
      restart: values.restart,
      signal: abort.signal,
      progress,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${summary.interrupted ? 'Interrupted' : 'Done'} in ${seconds} s (${client.requests()} requests): ${summary.total} shows — ` +
        `added ${summary.added}, updated ${summary.updated}, failed ${summary.failed.length}` +
        (summary.interrupted ? `, ${summary.total - summary.added - summary.updated - summary.failed.length} left for the next run` : ''),
    );
    for (const f of summary.failed) console.log(`  failed ${f.showId}: ${f.error}`);
    const { people } = summary;
    if (people.total)
      console.log(
        `People: ${people.fetched} of ${people.total} details fetched, ${people.unknown} unknown to TMDB, ${people.failed} failed (asked again next run)`,
      );

    if (values.collections && !summary.interrupted) {
      const c = await refreshCollections(db, client.get);
      console.log(
        `Collections: trending-now ${c.trending} shows, upcoming-release ${c.upcoming} shows (${c.imported} shows imported for them)`,
      );
      for (const f of c.failed) console.log(`  failed ${f.showId}: ${f.error}`);
      if (c.failed.length) return 3;
    }
    return summary.failed.length ? 3 : 0;
  } finally {
    await db.close();
  }
});
