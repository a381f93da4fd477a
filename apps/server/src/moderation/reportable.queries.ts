/**
 * What a fan may report (decision 0046): one entry per kind, saying how to find the target as the reporter sees it,
 * how to hide it from every reader, and how the console shows many of them at once (with the author). The fan's
 * report and the console's queue and actions only go through this table, so a new kind is one entry here plus its
 * name in the contract's REPORT_KINDS (and the migration's report_kind_check), as comments were (0085).
 */
import type { ReportKind } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql, type Sql } from '../db/sql.js';
import { readableComments } from '../comments/comments.queries.js';
import { publicList } from '../personal-lists/personal-lists.queries.js';
import { notBlocked } from '../profiles/blocks.queries.js';
import { findVisibleFan } from '../profiles/fans.queries.js';
import { readableReviews } from '../reviews/reviews.queries.js';

/** A reported thing: its own id (a profile's is its account's) and its author's account. */
export interface ReportTarget {
  id: number;
  authorId: number;
}

/** A reported thing as the console shows it. */
export interface ReportedContent {
  title: string;
  text: string;
  /** where readers see it (a path on this site) */
  link: string | null;
  hidden: boolean;
  authorId: number;
  author: string;
  authorDisabled: boolean;
}

export interface ReportableKind {
  /**
   * The target as `viewerId` may read it at this moment: undefined when it does not exist or the viewer cannot see
   * it (hidden, private, blocked either way), which the report answers with one 404. `ref`: the report body's `id`.
   */
  find(db: Queryable, ref: number | string, viewerId: number): Promise<ReportTarget | undefined>;
  /** Hides it from every reader (hiding twice changes nothing), in the resolving transaction. */
  hide(tx: Queryable, id: number): Promise<void>;
  /** Shows it again (decision 0048): every read that left it out has it back; false when it was not hidden. */
  unhide(tx: Queryable, id: number): Promise<boolean>;
  /** Many targets of the kind in one statement (a page of the queue); deleted ones are missing from the map. */
  describe(db: Queryable, ids: number[]): Promise<Map<number, ReportedContent>>;
}

const TargetRow = z.object({ id: Int, author_id: Int });
const ContentRow = z.object({
  id: Int,
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  hidden: z.boolean(),
  author_id: Int,
  author: z.string(),
  author_disabled: z.boolean(),
});

/** The longest excerpt of a reported text the queue shows. */
const EXCERPT = 600;
/** The longest excerpt of a reported comment that stands as its title in the queue (on one line). */
const TITLE_EXCERPT = 80;

async function target(db: Queryable, statement: Sql): Promise<ReportTarget | undefined> {
  const row = await firstRow(db, TargetRow, statement);
  return row && { id: row.id, authorId: row.author_id };
}

/** `columns` selects id, title, text, link, hidden and author_id of `ids`; the author's name and state are joined here. */
async function describeRows(db: Queryable, ids: number[], columns: Sql): Promise<Map<number, ReportedContent>> {
  if (ids.length === 0) return new Map();
  const found = await rows(
    db,
    ContentRow,
    sql`SELECT c.id, c.title, left(c.text, ${EXCERPT}) AS text, c.link, c.hidden, c.author_id, u.username AS author,
          u.disabled_at IS NOT NULL AS author_disabled
        FROM (${columns}) c JOIN app_user u ON u.id = c.author_id WHERE c.id = ANY(${ids}::int[])`,
  );
  return new Map(
    found.map((r) => [
      r.id,
      {
        title: r.title,
        text: r.text,
        link: r.link,
        hidden: r.hidden,
        authorId: r.author_id,
        author: r.author,
        authorDisabled: r.author_disabled,
      },
    ]),
  );
}

const Unhidden = z.object({ id: Int });
async function unhide(tx: Queryable, statement: Sql): Promise<boolean> {
  return (await rows(tx, Unhidden, statement)).length > 0;
}

const asId = (ref: number | string) => (typeof ref === 'number' ? ref : Number.NaN);

