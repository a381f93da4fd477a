/**
 * Lists from a K-lama export: a list is found by its name (so a second import adds nothing) or created;
 * its items are added in their order after what the list already holds. Shows no longer in the
 * catalogue are skipped. Runs in the import's transaction; limits hold as for the list calls.
 */
import { DIARY_LIMITS, DIARY_MESSAGES, type ExportedList } from '@klama/contract';
import type { Queryable } from '../db/client.js';
import { sql } from '../db/sql.js';
import { ImportFormatError } from './import-formats.js';

export async function importLists(tx: Queryable, userId: number, lists: ExportedList[]): Promise<number> {
  if (!lists.length) return 0;
  await tx.query(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
  for (const list of lists) {
    let [found] = await tx.query<{ id: number }>(
      sql`SELECT id FROM user_list WHERE user_id = ${userId} AND name = ${list.name} ORDER BY id LIMIT 1`,
    );
    if (!found) {
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_list WHERE user_id = ${userId}`);
      if (n >= DIARY_LIMITS.listsPerUser) throw new ImportFormatError(DIARY_MESSAGES.tooManyLists);
      [found] = await tx.query<{ id: number }>(
        sql`INSERT INTO user_list (user_id, name, description, visibility) VALUES (${userId}, ${list.name}, ${list.description}, ${list.visibility}) RETURNING id`,
      );
    }
    const items = [...new Map(list.items.map((i) => [i.showId, i])).values()].sort((a, b) => a.position - b.position);
    const [added] = await tx.query<{ n: number }>(
      sql`WITH incoming AS (
            SELECT x.show_id, x.note, x.ord FROM unnest(${items.map((i) => i.showId)}::int[], ${items.map((i) => i.note)}::text[])
              WITH ORDINALITY AS x(show_id, note, ord)
            WHERE EXISTS (SELECT 1 FROM show s WHERE s.id = x.show_id)
              AND NOT EXISTS (SELECT 1 FROM user_list_item i WHERE i.list_id = ${found!.id} AND i.show_id = x.show_id)),
          ins AS (
            INSERT INTO user_list_item (list_id, show_id, position, note)
            SELECT ${found!.id}, show_id, (SELECT count(*) FROM user_list_item WHERE list_id = ${found!.id}) + row_number() OVER (ORDER BY ord), note
            FROM incoming RETURNING 1)
          SELECT count(*)::int AS n FROM ins`,
    );
    const [{ total } = { total: 0 }] = await tx.query<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM user_list_item WHERE list_id = ${found!.id}`,
    );
    if (total > DIARY_LIMITS.itemsPerList) throw new ImportFormatError(DIARY_MESSAGES.tooManyItems);
    if (added!.n) await tx.query(sql`UPDATE user_list SET updated_at = now() WHERE id = ${found!.id}`);
  }
  return lists.length;
}
