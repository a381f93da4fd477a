/** `npm run import:file -- PATH [--database-url URL | --data-dir DIR]`: one TMDB tv-details object per line. Exit 3 when some lines were bad. */
import { existsSync } from 'node:fs';
import { importFile } from '../importer/file-import.js';
import { createProgress } from '../importer/progress.js';
import { databaseScriptArgs, describeDatabase, openCliDatabase, runScript } from './cli-database.js';

const USAGE = 'Usage: npm run import:file -- PATH [--database-url URL | --data-dir DIR]';

runScript(async () => {
  const args = databaseScriptArgs(USAGE);
  if (!args) return 0;
  const { values, positionals } = args;
  const path = positionals[0];
  if (positionals.length !== 1 || !path) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(path)) {
    console.error(`No such file: ${path}`);
    return 2;
  }
  const db = await openCliDatabase(values);
  try {
    console.log(`Importing ${path} into ${describeDatabase(values)}`);
    const progress = createProgress(process.stderr, 'Importing file');
    let reported = 0;
    let warned = 0;
    const started = performance.now();
    const summary = await importFile(db, path, (s) => {
      for (; reported < s.bad.length; reported++) progress.log(`line ${s.bad[reported]!.line}: ${s.bad[reported]!.error}`);
      for (; warned < s.warnings.length; warned++)
        progress.log(`line ${s.warnings[warned]!.line}: warning: ${s.warnings[warned]!.warning}`);
      progress.update({ done: s.lines, total: 0, added: s.added, updated: s.updated, failed: s.bad.length });
    });
    progress.finish();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${summary.lines} lines — added ${summary.added}, updated ${summary.updated}, skipped ${summary.bad.length} bad lines`,
    );
    return summary.bad.length ? 3 : 0;
  } finally {
    await db.close();
  }
});
