/**
 * Accounts end to end in a real browser against the built server: sign-up, settings saves, logout and login,
 * marks and their counts and lists, a silent token refresh mid-session, private profiles, and the
 * complete-profile guard. Usernames are unique per run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmIdentity, PASSWORD, SETTLE, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const SQUID_GAME_FINAL = 9000225;
const [MOBILE, DESKTOP] = VIEWPORTS;

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

type StoredAuth = { state: { user: { username: string; email: string } | null; isLoading: boolean } };
const storedAuth = async (page: Page): Promise<StoredAuth['state']> =>
  (JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{"state":{}}') as StoredAuth).state;

/** The page's refresh cookie as the browser keeps it (scripts of the page cannot read it: HttpOnly). */
const refreshCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'klama-refresh');

async function openAccountMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menu').waitFor();
}

const markButton = (page: Page, mark: 'liked' | 'bookmarked' | 'watched') => page.locator(`button[data-mark="${mark}"]`);

/** Clicks a mark and waits until the server's answer is in (the button is busy while the call runs). */
async function toggleMark(page: Page, mark: 'liked' | 'bookmarked' | 'watched', expected: boolean) {
  const button = markButton(page, mark);
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/api/user-show/${mark}/${SQUID_GAME_FINAL}`) && r.request().method() === 'POST',
  );
  await button.click();
  // taking a completed show off Watched would clear its progress: the page asks first (issue 23.1)
  if (mark === 'watched' && !expected) await page.getByRole('dialog').getByRole('button', { name: 'Clear progress' }).click();
  // flipped at once, before the answer
  await expect.poll(() => button.getAttribute('aria-pressed'), SETTLE).toBe(String(expected));
  expect((await answered).status()).toBe(200);
  await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute('disabled'), `button[data-mark="${mark}"]`);
  await expect.poll(() => button.getAttribute('aria-pressed'), SETTLE).toBe(String(expected));
}

async function expectCounts(page: Page, username: string, counts: { liked: number; bookmarked: number; watched: number }) {
  await page.goto(`/profile/${username}`);
  await page.getByRole('heading', { level: 1, name: username }).waitFor();
  for (const [mark, count] of Object.entries(counts)) {
    const tile = page.getByTestId(`tile-${mark}`);
    await tile.waitFor();
    await expect.poll(() => tile.locator('.profile-tile__count').textContent(), SETTLE).toBe(String(count));
  }
}

describe('accounts in the browser', () => {
  const open = useBrowser();

  it(`sign up → settings → change email → logout → login → marks → profile counts → lists → unmark (${DESKTOP.width}×${DESKTOP.height})`, async () => {
    const page = await open(DESKTOP);
    const username = uniqueName('e2e');
    await signUp(page, username, `${username}@example.com`);

    // settings: username read-only, the email saved on the server
    await expect.poll(() => page.getByLabel('Username').inputValue(), SETTLE).toBe(username);
    await expect.poll(() => page.getByLabel('Username').getAttribute('readonly'), SETTLE).not.toBeNull();
    const save = page.getByRole('button', { name: 'Save Changes' });
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByText('Invalid email address').waitFor();
    await expect.poll(() => save.isDisabled(), SETTLE).toBe(true);
    const newEmail = `${username}.new@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await save.click();
    // a new address could reset the password: the owner confirms first (decision 0043)
    await confirmIdentity(page);
    await page.getByText('Your email has been updated').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.waitForFunction(
      (email) => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value === email,
      newEmail,
    );
    await expect.poll(async () => (await storedAuth(page)).user?.email, SETTLE).toBe(newEmail);

    // change password: disabled until valid, and a wrong current password is a message, not a logout
    const change = page.getByRole('button', { name: 'Change Password' });
    await expect.poll(() => change.isDisabled(), SETTLE).toBe(true);
    await page.getByLabel('Current Password').fill('wrong-password');
    await page.getByLabel('New Password').fill('short');
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New Password').fill('another-secret-2');
    await change.click();
    await page.getByText('Current password is incorrect').waitFor();
    await expect.poll(async () => (await storedAuth(page)).user?.username, SETTLE).toBe(username);

    // logout: the session is revoked on the server, its cookie cleared and the page reloads; /settings then asks for a login
    const refreshTokenBefore = (await refreshCookie(page))!.value;
    await openAccountMenu(page, username);
    await expect.poll(() => page.getByRole('menu').textContent(), SETTLE).toContain(username);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
    await expect.poll(async () => (await storedAuth(page)).user ?? null, SETTLE).toBeNull();
    expect(await refreshCookie(page)).toBeUndefined();
    const revoked = await page.evaluate(
      async (refreshToken) =>
        (
          await fetch('/api/auth/refresh', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-xsrf-token': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
            },
            body: JSON.stringify({ refreshToken }),
          })
        ).status,
      refreshTokenBefore,
    );
    expect(revoked).toBe(401);

    // login returns to the origin (/settings)
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('wrong-pass');
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/settings');

    // marks on the details page
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    for (const mark of ['liked', 'bookmarked', 'watched'] as const)
      await expect.poll(() => markButton(page, mark).getAttribute('aria-pressed'), SETTLE).toBe('false');
    for (const mark of ['liked', 'bookmarked', 'watched'] as const) await toggleMark(page, mark, true);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('button[data-mark][aria-pressed="true"]').length === 3);

    // the profile counts them, via the avatar menu
    await openAccountMenu(page, username);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`**/profile/${username}`);
    await expectCounts(page, username, { liked: 1, bookmarked: 1, watched: 1 });

    // the list pages, from the tiles
    await page.getByTestId('tile-liked').click();
    await page.waitForURL('**/profile/shows/liked');
    await page.getByRole('heading', { level: 1, name: 'Liked Dramas' }).waitFor();
    await page.locator('[data-testid="show-card"]', { hasText: 'Squid Game' }).first().waitFor();
    await page.getByText('Sort by').first().waitFor();
    for (const [mark, title] of [
      ['bookmarked', 'Bookmarked Dramas'],
      ['watched', 'Watched Dramas'],
    ]) {
      await page.goto(`/profile/shows/${mark}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('[data-testid="show-card"]', { hasText: 'Squid Game' }).first().waitFor();
    }

    // unmark two: the counts and the list drop
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.waitForFunction(() => document.querySelectorAll('button[data-mark][aria-pressed="true"]').length === 3);
    await toggleMark(page, 'liked', false);
    await toggleMark(page, 'watched', false);
    await expectCounts(page, username, { liked: 0, bookmarked: 1, watched: 0 });
    await page.goto('/profile/shows/liked');
    await page.getByText('No dramas here yet.').waitFor();
  });

  it(`a reload keeps the session with no token in localStorage; a refused access token is refreshed silently mid-session; another context sees a private profile (${MOBILE.width}×${MOBILE.height})`, async () => {
    const page = await open(MOBILE);
    const username = uniqueName('e2r');
    await signUpWelcomed(page, username, `${username}@example.com`);
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    await toggleMark(page, 'bookmarked', true);
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
    });

    // 1. a reload: the access token was in memory only; the refresh cookie gets a new one, and the counts load
    await page.reload();
    await expectCounts(page, username, { liked: 0, bookmarked: 1, watched: 0 });
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(await page.evaluate(() => Object.values({ ...localStorage }).join(' '))).not.toMatch(/accessToken|refreshToken|eyJ/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('klama-refresh');
    expect(await refreshCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', secure: false });

    // 2. an access token the server refuses (401 once): one refresh → the retried toggle succeeds
    await page.goto(`/details/${SQUID_GAME_FINAL}`);
    await page.getByRole('heading', { level: 1, name: 'Squid Game' }).waitFor();
    // the marks loaded: the page has its access token (its own refresh is done)
    await expect.poll(() => markButton(page, 'bookmarked').getAttribute('aria-pressed'), SETTLE).toBe('true');
    let refused = false;
    await page.route(`**/api/user-show/liked/${SQUID_GAME_FINAL}`, (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"status":"error","message":"Invalid or expired token"}',
      });
    });
    refreshes.length = 0;
    const toggled = page.waitForResponse((r) => r.url().includes(`/api/user-show/liked/${SQUID_GAME_FINAL}`) && r.status() === 200);
    await markButton(page, 'liked').click();
    await toggled;
    await page.waitForFunction(() => !document.querySelector('button[data-mark="liked"]')?.hasAttribute('disabled'));
    await expect.poll(() => markButton(page, 'liked').getAttribute('aria-pressed'), SETTLE).toBe('true');
    expect(refused).toBe(true);
    expect(refreshes).toEqual([200]);
    expect(page.url()).toContain(`/details/${SQUID_GAME_FINAL}`);
    await page.unroute(`**/api/user-show/liked/${SQUID_GAME_FINAL}`);
    await expectCounts(page, username, { liked: 1, bookmarked: 1, watched: 0 });

    // someone else's profile is private, signed in or not
    await page.goto('/profile/somebody-else');
    await page.getByRole('heading', { name: 'Private Profile' }).waitFor();
    const stranger = await open(DESKTOP);
    await stranger.goto(`/profile/${username}`);
    await stranger.getByRole('heading', { name: 'Private Profile' }).waitFor();
    await stranger.getByText('This profile is private and can only be viewed by its owner').waitFor();
    await expect.poll(() => stranger.locator('[data-testid^="tile-"]').count(), SETTLE).toBe(0);
    // a signed-out visitor has no profile of their own to be offered
    expect(await stranger.getByRole('button', { name: 'View My Profile' }).count()).toBe(0);
  });

  it('complete-profile needs a temporary token; /settings needs a session', async () => {
    const page = await open(MOBILE);
    await page.goto('/complete-profile');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();

    await page.evaluate(() => sessionStorage.setItem('tempToken', 'not-a-real-temp-token'));
    await page.goto('/complete-profile');
    await page.getByRole('heading', { name: 'Create Username' }).waitFor();
    await page.getByText('Complete registration by creating a username').waitFor();
    await page.getByLabel('Username', { exact: true }).fill('someone');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByRole('alert').getByText('Invalid or expired temporary token').waitFor();

    await page.goto('/settings');
    await page.waitForURL('**/login');
    // without GOOGLE_CLIENT_ID the Google button is hidden and its script never loads
    await expect.poll(() => page.getByTestId('google-signin').count(), SETTLE).toBe(0);
    await expect.poll(() => page.locator('script[src*="accounts.google.com"]').count(), SETTLE).toBe(0);
  });
});
