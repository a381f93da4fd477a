/**
 * Issues 23.4, 23.9, 23.10 and 23.13 in a browser: ids that are no ids are the not-found screen (404 from the
 * server, the same screen after a client-side navigation, in both languages), a new account lands where the fan
 * came from or on a welcoming home, Enter in the search box opens the results page and focus follows to the new
 * page's heading, and the calendar opens on the nearest month with airings when the current one has none.
 * Expected titles come from the sample catalogue files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, PASSWORD, PHONE, SETTLE, useBrowser, VIEWPORTS } from './browser';
import { pagePath, preferKorean } from './korean';

const [MOBILE, DESKTOP] = VIEWPORTS;
const CLOY = 9000001; // Crash Landing on You
let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

const sampleNames = readdirSync(new URL('../data/catalogue/shows/', import.meta.url)).map(
  (file) => (JSON.parse(readFileSync(new URL(`../data/catalogue/shows/${file}`, import.meta.url), 'utf8')) as { name: string }).name,
);

/** What has focus, as a screen reader would name it: its tag and text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

/** Follows an in-app link to `to` (the router, no page load), as a click on a link would. */
async function followLink(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

describe('ids that are no ids: the not-found screen (23.4)', () => {
  const open = useBrowser();
  const RENDERED = [
    '/details/99999999999999999999',
    '/details/abc',
    '/genre/romance/9999',
    '/keyword/love/abc',
    '/cast/someone/2147483648',
  ];

  it('from the server: 404 with the app’s not-found screen, in English', async () => {
    const page = await open(DESKTOP);
    for (const url of RENDERED) {
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByText("We couldn't find that page.").waitFor();
      expect(await page.getByText(/Error:|Something went wrong/).count(), url).toBe(0);
    }
  });

  it('from the server: 404 with the app’s not-found screen, in Korean', async () => {
    const page = await open(MOBILE, PHONE);
    await preferKorean(page.context(), baseURL());
    for (const url of RENDERED) {
      const response = await page.goto(url);
      expect(response!.status(), url).toBe(404);
      await page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }).waitFor();
      await page.getByText('요청하신 페이지를 찾지 못했어요.').waitFor();
    }
  });

  it('after a client-side navigation: the same screen; a category under another slug moves to its own', async () => {
    const page = await open(MOBILE, PHONE);
    await page.goto('/about');
    for (const url of [...RENDERED, '/calendar?month=2026-13']) {
      await followLink(page, url);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await followLink(page, '/about');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ state: 'detached' });
    }
    await followLink(page, '/genre/anything/8');
    await page.waitForURL((url) => pagePath(url) === '/genre/fantasy/8');
    await page.getByRole('heading', { level: 1, name: 'Fantasy' }).waitFor();
    // and from the server, a 301 there
    const response = await page.goto('/genre/whatever/8?utm_source=x');
    expect(pagePath(response!.url())).toBe('/genre/fantasy/8');
  });
});

