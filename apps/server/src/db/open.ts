import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { secureDataDir } from './data-dir.js';
import { migrate } from './migrate.js';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    await migrate(db);
    return db;
  }
  const dataDir = resolve(config.dataDir);
  secureDataDir(dataDir, (line) => console.warn(line));
  const db = await openPglite(resolve(dataDir, 'pgdata'));
  await migrate(db);
  // the files PGlite has just created (0666): tighten them too; later ones sit in a 0700 folder
  secureDataDir(dataDir);
  return db;
}
