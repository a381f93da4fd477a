/** Shared Playwright helpers: the system Chromium (never a downloaded one) and the two viewports under test. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, expect, inject } from 'vitest';

export const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** A page's size: one of the two above, or another a check needs (360 px, the narrowest phones). */
export type Viewport = { name: string; width: number; height: number };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baseURL = () => inject('baseURL');

/** The file's Chromium: launched when a test first needs it, shared by every describe block of the file. */
let browser: Promise<Browser> | undefined;
/** Describe blocks of the file that use it: the last one to finish closes it. */
let users = 0;

/**
 * The browser for a describe block: `open(viewport, options)` gives a page in a fresh context (own storage) at the
 * viewport, closed after the test, passed or failed; `open.lasting(…)` gives one kept for the block's remaining
 * tests (opened in `beforeAll` for what several tests share: a signed-in admin, a user with data), closed after
 * them. One Chromium serves the whole file.
 */
export function useBrowser() {
  const perTest: BrowserContext[] = [];
  const lasting: BrowserContext[] = [];
  users += 1;
  afterEach(async () => {
    await Promise.all(perTest.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(lasting.splice(0).map((context) => context.close()));
    users -= 1;
    if (users === 0 && browser) {
      const closing = browser;
      browser = undefined;
      await (await closing).close();
    }
  });
  const page =
    (kept: BrowserContext[]) =>
    async (viewport: Viewport, options: BrowserContextOptions = {}) => {
      browser ??= chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      const context = await (
        await browser
      ).newContext({
        viewport: { width: viewport.width, height: viewport.height },
        baseURL: baseURL(),
        // the app's service worker (decision 0051) answers navigations and catalogue reads itself, where page.route
        // cannot see them: tests fake and count requests with page.route, so only the installable app's test allows it
        serviceWorkers: 'block',
        ...options,
      });
      kept.push(context);
      // and the page sees a browser without them (as one in a private window may be): it then registers none
      if (options.serviceWorkers !== 'allow')
        await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
      return preparePage(await context.newPage(), options);
    };
  return Object.assign(page(perTest), { lasting: page(lasting) });
}

/** Another page in the context of `page` (its cookies and storage: the same session), prepared as `open`'s are. */
export async function pageBeside(page: Page): Promise<Page> {
  return preparePage(await page.context().newPage(), {});
}

async function preparePage(page: Page, options: BrowserContextOptions): Promise<Page> {
  // nothing leaves the machine: third-party hosts (images, video embeds, analytics) are refused, as a blocker
  // would (the console then says net::ERR_BLOCKED_BY_CLIENT, which watchProblems leaves out)
  // (localhost too: WebAuthn needs a host name, so the passkey tests reach their server by it)
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost[:/])/, (route) => route.abort('blockedbyclient'));
  page.setDefaultTimeout(15_000);
  // a server-rendered page's controls do nothing until the app has hydrated: every load waits for it (<html data-hydrated>)
  if (options.javaScriptEnabled !== false) {
    const load = page.goto.bind(page);
    const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    page.goto = async (url, gotoOptions) => {
      const response = await load(url, gotoOptions);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (reloadOptions) => {
      const response = await reload(reloadOptions);
      await hydrated();
      return response;
    };
  }
  return page;
}

/** What a phone's Chromium sends: a mobile user agent and the mobile client hint (the server renders for a phone). */
export const PHONE: BrowserContextOptions = {
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
};

/** How long a retrying assertion (expect.poll) waits for the page to settle: as long as a locator would. */
export const SETTLE = { timeout: 15_000, interval: 100 };

/**
 * Waits until the page shows its data: no loading spinner, skeleton card or busy region left (what a visitor
 * reads or what is measured is then the page's final content, not a placeholder).
 */
export async function contentLoaded(page: Page) {
  await expect.poll(() => page.locator('.show-card--skeleton, .spinner, [aria-busy="true"]').count(), SETTLE).toBe(0);
}

