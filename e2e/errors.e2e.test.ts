/**
 * Error states: a missing show, an unknown category type and the API down. What is shown does not depend on the
 * width, so these run at the desktop's (the phone's layout of the same screens: narrow-screens, accessibility).
 */
import { describe, expect, it } from 'vitest';
import { navigateInApp, SETTLE, useBrowser, VIEWPORTS } from './browser';

const [, viewport] = VIEWPORTS;

describe('error states', () => {
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
    // the app tries a failed read again after 1 s and 2 s (react-query's back-off): the page's clock is moved on
    // instead of waiting those out
    await page.clock.install();
    /** Waits for `text`, a second of the page's time at a time. */
    const shownAfterRetries = (text: string) =>
      expect
        .poll(async () => {
          await page.clock.runFor(1000);
          return page.getByText(text).count();
        }, SETTLE)
        .toBe(1);
    // public pages arrive rendered with their data: the browser's own reads are those of in-app navigation,
    // from a client-rendered screen on
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).first().waitFor();
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await navigateInApp(page, '/');
    await shownAfterRetries('An error occured loading slider :(');
    await navigateInApp(page, '/details/9000225');
    await shownAfterRetries('Failed to load show details');
    await navigateInApp(page, '/genre/romance/1');
    await shownAfterRetries('Error: Failed to connect to the server');
    await navigateInApp(page, '/discover');
    await shownAfterRetries('Failed to fetch discover data.');
  });
});
