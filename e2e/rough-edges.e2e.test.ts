/**
 * The rough edges of real use (issue 12, items 8, 10, 11 and 12) in a real browser against the built server and the
 * sample catalogue: failing images, Discover's page and URL handling and its filter sheet, Newly Released and
 * season labels, and the small navigation promises (signed-in /login, the phone menu over the hero, hero dots,
 * page titles, the About example's address).
 */
import { utcDay } from '@klama/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, PHONE, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SQUID_GAME_FINAL = 9000225; // season 3
const SQUID_GAME_2 = 9000224;
const SAMPLE_SHOWS = join(import.meta.dirname, '../data/catalogue/shows');
const sample = readdirSync(SAMPLE_SHOWS).map(
  (f) => JSON.parse(readFileSync(join(SAMPLE_SHOWS, f), 'utf8')) as { id: number; name: string; first_air_date: string | null },
);
const apiTotal = async (query: string) =>
  ((await (await fetch(`${baseURL()}/api/show?${query}&limit=1`)).json()) as { totalDocs: number }).totalDocs;

const searchKeys = (page: Page) => [...new URL(page.url()).searchParams.keys()];

describe('images that fail to load (12.8)', () => {
  const open = useBrowser();

  it('a stale poster shows the title card, a failing network logo its name', async () => {
    const page = await open(DESKTOP);
    // the image host is unreachable here (every third-party host is refused), as with no network
    await page.route(`**/api/show/details/${SQUID_GAME_FINAL}`, async (route) => {
      const show = await (await route.fetch()).json();
      show.poster_path = { US: { path: '/stale-poster.jpg' } };
      show.networks = show.networks.map((n: object) => ({ ...n, logo_path: '/stale-logo.png' }));
      await route.fulfill({ json: show });
    });
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    const poster = page.locator('.details__poster');
    await poster.getByTestId('title-card').waitFor();
    await expect.poll(() => poster.getByTestId('title-card').textContent(), SETTLE).toBe('Squid Game');
    await expect.poll(() => poster.locator('img').count(), SETTLE).toBe(0);
    const network = page.locator('.facts .network');
    await expect.poll(() => network.locator('img').count(), SETTLE).toBe(0);
    await expect.poll(() => network.textContent(), SETTLE).toBe('Netflix');
  });
});

// the address's handling is the same at every width: the desktop's (30 dramas a page); the filter sheet is a phone's
describe('discover (12.10)', () => {
  const open = useBrowser();
  const pageSize = 30;

  it('a page beyond the last goes to the last page; junk parameters leave the URL', async () => {
    const page = await open(DESKTOP);
    const lastPage = Math.ceil((await apiTotal('genre=1')) / pageSize);
    await page.goto('/discover?page=99&genre=1&utm_source=mail&tone=abc');
    await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
    expect(searchKeys(page).sort()).toEqual(['genre', 'page']);
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await expect.poll(() => page.locator('.pagination [aria-current="page"]').textContent(), SETTLE).toBe(String(lastPage));
    await expect.poll(() => page.getByText('No dramas match these filters.').count(), SETTLE).toBe(0);

    await page.goto('/discover?foo=1&keyword=x,');
    await page.waitForURL((url) => url.search === '');
    await page.locator('[data-testid="show-card"]').first().waitFor();
  });

  it('the pagination lists a single skipped page by its number', async () => {
    const page = await open(DESKTOP);
    const pages = Math.ceil((await apiTotal('sort=date_desc')) / pageSize);
    expect(pages).toBe(6); // 165 sample shows, 30 a page: once shown as "1 2 3 4 … 6"
    await page.goto('/discover');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await expect
      .poll(() => page.locator('.pagination .pagination__page').allTextContents(), SETTLE)
      .toEqual(['1', '2', '3', '4', '5', '6']);
    expect(await page.locator('.pagination__ellipsis').count()).toBe(0);
  });

  it('on a phone, the filter sheet says how many dramas match and closes on "Show N results"', async () => {
    const page = await open(MOBILE, PHONE);
    const romance = await apiTotal('genre=1');
    await page.goto('/discover');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.getByRole('checkbox', { name: 'Romance' }).click();
    const show = sheet.getByRole('button', { name: `Show ${romance} results` });
    await show.waitFor();
    await show.click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Remove Romance' }).waitFor();
  });
});

