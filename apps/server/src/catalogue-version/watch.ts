/**
 * Follows the catalogue version on one instance. Three ways in, any of which is enough:
 * PostgreSQL NOTIFY (a dedicated connection that reconnects; in PGlite the writer's own commit),
 * Redis pub/sub when REDIS_URL is set (for setups where LISTEN cannot work, e.g. a transaction pooler),
 * and a cheap poll of the version row as the safety net on PostgreSQL.
 */
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { CATALOGUE_VERSION_CHANNEL, readCatalogueVersion } from './bump.js';

export interface CatalogueVersion {
  current(): number;
  /**
   * Calls `listener` with each new version; returns the unsubscribe function. `current()` moves to the new
   * version only once every listener has finished (a returned promise is awaited): a reader that rebuilds
   * on change keeps answering with the old version's data, stamped with the old version, until it is ready.
   */
  onChange(listener: (version: number) => void | Promise<void>): () => void;
  /**
   * Moves to a version this instance has just committed and resolves once the listeners have applied it, so
   * the writer's own next read (an operator checking their change) is served from the new data, without
   * waiting for the notification to come back.
   */
  follow(next: number): Promise<void>;
}

export interface CatalogueVersionOptions {
  /** LISTEN for the writer's NOTIFY (default true). */
  listen?: boolean;
  /** Poll of the version row in ms; 0 turns it off (default 2000 on PostgreSQL, off on single-instance PGlite). */
  pollMs?: number;
  redisUrl?: string | undefined;
  onError?: (err: unknown, where: string) => void;
}

export interface CatalogueVersionWatcher extends CatalogueVersion {
  close(): Promise<void>;
}

const REDIS_CHANNEL = 'klama:catalogue-version';

export async function watchCatalogueVersion(db: Database, options: CatalogueVersionOptions = {}): Promise<CatalogueVersionWatcher> {
  const onError = options.onError ?? (() => undefined);
  const listeners = new Set<(version: number) => void | Promise<void>>();
  let version = await readCatalogueVersion(db);
  /** The newest version heard of; `version` catches up with it once the listeners are done. */
  let target = version;
  let applying: Promise<void> | undefined;
  const closers: (() => Promise<void>)[] = [];
  let publish: ((version: number) => void) | undefined;

  const notify = (next: number): Promise<void>[] => {
    const pending: Promise<void>[] = [];
    for (const listener of listeners)
      try {
        const result = listener(next);
        if (result) pending.push(result.catch((err: unknown) => onError(err, 'catalogue version listener')));
      } catch (err) {
        onError(err, 'catalogue version listener');
      }
    return pending;
  };
  const apply = (): void => {
    while (version < target) {
      const next = target;
      const pending = notify(next);
      if (pending.length) {
        applying = Promise.all(pending).then(() => {
          version = next;
          applying = undefined;
          apply();
        });
        return;
      }
      version = next;
    }
  };
  /** Versions only grow, so a late or duplicate message never moves the version back. */
  const advance = (next: number, relay: boolean) => {
    if (!(next > target)) return;
    target = next;
    if (relay) publish?.(next);
    if (!applying) apply();
  };

  let checking: Promise<void> | undefined;
  const check = () =>
    (checking ??= readCatalogueVersion(db)
      .then((v) => advance(v, true))
      .catch((err: unknown) => onError(err, 'catalogue version poll'))
      .finally(() => (checking = undefined)));

  if (options.listen !== false) {
    const unlisten = await db.listen(CATALOGUE_VERSION_CHANNEL, (payload) => {
      const next = Number(payload);
      if (payload && Number.isFinite(next)) advance(next, true);
      else void check();
    });
    closers.push(unlisten);
  }

  if (options.redisUrl) {
    const redisOptions = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
    const subscriber = new Redis(options.redisUrl, redisOptions);
    const publisher = new Redis(options.redisUrl, redisOptions);
    for (const r of [subscriber, publisher]) r.on('error', (err) => onError(err, 'redis (catalogue version)'));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === REDIS_CHANNEL) advance(Number(message), false);
    });
    await subscriber.subscribe(REDIS_CHANNEL).catch((err: unknown) => onError(err, 'redis subscribe'));
    publish = (v) => void publisher.publish(REDIS_CHANNEL, String(v)).catch((err: unknown) => onError(err, 'redis publish'));
    closers.push(async () => {
      await Promise.all([subscriber, publisher].map((r) => r.quit().catch(() => r.disconnect())));
    });
  }

  const pollMs = options.pollMs ?? (db.kind === 'postgres' ? 2000 : 0);
  if (pollMs > 0) {
    const timer = setInterval(() => void check(), pollMs);
    timer.unref();
    closers.push(async () => clearInterval(timer));
  }

  return {
    current: () => version,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async follow(next) {
      advance(next, true);
      while (version < next && applying) await applying;
    },
    async close() {
      listeners.clear();
      await Promise.all(closers.map((close) => close()));
      await Promise.all([checking, applying]);
    },
  };
}
