/** Hero slides and the About text. */
import type { HeroSlide } from '@klama/contract';
import type { Queryable } from '../db/client.js';

/** A hero row as stored (the admin console adds its `id`). */
export interface HeroRow {
  order: number;
  url: string;
  title: string;
  tagline: string | null;
  img: string;
  tag_label: string;
  tag_color: HeroSlide['tag']['color'];
}

export const toHeroSlide = (r: HeroRow): HeroSlide => ({
  order: r.order,
  url: r.url,
  title: r.title,
  ...(r.tagline ? { tagline: r.tagline } : {}),
  img: r.img,
  tag: { label: r.tag_label, color: r.tag_color },
});

export async function heroSlides(db: Queryable): Promise<HeroSlide[]> {
  const rows = await db.query<HeroRow>('SELECT "order", url, title, tagline, img, tag_label, tag_color FROM hero ORDER BY "order"');
  return rows.map(toHeroSlide);
}

export async function siteAbout(db: Queryable): Promise<string> {
  const [row] = await db.query<{ about: string }>('SELECT about FROM site_profile WHERE id = 1');
  return row?.about ?? '';
}
