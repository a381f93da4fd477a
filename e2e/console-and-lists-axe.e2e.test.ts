/**
 * axe-core on the screens issue 23 (items 7, 12, 14) changed, at 360 and 1280 px, in English and Korean: a public
 * list read signed out (poster cards), a missing list's not-found page, someone else's private profile signed out,
 * the console's users table (stacked on a phone) and its forms with refused fields noted beside them. With
 * SCREENSHOTS=<dir> each screen is also saved there as a PNG, to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, baseURL, PHONE, signIn, signUp, useBrowser, VIEWPORTS } from './browser';
import { preferKorean } from './korean';
import { violations } from './axe';

const SCREENSHOTS = process.env.SCREENSHOTS;
const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const LANGUAGES = ['en', 'kr'] as const;
const KO = {
  newSlide: '새 슬라이드',
  save: '저장',
  newCollection: '새 컬렉션',
  key: /^키/,
  name: '이름',
  title: '제목',
  url: /^링크/,
  img: /^이미지 주소/,
  tag: '태그',
};
const EN = {
  newSlide: 'New slide',
  save: 'Save',
  newCollection: 'New collection',
  key: /^Key/,
  name: 'Name',
  title: 'Title',
  url: /^Link/,
  img: /^Image address/,
  tag: 'Tag',
};

describe.each(SIZES.flatMap((size) => LANGUAGES.map((language) => ({ ...size, language }))))(
  'axe at $width px in $language',
  ({ name, width, height, language }) => {
    const open = useBrowser();
    const phone = width < 768;
    const words = language === 'en' ? EN : KO;

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

    it('a public list read signed out, a missing list, a private profile', async () => {
      const owner = await open(VIEWPORTS[1]);
      await signUp(owner, `axelist${Date.now().toString(36)}${width}${language}`);
      const list = await api<{ id: number }>(owner, 'POST', '/lists', {
        name: 'Rainy days',
        description: 'For grey afternoons',
        visibility: 'public',
      });
      for (const [id, note] of [
        [9000003, 'Bring tissues'],
        [9000001, ''],
        [9000107, ''],
        [9000114, 'A long note about why this one belongs on a rainy day list'],
      ] as const)
        await api(owner, 'PUT', `/lists/${list.id}/items/${id}`, { note });

      const p = await page();
      await p.goto(`/lists/${list.id}`);
      await p.locator('[data-testid="show-card"]').first().waitFor();
      await check(p, 'list-public');
      await p.goto('/lists/999999999');
      await p.locator('h1').waitFor();
      await check(p, 'list-not-found');
      await p.goto('/profile/someone');
      await p.locator('h1').waitFor();
      await check(p, 'profile-private');
    });

    it("the console's users table and its forms with refused fields", async () => {
      const p = await page();
      await signIn(p, inject('admins').consoleAxe);
      await p.goto('/admin/users');
      await p.locator('tr[data-user]').first().waitFor();
      await check(p, 'admin-users');

      await p.goto('/admin/hero');
      await p.getByRole('button', { name: words.newSlide }).click();
      const form = p.locator('form.admin-form');
      await form.getByLabel(words.title, { exact: true }).fill('Spring picks');
      await form.getByLabel(words.url).fill('/collection/most-popular');
      await form.getByLabel(words.img).fill('https://example.com/spring.jpg');
      await form.getByLabel(words.tag, { exact: true }).fill('New');
      await form.getByRole('button', { name: words.save }).click();
      await form.locator('.field__error').waitFor();
      await check(p, 'admin-hero-form');

      await p.goto('/admin/collections');
      await p.getByRole('button', { name: words.newCollection }).click();
      const created = p.locator('form.admin-form');
      await created.getByLabel(words.key).fill('Best Of');
      await created.getByLabel(words.name, { exact: true }).fill('x'.repeat(81));
      await created.getByRole('button', { name: words.save }).click();
      await created.locator('.field__error').first().waitFor();
      await check(p, 'admin-collection-form');
    });
  },
);
