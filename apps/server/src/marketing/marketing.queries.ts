/** Hero slides and the About text. */
import { HeroSlide } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

/** A hero row as stored (the admin console adds its `id`). */
export const HeroRow = z.object({
  order: Int,
  url: z.string(),
  title: z.string(),
  tagline: z.string().nullable(),
  img: z.string(),
  tag_label: z.string(),
  tag_color: HeroSlide.shape.tag.shape.color,
});
export type HeroRow = z.infer<typeof HeroRow>;

export const toHeroSlide = (r: HeroRow): HeroSlide => ({
  order: r.order,
  url: r.url,
  title: r.title,
  ...(r.tagline ? { tagline: r.tagline } : {}),
  img: r.img,
  tag: { label: r.tag_label, color: r.tag_color },
});

export async function heroSlides(db: Queryable): Promise<HeroSlide[]> {
  const slides = await rows(db, HeroRow, sql`SELECT "order", url, title, tagline, img, tag_label, tag_color FROM hero ORDER BY "order"`);
  return slides.map(toHeroSlide);
}

const AboutRow = z.object({ about: z.string() });

export async function siteAbout(db: Queryable): Promise<string> {
  return (await firstRow(db, AboutRow, sql`SELECT about FROM site_profile WHERE id = 1`))?.about ?? '';
}
