/**
 * Issue 23.8: no form control anywhere keeps the browser's own look on the app's dark page. Every page is visited
 * (signed out, signed in, the operator's console with its forms open, the phone's filter sheet and sort dialog) and
 * every visible button, select, input and text area is compared with a bare element of the same kind drawn by the
 * browser alone: one inside a shadow root, which no stylesheet of the page reaches (only the inherited colour scheme
 * does). A control fails when it keeps that bare element's background (with no image over it) or its border, or is a
 * select still drawn natively (`appearance` not `none`); a checkbox, radio or range keeps its native shape but must
 * take the theme's accent colour (`accent-color` not `auto`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, navigateInApp, PHONE, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

/** The visible controls on the page now that still look like the browser's own, one line each (tag, type, classes, text). */
function browserLookControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}.${[...el.classList].join('.')} "${(
        el.textContent ||
        el.getAttribute('aria-label') ||
        el.getAttribute('name') ||
        ''
      )
        .trim()
        .slice(0, 30)}"`;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, select, input, textarea')) {
      if (el.closest('[hidden], [aria-hidden="true"]') || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const type = el instanceof HTMLInputElement ? el.type : '';
      if (type === 'hidden' || type === 'file') continue;
      if (type === 'checkbox' || type === 'radio' || type === 'range') {
        if (style.accentColor === 'auto') found.push(`${describe(el)}: accent-color auto`);
        continue;
      }
      const bare = document.createElement(el.tagName.toLowerCase()) as HTMLInputElement;
      if (type) bare.type = type;
      if ((el as HTMLInputElement).disabled) bare.disabled = true;
      shadow.append(bare);
      const ua = getComputedStyle(bare);
      const problems = [
        el instanceof HTMLSelectElement && style.appearance !== 'none' && `appearance ${style.appearance}`,
        style.backgroundColor === ua.backgroundColor && style.backgroundImage === 'none' && `background ${style.backgroundColor}`,
        style.borderTopStyle === ua.borderTopStyle &&
          style.borderTopWidth === ua.borderTopWidth &&
          style.borderTopColor === ua.borderTopColor &&
          `border ${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      ].filter(Boolean);
      if (problems.length) found.push(`${describe(el)}: ${problems.join(', ')}`);
    }
    host.remove();
    return found;
  });
}

/** Loads `path`, waits for `ready`, and names the controls there that look like the browser's. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  return (await browserLookControls(page)).map((line) => `${path}: ${line}`);
}

const PUBLIC = [
  ['/', '[data-testid="show-card"]'],
  ['/details/9000001', '.details__track'],
  ['/discover?genre=1,4&year_from=2016&year_to=2020&status=ended&sort=popularity_desc', '[data-testid="show-card"]'],
  ['/genre/romance/1', '[data-testid="show-card"]'],
  ['/cast/hyun-bin/1687948751', '[data-testid="show-card"]'],
  ['/collection/viewers-choice', '[data-testid="show-card"]'],
  ['/about', 'h1'],
  ['/login', 'form'],
  ['/signup', 'form'],
  ['/forgot-password', 'form'],
  ['/reset-password#token=not-a-real-token', 'form'],
  ['/search?q=the', '[data-testid="show-card"]'],
  ['/calendar', 'h1'],
  ['/no-such-page/at-all', 'h1'],
] as const;

const SIGNED_IN = [
  ['/details/9000107', '.diary-panel select'],
  ['/lists', '.my-lists'],
  ['/profile/diary', '.diary-list'],
  ['/settings', 'form'],
  ['/calendar', 'h1'],
  ['/profile', 'h1'],
] as const;

const CONSOLE = [
  ['/admin/hero', '.admin h2'],
  ['/admin/collections', '.admin-chip'],
  ['/admin/about', 'textarea'],
  ['/admin/shows', '.admin h2'],
  ['/admin/users', 'tr[data-user]'],
  ['/admin/imports', 'form'],
  ['/admin/audit', '.admin h2'],
] as const;

describe('no control keeps the browser’s look', () => {
  const open = useBrowser();

  it('(the check finds a bare select, text area, input and button, and a checkbox without the accent)', async () => {
    const page = await open(VIEWPORTS[1]);
    await page.goto('/about');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      for (const tag of ['select', 'textarea', 'input', 'button']) main.append(document.createElement(tag));
      const box = document.createElement('input');
      box.type = 'checkbox';
      main.append(box);
    });
    const found = (await browserLookControls(page)).join('\n');
    for (const kind of [
      /^select\..*appearance/m,
      /^textarea\./m,
      /^input\[type=.*\]?\./m,
      /^button\./m,
      /^input\[type=checkbox\].*accent-color auto/m,
    ])
      expect(found).toMatch(kind);
  });

  it('signed out, on every public page', async () => {
    const page = await open(VIEWPORTS[1]);
    const found: string[] = [];
    for (const [path, ready] of PUBLIC) found.push(...(await visit(page, path, ready)));
    expect(found).toEqual([]);
  });

  it("signed out, the details page's diary prompt has the app's secondary button look (issue 24), rendered and in the app", async () => {
    const page = await open(VIEWPORTS[1]);
    const look = () =>
      page.locator('.details__track').evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          background: s.backgroundColor,
          border: s.borderTopColor,
          radius: s.borderTopLeftRadius,
          height: el.getBoundingClientRect().height,
        };
      });
    // --surface-2 and --border of the dark theme, the pill shape, a finger's height
    const expected = { background: 'rgb(38, 34, 49)', border: 'rgb(52, 48, 66)', radius: '999px', height: 44 };
    await page.goto('/details/9000001');
    expect(await look()).toEqual(expected);
    // reached inside the app from a page whose chunk has no form controls
    await page.goto('/about');
    await navigateInApp(page, '/details/9000003');
    await page.locator('.details__track').waitFor();
    expect(await look()).toEqual(expected);
  });

  it('on a phone: the filter sheet and the sort dialog', async () => {
    const page = await open(VIEWPORTS[0], PHONE);
    const found = await visit(page, '/discover', '[data-testid="show-card"]');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filter' }).waitFor();
    found.push(...(await browserLookControls(page)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    found.push(...(await visit(page, '/genre/romance/1', '[data-testid="show-card"]')));
    await page.getByRole('button', { name: 'Sort by' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await browserLookControls(page)));
    expect(found).toEqual([]);
  });

  it('signed in: the diary panel, lists, diary, settings with its import, calendar', async () => {
    const page = await open(VIEWPORTS[1]);
    await signUpWelcomed(page, `looks${Date.now().toString(36)}`);
    await api(page, 'PATCH', '/user-show/entry/9000107', { episodesWatched: 3, notes: 'Good so far' });
    await api(page, 'POST', '/lists', { name: 'Weekend', visibility: 'private' });
    const found: string[] = [];
    for (const [path, ready] of SIGNED_IN) found.push(...(await visit(page, path, ready)));
    expect(found).toEqual([]);
  });

  it("the operator's console, its forms open", async () => {
    const page = await open(VIEWPORTS[1]);
    await signIn(page, inject('admins').forms);
    const found: string[] = [];
    for (const [path, ready] of CONSOLE) found.push(...(await visit(page, path, ready)));
    await page.goto('/admin/hero');
    await page.getByRole('button', { name: 'New slide' }).click();
    await page.locator('form.admin-form').waitFor();
    found.push(...(await browserLookControls(page)).map((l) => `new slide: ${l}`));
    await page.goto('/admin/collections');
    await page.getByRole('button', { name: 'New collection' }).click();
    await page.locator('form.admin-form').waitFor();
    found.push(...(await browserLookControls(page)).map((l) => `new collection: ${l}`));
    expect(found).toEqual([]);
  });
});
