/** Shared by the catalogue scripts: which database to open (the server's, unless told otherwise). */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/open.js';
import { upgradeSearchTermsAtStart } from '../search/search-term-revision.js';

export interface DatabaseArgs {
  'database-url'?: string | undefined;
  'data-dir'?: string | undefined;
}

export const databaseOptions = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

/**
 * The arguments of a script taking positionals, the database options and the script's own flags (`flags`, e.g.
 * `--all`); null once `--help` printed the usage.
 */
export function databaseScriptArgs<F extends string = never>(usage: string, flags: readonly F[] = []) {
  const own = Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean', default: false } as const]));
  const parsed = parseArgs({
    options: { help: { type: 'boolean', default: false }, ...databaseOptions, ...own },
    allowPositionals: true,
  });
  // parseArgs cannot type options built at run time: the script's flags are booleans with a default
  const values = parsed.values as { help: boolean } & DatabaseArgs & Record<F, boolean>;
  if (!values.help) return { values, positionals: parsed.positionals };
  console.log(usage);
  return null;
}

/**
 * Opens (and migrates) the database the server would use, with --database-url / --data-dir overriding the environment,
 * and brings its search rows to the current revision before the script writes any: a fresh database is marked current
 * at once, so the rows a seed or an import writes are not all derived again when the server next starts.
 */
export async function openCliDatabase(args: DatabaseArgs, env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const merged: NodeJS.ProcessEnv = { ...env };
  if (args['database-url']) merged.DATABASE_URL = args['database-url'];
  if (args['data-dir']) {
    merged.DATA_DIR = args['data-dir'];
    if (!args['database-url']) delete merged.DATABASE_URL;
  }
  // These scripts sign no tokens: the server's JWT_SECRET rule for PostgreSQL does not apply here.
  merged.JWT_SECRET ??= 'catalogue-script-signs-no-tokens-xxxxxxxxxx';
  const db = await openDatabase(loadConfig(merged));
  try {
    await upgradeSearchTermsAtStart(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

export function describeDatabase(args: DatabaseArgs, env: NodeJS.ProcessEnv = process.env): string {
  const url = args['database-url'] ?? (args['data-dir'] ? undefined : env.DATABASE_URL);
  if (url) return `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`;
  return `PGlite in ${args['data-dir'] ?? env.DATA_DIR ?? './.klama'}`;
}

/** Runs a script's main, printing one line for an error and exiting with its code. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
