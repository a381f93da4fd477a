/** The catalogue version row: every catalogue write bumps it inside its own transaction. */
import type { Queryable } from '../db/client.js';

/** NOTIFY channel: PostgreSQL delivers the new version to every listening instance when the write commits. */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/** Call inside the transaction that changes the catalogue: the bump and its notification commit (or roll back) with it. */
export async function bumpCatalogueVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: string | number }>(
    `WITH bumped AS (UPDATE catalogue_version SET version = version + 1 RETURNING version)
     SELECT version, pg_notify('${CATALOGUE_VERSION_CHANNEL}', version::text) FROM bumped`,
  );
  return Number(row!.version);
}

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: string | number }>('SELECT version FROM catalogue_version');
  return Number(row?.version ?? 0);
}
