/**
 * `npm run admin -- grant USERNAME` / `revoke USERNAME` [--database-url URL | --data-dir DIR]: sets an
 * account's role in the server's database. The role is read on every admin call, so it takes effect at
 * once on every instance, including a running one on PostgreSQL. PGlite's data directory takes one
 * process at a time: stop the server first (this says so when it is running).
 */
import { setRoleByUsername } from '../admin/set-role.js';
import { databaseScriptArgs, describeDatabase, openCliDatabase, runScript } from './cli-database.js';

const USAGE = 'Usage: npm run admin -- grant|revoke USERNAME [--database-url URL | --data-dir DIR]';
const ROLES = { grant: 'admin', revoke: 'user' } as const;

runScript(async () => {
  const args = databaseScriptArgs(USAGE);
  if (!args) return 0;
  const { values, positionals } = args;
  const [command, username] = positionals;
  if (positionals.length !== 2 || !username || !(command === 'grant' || command === 'revoke')) {
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
    const result = await setRoleByUsername(db, username, ROLES[command]);
    if (!result.ok) {
      console.error(`No user named ${username} in ${describeDatabase(values)}`);
      return 3;
    }
    const what = command === 'grant' ? `${username} is an admin` : `${username} is no longer an admin`;
    console.log(result.changed ? `${what} (${describeDatabase(values)})` : `${what} already; nothing changed`);
    return 0;
  } finally {
    await db.close();
  }
});
