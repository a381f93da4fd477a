/**
 * A personal list's page, for its owner: reordering from the keyboard (the order is saved and is there after a
 * reload) and writing a note on an item.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, moveByKeyboard, SETTLE, signUp, useBrowser, VIEWPORTS } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107;
const DAE_JANG_GEUM = 9000005;
const GOBLIN = 9000114; // Guardian: The Lonely and Great God

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new public list holding the shows in this order, made through the API as the signed-in user. */
async function listOf(page: Page, showIds: number[]) {
  const list = await api<{ id: number }>(page, 'POST', '/lists', { name: 'Ordered', visibility: 'public' });
  for (const id of showIds) await api(page, 'PUT', `/lists/${list.id}/items/${id}`, {});
  return list.id;
}

const order = (page: Page) =>
  page
    .getByRole('list', { name: 'Shows in this list' })
    .locator('[data-show]')
    .evaluateAll((items) => items.map((el) => Number(el.getAttribute('data-show'))));

describe('a personal list in the browser', () => {
  const open = useBrowser();

  it('reorders items from the keyboard; the order is kept after a reload', async () => {
    const page = await open(DESKTOP);
    await signUp(page, uniqueName('sorter'));
    const id = await listOf(page, [SIGNAL, GOBLIN, DAE_JANG_GEUM]);
    await page.goto(`/lists/${id}`);
    await expect.poll(() => order(page), SETTLE).toEqual([SIGNAL, GOBLIN, DAE_JANG_GEUM]);

    const saved = page.waitForResponse((r) => r.url().includes(`/api/lists/${id}/items/${SIGNAL}`) && r.request().method() === 'PUT');
    await moveByKeyboard(page, 'Move Signal', 1, 2);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => order(page), SETTLE).toEqual([GOBLIN, DAE_JANG_GEUM, SIGNAL]);

    await page.reload();
    await expect.poll(() => order(page), SETTLE).toEqual([GOBLIN, DAE_JANG_GEUM, SIGNAL]);
  });

  it('writes a note on an item, seen after a reload by the owner and by anyone', async () => {
    const page = await open(MOBILE);
    await signUp(page, uniqueName('noter'));
    const id = await listOf(page, [SIGNAL, GOBLIN]);
    await page.goto(`/lists/${id}`);
    await page.getByRole('button', { name: 'Add a note for Guardian: The Lonely and Great God' }).click();
    await page.getByRole('textbox', { name: 'Note for Guardian: The Lonely and Great God' }).fill('Watch with tissues');
    const noted = page.waitForResponse((r) => r.url().includes(`/api/lists/${id}/items/${GOBLIN}`) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save note' }).click();
    expect((await noted).status()).toBe(200);
    // the form closes and the item shows its note (a textarea's text would match too early)
    await page.getByRole('button', { name: 'Edit the note for Guardian: The Lonely and Great God' }).waitFor();
    const item = page.locator(`[data-show="${GOBLIN}"]`);
    await expect.poll(() => item.textContent(), SETTLE).toContain('Watch with tissues');
    // focus is back on the item's note button
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), SETTLE)
      .toBe('Edit the note for Guardian: The Lonely and Great God');
    await page.reload();
    await expect.poll(() => item.textContent(), SETTLE).toContain('Watch with tissues');
    await page.getByRole('button', { name: 'Edit the note for Guardian: The Lonely and Great God' }).waitFor();

    const anonymous = await open(DESKTOP);
    await anonymous.goto(`/lists/${id}`);
    await expect.poll(() => anonymous.locator(`li[data-show="${GOBLIN}"]`).textContent(), SETTLE).toContain('Watch with tissues');
    expect(await anonymous.getByRole('button', { name: /^Move / }).count()).toBe(0);
  });
});
