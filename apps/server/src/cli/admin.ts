/**
 * `npm run admin -- grant USERNAME` / `revoke USERNAME` [--database-url URL | --data-dir DIR]: sets an
 * account's role in the server's database. The role is read on every admin call, so it takes effect at
 * once on every instance, including a running one on PostgreSQL. Revoking the only enabled admin is refused.
 * `npm run admin -- end-sessions USERNAME` / `end-sessions --all`: ends the sessions of one account or of every
 * account (ASVS 7.4.5) in one statement and says how many ended; the accounts stay enabled.
 * PGlite's data directory takes one process at a time: stop the server first (this says so when it is running).
 */
import { endSessionsByUsername } from '../admin/end-sessions.js';
import { setRoleByUsername } from '../admin/set-role.js';
import type { Database } from '../db/client.js';
import { databaseScriptArgs, describeDatabase, openCliDatabase, runScript, type DatabaseArgs } from './cli-database.js';

const USAGE = [
  'Usage: npm run admin -- grant|revoke USERNAME [--database-url URL | --data-dir DIR]',
  '       npm run admin -- end-sessions USERNAME|--all [--database-url URL | --data-dir DIR]',
].join('\n');
const ROLES = { grant: 'admin', revoke: 'user' } as const;

/** What to do, from the command line; null: the usage. */
function commandOf(positionals: string[], all: boolean) {
  const [command, username] = positionals;
  if (command === 'end-sessions') {
    if (all && positionals.length === 1) return { command, username: undefined } as const;
    if (!all && positionals.length === 2 && username) return { command, username } as const;
    return null;
  }
  if (all || positionals.length !== 2 || !username || !(command === 'grant' || command === 'revoke')) return null;
  return { command, username } as const;
}

async function setRole(db: Database, values: DatabaseArgs, command: 'grant' | 'revoke', username: string): Promise<number> {
  const result = await setRoleByUsername(db, username, ROLES[command]);
  if (!result.ok && result.reason === 'last-admin') {
    console.error(`${username} is the only enabled admin: grant the role to another account first, then revoke this one`);
    return 1;
  }
  if (!result.ok) {
    console.error(`No user named ${username} in ${describeDatabase(values)}`);
    return 3;
  }
  const what = command === 'grant' ? `${username} is an admin` : `${username} is no longer an admin`;
  console.log(result.changed ? `${what} (${describeDatabase(values)})` : `${what} already; nothing changed`);
  return 0;
}

async function endSessions(db: Database, values: DatabaseArgs, username: string | undefined): Promise<number> {
  const result = await endSessionsByUsername(db, username);
  if (!result.ok) {
    console.error(`No user named ${username} in ${describeDatabase(values)}`);
    return 3;
  }
  const whose = username === undefined ? 'of every account' : `of ${username}`;
  console.log(`${result.ended} ${result.ended === 1 ? 'session' : 'sessions'} ${whose} ended (${describeDatabase(values)})`);
  return 0;
}

runScript(async () => {
  const args = databaseScriptArgs(USAGE, ['all']);
  if (!args) return 0;
  const { values, positionals } = args;
  const what = commandOf(positionals, values.all);
  if (!what) {
    console.error(USAGE);
    return 2;
  }
  let db;
  try {
    db = await openCliDatabase(values);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/in use by process/.test(message)) {
      console.error(
        `${message}. With the embedded database (PGlite) only one process may open it: stop the server, run this again, then start it.`,
      );
      return 4;
    }
    throw err;
  }
  try {
    return what.command === 'end-sessions'
      ? await endSessions(db, values, what.username)
      : await setRole(db, values, what.command, what.username);
  } finally {
    await db.close();
  }
});
