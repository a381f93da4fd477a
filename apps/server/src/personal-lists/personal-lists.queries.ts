/**
 * Personal lists: each write that depends on a count or on positions runs in one transaction holding
 * the owner's (new list) or the list's (items) row lock, so limits hold and positions stay 1..n.
 */
import {
  DIARY_LIMITS,
  DIARY_MESSAGES,
  ListSummary,
  MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  type CreateListBody,
  type ListItem,
  type PutListItemResult,
  type ListItemBody,
  type ListPage,
  type ListPageQuery,
  type UpdateListBody,
} from '@klama/contract';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client.js';
import { firstRow, Int, rows, Timestamp } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, pageOf, scoreOrder, toCard, type ScoreOrder } from '../catalogue/show-cards.js';
import { badRequest, notFound } from '../plugins/errors.js';

const SummaryRow = z.object({
  id: Int,
  name: z.string(),
  description: z.string(),
  visibility: ListSummary.shape.visibility,
  item_count: Int,
  updated_at: Timestamp,
});
type SummaryRow = z.infer<typeof SummaryRow>;
const ItemRow = CardRow.extend({ note: z.string(), position: Int });
const CountRow = z.object({ n: Int });
const PositionRow = z.object({ position: Int });
const toSummary = (r: SummaryRow): ListSummary => ({
  id: r.id,
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  itemCount: r.item_count,
  updatedAt: r.updated_at.toISOString(),
});
const SUMMARY_COLUMNS = sql`l.id, l.name, l.description, l.visibility, l.updated_at,
  (SELECT count(*)::int FROM user_list_item i JOIN visible_show s ON s.id = i.show_id WHERE i.list_id = l.id) AS item_count`;

export async function createList(db: Database, userId: number, body: CreateListBody): Promise<ListSummary> {
  return db.transaction(async (tx) => {
    await tx.query(sql`SELECT 1 FROM app_user WHERE id = ${userId} FOR UPDATE`);
    const { n } = (await firstRow(tx, CountRow, sql`SELECT count(*)::int AS n FROM user_list WHERE user_id = ${userId}`))!;
    if (n >= DIARY_LIMITS.listsPerUser) throw badRequest(DIARY_MESSAGES.tooManyLists);
    const row = await firstRow(
      tx,
      SummaryRow,
      sql`INSERT INTO user_list (user_id, name, description, visibility)
          VALUES (${userId}, ${body.name}, ${body.description ?? ''}, ${body.visibility})
          RETURNING id, name, description, visibility, updated_at, 0 AS item_count`,
    );
    return toSummary(row!);
  });
}

/**
 * The list of `user_list` alias `l` may be shown to others: public, and not hidden by moderators (a hidden list is
 * as a private one: its owner still has it). Every read of a list for someone else goes through it.
 */
export function publicList(l: Sql): Sql {
  return sql`(${l}.visibility = 'public' AND ${l}.hidden_at IS NULL)`;
}

export async function myLists(db: Queryable, userId: number): Promise<ListSummary[]> {
  const lists = await rows(
    db,
    SummaryRow,
    sql`SELECT ${SUMMARY_COLUMNS} FROM user_list l WHERE l.user_id = ${userId} ORDER BY l.updated_at DESC, l.id DESC`,
  );
  return lists.map(toSummary);
}

