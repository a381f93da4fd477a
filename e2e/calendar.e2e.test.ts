/**
 * The airing calendar in a browser: the month grid (desktop) and the agenda (phone) from the sample schedules,
 * the current month with its way to the nearest airings, "My shows", a show's .ics from its page, and the
 * personal feed address in Settings (made, renewed, turned off).
 */
import { describe, expect, it } from 'vitest';
import { PHONE, SETTLE, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const WOO = 9000239; // Extraordinary Attorney Woo: Wed/Thu from 29 June 2022, 16 episodes
let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('the airing calendar in a browser', () => {
  const openPage = useBrowser();

  it('desktop: a month grid with each airing linking to its show, moved through with the arrow keys', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/calendar?month=2022-06');
    await page.getByRole('heading', { name: 'June 2022' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Airings in June 2022' });
    const woo = grid.locator('td[data-date="2022-06-29"]');
    await expect.poll(() => woo.getAttribute('aria-label'), SETTLE).toBe('Wednesday, June 29, 1 airing');
    await expect.poll(() => grid.locator('td[data-date="2022-06-04"]').textContent(), SETTLE).toContain('Our BluesEpisode 17');

    // keyboard: the first day is in the tab order; arrows move by a day and by a week
    await grid.locator('td[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')), SETTLE).toBe('2022-06-09');

    await woo.getByRole('link', { name: /Extraordinary Attorney Woo/ }).click();
    await page.waitForURL(`**/details/${WOO}`);
  });

  it('phone: the month as an agenda list of airing days', async () => {
    const page = await openPage(MOBILE, PHONE);
    await page.goto('/calendar?month=2022-06');
    const day = page.locator('li.agenda__day').filter({ has: page.getByRole('heading', { name: 'Wednesday, June 29' }) });
    await expect.poll(() => day.getByRole('link').textContent(), SETTLE).toBe('Extraordinary Attorney WooEpisode 1');
    expect(await page.getByRole('grid').count()).toBe(0);
    // the month navigation fits the phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('the current month has today marked; an empty month asked for offers the nearest months with airings', async () => {
    const page = await openPage(DESKTOP);
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    // asked for by name (opened without one, an empty current month gives way to the nearest: calendar-opening below)
    await page.goto(`/calendar?month=${today.slice(0, 7)}`);
    const monthName = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' }).format(now);
    await page.getByRole('heading', { name: monthName }).waitFor();
    expect(await page.locator('td[aria-current="date"]').getAttribute('data-date')).toBe(today);
    // the sample's last scheduled airing is Bon Appétit, Your Majesty's finale on 28 September 2025
    if (today > '2025-09-30') {
      await page.getByText(`Nothing airs in ${monthName}.`).waitFor();
      await page.getByRole('button', { name: 'September 2025' }).click();
      await page.getByRole('heading', { name: 'September 2025' }).waitFor();
      await expect.poll(() => page.locator('td[data-date="2025-09-28"]').textContent(), SETTLE).toContain('Bon Appétit, Your Majesty');
    }
  });

  it('“My shows” narrows the month to the shows a signed-in fan follows', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('cal'));
    await page.goto(`/details/${WOO}`);
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed'), SETTLE).toBe('true');
    await page.goto('/calendar?month=2022-06');
    await page.getByRole('radio', { name: 'My shows' }).click();
    await page.waitForURL('**/calendar?month=2022-06&shows=mine');
    const grid = page.getByRole('grid');
    await expect.poll(() => grid.locator('td[data-date="2022-06-04"]').textContent(), SETTLE).toBe('4');
    expect(await grid.locator('td[data-date="2022-06-30"]').textContent()).toContain('Extraordinary Attorney Woo');
  });

  it('“Add to calendar” on a show downloads its episodes as an iCalendar file', async () => {
    const page = await openPage(DESKTOP, { acceptDownloads: true });
    await page.goto(`/details/${WOO}`);
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await expect.poll(() => page.getByText('16 episodes, Jun 29, 2022 – Aug 18, 2022').count(), SETTLE).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`klama-${WOO}.ics`);
    const text = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(16);
    expect(text).toContain('DTSTART;VALUE=DATE:20220629');
  });

  it('Settings: makes a secret feed address, renews it (the old one stops working) and turns it off', async () => {
    const page = await openPage(DESKTOP);
    await signUp(page, uniqueName('feed'));
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await section.getByRole('button', { name: 'Create feed address' }).click();
    const field = section.getByLabel('Your feed address');
    await field.waitFor();
    const first = await field.inputValue();
    expect(first).toMatch(/\/api\/calendar\/feed\/[\w-]{59}\.ics$/);
    expect(await section.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href')).toBe(
      first.replace(/^http:/, 'webcal:'),
    );
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');

    await section.getByRole('button', { name: 'Make a new address' }).click();
    await section.getByText('A new address is ready. The old one no longer works.').waitFor();
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    expect((await page.request.get(first)).status()).toBe(404);

    await section.getByRole('button', { name: 'Turn off the feed' }).click();
    await section.getByText('The feed is off. Its address no longer works.').waitFor();
    expect((await page.request.get(second)).status()).toBe(404);
  });
});
