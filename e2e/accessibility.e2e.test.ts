/**
 * axe-core (injected into the page) on every public page (a public list's too) and every dialog a visitor can open, at a phone's width
 * (360 px) and a desktop's (1280 px): no violation of any rule axe runs by default (WCAG 2.x A/AA and best practices).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUpWelcomed, useBrowser } from './browser';
import { SCREEN_SIZES, screenPage, violations } from './axe';

const PAGES = [
  { path: '/', ready: '[data-testid="show-card"]' },
  { path: '/details/9000001', ready: 'h1' },
  { path: '/discover', ready: '[data-testid="show-card"]' },
  // several genres (with their all-or-any choice), a year range, an airing state, another order
  { path: '/discover?genre=1,4&year_from=2016&year_to=2020&status=ended&sort=popularity_desc', ready: '[data-testid="show-card"]' },
  { path: '/genre/romance/1', ready: '[data-testid="show-card"]' },
  // an actor's page (known for, the character under each card); sample people's ids are stable (a hash of the name)
  { path: '/cast/hyun-bin/1687948751', ready: '[data-testid="show-card"]' },
  // a person with no details (birth, biography): the header without them
  { path: '/cast/seo-ji-hye/1521132067', ready: '[data-testid="show-card"]' },
  { path: '/collection/viewers-choice', ready: '[data-testid="show-card"]' },
  { path: '/about', ready: 'h1' },
  { path: '/login', ready: 'form' },
  { path: '/signup', ready: 'form' },
  { path: '/no-such-page/at-all', ready: 'h1' },
  { path: '/details/99999999999999999999', ready: 'h1' },
  { path: '/search', ready: 'form' },
  { path: '/search?q=the', ready: '[data-testid="show-card"]' },
];

describe('axe', () => {
  const open = useBrowser();
  // one owner's public list, made once, read signed out at both sizes
  let listId: number;
  beforeAll(async () => {
    const owner = await open.lasting(SCREEN_SIZES[1]);
    await signUpWelcomed(owner, `axe${Date.now().toString(36)}`);
    const list = await api<{ id: number }>(owner, 'POST', '/lists', { name: 'Favourites', description: 'Mine', visibility: 'public' });
    await api(owner, 'PUT', `/lists/${list.id}/items/9000001`, { note: 'Best ending' });
    await api(owner, 'PUT', `/lists/${list.id}/items/9000003`, {});
    listId = list.id;
  });

  describe.each(SCREEN_SIZES)('at $width px', (size) => {
    const phone = size.width < 768;
    /** The signed-out visitor's page at this size, loaded again for each check. */
    let visitor: Page;
    beforeAll(async () => {
      visitor = await screenPage(open.lasting, size);
    });

    /** `path` in the visitor's page, once `ready` is there. */
    async function load(path: string, ready: string) {
      await visitor.goto(path);
      await visitor.locator(ready).first().waitFor();
      return visitor;
    }

    it('(the check itself finds a violation when there is one)', async () => {
      const page = await load('/about', 'h1');
      await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
      expect((await violations(page)).join('\n')).toMatch(/^button-name \(critical\)/m);
    });

    it.each(PAGES)('$path has no violation', async ({ path, ready }) => {
      const page = await load(path, ready);
      expect(await violations(page)).toEqual([]);
    });

    it("a public list's page, signed out, has no violation", async () => {
      const page = await load(`/lists/${listId}`, 'h1');
      expect(await violations(page)).toEqual([]);
    });

    it('the search overlay, with suggestions and one chosen, has no violation', async () => {
      const page = await load('/', '[data-testid="show-card"]');
      await page.getByRole('button', { name: 'Search Drama...' }).click();
      const box = page.getByRole('combobox', { name: 'Search for drama' });
      await box.fill('Squid');
      await page
        .getByRole('option', { name: /Squid Game/ })
        .first()
        .waitFor();
      await box.press('ArrowDown');
      expect(await violations(page)).toEqual([]);
    });

    it('signed in: the diary panel (a refused date shown), its question before progress is cleared, /lists and the diary page have no violation', async () => {
      const page = await screenPage(open, size);
      await signUpWelcomed(page, `axefan${Date.now().toString(36)}${size.width}`);
      await api(page, 'PATCH', '/user-show/entry/9000107', { episodesWatched: 16, rating: 8, notes: 'So good', startedOn: '2026-01-03' });
      await api(page, 'POST', '/lists', { name: 'A list with a rather long name for a narrow phone screen', visibility: 'private' });
      await page.goto('/details/9000107');
      const panel = page.locator('.diary-panel');
      await panel.locator('.diary-lists select').waitFor();
      await panel.getByRole('button', { name: 'Add to list' }).click();
      await panel.getByRole('status').filter({ hasText: 'Added' }).waitFor();
      await panel.getByLabel('Finished on').fill('2025-12-01');
      await panel.getByText('The finish date cannot be before the start date.').waitFor();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('group', { name: 'Your lists' }).getByRole('button', { name: 'Watched' }).click();
      await page.getByRole('dialog', { name: 'Clear your progress?' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      for (const [path, ready] of [
        ['/lists', '.my-lists'],
        ['/profile/diary', '.diary-list'],
      ] as const) {
        await page.goto(path);
        await page.locator(ready).waitFor();
        expect(await violations(page), path).toEqual([]);
      }
    });

    it('the cast dialog has no violation', async () => {
      const page = await load('/details/9000001', 'h1');
      await page.getByRole('button', { name: 'Details', exact: true }).click();
      await page.getByRole('dialog', { name: 'Cast' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    if (phone) {
      it('the filter sheet and the sort dialog have no violation', async () => {
        const page = await load('/discover', '[data-testid="show-card"]');
        await page.getByRole('button', { name: 'Filter', exact: true }).click();
        await page.getByRole('dialog', { name: 'Filter' }).waitFor();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });

        await page.goto('/genre/romance/1');
        await page.getByRole('button', { name: 'Sort by' }).click();
        await page.getByRole('dialog', { name: 'Sort by' }).waitFor();
        expect(await violations(page)).toEqual([]);
      });

      it('the open phone menu has no violation', async () => {
        const page = await load('/discover', '[data-testid="show-card"]');
        await page.locator('.nav-dropdown__trigger').click();
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
});
