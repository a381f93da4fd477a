/** Hero slides and the About text, in the asked language (the Korean where there is some, else the English). */
import { HeroSlide, type CatalogueLanguage, type HeroKorean } from '@klama/contract';
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import { firstRow, Int, rows } from '../db/rows.js';
import { sql } from '../db/sql.js';

/** A hero row as stored, both languages (the admin console adds its `id`). */
export const HeroRow = z.object({
  order: Int,
  url: z.string(),
  title: z.string(),
  tagline: z.string().nullable(),
  img: z.string(),
  tag_label: z.string(),
  tag_color: HeroSlide.shape.tag.shape.color,
  title_ko: z.string().nullable(),
  tagline_ko: z.string().nullable(),
  tag_label_ko: z.string().nullable(),
});
export type HeroRow = z.infer<typeof HeroRow>;
export const HERO_COLUMNS = sql`"order", url, title, tagline, img, tag_label, tag_color, title_ko, tagline_ko, tag_label_ko`;

/** A slide in one language: in Korean, each text the slide has in Korean, the English for the others. */
export function toHeroSlide(r: HeroRow, language: CatalogueLanguage = 'en'): HeroSlide {
  const ko = language === 'ko';
  const tagline = (ko ? r.tagline_ko : null) ?? r.tagline;
  return {
    order: r.order,
    url: r.url,
    title: (ko ? r.title_ko : null) ?? r.title,
    ...(tagline ? { tagline } : {}),
    img: r.img,
    tag: { label: (ko ? r.tag_label_ko : null) ?? r.tag_label, color: r.tag_color },
  };
}

export const heroKorean = (r: HeroRow): HeroKorean => ({ title: r.title_ko, tagline: r.tagline_ko, tagLabel: r.tag_label_ko });

export async function heroSlides(db: Queryable, language: CatalogueLanguage): Promise<HeroSlide[]> {
  const slides = await rows(db, HeroRow, sql`SELECT ${HERO_COLUMNS} FROM hero ORDER BY "order"`);
  return slides.map((r) => toHeroSlide(r, language));
}

const AboutRow = z.object({ about: z.string(), about_ko: z.string().nullable() });
export type SiteAbout = { about: string; ko: { about: string | null } };

/** The About text in both languages (no row yet: empty English, no Korean). */
export async function siteAboutTexts(db: Queryable): Promise<SiteAbout> {
  const row = await firstRow(db, AboutRow, sql`SELECT about, about_ko FROM site_profile WHERE id = 1`);
  return { about: row?.about ?? '', ko: { about: row?.about_ko ?? null } };
}

export async function siteAbout(db: Queryable, language: CatalogueLanguage): Promise<string> {
  const texts = await siteAboutTexts(db);
  return (language === 'ko' ? texts.ko.about : null) ?? texts.about;
}
