/**
 * Deleting one's account in the browser (issue 25 item 7): Settings offers the diary's export, then a dialog asks the
 * password again; a wrong one keeps the account, the right one erases it, signs this browser out and says so; the
 * account's public list is then gone (the not-found screen, 404), and another signed-in browser is signed out too.
 * axe on the section, the dialog and the page after, at 360 and 1280 px in English and Korean; with
 * SCREENSHOTS=<dir> each is saved there as a PNG.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, baseURL, PASSWORD, PHONE, SETTLE, signIn, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { pagePath, preferKorean } from './korean';
import { violations } from './axe';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SCREENSHOTS = process.env.SCREENSHOTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SIGNAL = 9000010;

const signedInUser = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? 'null') as { state?: { user?: unknown } } | null)?.state?.user ?? null);

describe('deleting my account', () => {
  const open = useBrowser();

  it('offers the export, keeps the account on a wrong password, then erases it: its public list answers 404', async () => {
    const username = uniqueName('leaving');
    const page = await open(DESKTOP);
    await signUp(page, username);
    const list = await api<{ id: number }>(page, 'POST', '/lists', { name: 'Goodbye dramas', visibility: 'public' });
    await api(page, 'PUT', `/lists/${list.id}/items/${SIGNAL}`, {});
    const reader = await open(MOBILE);
    expect((await reader.goto(`/lists/${list.id}`))?.status()).toBe(200);
    await reader.getByRole('heading', { name: 'Goodbye dramas' }).waitFor();
    // the same account signed in on another device
    const elsewhere = await open(MOBILE);
    await signIn(elsewhere, { username, password: PASSWORD });

    await page.getByRole('heading', { name: 'Delete My Account' }).waitFor();
    const section = page.locator('section.delete-account');
    await section.getByRole('button', { name: 'Download my diary (JSON)' }).waitFor();
    await section.getByRole('button', { name: 'Download my diary (CSV)' }).waitFor();
    const opener = section.getByRole('button', { name: 'Delete my account…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.locator('.delete-account-dialog__warning').getByText('This cannot be undone.').waitFor();
    // focus starts in the password field; Escape closes and gives focus back to the button that opened it
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), SETTLE).toBe('current-password');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), SETTLE).toBe('Delete my account…');

    await opener.click();
    const confirm = dialog.getByRole('button', { name: 'Delete my account', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await confirm.click();
    await dialog.getByRole('alert').filter({ hasText: 'The password is incorrect: your account was not deleted' }).waitFor();
    expect(pagePath(page.url())).toBe('/settings');

    await dialog.getByLabel('Your password').fill(PASSWORD);
    await confirm.click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect(pagePath(page.url())).toBe('/account-deleted');
    expect(await signedInUser(page)).toBeNull();
    await page.reload();
    expect(await signedInUser(page)).toBeNull();

    // the public list: gone for everyone, on a fresh load (server-rendered) and in the app
    const stranger = await open(DESKTOP);
    expect((await stranger.goto(`/lists/${list.id}`))?.status()).toBe(404);
    await stranger.getByText('List not found').waitFor();
    await reader.reload();
    await reader.getByText('List not found').waitFor();
    // the other device is signed out at its next call
    await elsewhere.goto('/settings');
    await elsewhere.waitForURL((url) => pagePath(url) === '/login');
    // asked again until the sign-out's navigation has settled (a read during it loses its page)
    await expect.poll(() => signedInUser(elsewhere).catch(() => 'navigating'), SETTLE).toBeNull();
    // the name is free again
    await signUpWelcomed(await open(DESKTOP), username);
  });
});

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe.each(SIZES.flatMap((size) => (['en', 'kr'] as const).map((language) => ({ ...size, language }))))(
  'the deletion screens at $width px in $language',
  ({ name, width, height, language }) => {
    const open = useBrowser();
    const phone = width < 768;

    /** axe on the whole page; the screenshot of `part` only when given (the section, at the end of a long page) */
    async function check(p: Page, screen: string, part?: Locator) {
      if (SCREENSHOTS) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const path = join(SCREENSHOTS, `${screen}-${name}-${language}.png`);
        await (part ? part.screenshot({ path }) : p.screenshot({ path }));
      }
      expect(await violations(p)).toEqual([]);
    }

    it('the section, the dialog with a refused password, and the page after: axe clean', async () => {
      const p = await open(phone ? MOBILE : DESKTOP, { ...(phone ? PHONE : {}), bypassCSP: true });
      await p.setViewportSize({ width, height });
      await signUp(p, uniqueName(`axedel${width}`));
      if (language === 'kr') {
        // signed up through the English form; from here on the page is Korean
        await preferKorean(p.context(), baseURL());
        await p.evaluate(() => localStorage.setItem('general', JSON.stringify({ state: { language: 'kr' }, version: 0 })));
        await p.reload();
        await p.locator('html[lang="ko"]').waitFor({ state: 'attached' });
      }
      const section = p.locator('section.delete-account');
      await section.scrollIntoViewIfNeeded();
      await check(p, 'delete-section', section);

      await section.locator('.delete-account__open').click();
      const dialog = p.getByRole('dialog');
      const password = dialog.locator('input[autocomplete="current-password"]');
      await password.fill('not-my-password');
      await dialog.locator('.owner-proof__confirm').click();
      await dialog.getByRole('alert').waitFor();
      await check(p, 'delete-dialog');

      await password.fill(PASSWORD);
      await dialog.locator('.owner-proof__confirm').click();
      await p.waitForURL((url) => pagePath(url) === '/account-deleted');
      await p.locator('h1.page-title').waitFor();
      await p.getByRole('status').waitFor();
      await check(p, 'account-deleted');
    });
  },
);
