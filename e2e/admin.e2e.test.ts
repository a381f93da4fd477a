/**
 * The operator's console in a browser, signed in as the admin that global setup made with `npm run admin -- grant`:
 * the account menu's entry (admins only), editing a hero slide, reordering a collection from the keyboard, editing
 * About with its live preview, and importing a show from the stub TMDB server with live progress. Each test puts
 * back what it changed (the imported show ends hidden), so the other browser tests see the sample catalogue.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, moveByKeyboard, SETTLE, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { HANGUL, untranslatedText } from './korean';

const [, DESKTOP] = VIEWPORTS;
const HOSPITAL_DAYS = 1001; // in the stub TMDB server's fixtures, not in the sample catalogue

async function signInAsAdmin(page: Page) {
  const admin = inject('admins').console;
  await signIn(page, admin);
  return admin.username;
}

describe('the admin console', () => {
  const open = useBrowser();
  /** The admin, signed in once for the tests that keep the console in English (each starts with a page load). */
  let page: Page;
  beforeAll(async () => {
    page = await open.lasting(DESKTOP);
    await signInAsAdmin(page);
  });

  it('speaks Korean: switched to it while open, and opened in it (its Korean loads with the console)', async () => {
    // a session of its own: the choice of Korean is kept in the browser
    const page = await open(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/admin/collections');
    await page.getByRole('heading', { level: 2, name: 'Collections' }).waitFor();
    await page.getByRole('group', { name: 'Language' }).getByRole('button').nth(1).click();
    await page.getByRole('heading', { level: 1, name: '관리' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '컬렉션' }).waitFor();
    await page.getByRole('navigation', { name: '관리 메뉴' }).getByRole('link', { name: '사용자' }).click();
    await page.getByRole('heading', { level: 2, name: '사용자' }).waitFor();

    // the choice is kept: a fresh load of another console page starts in Korean
    await page.goto('/admin/hero');
    await page.getByRole('heading', { level: 2, name: '히어로 슬라이드' }).waitFor();
    expect(await page.locator('main h1').textContent()).toMatch(HANGUL);
    expect(await page.locator('.sortable__handle').first().getAttribute('aria-roledescription')).toBe('옮길 수 있는 항목');
    // the slides' titles, taglines and tags are the operator's own text (and name the handles), not the console's
    const slides = await api<{ title: string; tagline?: string | null; tag: { label: string } }[]>(page, 'GET', '/admin/hero');
    const operatorText = slides.flatMap((s) => [s.title, `${s.title} 옮기기`, s.tag.label, ...(s.tagline ? [s.tagline] : [])]);
    expect(await untranslatedText(page, operatorText)).toEqual([]);
  });

  it('is in the account menu for admins only; others are told the area is for admins', async () => {
    const { username } = inject('admins').console;
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin/hero');
    await page.getByRole('heading', { level: 2, name: 'Hero slides' }).waitFor();

    const other = await open(DESKTOP);
    const name = `plain${Date.now().toString(36)}`;
    await signUpWelcomed(other, name);
    await other.getByRole('button', { name: `Account menu for ${name}` }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await other.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await other.keyboard.press('Escape');
    await other.goto('/admin');
    await other.getByRole('heading', { name: 'Admins only' }).waitFor();
  });

  it('edits a hero slide and the home page shows it; deleting asks first, and Cancel keeps the slide', async () => {
    const [first] = await api<{ id: number; title: string }[]>(page, 'GET', '/admin/hero');
    await page.goto('/admin/hero');
    const row = page.locator(`li[data-sortable-id="${first!.id}"]`);
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Edit slide “${first!.title}”` });
    const title = `Edited slide ${Date.now().toString(36)}`;
    await form.getByLabel('Title (English)').fill(title);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row.textContent(), SETTLE).toContain(title);

    // Delete asks; Cancel closes the dialog, gives focus back to the button and keeps the slide
    const slides = (await api<unknown[]>(page, 'GET', '/admin/hero')).length;
    const deleteButton = row.getByRole('button', { name: 'Delete' });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this slide?' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), SETTLE).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => deleteButton.evaluate((b) => b === document.activeElement), SETTLE).toBe(true);
    expect(await api<unknown[]>(page, 'GET', '/admin/hero')).toHaveLength(slides);

    await page.goto('/');
    await expect.poll(() => page.locator('.hero__title').allTextContents(), SETTLE).toContain(title);

    await api(page, 'PATCH', `/admin/hero/${first!.id}`, { title: first!.title });
  });

  it('reorders a permanent collection from the keyboard; the saved order is there after a reload', async () => {
    type Collection = { key: string; showIds: number[] };
    const before = (await api<Collection[]>(page, 'GET', '/admin/collections')).find((c) => c.key === 'viewers-choice')!;
    await page.goto('/admin/collections');
    await page.getByRole('button', { name: /^Viewer's Choice/ }).click();
    const list = page.getByRole('list', { name: "Shows of Viewer's Choice, in order" });
    const ids = () =>
      list.locator('li[data-sortable-id]').evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-sortable-id'))));
    await expect.poll(ids, SETTLE).toEqual(before.showIds);
    const firstHandle = await list.locator('li').first().locator('.sortable__handle').getAttribute('aria-label');

    await moveByKeyboard(page, firstHandle!, 1, 2);
    const [a, b, c, ...rest] = before.showIds;
    const moved = [b!, c!, a!, ...rest];
    await expect.poll(ids, SETTLE).toEqual(moved);
    await page.getByRole('button', { name: 'Save shows' }).click();
    await page.getByText('Shows saved').waitFor();

    await page.reload();
    await page.getByRole('button', { name: /^Viewer's Choice/ }).click();
    await expect.poll(ids, SETTLE).toEqual(moved);
    expect((await api<Collection[]>(page, 'GET', '/admin/collections')).find((x) => x.key === 'viewers-choice')!.showIds).toEqual(moved);

    await api(page, 'PUT', '/admin/collections/viewers-choice/items', { showIds: before.showIds });
  });

  it('edits About with a live preview; the About page shows the saved text', async () => {
    const { about } = await api<{ about: string }>(page, 'GET', '/profile');
    await page.goto('/admin/about');
    const editor = page.getByLabel('About text (Markdown) (English)');
    await expect.poll(() => editor.inputValue(), SETTLE).toBe(about);
    const preview = page.getByRole('region', { name: 'Preview (English)' });
    await editor.fill(`${about}\n\n## Written in the console\n\nWith **bold** words.`);
    await preview.getByRole('heading', { level: 2, name: 'Written in the console' }).waitFor();
    expect(await preview.locator('strong', { hasText: 'bold' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.goto('/about');
    await page.getByRole('heading', { level: 2, name: 'Written in the console' }).waitFor();

    await api(page, 'PUT', '/admin/profile', { about });
  });

  it('imports a show from TMDB with its progress and log on screen; the show is on the site, then hidden after confirming', async () => {
    await page.goto('/admin/imports');
    await page.getByLabel('One show by its TMDB id').check();
    await page.getByRole('textbox', { name: 'TMDB id' }).fill(String(HOSPITAL_DAYS));
    await page.getByRole('button', { name: 'Start import' }).click();
    const job = page.locator('.admin-job').first();
    await expect.poll(() => job.getAttribute('data-status'), { ...SETTLE, timeout: 45_000 }).toBe('succeeded');
    await expect.poll(() => job.textContent(), SETTLE).toContain('Added 1, updated 0, failed 0');
    expect(await job.locator('progress').evaluate((p: HTMLProgressElement) => [p.value, p.max])).toEqual([1, 1]);
    expect((await job.locator('.admin-job__log').textContent())!.length).toBeGreaterThan(0);

    await page.goto(`/details/${HOSPITAL_DAYS}`);
    await page.getByRole('heading', { level: 1, name: 'Hospital Days' }).waitFor();

    // hide it again (the other browser tests expect the sample catalogue): the console asks first
    await page.goto('/admin/shows');
    await page.getByLabel('Find a show').fill(String(HOSPITAL_DAYS));
    await page.getByRole('button', { name: 'Choose Hospital Days' }).click();
    await page.getByRole('button', { name: 'Hide from the site' }).click();
    await page.getByRole('alertdialog', { name: 'Hide this show?' }).getByRole('button', { name: 'Hide from the site' }).click();
    await page.getByText('Hidden', { exact: true }).first().waitFor();
    await page
      .getByRole('list', { name: 'Hidden shows' })
      .getByRole('button', { name: /Hospital Days/ })
      .waitFor();
    const details = await page.request.get(`/api/show/details/${HOSPITAL_DAYS}`);
    expect(details.status()).toBe(404);
  });
});