describe('a new account lands where the fan came from (23.9)', () => {
  const open = useBrowser();

  async function fillSignUp(page: Page, username: string) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  }

  it('a show’s diary prompt → login → sign up → back on the show, its diary panel open', async () => {
    const page = await open(DESKTOP);
    await page.goto(`/details/${CLOY}`);
    await page.getByRole('button', { name: 'Track progress, rate and add to lists' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await fillSignUp(page, uniqueName('back'));
    await page.waitForURL((url) => pagePath(url) === `/details/${CLOY}`);
    await page.getByRole('heading', { name: 'Your diary' }).waitFor();
  });

  it('with no page before: home, with a welcome that has focus and points at the diary', async () => {
    const page = await open(MOBILE, PHONE);
    const username = uniqueName('home');
    await page.goto('/signup');
    await fillSignUp(page, username);
    await page.waitForURL((url) => pagePath(url) === '/');
    const welcome = page.getByRole('heading', { level: 2, name: `Welcome to K-lama, ${username}!` });
    await welcome.waitFor();
    await expect.poll(() => focused(page), SETTLE).toBe(`H2 Welcome to K-lama, ${username}!`);
    await page.getByRole('link', { name: 'Open my diary' }).click();
    await page.waitForURL('**/profile/diary');
  });
});

describe('search: Enter opens the results page, focus follows to the new page (23.10)', () => {
  const open = useBrowser();

  async function openSearch(page: Page) {
    await page.goto('/');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await page.getByRole('button', { name: 'Search Drama...' }).click();
    return page.getByRole('dialog').getByRole('combobox', { name: 'Search for drama' });
  }

  // the overlay and the results page behave the same at every width: the desktop's
  it('Enter with nothing chosen opens /search?q= with every show and person matching, paged', async () => {
    const page = await open(DESKTOP);
    const box = await openSearch(page);
    await box.fill('love');
    await page.getByRole('dialog').getByTestId('search-results').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => pagePath(url) === '/search' && url.searchParams.get('q') === 'love');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page), SETTLE).toBe('H1 Results for “love”');
    const dramas = page.getByRole('region', { name: 'Dramas' });
    await dramas.getByTestId('show-card').first().waitFor();
    const shown = await dramas.getByTestId('show-card').allTextContents();
    const withLove = sampleNames.filter((name) => /love/i.test(name));
    expect(withLove.length).toBeGreaterThan(5);
    for (const name of withLove) expect(shown.join('\n'), name).toContain(name);

    // people by name, and more than a page of shows for a common word: the next page by its link
    await page.goto('/search?q=hyun%20bin');
    await page
      .getByRole('region', { name: 'People' })
      .getByRole('link', { name: /Hyun Bin/ })
      .waitFor();
    await page.goto('/search?q=the');
    const next = page.getByRole('link', { name: 'Next page' });
    const firstPage = await page.getByRole('region', { name: 'Dramas' }).getByTestId('show-card').allTextContents();
    expect(firstPage).toHaveLength(20);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText('Page 2').waitFor();
    const secondPage = await page.getByRole('region', { name: 'Dramas' }).getByTestId('show-card').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((card) => firstPage.includes(card))).toEqual([]);
  });

  it('a result opened from the keyboard or the pointer takes focus to the new page’s heading, not the search button', async () => {
    const page = await open(DESKTOP);
    const box = await openSearch(page);
    await box.fill('Squid Ga');
    await page
      .getByRole('dialog')
      .getByRole('option', { name: /Squid Game/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/details\/\d+$/);
    await expect.poll(() => focused(page), SETTLE).toBe('H1 Squid Game');

    await page.getByRole('button', { name: 'Search Drama...' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Search for drama' }).fill('현빈');
    await page
      .getByRole('dialog')
      .getByTestId('search-people')
      .getByRole('option', { name: /Hyun Bin/ })
      .click();
    await page.waitForURL(/\/cast\/hyun-bin\/\d+$/);
    await expect.poll(() => focused(page), SETTLE).toBe('H1 Hyun Bin');
  });
});

describe('the calendar opens on the nearest month with airings (23.13)', () => {
  const open = useBrowser();

  it.each([
    ['en', 'No airings in November 2026 — showing September 2025.', 'September 2025'],
    ['kr', '2026년 11월에는 방영 일정이 없어 2025년 9월 일정을 보여 드려요.', '2025년 9월'],
  ])('in %s: an empty current month gives way to September 2025, and says so', async (language, line, heading) => {
    const page = await open(DESKTOP);
    // a day of November 2026, after the sample's last airing (Bon Appétit, Your Majesty's finale, 28 September 2025)
    await page.clock.setFixedTime(new Date('2026-11-15T12:00:00'));
    if (language === 'kr') await preferKorean(page.context(), baseURL());
    await page.goto('/calendar');
    await page.getByText(line).waitFor();
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await expect
      .poll(() => page.locator('td[data-date="2025-09-28"]').textContent(), SETTLE)
      .toMatch(/Bon Appétit, Your Majesty|폭군의 셰프/);
    expect(new URL(page.url()).search).toBe('');
  });

  it('moving on from the month shown goes from there; a month asked for is shown as asked, empty or not', async () => {
    const page = await open(DESKTOP);
    await page.clock.setFixedTime(new Date('2026-11-15T12:00:00'));
    await page.goto('/calendar');
    await page.getByRole('heading', { level: 2, name: 'September 2025' }).waitFor();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('heading', { level: 2, name: 'August 2025' }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe('2025-08');
    expect(await page.getByText(/^No airings in/).count()).toBe(0);
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('heading', { level: 2, name: 'November 2026' }).waitFor();
    await page.getByText('Nothing airs in November 2026.').waitFor();
  });
});
