/**
 * A category's infinite scroll and the trailer dialog. Both behave the same at every width (a page is 10 shows
 * under 768 px, 30 above: the width only sets the size): they run at the desktop's.
 */
import { describe, expect, it } from 'vitest';
import { navigateInApp, SETTLE, useBrowser, VIEWPORTS } from './browser';

const [, viewport] = VIEWPORTS;

describe('infinite scroll and trailer', () => {
  const open = useBrowser();
  const pageSize = 30;

  it('scrolling a category to the bottom appends page 2', async () => {
    const page = await open(viewport);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/show/list/') && requests.push(r.url()));
    await page.goto('/genre/romance/1');
    const cards = page.locator('[data-testid="show-card"]');
    await cards.nth(pageSize - 1).waitFor();
    await expect.poll(() => cards.count(), SETTLE).toBe(pageSize);
    await page.mouse.wheel(0, 100_000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await cards.nth(2 * pageSize - 1).waitFor();
    await expect.poll(() => cards.count(), SETTLE).toBe(2 * pageSize);
    await expect.poll(() => requests.some((u) => u.includes('page=2') && u.includes(`limit=${pageSize}`)), SETTLE).toBe(true);
  });

  it('the trailer dialog opens and closes', async () => {
    const page = await open(viewport);
    // the sample has no trailers: give this one show a YouTube trailer in the API answer
    await page.route('**/api/show/details/9000225', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, trailer: [{ key: 'dQw4w9WgXcQ', site: 'YouTube' }] } });
    });
    // the browser reads the details itself only when it navigates in the app (a first load carries them)
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).first().waitFor();
    await navigateInApp(page, '/details/9000225');
    await page.getByRole('button', { name: 'Play trailer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Squid Game trailer' });
    await dialog.waitFor();
    await dialog.getByTestId('trailer-player').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
