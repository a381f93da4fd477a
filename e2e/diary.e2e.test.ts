/**
 * The diary end to end: progress to completion seen on the diary page, a rating found in the statistics, a
 * public list opened signed out, and a pasted MyDramaList list imported with its ambiguous line resolved.
 */
import { describe, expect, it } from 'vitest';
import { SETTLE, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';

const [, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107; // 16 episodes

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('the diary in a browser', () => {
  const openPage = useBrowser();

  it('marks progress to completion, rates, and finds both on the diary page and in the statistics', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('diary'));
    await page.goto(`/details/${SIGNAL}`);
    const more = page.getByRole('button', { name: 'One more episode watched' });
    await more.click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).inputValue(), SETTLE).toBe('watching');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('completed');
    await expect.poll(() => page.getByText('16 / 16').count(), SETTLE).toBe(1);
    const slider = page.getByRole('slider', { name: 'Your rating' });
    await slider.focus();
    for (let i = 0; i < 17; i++) await page.keyboard.press('ArrowRight'); // 0 → 8.5
    // the rating's own save: an earlier save (the status) can still be answering on a busy machine
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/user-show/entry/${SIGNAL}`) &&
        r.request().method() === 'PATCH' &&
        (r.request().postDataJSON() as { rating?: number } | null)?.rating === 8.5,
    );
    await slider.blur();
    expect((await saved).status()).toBe(200);

    await page.goto('/profile/diary');
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect.poll(() => page.locator(`li[data-show="${SIGNAL}"]`).textContent(), SETTLE).toContain('Completed · 16/16 · 8.5 out of 10');
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect.poll(() => stats.textContent(), SETTLE).toContain('Mean rating8.5');
  });

  it('builds a public list and opens it signed out', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('lister'));
    await page.goto('/lists');
    await page.getByLabel('Name').fill('Thrillers to share');
    await page.getByLabel('Visibility').selectOption('public');
    await page.getByRole('button', { name: 'Create list' }).click();
    const link = page.getByRole('link', { name: 'Thrillers to share' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    await page.goto(`/details/${SIGNAL}`);
    await page.getByRole('button', { name: 'Add to list', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Added' }).waitFor();

    const anonymous = await openPage(DESKTOP);
    await anonymous.goto(href);
    await anonymous.getByRole('heading', { name: 'Thrillers to share' }).waitFor();
    await expect.poll(() => anonymous.locator(`li[data-show="${SIGNAL}"]`).count(), SETTLE).toBe(1);
  });

  it('imports a pasted MyDramaList list with its ambiguous line resolved, a repeated line counted once', async () => {
    const page = await openPage(DESKTOP);
    await signUp(page, uniqueName('importer'));
    await page.getByLabel('Or paste here').fill('1. Signal (2016)\n2. reply\n3. 별에서 온 그대\n4. signal');
    await page.getByRole('button', { name: 'Preview import' }).click();
    await page.getByRole('heading', { name: 'Matched: 2' }).waitFor();
    // what each line will get, and the repeated line apart, naming the first
    expect(await page.locator('.import-lines li').first().innerText()).toContain('Plan to Watch · 0/16 episodes');
    await page.getByRole('heading', { name: 'Not imported: 1' }).waitFor();
    await page.getByText('4. signal: The same show as line 1').waitFor();
    await page.locator('.import-preview select').selectOption({ label: 'Reply 1988 (2015)' });
    await page.getByRole('button', { name: /^Import 3 dramas$/ }).click();
    await page.getByRole('status').filter({ hasText: 'Imported: 3 added, 0 updated, 0 unchanged.' }).waitFor();
    await page.getByRole('link', { name: 'Open your diary' }).click();
    await page.waitForURL('**/profile/diary');
    await page.getByRole('tab', { name: 'Plan to Watch' }).click();
    await expect.poll(() => page.locator('li[data-show]').count(), SETTLE).toBe(3);
  });

  it('exports a diary and imports it into a fresh account with the same entries', async () => {
    const page = await openPage(DESKTOP);
    await signUpWelcomed(page, uniqueName('mover'));
    await page.goto(`/details/${SIGNAL}`);
    // each save is awaited by its own request body: a response to the status change must not stand in for the notes' one
    const patched = (field: string) =>
      page.waitForResponse(
        (r) =>
          r.url().includes(`/api/user-show/entry/${SIGNAL}`) &&
          r.request().method() === 'PATCH' &&
          (r.request().postData() ?? '').includes(`"${field}"`),
      );
    const statusSaved = patched('status');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('on_hold');
    expect((await statusSaved).status()).toBe(200);
    await page.getByLabel('Notes').fill('<b>keep</b> going');
    const saved = patched('notes');
    await page.getByRole('button', { name: 'Save notes' }).click();
    expect((await saved).status()).toBe(200);
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download JSON' }).click();
    const file = await (await download).path();

    const fresh = await openPage(DESKTOP);
    await signUp(fresh, uniqueName('newhome'));
    await fresh.getByRole('combobox', { name: 'Format' }).selectOption('klama');
    await fresh.locator('input[type=file]').setInputFiles(file);
    await fresh.getByRole('button', { name: 'Preview import' }).click();
    await fresh.getByRole('heading', { name: 'Matched: 1' }).waitFor();
    await fresh.getByRole('button', { name: 'Import 1 drama' }).click();
    await fresh.getByRole('status').filter({ hasText: 'Imported: 1 added, 0 updated, 0 unchanged.' }).waitFor();
    await fresh.goto(`/details/${SIGNAL}`);
    await expect.poll(() => fresh.getByRole('combobox', { name: 'Status' }).inputValue(), SETTLE).toBe('on_hold');
    // notes are text: the tags show as typed, nothing is rendered from them
    expect(await fresh.getByLabel('Notes').inputValue()).toBe('<b>keep</b> going');
  });
});
