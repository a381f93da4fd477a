/**
 * Search from the header's overlay: a show by its English or Korean title, a person by their Hangul name. The
 * overlay behaves the same at every width: this runs at the desktop's (the phone's full-screen overlay: axe in
 * accessibility, its fit in narrow-screens, its keyboard use in keyboard-focus).
 */
import { describe, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './browser';

const [, viewport] = VIEWPORTS;

describe('search', () => {
  const open = useBrowser();

  for (const [label, query] of [
    ['English', 'Squid Ga'],
    ['Korean', '오징어 게임'],
  ] as const) {
    it(`finds a show by its ${label} title and opens it`, async () => {
      const page = await open(viewport);
      await page.goto('/');
      await page.locator('[data-testid="show-card"]').first().waitFor();
      await page.getByRole('button', { name: 'Search Drama...' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByPlaceholder('Search for drama...').waitFor();
      await dialog.getByText('Trending Dramas').waitFor();
      await dialog.getByPlaceholder('Search for drama...').fill(query);
      const result = dialog
        .getByTestId('search-results')
        .getByRole('option', { name: /Squid Game/ })
        .first();
      await result.click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL(/\/details\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    });
  }

  it('finds a person by their Hangul name and opens their shows', async () => {
    const page = await open(viewport);
    await page.goto('/');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    await page.getByRole('button', { name: 'Search Drama...' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Search for drama...').fill('현빈');
    await dialog
      .getByTestId('search-people')
      .getByRole('option', { name: /Hyun Bin/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/cast\/hyun-bin\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Hyun Bin/ }).waitFor();
  });
});
