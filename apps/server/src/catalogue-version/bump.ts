/** The catalogue version row: every catalogue write bumps it inside its own transaction. */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int8 } from '../db/rows.js';
import { sql } from '../db/sql.js';

const VersionRow = z.object({ version: Int8 });

/** NOTIFY channel: PostgreSQL delivers the new version to every listening instance when the write commits. */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/** Call inside the transaction that changes the catalogue: the bump and its notification commit (or roll back) with it. */
export async function bumpCatalogueVersion(tx: Queryable): Promise<number> {
  const row = await firstRow(
    tx,
    VersionRow,
    sql`WITH bumped AS (UPDATE catalogue_version SET version = version + 1 RETURNING version)
        SELECT version, pg_notify(${CATALOGUE_VERSION_CHANNEL}, version::text) FROM bumped`,
  );
  return row!.version;
}

export async function readCatalogueVersion(db: Queryable): Promise<number> {
  return (await firstRow(db, VersionRow, sql`SELECT version FROM catalogue_version`))?.version ?? 0;
}
