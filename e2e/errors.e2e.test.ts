import { describe, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './browser';

describe.each(VIEWPORTS)('error states at $width×$height', (viewport) => {
  const open = useBrowser();

  it('a missing show says so instead of spinning', async () => {
    const page = await open(viewport);
    await page.goto('/details/999999');
    await page.getByText('Failed to load show details').waitFor();
  });

  it('an unknown category type is a proper error page', async () => {
    const page = await open(viewport);
    await page.goto('/movies/anything/1');
    await page.getByText('Unsupported category type').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  });

  it('with the API down: hero, details, lists and discover show their messages', async () => {
    const page = await open(viewport);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByText('An error occured loading slider :(').waitFor();
    await page.goto('/details/9000225');
    await page.getByText('Failed to load show details').waitFor({ timeout: 30_000 });
    await page.goto('/genre/romance/1');
    await page.getByText('Error: Failed to connect to the server').waitFor({ timeout: 30_000 });
    await page.goto('/discover');
    await page.getByText('Failed to fetch discover data.').waitFor({ timeout: 30_000 });
  });
});
