/**
 * The details page's personal controls in a browser (issue 23): the mark buttons and the diary panel show one
 * truth and never erase progress silently (23.1), a rating set from the keyboard is saved as a click's is and
 * survives a reload or leaving the page (23.2), and "Add to list" says when the show is already there (23.6).
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from '@klama/contract';
import type { Page } from 'playwright-core';
import { api, navigateInApp, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107; // 16 episodes

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

const entryOf = (page: Page) => api<Entry>(page, 'GET', `/user-show/entry/${SIGNAL}`);
const statusValue = (page: Page) => page.getByRole('combobox', { name: 'Status' }).inputValue();
const watched = (page: Page) => page.getByRole('group', { name: 'Your lists' }).getByRole('button', { name: 'Watched' });

describe('the personal controls of a details page', () => {
  const openPage = useBrowser();

  it('Watched and the diary panel are one truth, and taking progress away asks first (23.1)', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('truth'));
    await page.goto(`/details/${SIGNAL}`);
    expect(await statusValue(page)).toBe('');

    // pressing Watched on an untracked show completes it in the panel too, at once (before: "Not in my diary")
    await watched(page).click();
    await expect.poll(() => statusValue(page), SETTLE).toBe('completed');
    expect(await page.getByText('16 / 16').count()).toBe(1);
    await expect.poll(async () => (await entryOf(page)).status, SETTLE).toBe('completed');

    // a rating and notes, then un-pressing Watched: asked, and keeping the progress changes nothing
    await api(page, 'PATCH', `/user-show/entry/${SIGNAL}`, { rating: 9, notes: 'the radio!' });
    await page.reload();
    await expect.poll(() => watched(page).getAttribute('aria-pressed'), SETTLE).toBe('true');
    await watched(page).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your progress?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('your progress (16 of 16 episodes)');
    await dialog.getByRole('button', { name: 'Keep my progress' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await watched(page).getAttribute('aria-pressed')).toBe('true');
    expect(await statusValue(page)).toBe('completed');
    expect(await entryOf(page)).toMatchObject({ status: 'completed', episodesWatched: 16, rating: 9, notes: 'the radio!' });

    // confirmed: the button and the panel change together, the rating and notes stay
    await watched(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear progress' }).click();
    await expect.poll(() => statusValue(page), SETTLE).toBe('');
    expect(await watched(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByText('0 / 16').count()).toBe(1);
    await expect.poll(async () => (await entryOf(page)).status, SETTLE).toBeNull();
    expect(await entryOf(page)).toMatchObject({ episodesWatched: 0, rating: 9, notes: 'the radio!', watched: false });

    // and the panel moves the button: the last episode completes the show, Watched lights up
    await api(page, 'PATCH', `/user-show/entry/${SIGNAL}`, { episodesWatched: 15 });
    await page.reload();
    await page.getByRole('button', { name: 'One more episode watched' }).click();
    await expect.poll(() => watched(page).getAttribute('aria-pressed'), SETTLE).toBe('true');
  });

  it('a rating set from the keyboard is saved without leaving the slider, and survives a reload at once (23.2)', async () => {
    const page = await openPage(MOBILE);
    await signUpWelcomed(page, uniqueName('rater'));
    await page.goto(`/details/${SIGNAL}`);
    const slider = page.getByRole('slider', { name: 'Your rating' });

    // End, and nothing else: the save follows by itself, focus still on the slider
    await slider.focus();
    const saved = page.waitForResponse((r) => r.url().includes(`/api/user-show/entry/${SIGNAL}`) && r.request().method() === 'PATCH');
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuetext')).toBe('10 out of 10');
    expect((await saved).status()).toBe(200);
    expect(await slider.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await entryOf(page)).rating).toBe(10);

    // moved and reloaded at once, before the save's pause is over: the page's leaving sends it
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.reload();
    await expect.poll(async () => (await entryOf(page)).rating, SETTLE).toBe(9);
    await expect.poll(() => page.getByRole('slider', { name: 'Your rating' }).getAttribute('aria-valuetext'), SETTLE).toBe('9 out of 10');

    // moved and left through a link inside the app: the panel's going away sends it
    await page.getByRole('slider', { name: 'Your rating' }).focus();
    await page.keyboard.press('Home');
    await navigateInApp(page, '/about');
    await expect.poll(async () => (await entryOf(page)).rating, SETTLE).toBeNull();
  });

  it('"Add to list" on a show already on the list says so (23.6)', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('adder'));
    await api(page, 'POST', '/lists', { name: 'Cold cases', visibility: 'private' });
    await page.goto(`/details/${SIGNAL}`);
    const add = page.getByRole('button', { name: 'Add to list', exact: true });
    const said = page.locator('.diary-lists [role=status]');
    await add.click();
    await expect.poll(() => said.textContent(), SETTLE).toBe('Added');
    await add.click();
    await expect.poll(() => said.textContent(), SETTLE).toBe('Already in Cold cases');
    const lists = await api<{ itemCount: number }[]>(page, 'GET', '/lists/mine');
    expect(lists[0]!.itemCount).toBe(1);
  });
});
