/**
 * `npm run seed:synthetic -- [--shows N] [--users N] [--seed S] [--append] [--database-url URL | --data-dir DIR]`:
 * the synthetic catalogue, then (with --users) the synthetic community's fans on top of it.
 */
import { parseArgs } from 'node:util';
import { seedSynthetic } from '../synthetic/seed.js';
import type { Database } from '../db/client.js';
import { seedFans, SYNTHETIC_FAN_PASSWORD } from '../synthetic/seed-fans.js';
import { databaseOptions, describeDatabase, openCliDatabase, runScript } from './cli-database.js';

const USAGE = 'Usage: npm run seed:synthetic -- [--shows N] [--users N] [--seed S] [--append] [--database-url URL | --data-dir DIR]';

runScript(async () => {
  const { values } = parseArgs({
    options: {
      shows: { type: 'string' },
      users: { type: 'string' },
      seed: { type: 'string', default: '1' },
      append: { type: 'boolean', default: false },
      help: { type: 'boolean' },
      ...databaseOptions,
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const shows = values.shows === undefined ? 0 : Number(values.shows);
  const users = values.users === undefined ? 0 : Number(values.users);
  const seed = Number(values.seed);
  if (!Number.isInteger(shows) || shows < 0 || shows > 1_000_000 || !Number.isInteger(seed)) {
    console.error(`--shows must be a whole number from 1 to 1,000,000 and --seed a whole number.\n${USAGE}`);
    return 2;
  }
  if (!Number.isInteger(users) || users < 0 || users > 1_000_000) {
    console.error(`--users must be a whole number from 1 to 1,000,000.\n${USAGE}`);
    return 2;
  }
  if (shows === 0 && users === 0) {
    console.error(`Give --shows, --users or both.\n${USAGE}`);
    return 2;
  }
  const db = await openCliDatabase(values);
  try {
    if (shows > 0) await seedCatalogue(db, shows, seed, values.append);
    if (users > 0) {
      console.log(`Adding fans fan1…fan${users} (password "${SYNTHETIC_FAN_PASSWORD}") into ${describeDatabase(values)}`);
      const started = performance.now();
      const r = await seedFans(db, {
        users,
        onProgress: (done, total) => console.log(`  ${done}/${total} fans' diaries, lists, reviews, votes and follows`),
      });
      console.log(
        `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${r.added} fans added (${users - r.added} were there); ` +
          `${r.entries} diary entries, ${r.lists} lists, ${r.reviews} reviews, ${r.votes} helpful votes, ${r.follows} follows, ` +
          `${r.settings} notification settings, ${r.pushSubscriptions} push subscriptions, ${r.activity} feed activities`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
});

async function seedCatalogue(db: Database, shows: number, seed: number, append: boolean | undefined) {
  console.log(`Generating ${shows} synthetic shows (seed ${seed})`);
  const started = performance.now();
  let lastLog = started;
  const result = await seedSynthetic(db, {
    shows,
    seed,
    append,
    onProgress(written, total) {
      const now = performance.now();
      if (now - lastLog < 2000 && written < total) return;
      lastLog = now;
      console.log(`  ${written}/${total} shows, ${Math.round(written / ((now - started) / 1000))} shows/s`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Done: ${result.shows} shows (ids ${result.firstId}–${result.lastId}) in ${seconds.toFixed(1)} s, ${Math.round(result.shows / seconds)} shows/s`,
  );
}
