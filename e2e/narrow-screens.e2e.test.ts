/**
 * No page is wider than a phone's screen (issues 12.9 and 23.3): every page — the catalogue's, a person's, search,
 * the calendar, the account pages, the diary, the lists and a public list, the admin console — signed out and
 * signed in, in English and in Korean, at 320, 360, 375 and 390 px, is checked for sideways scrolling (the document
 * no wider than the viewport). A signed-in fan has a list with a long name, a diary entry and notes: what once made
 * the details page 624 px wide at 390 px.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseURL, pageBeside, SETTLE, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { preferKorean } from './korean';

const PHONE_WIDTHS = [320, 360, 375, 390];
const SQUID_GAME_FINAL = 9000225;
const SIGNAL = 9000107;
const LONG_LIST_NAME = 'Slow-burn revenge thrillers with morally grey leads worth a second watch';
const ADMIN_SECTIONS = ['hero', 'collections', 'about', 'shows', 'users', 'imports', 'audit'];

const PUBLIC_ROUTES = [
  '/',
  `/details/${SQUID_GAME_FINAL}`,
  `/details/${SIGNAL}`,
  '/genre/romance/1',
  '/year/released/2024',
  '/provider/netflix/8',
  '/keyword/chaebol/1168455572',
  '/collection/viewers-choice',
  '/discover',
  '/discover?genre=1&page=2',
  '/calendar',
  '/about',
  '/no/such/page/here',
];
const SIGNED_OUT_ONLY = ['/login', '/signup'];

type Language = 'en' | 'kr';
/** What a route is called in a failure: the route, the language and whether someone was signed in. */
type Visit = { route: string; label: string; open?: (page: Page) => Promise<void> };

const measure = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) =>
        // two frames: the layout after the resize (and what the app re-renders on it) has been painted
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })),
        ),
      ),
  );

/**
 * Loads each page once and measures it at every phone width; collects those wider than the screen, with their widths.
 * The visits are shared out among `pages` (of one context: the same visitor), which load at the same time: most of a
 * visit is waiting for the network to go quiet.
 */
async function widerThanScreen(pages: Page[], visits: Visit[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...visits];
  const measureEach = async (page: Page) => {
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 740 });
      // the page with everything it reads after loading (reviews, a diary, lists) and drawn for this width
      await page.goto(visit.route, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ state: 'attached' });
      await visit.open?.(page);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const { scrollWidth, innerWidth } = await measure(page);
        if (scrollWidth > innerWidth) failures.push(`${visit.label} at ${innerWidth} px is ${scrollWidth} px wide`);
      }
    }
  };
  await Promise.all(pages.map(measureEach));
  return failures.sort();
}

const visits = (routes: string[], tag: string): Visit[] => routes.map((route) => ({ route, label: `${route} (${tag})` }));

/** The search overlay open on a query with shows and people. */
const searchVisit = (tag: string): Visit => ({
  route: '/',
  label: `search overlay (${tag})`,
  open: async (page) => {
    await page.locator('[data-search-button]').click();
    await page.locator('.search__input').fill('love');
    await expect.poll(() => page.getByTestId('search-results').locator('a').count(), SETTLE).toBeGreaterThan(0);
  },
});

/** A person's pages, reached from a show as a visitor would. */
async function personRoutes(page: Page): Promise<string[]> {
  await page.goto(`/details/${SQUID_GAME_FINAL}`);
  const cast = await page.locator('a[href*="/cast/"]').first().getAttribute('href');
  const crew = await page.locator('a[href*="/crew/"]').first().getAttribute('href');
  return [cast!, crew!];
}

/** Korean from the next page load on: the cookie the server renders by and the stored choice (kept if already stored). */
async function choose(page: Page, language: Language) {
  if (language !== 'kr') return;
  await preferKorean(page.context(), baseURL());
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      const general = JSON.parse(localStorage.getItem('general') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
      general.state.language = 'kr';
      localStorage.setItem('general', JSON.stringify(general));
    });
}

