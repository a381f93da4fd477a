/**
 * Every admin write goes through `adminWrite`: one transaction holding the change, its audit row (who,
 * action, target, before, after) and, for a catalogue change, the catalogue version bump, so every
 * instance serves the new data once it commits (and nothing of it if it rolls back).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { bumpCatalogueVersion } from '../catalogue-version/bump.js';
import { signedIn } from '../accounts/authenticate.js';
import { recordAudit } from './audit.queries.js';

export interface AdminChange<T> {
  before: unknown;
  after: unknown;
  /** what the call answers (defaults to `after`) */
  result?: T;
}

export interface AdminWrite {
  action: string;
  target: string;
  /** hero, collections, About, shows: readers' caches and read models must follow */
  catalogue: boolean;
}

export async function adminWrite<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  write: AdminWrite,
  change: (tx: Queryable) => Promise<AdminChange<T>>,
): Promise<T> {
  const actorId = signedIn(req).userId;
  let version: number | undefined;
  const done = await app.db.transaction(async (tx) => {
    const result = await change(tx);
    if (write.catalogue) version = await bumpCatalogueVersion(tx);
    await recordAudit(tx, { actorId, action: write.action, target: write.target, before: result.before, after: result.after });
    return result;
  });
  // this instance serves the change from the answer on; the others follow by NOTIFY, Redis or the poll
  if (version !== undefined) await app.catalogueVersion.follow(version);
  return (done.result !== undefined ? done.result : done.after) as T;
}
