/** `npm start`: configuration, database (migrated, seeded when empty), HTTP server. */
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { upgradeSearchTermsAtStart } from './search/search-term-revision.js';
import { buildApp } from './app.js';
import { tuneGarbageCollector } from './gc-tuning.js';
import { isCatalogueEmpty, loadSampleCatalogue } from './sample-catalogue/load-sample.js';
import type { Database } from './db/client.js';
import type { FastifyInstance } from 'fastify';

const SHUTDOWN_GRACE_MS = 10_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

let app: FastifyInstance | undefined;
let db: Database | undefined;

// Closes the server (in-flight requests finish) and then the database (PGlite flushes and drops its
// lock), once. A crash on the way also closes, then exits 1; a close that hangs is cut off.
const shutdown = closeWithGrace({ delay: SHUTDOWN_GRACE_MS, skip: [...STOP_SIGNALS] }, async ({ err }) => {
  if (err) console.error(err);
  await app?.close();
  await db?.close();
});
// Ctrl-C reaches every process of the terminal's group, and people press it again while we close:
// the first SIGINT or SIGTERM starts the shutdown, later ones are ignored.
let stopping = false;
for (const signal of STOP_SIGNALS)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    void shutdown.close();
  });

async function main() {
  const config = loadConfig();
  tuneGarbageCollector(config);
  db = await openDatabase(config);
  // before any seeding: a fresh database is marked current at once, and the sample is not derived twice
  await upgradeSearchTermsAtStart(db);
  if (config.seed === 'sample' && (await isCatalogueEmpty(db))) {
    const { shows } = await loadSampleCatalogue(db);
    console.log(`Seeded the sample catalogue: ${shows} shows`);
  }
  const server = await buildApp(config, db);
  app = server;
  // the in-memory read model is built before the first visitor is let in (an instance that answers is ready)
  await server.readModel.current();
  await server.listen({ port: config.port, host: config.host });
  console.log(`K-lama is serving at http://${config.host}:${config.port}`);
}

main().catch(async (err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err));
  await db?.close().catch(() => undefined);
  process.exit(1);
});