/** Makes a fan with a diary entry, notes and two lists (a public one, and a private one with a long name). */
async function makeFan(page: Page, username: string) {
  await signUpWelcomed(page, username);
  await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
  await api(page, 'PATCH', `/user-show/entry/${SIGNAL}`, { episodesWatched: 16, rating: 9, notes: 'The walkie-talkie. '.repeat(40) });
  const open = await api<{ id: number }>(page, 'POST', '/lists', { name: 'Shared picks', visibility: 'public' });
  const long = await api<{ id: number }>(page, 'POST', '/lists', { name: LONG_LIST_NAME, visibility: 'private' });
  for (const id of [open.id, long.id])
    await api(page, 'PUT', `/lists/${id}/items/${SIGNAL}`, { note: 'Cold case, warm heart. '.repeat(10) });
  return { publicList: open.id, privateList: long.id };
}

function signedInVisits(username: string, lists: { publicList: number; privateList: number }, tag: string): Visit[] {
  return [
    ...visits(
      [
        ...PUBLIC_ROUTES,
        '/settings',
        `/profile/${username}`,
        '/profile/shows/liked',
        '/profile/shows/watched',
        '/profile/diary',
        '/lists',
        `/lists/${lists.publicList}`,
        `/lists/${lists.privateList}`,
      ],
      tag,
    ),
    searchVisit(tag),
  ];
}

/** How many pages of one visitor load at once. */
const PAGES_AT_ONCE = 2;

/** `page` and more pages beside it (its context: the same visitor, the same language). */
const withPagesBeside = async (page: Page) => [
  page,
  ...(await Promise.all(Array.from({ length: PAGES_AT_ONCE - 1 }, () => pageBeside(page)))),
];

// every page at four widths, each test one language and one kind of visitor
describe('narrow phones', { timeout: 300_000 }, () => {
  const open = useBrowser();
  // one fan and one admin for both languages (made and signed in once; each test chooses its language)
  let fan: { pages: Page[]; username: string; lists: { publicList: number; privateList: number } };
  let admin: Page[];
  beforeAll(async () => {
    const page = await open.lasting(VIEWPORTS[0]);
    const username = `narrow${Date.now().toString(36)}`;
    const lists = await makeFan(page, username);
    fan = { pages: await withPagesBeside(page), username, lists };
    const adminPage = await open.lasting(VIEWPORTS[0]);
    await signIn(adminPage, inject('admins').narrow);
    admin = await withPagesBeside(adminPage);
  });

  describe.each(['en', 'kr'] as const)('in %s', (language) => {
    it('signed out: no page scrolls sideways (the header keeps its Login button on screen)', async () => {
      const page = await open(VIEWPORTS[0]);
      await choose(page, language);
      const people = await personRoutes(page);
      const tag = `${language}, signed out`;
      expect(
        await widerThanScreen(await withPagesBeside(page), [
          ...visits([...PUBLIC_ROUTES, ...SIGNED_OUT_ONLY, ...people, `/lists/${fan.lists.publicList}`], tag),
          searchVisit(tag),
        ]),
      ).toEqual([]);

      if (language === 'en') {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto('/discover');
        const login = await page.getByRole('button', { name: 'Login' }).boundingBox();
        expect(login!.x + login!.width).toBeLessThanOrEqual(320);
      }
    });

    it('signed in: the diary, profile, lists and settings pages too', async () => {
      // the context's choice: every page of the fan's
      await choose(fan.pages[0]!, language);
      expect(await widerThanScreen(fan.pages, signedInVisits(fan.username, fan.lists, `${language}, signed in`))).toEqual([]);
    });

    it('the admin console, each section', async () => {
      await choose(admin[0]!, language);
      const sections = ADMIN_SECTIONS.map((section) => ({ route: `/admin/${section}`, label: `/admin/${section} (${language})` }));
      expect(await widerThanScreen(admin, sections)).toEqual([]);
    });
  });
});
