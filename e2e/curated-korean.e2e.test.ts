/**
 * Curated text in both languages (issue 28 item 4, decision 0054): the home hero in Korean says the slides' Korean
 * (the sample's heroes.json `ko`), in English the English; the console shows a slide's, a collection's and the About's
 * English and Korean side by side (stacked on a phone), marked where Korean is missing, axe clean, at 360 and 1280 px
 * in English and Korean. With SCREENSHOTS=<dir> each screen is saved there as a PNG.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseURL, SETTLE, signIn, useBrowser } from './browser';
import { preferKorean, switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_CASES, SCREEN_SIZES, screenPage } from './axe';

type Slide = {
  order: number;
  title: string;
  tagline?: string;
  tag: { label: string };
  ko: { title: string; tagline?: string; tagLabel: string };
};
const heroes = (JSON.parse(readFileSync(new URL('../data/catalogue/heroes.json', import.meta.url), 'utf8')) as Slide[]).sort(
  (a, b) => a.order - b.order,
);

const WORDS = {
  en: {
    edit: 'Edit',
    titleEn: 'Title (English)',
    titleKo: 'Title (Korean)',
    nameKo: 'Name (Korean)',
    aboutKo: 'About text (Markdown) (Korean)',
  },
  kr: { edit: '편집', titleEn: '제목 (영어)', titleKo: '제목 (한국어)', nameKo: '이름 (한국어)', aboutKo: '소개 글 (마크다운) (한국어)' },
} as const;

describe('curated text in Korean and English', () => {
  const open = useBrowser();

  it.each(SCREEN_CASES)('the home hero at $width px in $language says the slides in its language', async (c) => {
    const p = await screenPage(open, c);
    if (c.language === 'kr') await preferKorean(p.context(), baseURL());
    await p.goto('/');
    const expected = heroes.map((h) => (c.language === 'kr' ? h.ko.title : h.title));
    await expect.poll(() => p.locator('.hero__title').allTextContents(), SETTLE).toEqual(expected);
    const first = p.locator('.hero__text').first();
    const slide = heroes[0]!;
    expect(await first.locator('.hero__tagline').textContent()).toBe(c.language === 'kr' ? slide.ko.tagline : slide.tagline);
    expect(await first.locator('.tag').textContent()).toBe(c.language === 'kr' ? slide.ko.tagLabel : slide.tag.label);
    expect(await axeCleanScreen(p, `home-hero-${c.name}-${c.language}`, p.locator('.hero'))).toEqual([]);
  });

  describe.each(SCREEN_SIZES)('the console at $width px', (size) => {
    let admin: Page;
    beforeAll(async () => {
      admin = await screenPage(open.lasting, size);
      await signIn(admin, inject('admins').curated);
    });

    for (const language of ['en', 'kr'] as const) {
      it(`in ${language}: a slide, a collection and the About in both languages side by side, axe clean`, async () => {
        const w = WORDS[language];
        const p = admin;
        await switchLanguage(p, baseURL(), language);
        const check = async (screen: string) => expect(await axeCleanScreen(p, `${screen}-${size.name}-${language}`)).toEqual([]);

        // one collection without Korean, so the marks show
        await api(p, 'PATCH', '/admin/collections/new-upcoming', { ko: { name: null, description: null } });
        try {
          await p.goto('/admin/hero');
          await p.getByTestId('korean-count').waitFor();
          await p.locator('.sortable__item').first().getByRole('button', { name: w.edit }).click();
          const form = p.locator('form.admin-form');
          await expect.poll(() => form.getByLabel(w.titleEn, { exact: true }).inputValue(), SETTLE).toBe(heroes[0]!.title);
          expect(await form.getByLabel(w.titleKo, { exact: true }).inputValue()).toBe(heroes[0]!.ko.title);
          expect(await form.getByLabel(w.titleKo, { exact: true }).getAttribute('lang')).toBe('ko');
          // side by side on a desktop, stacked on a phone
          const [en, ko] = await Promise.all([w.titleEn, w.titleKo].map((l) => form.getByLabel(l, { exact: true }).boundingBox()));
          if (size.width >= 768) expect(ko!.x).toBeGreaterThan(en!.x + en!.width);
          else expect(ko!.y).toBeGreaterThan(en!.y + en!.height);
          await check('admin-hero-bilingual');

          await p.goto('/admin/collections');
          await p.getByTestId('korean-missing').first().waitFor();
          await p.locator('.admin-chip').first().click();
          await p.getByLabel(w.nameKo, { exact: true }).waitFor();
          await check('admin-collections-bilingual');

          await p.goto('/admin/about');
          await expect.poll(() => p.getByLabel(w.aboutKo, { exact: true }).inputValue(), SETTLE).toMatch(/^# K-lama 소개/);
          await check('admin-about-bilingual');
        } finally {
          await api(p, 'PATCH', '/admin/collections/new-upcoming', {
            ko: { name: '신작 & 공개 예정', description: '갓 시작한 신작과 곧 찾아올 드라마.' },
          });
        }
      });
    }
  });
});
