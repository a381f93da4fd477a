/**
 * The in-app notification centre (migration 0086): the fan's notifications newest first, keyset paged, with the
 * show's name and episode; a notification of a show hidden since is left out of every read.
 */
import type { MarkReadBody, NotificationPage, NotificationsQuery } from '@klama/contract';
import { notificationCursor } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { rowsOf, sql } from '../db/sql.js';
import { CARD_COLUMNS, CardRow, toCard } from '../catalogue/show-cards.js';
import type { DueEpisode } from './channels.js';

export async function insertInAppNotifications(tx: Queryable, due: readonly DueEpisode[]): Promise<void> {
  if (!due.length) return;
  await tx.query(
    sql`INSERT INTO notification (user_id, kind, show_id, season_number, episode_number, air_date)
        SELECT v.user_id::int, 'new_episode', v.show_id::int, v.season::int, v.episode::int, v.air_date::date
        FROM (VALUES ${rowsOf(due.map((d) => [d.userId, d.showId, d.season, d.episode, d.airDate]))})
             AS v(user_id, show_id, season, episode, air_date)`,
  );
}

const NotificationRow = CardRow.extend({
  kind: z.literal('new_episode'),
  notification_id: Int,
  at: z.string(),
  read: z.boolean(),
  season: Int,
  episode: Int,
  episode_name: z.string().nullable(),
  air_date: z.string(),
});

const TestRow = z.object({ kind: z.literal('test'), notification_id: Int, at: z.string(), read: z.boolean() });

/** The in-app test notification (POST user/me/notifications/test). */
export async function insertTestNotification(tx: Queryable, userId: number): Promise<void> {
  await tx.query(sql`INSERT INTO notification (user_id, kind) VALUES (${userId}, 'test')`);
}

export async function notificationsOf(db: Queryable, userId: number, q: NotificationsQuery): Promise<NotificationPage> {
  const after = q.before ? sql`AND (n.created_at, n.id) < (${q.before.at}::timestamptz, ${q.before.id}::bigint)` : sql``;
  const found = await rows(
    db,
    z.union([NotificationRow, TestRow]),
    sql`SELECT n.kind, n.id::int AS notification_id, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
               n.read_at IS NOT NULL AS read, ${CARD_COLUMNS},
               n.season_number AS season, n.episode_number AS episode, e.name AS episode_name,
               to_char(n.air_date, 'YYYY-MM-DD') AS air_date
        FROM notification n
        LEFT JOIN visible_show s ON s.id = n.show_id
        LEFT JOIN episode e ON e.show_id = n.show_id AND e.season_number = n.season_number AND e.episode_number = n.episode_number
        WHERE n.user_id = ${userId} AND (s.id IS NOT NULL OR n.kind = 'test') ${after}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${q.limit + 1}`,
  );
  const items = found.slice(0, q.limit).map((r) =>
    r.kind === 'test'
      ? { id: r.notification_id, kind: r.kind, at: r.at, read: r.read, path: '/settings' }
      : {
          id: r.notification_id,
          kind: r.kind,
          at: r.at,
          read: r.read,
          show: toCard(r),
          season: r.season,
          episode: r.episode,
          episodeName: r.episode_name,
          airDate: r.air_date,
          path: `/details/${r.id}`,
        },
  );
  const last = items.at(-1);
  return { items, nextBefore: found.length > q.limit && last ? notificationCursor(last) : null };
}

const CountRow = z.object({ unread: Int });

export async function unreadCountOf(db: Queryable, userId: number): Promise<number> {
  const row = await firstRow(
    db,
    CountRow,
    sql`SELECT count(*)::int AS unread FROM notification n LEFT JOIN visible_show s ON s.id = n.show_id
        WHERE n.user_id = ${userId} AND n.read_at IS NULL AND (s.id IS NOT NULL OR n.kind = 'test')`,
  );
  return row?.unread ?? 0;
}

/** Marks the fan's own notifications read: these ids, or all of them. */
export async function markRead(db: Queryable, userId: number, body: MarkReadBody): Promise<void> {
  const only = body.ids ? sql`AND id = ANY(${body.ids}::bigint[])` : sql``;
  await db.query(sql`UPDATE notification SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL ${only}`);
}
