/**
 * Server-rendered pages in the browser: the first load shows the page before any script runs, hydrates it
 * without a mismatch (React reports one as an error), and asks the API for nothing the page already carries.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, PASSWORD, PHONE, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS, watchProblems } from './browser';

const PUBLIC_PAGES = [
  { path: '/', heading: "Viewer's Choice" },
  { path: '/details/9000001', heading: 'Crash Landing on You' },
  { path: '/discover', heading: 'Discover Dramas' },
  { path: '/genre/romance/1', heading: 'Romance' },
  { path: '/collection/viewers-choice', heading: "Viewer's Choice" },
  { path: '/about', heading: 'About K-lama' },
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Sign Up' },
];

/** Console errors and warnings, page errors, and every API request, from the first byte on. */
function watch(page: Page) {
  const problems = watchProblems(page);
  const apiRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiRequests.push(r.url());
  });
  return { problems, apiRequests };
}

/** Hydrated: the header's search button works (a click on server markup alone would do nothing). */
async function expectHydrated(page: Page) {
  const input = page.getByPlaceholder('Search for drama...');
  await expect
    .poll(async () => {
      if (await input.isVisible()) return true;
      await page
        .getByRole('button', { name: 'Search Drama...' })
        .click({ timeout: 1000 })
        .catch(() => undefined);
      return input.isVisible();
    }, SETTLE)
    .toBe(true);
}

describe.each(VIEWPORTS)('server-rendered first load at $width px', (viewport) => {
  const open = useBrowser();
  const phone = viewport.width < 768 ? PHONE : {};

  it.each(PUBLIC_PAGES)('$path: hydrates without a mismatch or a data request', async ({ path, heading }) => {
    const page = await open(viewport, phone);
    const seen = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await expectHydrated(page);
    // the search overlay's own trending request is the visitor's doing, not the first load's; a show's reviews are
    // never part of a rendered page: they are read after hydration (decision 0040)
    const firstLoad = seen.apiRequests.filter((url) => !url.includes('/periodic-collection/') && !/\/api\/show\/\d+\/reviews\b/.test(url));
    expect(firstLoad).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});

describe('a server-rendered public profile (issue 26 item 3)', () => {
  const open = useBrowser();

  it('/profile/{username}: arrives rendered, hydrates without a mismatch or a data request', async () => {
    const owner = await open(VIEWPORTS[1]);
    const username = `ssrfan${Date.now().toString(36)}`;
    await signUpWelcomed(owner, username);
    await api(owner, 'PATCH', '/user/me', { profileVisibility: 'public' });

    const page = await open(VIEWPORTS[1]);
    const seen = watch(page);
    await page.goto(`/profile/${username}`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-server-rendered')).not.toBeNull();
    await page.getByRole('heading', { name: username, level: 1 }).waitFor();
    await expectHydrated(page);
    // the search overlay's own trending request is the visitor's doing, not the first load's (as on the details page)
    expect(seen.apiRequests.filter((url) => !url.includes('/periodic-collection/'))).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});

describe('the server-rendered login page', () => {
  const open = useBrowser();

  it('keeps what was typed before it was live, logs in, and returns the visitor to where they came from', async () => {
    const username = `ssr${Date.now().toString(36)}`;
    const signedIn = await open(VIEWPORTS[1]);
    await signUpWelcomed(signedIn, username);

    const page = await open(VIEWPORTS[1]);
    const problems = watchProblems(page);
    await page.goto('/details/9000001');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');
    // loaded afresh (the origin stays in the tab's history), its scripts held back: the visitor types into the
    // server's form before the page is live
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const reloaded = page.reload();
    const submit = page.locator('form').getByRole('button', { name: 'Login' });
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    expect(await page.locator('html').getAttribute('data-server-rendered')).not.toBeNull();
    // a submit now would be the browser's own GET with the password in the address: the button waits
    expect(await submit.isDisabled()).toBe(true);
    releaseScripts();
    await reloaded;
    expect(await page.getByLabel('Username').inputValue()).toBe(username);
    await submit.click();
    await page.waitForURL('**/details/9000001');
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends a signed-in visitor on (home), after hydrating the anonymous form without a mismatch', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await signUpWelcomed(page, `ssr${Date.now().toString(36)}in`);
    const problems = watchProblems(page);
    const response = await page.goto('/login');
    expect(await response!.text()).toContain('<h1 id="auth-title" class="auth-card__title">Login</h1>');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#row-viewers').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('work left out of a load', () => {
  const open = useBrowser();

  it('the details page names no region in the browser (the server wrote the one it shows) until the picker is used', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    await page.addInitScript(() => {
      const w = window as unknown as { regionNamings: number };
      w.regionNamings = 0;
      const Original = Intl.DisplayNames;
      (Intl as { DisplayNames: typeof Original }).DisplayNames = class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          w.regionNamings++;
        }
      };
    });
    const namings = () => page.evaluate(() => (window as unknown as { regionNamings: number }).regionNamings);
    await page.goto('/details/9000001', { waitUntil: 'networkidle' });
    const picker = page.getByLabel('Region', { exact: true });
    await expect.poll(() => picker.locator('option:checked').textContent(), SETTLE).toBe('United States');
    expect(await namings()).toBe(0);
    await picker.focus();
    await expect.poll(() => picker.locator('option').count(), SETTLE).toBeGreaterThan(200);
    expect(await namings()).toBeGreaterThan(0);
  });
});

describe('without JavaScript', () => {
  const open = useBrowser();

  it('the rendered page is readable and links work', async () => {
    const page = await open(VIEWPORTS[1], { javaScriptEnabled: false });
    await page.goto('/details/9000001');
    await page.getByRole('heading', { level: 1, name: 'Crash Landing on You' }).waitFor();
    await page.getByText('사랑의 불시착').first().waitFor();
    await expect.poll(() => page.title(), SETTLE).toBe('Crash Landing on You | Where to Watch & Similar Dramas | K-lama');
    await page.getByRole('link', { name: 'Romance' }).first().click();
    await page.waitForURL('**/genre/romance/1');
    await page
      .getByRole('heading', { name: /Romance/ })
      .first()
      .waitFor();
  });
});

describe('under the CSP', () => {
  const open = useBrowser();

  it('validating a form attempts no eval (zod is jitless): no CSP violation', async () => {
    const page = await open(VIEWPORTS[1]);
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
    });
    await page.goto('/login');
    // the form validates as it is typed in
    await page.getByLabel('Username').fill('ab');
    await page.getByText('Username must be at least 3 characters long').waitFor();
    await page.getByLabel('Password').fill('12');
    await page.getByText('Password must be at least 6 characters long').waitFor();
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
