/**
 * Where to watch by region on the details page (ARCHITECTURE 7.2): the region follows the browser's language,
 * the picker switches it (remembered across reloads, rendered by the server without a hydration mismatch), the
 * other regions open on demand, a US visitor keeps the spec's text, and Discover filters by a service in the region.
 * The picker and the list are the same at every width: these run at the desktop's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const MOVING = '/details/9000305'; // Hulu and Disney Plus in the US; Disney Plus in KR, GB, JP, FR (sample catalogue)
const SECRET_LOVE_AFFAIR = '/details/9000036'; // no providers anywhere

function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

const streaming = (page: Page) => page.locator('section[aria-labelledby="streaming-heading"]');
const providerNames = (page: Page) => streaming(page).locator('.provider-list .provider span:not(.provider__offer)').allTextContents();

const [, viewport] = VIEWPORTS;

describe('where to watch by region', () => {
  const open = useBrowser();

  it('switches region on the details page with the labelled picker, remembers it, and lists the other regions on demand', async () => {
    const page = await open(viewport, { locale: 'en-US' });
    const problems = problemsOf(page);
    await page.goto(MOVING);
    const picker = page.getByLabel('Region', { exact: true });
    await expect.poll(() => picker.inputValue(), SETTLE).toBe('US');
    await expect.poll(() => providerNames(page), SETTLE).toEqual(['Hulu', 'Disney Plus']);
    await streaming(page).getByRole('link', { name: 'JustWatch' }).waitFor();

    // the full list is made when the visitor reaches for the picker, not while the page loads
    expect(await picker.locator('option').allTextContents()).toEqual(['United States']);
    await picker.focus();
    await expect
      .poll(
        () => picker.locator('optgroup').evaluateAll((groups) => groups.map((g) => [(g as HTMLOptGroupElement).label, g.children.length])),
        SETTLE,
      )
      .toEqual([
        ['Where it streams', 5],
        ['All regions', 249],
      ]);
    await picker.selectOption('KR');
    await expect.poll(() => providerNames(page), SETTLE).toEqual(['Disney Plus']);
    await expect.poll(() => picker.locator('option:checked').textContent(), SETTLE).toBe('South Korea');

    // remembered: the server renders Korea's offers and the browser hydrates the same (no mismatch reported)
    await page.reload();
    await expect.poll(() => picker.inputValue(), SETTLE).toBe('KR');
    await expect.poll(() => providerNames(page), SETTLE).toEqual(['Disney Plus']);
    const html = await (await page.request.get(MOVING, { headers: { cookie: 'region=KR' } })).text();
    expect(html).toContain('South Korea');
    expect(html).not.toContain('>Hulu<');

    await streaming(page).getByRole('button', { name: 'Also in 4 other regions' }).click();
    const toggle = streaming(page).getByRole('button', { name: 'Hide other regions' });
    await expect.poll(() => toggle.getAttribute('aria-expanded'), SETTLE).toBe('true');
    const others = streaming(page).locator('#streaming-other-regions button');
    await expect.poll(() => others.allTextContents(), SETTLE).toEqual(['France', 'Japan', 'United Kingdom', 'United States']);
    await others.filter({ hasText: 'United States' }).click();
    await expect.poll(() => picker.inputValue(), SETTLE).toBe('US');
    await expect.poll(() => providerNames(page), SETTLE).toEqual(['Hulu', 'Disney Plus']);
    expect(problems.filter((p) => /hydrat|did not match/i.test(p))).toEqual([]);
  });

  it("keeps the spec's US text, says so for another region, and defaults to the browser language's region", async () => {
    const us = await open(viewport, { locale: 'en-US' });
    await us.goto(SECRET_LOVE_AFFAIR);
    await us.getByText('US streaming details coming soon.').waitFor();

    const korean = await open(viewport, { locale: 'ko-KR' });
    await korean.goto(SECRET_LOVE_AFFAIR);
    await expect.poll(() => korean.getByLabel('Region', { exact: true }).inputValue(), SETTLE).toBe('KR');
    await korean.getByText('No streaming details for South Korea yet.').waitFor();
    await korean.goto(MOVING);
    await expect.poll(() => providerNames(korean), SETTLE).toEqual(['Disney Plus']);
  });

  it('Discover filters by a streaming service in the chosen region', async () => {
    const page = await open(viewport, { locale: 'en-GB' });
    await page.goto('/discover?provider=337');
    const results = page.locator('main a[href^="/details/"]');
    await expect
      .poll(() => results.evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]), SETTLE)
      .toEqual([MOVING]);
    // the service is a chip, like the other filters (its select is in the filter dialog on phones)
    await page.getByRole('button', { name: 'Remove Disney Plus' }).click();
    await page.waitForURL((url) => !url.searchParams.has('provider'));
  });
});

describe("a signed-in user's region", () => {
  const open = useBrowser();

  it('is saved on the server and follows the user to another browser', async () => {
    const username = `region_${Date.now().toString(36)}`;
    const first = await open(VIEWPORTS[1], { locale: 'en-US' });
    await signUpWelcomed(first, username);
    await first.goto(MOVING);
    const picker = first.getByLabel('Region', { exact: true });
    await expect.poll(() => picker.inputValue(), SETTLE).toBe('US');
    const saved = first.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.request().method() === 'PATCH');
    await picker.focus();
    await picker.selectOption('JP');
    expect((await saved).status()).toBe(200);

    // another browser (its own storage, an English-US language): signing in brings Japan back
    const second = await open(VIEWPORTS[1], { locale: 'en-US' });
    await second.goto('/login');
    await second.getByLabel('Username').fill(username);
    await second.getByLabel('Password').fill(PASSWORD);
    await second.locator('form').getByRole('button', { name: 'Login' }).click();
    await second.waitForURL((url) => !url.pathname.startsWith('/login'));
    await second.goto(MOVING);
    await expect.poll(() => second.getByLabel('Region', { exact: true }).inputValue(), SETTLE).toBe('JP');
    await expect.poll(() => providerNames(second), SETTLE).toEqual(['Disney Plus']);
  });
});
