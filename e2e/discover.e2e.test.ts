/**
 * Discover's filters and the address: what is chosen goes to the URL, survives a reload and is rendered by the
 * server. The filters are the same under every width; on a phone they sit in a sheet (its use: rough-edges,
 * keyboard-focus, accessibility), so these run at the desktop's, with the filters in the sidebar.
 */
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser, VIEWPORTS } from './browser';

const [, viewport] = VIEWPORTS;

describe('discover', () => {
  const open = useBrowser();

  it('filters go to the URL, survive a reload, and a filter change resets the page', async () => {
    const page = await open(viewport);
    await page.goto('/discover');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    // numbered pagination: page 2 goes to the URL
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);

    await page.getByRole('checkbox', { name: 'Romance' }).click();
    await page.waitForURL((url) => url.searchParams.get('genre') === '1' && !url.searchParams.has('page'));
    await page.getByRole('checkbox', { name: 'friendship' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') !== null);
    await page.getByRole('checkbox', { name: 'Romance', checked: true }).waitFor();
    await page.getByRole('checkbox', { name: 'friendship', checked: true }).waitFor();

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

  it('several genres, a year range, an airing state and an order: in the URL, server-rendered, changed from the page', async () => {
    // genre 1 is Romance, 4 Thriller (data/catalogue/taxonomy.json)
    const query = 'genre=1,4&genre_match=any&year_from=2016&year_to=2020&status=ended&sort=date_asc';
    const api = (await (await fetch(`${baseURL()}/api/show?${query}&limit=3`)).json()) as {
      totalDocs: number;
      results: { name: string; first_air_date: string }[];
    };
    expect(api.totalDocs).toBeGreaterThan(3);
    // the oldest matching dramas first, all from those years
    for (const show of api.results) expect(show.first_air_date.slice(0, 4) >= '2016').toBe(true);
    // the server renders the page for that address: its first results are in the HTML before any script runs
    const html = await (await fetch(`${baseURL()}/discover?${query}`)).text();
    for (const show of api.results) expect(html).toContain(show.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

    const page = await open(viewport);
    await page.goto(`/discover?${query}`);
    await page.locator('[data-testid="show-card"]').first().waitFor();
    for (const chip of ['Remove Romance', 'Remove Thriller', 'Remove 2016–2020', 'Remove Finished'])
      await page.getByRole('button', { name: chip }).waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.inputValue()).toBe('date_asc');
    await sort.selectOption('popularity_desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'popularity_desc' && url.searchParams.get('genre') === '1,4');

    await page.getByRole('radio', { name: 'All of them' }).click();
    await page.waitForURL((url) => !url.searchParams.has('genre_match') && url.searchParams.get('genre') === '1,4');
    await page.getByLabel('Minimum rating').selectOption('8');
    await page.waitForURL((url) => url.searchParams.get('rating_min') === '8');
    // the sample catalogue has no ratings: nothing is rated 8 or more
    await page.getByText('No dramas match these filters.').waitFor();
  });
});