/** A list with a page of its items; undefined when it does not exist or is private and the viewer is not its owner. */
export async function listPage(
  db: Queryable,
  listId: number,
  viewerId: number | null,
  q: ListPageQuery,
  scores: ScoreOrder,
): Promise<ListPage | undefined> {
  const list = await firstRow(
    db,
    SummaryRow.extend({ username: z.string(), hidden_at: Timestamp.nullable() }),
    sql`SELECT ${SUMMARY_COLUMNS}, u.username, l.hidden_at FROM user_list l JOIN app_user u ON u.id = l.user_id
        WHERE l.id = ${listId} AND (${publicList(sql`l`)} OR l.user_id = ${viewerId})`,
  );
  if (!list) return undefined;
  // the fan's own order, or the K-lama score's (the scored shows by rank, then the rest by id)
  const { join, order } = q.sort ? scoreOrder(scores) : { join: sql``, order: sql`i.position` };
  const found = await rows(
    db,
    ItemRow,
    sql`SELECT ${CARD_COLUMNS}, i.note, i.position FROM user_list_item i JOIN visible_show s ON s.id = i.show_id ${join}
        WHERE i.list_id = ${listId} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const items: ListItem[] = found.map((r) => ({
    show: q.sort ? { ...toCard(r), community: scores.of(r.id) } : toCard(r),
    note: r.note,
    position: r.position,
  }));
  const summary = toSummary(list);
  // only its owner reads a hidden list (publicList): tell them so, and why when the reports say
  const hidden = list.hidden_at && { at: list.hidden_at.toISOString(), reasons: await hidingReasons(db, listId) };
  return {
    ...pageOf(items, summary.itemCount, q),
    id: summary.id,
    name: summary.name,
    description: summary.description,
    visibility: summary.visibility,
    owner: { username: list.username },
    itemCount: summary.itemCount,
    ...(hidden ? { hidden } : {}),
  };
}

const ReasonRow = z.object({ reason: z.enum(REPORT_REASONS) });

/** The reasons of the reports whose latest resolution hid the list (hide, or disabling its owner), most reported first. */
async function hidingReasons(db: Queryable, listId: number): Promise<ReportReason[]> {
  const found = await rows(
    db,
    ReasonRow,
    sql`SELECT r.reason FROM report r
        WHERE r.kind = 'list' AND r.target_id = ${listId} AND r.resolution IN ('hide', 'disable_user') AND r.resolved_at = (
          SELECT max(l.resolved_at) FROM report l
          WHERE l.kind = 'list' AND l.target_id = ${listId} AND l.resolution IN ('hide', 'disable_user'))
        GROUP BY r.reason ORDER BY count(*) DESC, r.reason`,
  );
  return found.map((r) => r.reason);
}

export async function updateList(db: Queryable, userId: number, listId: number, body: UpdateListBody): Promise<ListSummary> {
  const row = await firstRow(
    db,
    SummaryRow,
    sql`UPDATE user_list l SET name = coalesce(${body.name ?? null}, l.name), description = coalesce(${body.description ?? null}, l.description),
          visibility = coalesce(${body.visibility ?? null}, l.visibility), updated_at = now()
        WHERE l.id = ${listId} AND l.user_id = ${userId} RETURNING ${SUMMARY_COLUMNS}`,
  );
  if (!row) throw notFound(DIARY_MESSAGES.listNotFound);
  return toSummary(row);
}

export async function deleteList(db: Queryable, userId: number, listId: number): Promise<void> {
  const deleted = await db.query(sql`DELETE FROM user_list WHERE id = ${listId} AND user_id = ${userId} RETURNING id`);
  if (!deleted.length) throw notFound(DIARY_MESSAGES.listNotFound);
}

/** Locks the caller's list for an item change; a list of someone else is 404, as if it did not exist. */
async function lockOwnList(tx: Queryable, userId: number, listId: number) {
  const [list] = await tx.query(sql`SELECT id FROM user_list WHERE id = ${listId} AND user_id = ${userId} FOR UPDATE`);
  if (!list) throw notFound(DIARY_MESSAGES.listNotFound);
  await tx.query(sql`UPDATE user_list SET updated_at = now() WHERE id = ${listId}`);
}

/**
 * Adds a show (at the end) or updates its note; `position` then moves it there (clamped to the list's
 * length) and the items between shift by one, so positions stay 1..n.
 */
export async function putItem(
  db: Database,
  userId: number,
  listId: number,
  showId: number,
  body: ListItemBody,
): Promise<PutListItemResult> {
  return db.transaction(async (tx) => {
    await lockOwnList(tx, userId, listId);
    // a hidden show is a missing one here as everywhere (its place on lists is kept, not shown)
    if (!(await tx.query(sql`SELECT 1 FROM visible_show WHERE id = ${showId}`)).length) throw notFound(MESSAGES.showNotFound);
    const { n } = (await firstRow(tx, CountRow, sql`SELECT count(*)::int AS n FROM user_list_item WHERE list_id = ${listId}`))!;
    const existing = await firstRow(
      tx,
      PositionRow,
      sql`SELECT position FROM user_list_item WHERE list_id = ${listId} AND show_id = ${showId}`,
    );
    let from = existing?.position;
    let size = n;
    if (from === undefined) {
      if (n >= DIARY_LIMITS.itemsPerList) throw badRequest(DIARY_MESSAGES.tooManyItems);
      from = size = n + 1;
      await tx.query(
        sql`INSERT INTO user_list_item (list_id, show_id, position, note) VALUES (${listId}, ${showId}, ${from}, ${body.note ?? ''})`,
      );
    } else if (body.note !== undefined)
      await tx.query(sql`UPDATE user_list_item SET note = ${body.note} WHERE list_id = ${listId} AND show_id = ${showId}`);
    const to = Math.min(body.position ?? from, size);
    // Stryker disable next-line ConditionalExpression: equivalent when always true (a move from a place to itself changes no row)
    if (to !== from)
      await tx.query(
        sql`UPDATE user_list_item SET position = CASE
              WHEN show_id = ${showId} THEN ${to}::int
              WHEN ${to}::int < ${from}::int THEN position + 1
              ELSE position - 1 END
            WHERE list_id = ${listId} AND position BETWEEN least(${to}::int, ${from}::int) AND greatest(${to}::int, ${from}::int)`,
      );
    const row = await firstRow(
      tx,
      ItemRow,
      sql`SELECT ${CARD_COLUMNS}, i.note, i.position FROM user_list_item i JOIN show s ON s.id = i.show_id
          WHERE i.list_id = ${listId} AND i.show_id = ${showId}`,
    );
    return { show: toCard(row!), note: row!.note, position: row!.position, added: existing === undefined };
  });
}

export async function deleteItem(db: Database, userId: number, listId: number, showId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnList(tx, userId, listId);
    const gone = await firstRow(
      tx,
      PositionRow,
      sql`DELETE FROM user_list_item WHERE list_id = ${listId} AND show_id = ${showId}
            AND show_id IN (SELECT id FROM visible_show) RETURNING position`,
    );
    if (!gone) throw notFound(DIARY_MESSAGES.itemNotFound);
    await tx.query(sql`UPDATE user_list_item SET position = position - 1 WHERE list_id = ${listId} AND position > ${gone.position}`);
  });
}