describe('Newly Released and seasons (12.11)', () => {
  const open = useBrowser();

  it('Newly Released opens with the newest show that has aired', async () => {
    const today = utcDay();
    const [newestAired] = sample
      .filter((s) => s.first_air_date !== null && s.first_air_date <= today)
      .sort((a, b) => b.first_air_date!.localeCompare(a.first_air_date!) || a.id - b.id);
    expect(sample.some((s) => s.first_air_date! > today)).toBe(true); // an upcoming show (Moving Season 2) is newer
    const page = await open(DESKTOP);
    await page.goto('/');
    const row = page.locator('section', { has: page.locator('#row-new') });
    await expect.poll(() => row.locator('.show-card__title').first().textContent(), SETTLE).toBe(newestAired!.name);
    const years = await row.locator('.show-card__year').allTextContents();
    expect(years.every((y) => y.slice(0, 4) <= today.slice(0, 4))).toBe(true);
  });

  it('seasons that share a title are labelled on cards and on details', async () => {
    const page = await open(DESKTOP);
    await page.goto(`/details/${SQUID_GAME_2}`);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    await expect.poll(() => page.locator('.details__season').textContent(), SETTLE).toBe('Season 2');
    // a season's card says which season it is
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await expect.poll(() => page.locator('.details__season').textContent(), SETTLE).toBe('Season 3');
    await page.goto('/year/released/2024');
    const card = page.locator('[data-testid="show-card"]', { hasText: 'Squid Game' });
    await expect.poll(() => card.locator('.show-card__year').textContent(), SETTLE).toBe('2024 · Season 2');
  });

  it('signed out, the way to the diary is a button styled like the page’s others, and leads to login', async () => {
    const page = await open(MOBILE);
    await page.goto(`/details/${SQUID_GAME_2}`);
    const track = page.getByRole('button', { name: 'Track progress, rate and add to lists' });
    // it was once the browser's own grey button: its style came only with the signed-in diary's chunk
    expect(await track.evaluate((b) => [getComputedStyle(b).borderRadius, getComputedStyle(b).minHeight])).toEqual(['999px', '44px']);
    await track.click();
    await page.waitForURL('**/login');
  });
});

describe('navigation promises (12.12)', () => {
  const open = useBrowser();

  it('a signed-in user opening /login is sent on, home when they came from nowhere', async () => {
    const page = await open(DESKTOP);
    const username = `edges${Date.now().toString(36)}`;
    await signUpWelcomed(page, username);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#row-trending').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Login' }).count()).toBe(0);
  });

  it('with the phone menu open, a tap on the hero only closes the menu', async () => {
    const page = await open(MOBILE);
    await page.goto('/');
    const slide = page.locator('.hero__link').first();
    await slide.waitFor();
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const box = (await slide.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    // a link's click navigates at once (client-side), so the address would already have changed
    expect(new URL(page.url()).pathname).toBe('/');
    // the same tap with the menu closed follows the slide
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname !== '/');
  });

  it('clicking a hero dot starts the autoplay timer over', async () => {
    const page = await open(DESKTOP);
    await page.clock.install();
    await page.goto('/');
    const selected = () => page.locator('.hero__dot[aria-selected="true"]').getAttribute('aria-label');
    const dots = page.locator('.hero__dot');
    await dots.nth(1).waitFor();
    // from here time moves only when the test says so
    // (a second ahead: the page may still be busy hydrating when the time is read)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // the carousel is ready once a dot click takes effect
    await expect
      .poll(async () => {
        await dots.nth(1).click();
        return selected();
      }, SETTLE)
      .toMatch(/^Go to slide 2/);
    await page.clock.runFor(5_000);
    await dots.nth(2).click();
    await expect.poll(selected, SETTLE).toMatch(/^Go to slide 3/);
    // 10 s after the carousel started, but only 5 s after the click: the chosen slide is still on screen
    await page.clock.runFor(5_000);
    expect(await selected()).toMatch(/^Go to slide 3/);
    // and the full 8 s after the click, autoplay moves on
    await page.clock.runFor(3_500);
    await expect.poll(selected, SETTLE).toMatch(/^Go to slide 4/);
  });

  it('the hero moves on by itself 8 s after it appeared, though the carousel library is fetched only after the first load', async () => {
    const page = await open(DESKTOP);
    const library: string[] = [];
    page.on('request', (r) => /embla-carousel/.test(r.url()) && library.push(r.url()));
    await page.clock.install();
    await page.goto('/', { waitUntil: 'networkidle' });
    const selected = () => page.locator('.hero__dot[aria-selected="true"]').getAttribute('aria-label');
    await page.locator('.hero__dot').nth(1).waitFor();
    expect(library).toEqual([]);
    expect(await selected()).toMatch(/^Go to slide 1/);
    await page.clock.runFor(8_100);
    await expect.poll(selected, SETTLE).toMatch(/^Go to slide 2/);
    expect(library.length).toBeGreaterThan(0);
    await page.clock.runFor(8_100);
    await expect.poll(selected, SETTLE).toMatch(/^Go to slide 3/);
  });

  it('category pages carry the "| K-lama" suffix; the About example names the site\'s own address', async () => {
    const page = await open(DESKTOP);
    for (const path of ['/genre/romance/1', '/year/released/2024', '/provider/netflix/8', '/keyword/chaebol/1168455572']) {
      await page.goto(path);
      await page.locator('[data-testid="show-card"]').first().waitFor();
      await expect.poll(() => page.title(), SETTLE).toMatch(/ \| K-lama$/);
    }
    await expect.poll(() => page.title(), SETTLE).toBe('Best chaebol Korean Dramas | Must-Watch K-Dramas | K-lama');
    await page.goto('/about');
    const example = page.locator('.prose pre code');
    await example.waitFor();
    await expect.poll(() => example.textContent(), SETTLE).toContain(`curl "${baseURL()}/api/show/search?query=goblin"`);
  });
});
