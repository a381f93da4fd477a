/** Hero slides as the console edits them (the public `GET hero` reads marketing.queries.ts). */
import type { AdminHeroSlide, HeroSlideBody } from '@klama/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';
import { heroKorean, toHeroSlide, HERO_COLUMNS, HeroRow as PublicHeroRow } from '../marketing/marketing.queries.js';

const HeroRow = PublicHeroRow.extend({ id: Int });
type HeroRow = z.infer<typeof HeroRow>;
/** A slide with its English text and, beside it, its Korean (null where there is none). */
const toSlide = (r: HeroRow): AdminHeroSlide => ({ id: r.id, ...toHeroSlide(r, 'en'), ko: heroKorean(r) });

const COLUMNS = sql`id, ${HERO_COLUMNS}`;

/** A slide as the writes store it: the English, and the Korean with null for none. */
export type HeroSlideText = Omit<HeroSlideBody, 'ko'> & { ko: AdminHeroSlide['ko'] };

export async function adminHeroSlides(db: Queryable): Promise<AdminHeroSlide[]> {
  return (await rows(db, HeroRow, sql`SELECT ${COLUMNS} FROM hero ORDER BY "order", id`)).map(toSlide);
}

export async function findHeroSlide(db: Queryable, id: number): Promise<AdminHeroSlide | undefined> {
  const row = await firstRow(db, HeroRow, sql`SELECT ${COLUMNS} FROM hero WHERE id = ${id} FOR UPDATE`);
  return row && toSlide(row);
}

/** A new slide goes last. */
export async function insertHeroSlide(tx: Queryable, s: HeroSlideText): Promise<AdminHeroSlide> {
  const row = await firstRow(
    tx,
    HeroRow,
    sql`INSERT INTO hero ("order", url, title, tagline, img, tag_label, tag_color, title_ko, tagline_ko, tag_label_ko)
        SELECT coalesce(max("order"), 0) + 1, ${s.url}, ${s.title}, ${s.tagline ?? null}, ${s.img}, ${s.tag.label}, ${s.tag.color},
          ${s.ko.title}, ${s.ko.tagline}, ${s.ko.tagLabel} FROM hero
        RETURNING ${COLUMNS}`,
  );
  return toSlide(row!);
}

export async function updateHeroSlide(tx: Queryable, id: number, s: HeroSlideText): Promise<AdminHeroSlide> {
  const row = await firstRow(
    tx,
    HeroRow,
    sql`UPDATE hero SET url = ${s.url}, title = ${s.title}, tagline = ${s.tagline ?? null}, img = ${s.img},
          tag_label = ${s.tag.label}, tag_color = ${s.tag.color},
          title_ko = ${s.ko.title}, tagline_ko = ${s.ko.tagline}, tag_label_ko = ${s.ko.tagLabel}
        WHERE id = ${id} RETURNING ${COLUMNS}`,
  );
  return toSlide(row!);
}

/** Deletes a slide and closes the gap in the order. */
export async function deleteHeroSlide(tx: Queryable, id: number): Promise<void> {
  await tx.query(sql`DELETE FROM hero WHERE id = ${id}`);
  await renumberHeroSlides(
    tx,
    (await adminHeroSlides(tx)).map((s) => s.id),
  );
}

/** Orders 1…n in the given order: in two steps, so no two slides share an order in between. */
export async function renumberHeroSlides(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query(sql`UPDATE hero SET "order" = -"order"`);
  await tx.query(
    sql`UPDATE hero h SET "order" = o.position FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position) WHERE h.id = o.id`,
  );
}
