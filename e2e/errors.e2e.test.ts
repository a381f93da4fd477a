import { describe, it } from 'vitest';
import { navigateInApp, useBrowser, VIEWPORTS } from './browser';

describe.each(VIEWPORTS)('error states at $width×$height', (viewport) => {
  const open = useBrowser();

  it('a missing show is the not-found screen instead of a spinner', async () => {
    const page = await open(viewport);
    await page.goto('/details/999999');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  });

  it('an unknown category type is a proper error page', async () => {
    const page = await open(viewport);
    await page.goto('/movies/anything/1');
    await page.getByText('Unsupported category type').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  });

  it('with the API down: hero, details, lists and discover show their messages', async () => {
    const page = await open(viewport);
    // public pages arrive rendered with their data: the browser's own reads are those of in-app navigation,
    // from a client-rendered screen on
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).first().waitFor();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await navigateInApp(page, '/');
    await page.getByText('An error occured loading slider :(').waitFor();
    await navigateInApp(page, '/details/9000225');
    await page.getByText('Failed to load show details').waitFor({ timeout: 30_000 });
    await navigateInApp(page, '/genre/romance/1');
    await page.getByText('Error: Failed to connect to the server').waitFor({ timeout: 30_000 });
    await navigateInApp(page, '/discover');
    await page.getByText('Failed to fetch discover data.').waitFor({ timeout: 30_000 });
  });
});
