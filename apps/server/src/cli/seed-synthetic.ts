/** `npm run seed:synthetic -- --shows N [--seed S] [--append] [--database-url URL | --data-dir DIR]` */
import { parseArgs } from 'node:util';
import { seedSynthetic } from '../synthetic/seed.js';
import { databaseOptions, describeDatabase, openCliDatabase, runScript } from './cli-database.js';

const USAGE = 'Usage: npm run seed:synthetic -- --shows N [--seed S] [--append] [--database-url URL | --data-dir DIR]';

runScript(async () => {
  const { values } = parseArgs({
    options: {
      shows: { type: 'string' },
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
  const shows = Number(values.shows);
  const seed = Number(values.seed);
  if (!Number.isInteger(shows) || shows < 1 || shows > 1_000_000 || !Number.isInteger(seed)) {
    console.error(`--shows must be a whole number from 1 to 1,000,000 and --seed a whole number.\n${USAGE}`);
    return 2;
  }
  const db = await openCliDatabase(values);
  try {
    console.log(`Generating ${shows} synthetic shows (seed ${seed}) into ${describeDatabase(values)}`);
    const started = performance.now();
    let lastLog = started;
    const result = await seedSynthetic(db, {
      shows,
      seed,
      append: values.append,
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
    return 0;
  } finally {
    await db.close();
  }
});
