import { describe, expect, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './browser';

describe.each(VIEWPORTS)('discover at $width×$height', (viewport) => {
  const open = useBrowser();
  const mobile = viewport.width < 1024;

  it('filters go to the URL, survive a reload, and a filter change resets the page', async () => {
    const page = await open(viewport);
    await page.goto('/discover');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    // numbered pagination: page 2 goes to the URL
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);

    if (mobile) await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('radio', { name: 'Romance' }).click();
    await page.waitForURL((url) => url.searchParams.get('genre') === '1' && !url.searchParams.has('page'));
    await page.getByRole('checkbox', { name: 'friendship' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') !== null);
    await page.getByRole('radio', { name: 'Romance', checked: true }).waitFor();
    await page.getByRole('checkbox', { name: 'friendship', checked: true }).waitFor();
    if (mobile) await page.keyboard.press('Escape');

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await page.getByRole('button', { name: 'Remove Romance' }).waitFor();
    await page.getByRole('button', { name: 'Remove friendship' }).waitFor();
    await page.locator('[data-testid="show-card"]').first().waitFor();

    // a shared link opens the same filters; removing a chip updates the URL
    await page.getByRole('button', { name: 'Remove friendship' }).click();
    await page.waitForURL((u) => !u.searchParams.has('keyword') && u.searchParams.get('genre') === '1');
  });
});
