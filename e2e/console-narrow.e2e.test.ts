/**
 * The console's users table on a phone (issue 23, item 14): every row a card whose status, date and actions are
 * on screen, with no sideways scrolling; the operator's own row offers neither "disable" nor "revoke" (item 7). And
 * the language switch's "Korean" tooltip: a tap never leaves it open; a mouse's hover or a keyboard's focus shows
 * it, a click or Escape closes it, and moving away and back shows it again.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, SETTLE, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const [, DESKTOP] = VIEWPORTS;
const NARROW = { name: 'narrow', width: 360, height: 780 } as const;

async function signInAsAdmin(page: Page) {
  const admin = inject('admins').consoleNarrow;
  await signIn(page, admin);
  return admin.username;
}

/** The tooltip's opacity once its fade has ended (read as a number). */
const tooltipOpacity = (page: Page) => page.locator('.lang-toggle .tooltip').evaluate((el) => Number(getComputedStyle(el).opacity));

describe('the console on a narrow screen', () => {
  const open = useBrowser();

  it('the users table stacks into cards: status, date and actions on screen; no disable on my own row', async () => {
    const someone = await open(DESKTOP);
    const name = `stacked${Date.now().toString(36)}`;
    await signUpWelcomed(someone, name);
    const page = await open(NARROW, PHONE);
    const me = await signInAsAdmin(page);
    await page.goto('/admin/users');
    const rows = page.locator('tr[data-user]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    // nothing wider than the screen: no sideways scrolling of the page or of the table
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    expect(await page.locator('.admin-table-wrap').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const row of await rows.all()) {
      for (const cell of await row.locator('th, td:not(:empty)').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      }
    }
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    // my own row: neither disable nor revoke
    await search.fill(me);
    const mine = page.locator(`tr[data-user="${me}"]`);
    await expect.poll(() => rows.count(), SETTLE).toBe(1);
    await mine.waitFor();
    expect(await mine.getByRole('button').count()).toBe(0);
    // another's: each cell says which column it is, and the actions are on screen
    await search.fill(name);
    const other = page.locator(`tr[data-user="${name}"]`);
    await other.waitFor();
    const status = other.locator('td').nth(2);
    expect(await status.textContent()).toBe('Active');
    expect(await status.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Status: "');
    for (const label of ['Disable', 'Make admin']) {
      const box = (await other.getByRole('button', { name: label }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    }
  });

  it('the "Korean" tooltip does not stay after a tap', async () => {
    const page = await open(NARROW, PHONE);
    await page.goto('/');
    const kr = page.getByRole('group', { name: 'Language' }).getByRole('button').nth(1);
    await kr.tap();
    await page.getByRole('group', { name: '언어' }).waitFor();
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);
    // tapping back to English: closed too
    await page.getByRole('group', { name: '언어' }).getByRole('button').nth(0).tap();
    await page.getByRole('group', { name: 'Language' }).waitFor();
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);
  });

  it('with a mouse and keyboard: shown on hover and focus, closed by a click, Escape and blur', async () => {
    const page = await open(DESKTOP);
    await page.goto('/');
    // the switch's group is named in the page's language
    const kr = page.locator('.lang-toggle').getByRole('button').nth(1);
    await kr.hover();
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(1);
    await kr.click();
    await page.getByRole('group', { name: '언어' }).waitFor();
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);
    // away and back: shown again
    await page.mouse.move(0, 400);
    await kr.hover();
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(1);
    await page.mouse.move(0, 400);
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);

    // the keyboard: focus shows it, Escape closes it, leaving closes it
    const en = page.getByRole('group', { name: '언어' }).getByRole('button').nth(0);
    await en.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')), SETTLE).toBe('true');
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => tooltipOpacity(page), SETTLE).toBe(0);
  });
});
