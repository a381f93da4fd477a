/**
 * Keyboard use and focus in the browser: dialogs give focus back to the control that opened them, a removed filter
 * chip hands it to a neighbour, search suggestions are chosen with the arrow keys and opened with Enter, a press
 * on the search button before the page is live is not lost, the hero's first image is preloaded, and a page from
 * the page cache is not read again on hydrating.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, PHONE, SETTLE, useBrowser, VIEWPORTS, type Viewport } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;

/** Whether the element is the one with focus. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const expectFocused = (locator: Locator) => expect.poll(() => hasFocus(locator), SETTLE).toBe(true);
const closeWithEscape = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
};

/** Opens `path` at `viewport` (a phone's user agent under 768 px). */
function loader(open: ReturnType<typeof useBrowser>, viewport: Viewport) {
  return async (path: string) => {
    const page = await open(viewport, viewport.width < 768 ? PHONE : {});
    await page.goto(path);
    return page;
  };
}

// the search overlay and the cast dialog behave the same at every width: the desktop's
describe('keyboard and focus', () => {
  const open = useBrowser();
  const load = loader(open, DESKTOP);

  it('search: arrows choose a suggestion, Enter opens it; Escape gives focus back to the search button', async () => {
    const page = await load('/');
    const button = page.getByRole('button', { name: 'Search Drama...' });
    await button.click();
    const box = page.getByRole('combobox', { name: 'Search for drama' });
    await expectFocused(box);
    await closeWithEscape(page);
    await expectFocused(button);

    await button.press('Enter');
    await box.fill('Squid Ga');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent(), SETTLE).toMatch(/Squid Game/);
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), SETTLE).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/details\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
  });

  it('the cast dialog gives focus back to its Details button', async () => {
    const page = await load('/details/9000001');
    const details = page.getByRole('button', { name: 'Details', exact: true });
    await details.click();
    await page.getByRole('dialog', { name: 'Cast' }).waitFor();
    await closeWithEscape(page);
    await expectFocused(details);
  });
});

// where focus goes once the last chip is gone depends on the layout (the phone's Filter button, the sidebar): both widths
describe.each(VIEWPORTS)('keyboard and focus at $width px', (viewport) => {
  const open = useBrowser();
  const phone = viewport.width < 768;
  const load = loader(open, viewport);

  it('a removed filter chip hands focus to the next chip, the last one to a nearby control', async () => {
    const page = await load('/discover');
    await page.locator('[data-testid="show-card"]').first().waitFor();
    if (phone) await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Romance' }).click();
    await page.waitForURL((url) => url.searchParams.get('genre') === '1');
    await page.getByRole('checkbox', { name: 'friendship' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') !== null);
    if (phone) await closeWithEscape(page);

    await page.getByRole('button', { name: 'Remove Romance' }).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('genre'));
    await expectFocused(page.getByRole('button', { name: 'Remove friendship' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('keyword'));
    // with no chip left: the Filter button on a phone, the first filter in the sidebar on a wide screen
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('.discover__layout') !== null && document.activeElement !== document.body),
      )
      .toBe(true);
    if (phone) await expectFocused(page.getByRole('button', { name: 'Filter', exact: true }));
  });
});

// the filter sheet, the sort dialog and the menu button are a phone's
describe('keyboard and focus on a phone', () => {
  const open = useBrowser();
  const load = loader(open, MOBILE);

  it('the filter sheet, the sort dialog and the phone menu give focus back to their button', async () => {
    const page = await load('/discover');
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await filter.click();
    await page.getByRole('dialog', { name: 'Filter' }).waitFor();
    await closeWithEscape(page);
    await expectFocused(filter);

    const menu = page.locator('.nav-dropdown__trigger');
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    await expectFocused(menu);

    await page.goto('/genre/romance/1');
    const sort = page.getByRole('button', { name: 'Sort by' });
    await sort.click();
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('button', { name: 'Release Date (Oldest)' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expectFocused(sort);
  });
});

describe('server-rendered first load', () => {
  const open = useBrowser();

  it('a press on the search button before the page is live opens search once it is', async () => {
    const page = await open(VIEWPORTS[1]);
    // the app bundle is held back: the page is the server's markup, with only the small boot script running
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const boot = page.waitForResponse(/\/assets\/boot-[\w-]+\.js$/);
    // (page.goto would wait for the page to be live; the held module script holds DOMContentLoaded too)
    await page.mainFrame().goto(`${baseURL()}/`, { waitUntil: 'commit' });
    await boot;
    const button = page.getByRole('button', { name: 'Search Drama...' });
    await expect
      .poll(async () => {
        await button.click();
        return page.evaluate(() => document.documentElement.hasAttribute('data-search-pressed'));
      }, SETTLE)
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await page.getByRole('combobox', { name: 'Search for drama' }).waitFor();
  });

  it('a page from the page cache, rendered minutes before, asks the API for nothing but its reviews on hydrating', async () => {
    // rendered (and cached) now; the visitor's clock is ten minutes on, past every read's staleTime
    await (await fetch(`${baseURL()}/details/9000001`)).text();
    const page = await open(VIEWPORTS[1]);
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    const api: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
    });
    await page.goto('/details/9000001', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Crash Landing on You' }).waitFor();
    // the reviews are never part of a stored page: they are read after hydration (decision 0040)
    const reviews = (url: string) => new URL(url).pathname === '/api/show/9000001/reviews';
    expect(api.filter((url) => !reviews(url))).toEqual([]);
    expect(api.filter(reviews)).toHaveLength(1);
  });

  it('preloads the first hero image from its head, the same image the first slide shows', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('as="image"'));
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);
    const firstSlide = /<img [^>]*class="hero__img"[^>]*>/.exec(html.slice(head.length))![0];
    expect(/href="([^"]+)"/.exec(preloads[0]!)![1]).toBe(/src="([^"]+)"/.exec(firstSlide)![1]);
  });
});