export const REPORTABLE: Record<ReportKind, ReportableKind> = {
  review: {
    find: (db, ref, viewerId) =>
      target(db, sql`SELECT r.id, r.user_id AS author_id FROM ${readableReviews(viewerId)} AND r.id = ${asId(ref)}`),
    hide: async (tx, id) => {
      await tx.query(sql`UPDATE review SET hidden_at = coalesce(hidden_at, now()) WHERE id = ${id}`);
    },
    unhide: (tx, id) => unhide(tx, sql`UPDATE review SET hidden_at = NULL WHERE id = ${id} AND hidden_at IS NOT NULL RETURNING id`),
    describe: (db, ids) =>
      describeRows(
        db,
        ids,
        sql`SELECT id, title, body AS text, '/details/' || show_id || '/reviews' AS link, hidden_at IS NOT NULL AS hidden,
              user_id AS author_id FROM review`,
      ),
  },
  list: {
    // a list anyone may open (listPage), by a fan not blocked either way with the reporter
    find: (db, ref, viewerId) =>
      target(
        db,
        sql`SELECT l.id, l.user_id AS author_id FROM user_list l
            WHERE l.id = ${asId(ref)} AND (${publicList(sql`l`)} OR l.user_id = ${viewerId}) AND ${notBlocked(viewerId, sql`l.user_id`)}`,
      ),
    hide: async (tx, id) => {
      await tx.query(sql`UPDATE user_list SET hidden_at = coalesce(hidden_at, now()) WHERE id = ${id}`);
    },
    unhide: (tx, id) => unhide(tx, sql`UPDATE user_list SET hidden_at = NULL WHERE id = ${id} AND hidden_at IS NOT NULL RETURNING id`),
    describe: (db, ids) =>
      describeRows(
        db,
        ids,
        sql`SELECT id, name AS title, description AS text, '/lists/' || id AS link, hidden_at IS NOT NULL AS hidden,
              user_id AS author_id FROM user_list`,
      ),
  },
  profile: {
    find: async (db, ref, viewerId) => {
      const fan = await findVisibleFan(db, String(ref), viewerId);
      return fan && { id: fan.id, authorId: fan.id };
    },
    hide: async (tx, id) => {
      await tx.query(sql`UPDATE app_user SET profile_hidden_at = coalesce(profile_hidden_at, now()) WHERE id = ${id}`);
    },
    unhide: (tx, id) =>
      unhide(tx, sql`UPDATE app_user SET profile_hidden_at = NULL WHERE id = ${id} AND profile_hidden_at IS NOT NULL RETURNING id`),
    describe: (db, ids) =>
      describeRows(
        db,
        ids,
        sql`SELECT id, username AS title, '' AS text, '/profile/' || username AS link, profile_hidden_at IS NOT NULL AS hidden,
              id AS author_id FROM app_user`,
      ),
  },
  comment: {
    // as the reporter reads it (readableComments: not hidden, not blocked either way, its review or list readable),
    // and not a deleted thread's placeholder (there is nothing left of it to report)
    find: (db, ref, viewerId) =>
      target(
        db,
        sql`SELECT c.id, c.user_id AS author_id FROM ${readableComments(viewerId)} AND c.id = ${asId(ref)} AND c.deleted_at IS NULL`,
      ),
    hide: async (tx, id) => {
      await tx.query(sql`UPDATE comment SET hidden_at = coalesce(hidden_at, now()) WHERE id = ${id}`);
    },
    unhide: (tx, id) => unhide(tx, sql`UPDATE comment SET hidden_at = NULL WHERE id = ${id} AND hidden_at IS NOT NULL RETURNING id`),
    // the page it is on: its review's (the show's reviews page) or its list's
    describe: (db, ids) =>
      describeRows(
        db,
        ids,
        sql`SELECT c.id, left(btrim(regexp_replace(c.body, '[[:space:]]+', ' ', 'g')), ${TITLE_EXCERPT}) AS title, c.body AS text,
              coalesce('/details/' || r.show_id || '/reviews', '/lists/' || c.list_id) AS link, c.hidden_at IS NOT NULL AS hidden,
              c.user_id AS author_id
            FROM comment c LEFT JOIN review r ON r.id = c.review_id WHERE c.deleted_at IS NULL`,
      ),
  },
};
