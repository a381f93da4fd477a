/**
 * No page is wider than a phone's screen (issue 12.9): every route, signed out and signed in, at 320, 360 and
 * 375 px, is checked for sideways scrolling (the document no wider than the viewport).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SETTLE, signUp, useBrowser, VIEWPORTS } from './browser';

const PHONE_WIDTHS = [320, 360, 375];
const SQUID_GAME_FINAL = 9000225;

const SIGNED_OUT_ROUTES = [
  '/',
  `/details/${SQUID_GAME_FINAL}`,
  '/genre/romance/1',
  '/year/released/2024',
  '/provider/netflix/8',
  '/keyword/chaebol/1168455572',
  '/collection/viewers-choice',
  '/discover',
  '/discover?genre=1&page=2',
  '/about',
  '/login',
  '/signup',
  '/no/such/page/here',
];

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** Visits each route at each phone width and collects those that scroll sideways, with their widths. */
async function widerThanScreen(page: Page, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ state: 'attached' });
      const { scrollWidth, innerWidth } = await overflow(page);
      if (scrollWidth > innerWidth) failures.push(`${route} at ${innerWidth} px is ${scrollWidth} px wide`);
    }
  }
  return failures;
}

// every public route at three widths: about 40 s on a quiet machine, near a minute on a loaded one
describe('narrow phones', { timeout: 150_000 }, () => {
  const open = useBrowser();

  it('signed out: no route scrolls sideways at 320, 360 or 375 px (the header keeps its Login button on screen)', async () => {
    const page = await open(VIEWPORTS[0]);
    // a person's pages are reached from a show, as a visitor would
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    const cast = await page.getByRole('link', { name: /Lee Jung-jae/ }).getAttribute('href');
    const crew = await page.getByRole('link', { name: 'Hwang Dong-hyuk' }).first().getAttribute('href');
    expect(await widerThanScreen(page, [...SIGNED_OUT_ROUTES, cast!, crew!])).toEqual([]);

    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/discover');
    const login = await page.getByRole('button', { name: 'Login' }).boundingBox();
    expect(login!.x + login!.width).toBeLessThanOrEqual(320);
  });

  it('signed in: profile, lists and settings too', async () => {
    const page = await open(VIEWPORTS[0]);
    const username = `narrow${Date.now().toString(36)}`;
    await signUp(page, username);
    await expect.poll(() => page.getByRole('button', { name: `Account menu for ${username}` }).count(), SETTLE).toBe(1);
    expect(
      await widerThanScreen(page, [
        '/',
        '/discover',
        `/details/${SQUID_GAME_FINAL}`,
        '/settings',
        `/profile/${username}`,
        '/profile/shows/liked',
      ]),
    ).toEqual([]);
  });
});
