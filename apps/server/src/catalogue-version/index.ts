/** The catalogue version: bumped by every catalogue write, followed by every instance (`app.catalogueVersion`). */
import type { FastifyInstance } from 'fastify';
import { watchCatalogueVersion, type CatalogueVersion, type CatalogueVersionOptions } from './watch.js';

export { bumpCatalogueVersion, readCatalogueVersion } from './bump.js';
export type { CatalogueVersion, CatalogueVersionOptions } from './watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueVersion: CatalogueVersion;
  }
}

export async function registerCatalogueVersion(app: FastifyInstance, options: CatalogueVersionOptions = {}) {
  const watcher = await watchCatalogueVersion(app.db, {
    redisUrl: app.config.redisUrl,
    onError: (err, where) => app.log.warn({ err }, where),
    ...options,
  });
  app.decorate('catalogueVersion', { current: watcher.current, onChange: watcher.onChange, follow: watcher.follow });
  app.addHook('onClose', () => watcher.close());
}