export const PASSWORD = 'e2e-secret-1';

/**
 * Signs a new user up through the form; resolves on the home page it lands on, welcomed (a new account with no page
 * to go back to). Enough for a test that goes on elsewhere or through the API.
 */
export async function signUpWelcomed(page: Page, username: string, email = `${username}@example.com`) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: `Welcome to K-lama, ${username}!` }).waitFor();
}

/** Signs a new user up through the form (`signUpWelcomed`); resolves on the Settings page, opened from there. */
export async function signUp(page: Page, username: string, email = `${username}@example.com`) {
  await signUpWelcomed(page, username, email);
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
}

/**
 * "Confirm it's you" (decision 0043): the dialog a sensitive change opens (the email, two-step set-up, a passkey,
 * ending sessions); types the password and confirms, then waits for the dialog to close (the change is made again).
 * Selectors that read the same in both languages.
 */
export async function confirmIdentity(page: Page, password = PASSWORD) {
  const dialog = page.locator('[role="dialog"].confirm-identity');
  await dialog.waitFor();
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('.owner-proof__confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Signs an existing account in through the sign-in form (selectors that read the same in both languages). */
export async function signIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[autocomplete^="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  // the login page in either language (a Korean one is /ko/login)
  await page.waitForURL((url) => !/^(\/ko)?\/login$/.test(url.pathname));
}

/**
 * The page's own faults from the first byte on: console errors and warnings and uncaught errors, except the loads
 * the tests themselves refuse (third-party hosts, e.g. a provider's logo on TMDB's image host once an import has
 * given it one: net::ERR_BLOCKED_BY_CLIENT).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/net::ERR_BLOCKED_BY_CLIENT/.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Goes to `path` inside the app, as a link would (the router follows history), without loading a page. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * An API call made by the signed-in page itself (its cookies), for set-up, checks and clean-up. The page's access
 * token is in its memory only, so this gets one of its own with the page's refresh cookie (kept on the page's
 * window until it is refused or the page is loaded again: refreshes are rate-limited), inside the app's Web Lock
 * for refreshing: the app's own refresh waits, then sends the rotated cookie (the same cookie twice would be a
 * reuse, which ends the session).
 */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const holder = window as unknown as { e2eAccessToken?: string };
      const xsrf = () => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const refresh = () =>
        navigator.locks.request('klama-auth-refresh', async () => {
          const res = await fetch('/api/auth/refresh', { method: 'POST', headers: { 'x-xsrf-token': xsrf() } });
          if (!res.ok) throw new Error(`POST /auth/refresh: ${res.status}`);
          return ((await res.json()) as { accessToken: string }).accessToken;
        });
      const call = (accessToken: string) =>
        fetch(`/api${path}`, {
          method,
          headers: {
            authorization: `Bearer ${accessToken}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(xsrf() ? { 'x-xsrf-token': xsrf() } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
      holder.e2eAccessToken ??= await refresh();
      let res = await call(holder.e2eAccessToken);
      if (res.status === 401) res = await call((holder.e2eAccessToken = await refresh()));
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.status === 204 ? null : res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * Picks up the sortable item at 1-based `from` by its handle, moves it `steps` down from the keyboard and drops
 * it, waiting for the screen reader announcement of each step.
 */
export async function moveByKeyboard(page: Page, handleName: string, from: number, steps: number) {
  const handle = page.getByRole('button', { name: handleName, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // picked up: the handle is pressed (the live region then says where the item is)
  await expect.poll(() => handle.getAttribute('aria-pressed'), SETTLE).toBe('true');
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByText(new RegExp(` moved to position ${from + step} of `)).count(), SETTLE).toBe(1);
  }
  await page.keyboard.press('Space');
  await expect.poll(() => page.getByText(new RegExp(` dropped at position ${from + steps} of `)).count(), SETTLE).toBe(1);
}
