/** The VAPID public key every instance must share (migration 0096). */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { sql } from '../db/sql.js';

/** Records `publicKey` if no instance has yet, and answers the key recorded (the first instance's). */
export async function claimVapidPublicKey(db: Queryable, publicKey: string): Promise<string> {
  const row = await firstRow(
    db,
    z.object({ public_key: z.string() }),
    sql`WITH claimed AS (
          INSERT INTO push_vapid_key (id, public_key) VALUES (1, ${publicKey}) ON CONFLICT (id) DO NOTHING RETURNING public_key)
        SELECT public_key FROM claimed UNION ALL SELECT public_key FROM push_vapid_key WHERE id = 1 LIMIT 1`,
  );
  return row!.public_key;
}
