/**
 * The screens issue 23.8 and the defects of issue 24 changed, at 360 and 1280 px in English and Korean, axe clean:
 * Discover from an address with a keyword that does not exist (no "#id" chip: dropped, the visitor told, in the
 * rendered page and after hydrating), a collection in its curated order, the signed-out diary prompt, the settings
 * with the diary import form (the console's forms: form-controls and console-and-lists-axe). With SCREENSHOTS=<dir> each is saved as a PNG.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, PHONE, signUp, useBrowser, VIEWPORTS } from './browser';
import { preferKorean } from './korean';
import { violations } from './axe';

const SCREENSHOTS = process.env.SCREENSHOTS;
const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const WORDS = {
  en: {
    unknown: 'A genre or keyword in the address no longer exists, so it was left out.',
    curated: 'Curated',
    newCollection: 'New collection',
  },
  kr: { unknown: '주소에 있던 장르나 키워드가 더 이상 없어서 필터에서 뺐어요.', curated: '큐레이션 순' },
} as const;

describe.each(SIZES.flatMap((size) => (['en', 'kr'] as const).map((language) => ({ ...size, language }))))(
  'changed screens at $width px in $language',
  ({ name, width, height, language }) => {
    const open = useBrowser();
    const phone = width < 768;
    const words = WORDS[language];

    async function page() {
      const p = await open(phone ? VIEWPORTS[0] : VIEWPORTS[1], { ...(phone ? PHONE : {}), bypassCSP: true });
      await p.setViewportSize({ width, height });
      if (language === 'kr') await preferKorean(p.context(), baseURL());
      return p;
    }
    async function check(p: Page, screen: string) {
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await p.screenshot({ path: join(SCREENSHOTS, `${screen}-${name}-${language}.png`), fullPage: true });
      }
      expect(await violations(p)).toEqual([]);
    }

    it('Discover with a keyword that does not exist: no "#id" chip, dropped from the address, said once', async () => {
      const rendered = await fetch(`${baseURL()}/discover?keyword=999999&genre=1`, { headers: { cookie: `language=${language}` } });
      const html = await rendered.text();
      expect(html).not.toContain('#999999');
      expect(html).toContain(words.unknown);

      const p = await page();
      await p.goto('/discover?keyword=999999&genre=1');
      await p.getByText(words.unknown).waitFor();
      await p.waitForURL((url) => !url.searchParams.has('keyword'));
      expect(new URL(p.url()).searchParams.get('genre')).toBe('1');
      expect(await p.locator('.chips').innerText()).not.toContain('#');
      await p.locator('[data-testid="show-card"]').first().waitFor();
      await check(p, 'discover-unknown-keyword');
    });

    it('a collection in its curated order, the signed-out diary prompt', async () => {
      const p = await page();
      await p.goto('/collection/viewers-choice');
      await p.locator('[data-testid="show-card"]').first().waitFor();
      if (!phone) expect(await p.locator('.sort-select select').inputValue()).toBe('curated');
      else {
        await p.getByRole('button', { name: language === 'en' ? 'Sort by' : '정렬' }).click();
        await p.getByRole('button', { name: words.curated, pressed: true }).waitFor();
        await p.keyboard.press('Escape');
      }
      await check(p, 'collection-curated');
      await p.goto('/details/9000001');
      await p.locator('.details__track').waitFor();
      await check(p, 'details-signed-out');
    });

    // the sign-up helper fills the English form: the settings are shown in English at both sizes
    if (language === 'en')
      it('the settings with the import form', async () => {
        const p = await page();
        await signUp(p, `scr${Date.now().toString(36)}${width}`);
        await p.locator('textarea').waitFor();
        await check(p, 'settings');
      });
  },
);
