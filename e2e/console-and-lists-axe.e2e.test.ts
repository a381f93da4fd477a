/**
 * axe-core on the screens issue 23 (items 7, 12, 14) changed, at 360 and 1280 px, in English and Korean: a public
 * list read signed out (poster cards), a missing list's not-found page, someone else's private profile signed out,
 * the console's users table (stacked on a phone) and its forms with refused fields noted beside them. With
 * SCREENSHOTS=<dir> each screen is also saved there as a PNG, to be looked at.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, baseURL, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { preferKorean, switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_LANGUAGES, SCREEN_SIZES, screenPage, type ScreenLanguage } from './axe';

const KO = {
  newSlide: '새 슬라이드',
  save: '저장',
  newCollection: '새 컬렉션',
  key: /^키/,
  name: '이름 (영어)',
  title: '제목 (영어)',
  url: /^링크/,
  img: /^이미지 주소/,
  tag: '태그 (영어)',
};
const EN = {
  newSlide: 'New slide',
  save: 'Save',
  newCollection: 'New collection',
  key: /^Key/,
  name: 'Name (English)',
  title: 'Title (English)',
  url: /^Link/,
  img: /^Image address/,
  tag: 'Tag (English)',
};

describe('the screens of issue 23', () => {
  const open = useBrowser();
  // one owner's public list, made once, read signed out in every case
  let listId: number;
  beforeAll(async () => {
    const owner = await open.lasting(VIEWPORTS[1]);
    await signUpWelcomed(owner, `axelist${Date.now().toString(36)}`);
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
    listId = list.id;
  });

  describe.each(SCREEN_SIZES)('axe at $width px', (size) => {
    // the console's admin (global setup's second), signed in once a size
    let admin: Page;
    beforeAll(async () => {
      admin = await screenPage(open.lasting, size);
      await signIn(admin, inject('admins').consoleAxe);
    });

    const check = async (p: Page, screen: string, language: ScreenLanguage) =>
      expect(await axeCleanScreen(p, `${screen}-${size.name}-${language}`)).toEqual([]);

    for (const language of SCREEN_LANGUAGES) {
      it(`in ${language}: a public list read signed out, a missing list, a private profile`, async () => {
        const p = await screenPage(open, size);
        if (language === 'kr') await preferKorean(p.context(), baseURL());
        await p.goto(`/lists/${listId}`);
        await p.locator('[data-testid="show-card"]').first().waitFor();
        await check(p, 'list-public', language);
        await p.goto('/lists/999999999');
        await p.locator('h1').waitFor();
        await check(p, 'list-not-found', language);
        await p.goto('/profile/someone');
        await p.locator('h1').waitFor();
        await check(p, 'profile-private', language);
      });

      it(`in ${language}: the console's users table and its forms with refused fields`, async () => {
        const words = language === 'en' ? EN : KO;
        const p = admin;
        await switchLanguage(p, baseURL(), language);
        await p.goto('/admin/users');
        await p.locator('tr[data-user]').first().waitFor();
        await check(p, 'admin-users', language);

        await p.goto('/admin/hero');
        await p.getByRole('button', { name: words.newSlide }).click();
        const form = p.locator('form.admin-form');
        await form.getByLabel(words.title, { exact: true }).fill('Spring picks');
        await form.getByLabel(words.url).fill('/collection/most-popular');
        await form.getByLabel(words.img).fill('https://example.com/spring.jpg');
        await form.getByLabel(words.tag, { exact: true }).fill('New');
        await form.getByRole('button', { name: words.save }).click();
        await form.locator('.field__error').waitFor();
        await check(p, 'admin-hero-form', language);

        await p.goto('/admin/collections');
        await p.getByRole('button', { name: words.newCollection }).click();
        const created = p.locator('form.admin-form');
        await created.getByLabel(words.key).fill('Best Of');
        await created.getByLabel(words.name, { exact: true }).fill('x'.repeat(81));
        await created.getByRole('button', { name: words.save }).click();
        await created.locator('.field__error').first().waitFor();
        await check(p, 'admin-collection-form', language);
      });
    }
  });
});
