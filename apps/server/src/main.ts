/** `npm start`: configuration, database (migrated, seeded when empty), HTTP server. */
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { buildApp } from './app.js';
import { isCatalogueEmpty, loadSampleCatalogue } from './catalogue/sample/load-sample.js';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  if (config.seed === 'sample' && (await isCatalogueEmpty(db))) {
    const { shows } = await loadSampleCatalogue(db);
    console.log(`Seeded the sample catalogue: ${shows} shows`);
  }
  const app = await buildApp(config, db);
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`K-lama is serving at http://${config.host}:${config.port}`);
  // build the in-memory read model now rather than on the first visitor's request
  app.readModel.current().catch((err: unknown) => app.log.error(err, 'building the read model failed'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err));
  process.exit(1);
});
