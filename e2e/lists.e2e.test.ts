/**
 * A personal list's page, for its owner: reordering from the keyboard (the order is saved and is there after a
 * reload) and writing a note on an item. For anyone else: a public list arrives server-rendered and hydrates
 * without a mismatch or a read of its own, showing more than a page of items on request; a private one is the
 * owner's alone, still opened by them on a fresh load.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, moveByKeyboard, PHONE, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS, watchProblems } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107;
const DAE_JANG_GEUM = 9000005;
const GOBLIN = 9000114; // Guardian: The Lonely and Great God

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new public list holding the shows in this order, made through the API as the signed-in user. */
async function listOf(page: Page, showIds: number[], visibility: 'public' | 'private' = 'public') {
  const list = await api<{ id: number }>(page, 'POST', '/lists', { name: 'Ordered', visibility });
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
    await signUpWelcomed(page, uniqueName('sorter'));
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
    await signUpWelcomed(page, uniqueName('noter'));
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

  it('a public list opened signed out: rendered, hydrated without a mismatch or a read, more than a page on request', async () => {
    const owner = await open(DESKTOP);
    await signUpWelcomed(owner, uniqueName('sharer'));
    // 102 sample shows: a page of 100, then two more
    const ids = readdirSync(new URL('../data/catalogue/shows/', import.meta.url))
      .map((file) => Number.parseInt(file, 10))
      .slice(0, 102);
    const id = await listOf(owner, ids);

    const page = await open(MOBILE, PHONE);
    const problems = watchProblems(page);
    const listReads: string[] = [];
    // the list's comments are read once the page is live (a rendered page never holds them); the list itself is not
    page.on('request', (r) => r.url().includes(`/api/lists/${id}`) && !r.url().includes('/comments') && listReads.push(r.url()));
    await page.goto(`/lists/${id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Ordered' }).waitFor();
    const items = page.getByRole('list', { name: 'Shows in this list' }).locator('li[data-show]');
    expect(await items.count()).toBe(100);
    expect(listReads).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.title()).toBe(`Ordered — a list by ${await ownerName(owner)} | K-lama`);

    await page.getByRole('link', { name: 'Show more' }).click();
    await expect.poll(() => items.count(), SETTLE).toBe(102);
    // the next page was added in place (the address stays the list's)
    expect(new URL(page.url()).pathname).toBe(`/lists/${id}`);
    expect(listReads).toEqual([expect.stringContaining(`/api/lists/${id}?page=2&limit=100`)]);
    expect(await page.getByRole('link', { name: 'Show more' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a private list: its owner opens it on a fresh load, anyone else finds nothing', async () => {
    const owner = await open(DESKTOP);
    await signUpWelcomed(owner, uniqueName('keeper'));
    const id = await listOf(owner, [SIGNAL, GOBLIN], 'private');
    await owner.goto(`/lists/${id}`);
    await expect.poll(() => order(owner), SETTLE).toEqual([SIGNAL, GOBLIN]);
    await owner.getByText('Private').first().waitFor();

    const stranger = await open(DESKTOP);
    const response = await stranger.goto(`/lists/${id}`);
    expect(response?.status()).toBe(404);
    await stranger.getByText('List not found').waitFor();
    expect(await stranger.locator(`[data-show]`).count()).toBe(0);
  });
});

/** The signed-in page's username (from its stored session). */
const ownerName = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { state: { user: { username: string } } }).state.user.username);
