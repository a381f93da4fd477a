/**
 * Every route renders its real data from the sample catalogue. What a route shows does not depend on the width: this
 * runs at the desktop's (how each page fits a phone: narrow-screens; axe at both widths: accessibility).
 */
import { describe, expect, it } from 'vitest';
import { SETTLE, useBrowser, VIEWPORTS } from './browser';

const SQUID_GAME_FINAL = 9000225;
const [, viewport] = VIEWPORTS;

describe('every route renders its real data', () => {
  const open = useBrowser();

  it('home: hero, the four rows with sample shows, footer', async () => {
    const page = await open(viewport);
    await page.goto('/');
    await page.getByText("Viewer's Choice", { exact: true }).first().waitFor();
    for (const [id, row] of [
      ['row-trending', 'Trending'],
      ['row-new', 'Newly Released'],
      ['row-viewers', "Viewer's Choice"],
      ['row-genre-fiction', 'Genre Fiction'],
    ])
      await expect.poll(() => page.locator(`#${id}`).textContent(), SETTLE).toBe(row);
    await page.getByText(/updated \w+ \d+, \d{4}/).waitFor();
    await page
      .locator('section', { has: page.locator('#row-trending') })
      .getByText('Squid Game')
      .first()
      .waitFor();
    await expect.poll(() => page.locator('[data-testid="show-card"]').count(), SETTLE).toBeGreaterThanOrEqual(30);
    await expect.poll(() => page.getByRole('link', { name: 'View all' }).count(), SETTLE).toBe(2);
    await page.getByText('Copyright © 2025 K-lama').waitFor();
    await expect.poll(() => page.title(), SETTLE).toContain('K-lama');
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href'), SETTLE).toMatch(/\/$/);
    // the page's own (WebPage, decision 0053) and the FAQ's
    const jsonLds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const jsonLd = jsonLds.find((ld) => ld['@type'] === 'FAQPage');
    expect(jsonLds.map((ld) => ld['@type'])).toEqual(['WebPage', 'FAQPage']);
    expect(jsonLd.mainEntity[1].acceptedAnswer.text).toContain('Bon Appétit, Your Majesty');
  });

  it('details: title, genres, year link, episodes, providers, keywords, cast, credits, similar', async () => {
    const page = await open(viewport);
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    await page.getByRole('link', { name: '2025' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: '2025' }).getAttribute('href'), SETTLE).toBe('/year/released/2025');
    await expect.poll(() => page.getByRole('link', { name: 'Thriller' }).getAttribute('href'), SETTLE).toBe('/genre/thriller/4');
    await page.getByText('Episodes').waitFor();
    await page.getByRole('link', { name: 'Season 1', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Streaming on' }).waitFor();
    await expect
      .poll(
        () =>
          page
            .getByRole('link', { name: /Netflix/ })
            .first()
            .getAttribute('href'),
        SETTLE,
      )
      .toBe('/provider/netflix/8');
    await expect
      .poll(() => page.getByRole('link', { name: 'death game' }).getAttribute('href'), SETTLE)
      .toMatch(/^\/keyword\/death-game\/\d+$/);
    await page.getByRole('link', { name: /Lee Jung-jae/ }).waitFor();
    await page.getByRole('link', { name: 'Hwang Dong-hyuk' }).first().waitFor();
    await page.getByRole('heading', { name: 'You may also like' }).waitFor();
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await expect.poll(() => page.title(), SETTLE).toBe('Squid Game | Where to Watch & Similar Dramas | K-lama');

    // the cast 'Details' dialog lists name 'as' role
    await page.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cast' });
    await dialog.getByText('as', { exact: true }).first().waitFor();
    await expect.poll(() => dialog.textContent(), SETTLE).toContain('Lee Jung-jae as Seong Gi-hun');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('category pages: genre, year, keyword, provider, cast and crew', async () => {
    const page = await open(viewport);
    const cases: [string, string, string][] = [
      ['/genre/romance/1', 'Romance', 'Dramas in the genre Romance'],
      ['/year/released/2024', '2024', 'Dramas relased in year 2024'],
      ['/provider/netflix/8', 'Netflix', 'Dramas streaming on Netflix'],
      ['/keyword/chaebol/1168455572', 'chaebol', 'Dramas with the keyword chaebol'],
    ];
    for (const [path, title, description] of cases) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.getByText(description, { exact: true }).waitFor();
      await page.locator('[data-testid="show-card"]').first().waitFor();
    }
    // cast and crew pages are reached from a show, as a visitor would
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('link', { name: /Lee Jung-jae/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Lee Jung-jae' }).waitFor();
    await page.getByText('Dramas starring Lee Jung-jae').waitFor();
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('link', { name: 'Hwang Dong-hyuk' }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Hwang Dong-hyuk/ }).waitFor();
    await page.getByText('Dramas created by Hwang Dong-hyuk').waitFor();
  });

  it('collections, about, discover, the login screen', async () => {
    const page = await open(viewport);
    await page.goto('/collection/viewers-choice');
    await page.getByRole('heading', { level: 1, name: "Viewer's Choice" }).waitFor();
    await page.getByText('The dramas our viewers rate the highest').waitFor();
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await page.goto('/collection/trending-now');
    await page.locator('[data-testid="show-card"]').first().waitFor();

    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About K-lama' }).waitFor();
    await page.locator('.prose li').first().waitFor();
    await expect.poll(() => page.locator('.prose strong').count(), SETTLE).toBeGreaterThan(0);

    await page.goto('/discover');
    await page.getByRole('heading', { level: 1, name: 'Discover Dramas' }).waitFor();
    await page.locator('[data-testid="show-card"]').first().waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  });
});
