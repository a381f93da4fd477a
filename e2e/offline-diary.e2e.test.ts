/**
 * The offline diary in Chromium (issue 27 item 7, decision 0052): a details page loaded online, the network taken
 * away (CDP `Network.emulateNetworkConditions`), an episode marked watched, the status changed and a rating set:
 * each says "Waiting to sync" and the page says it is offline; the network back, the server has all three. Then
 * the pending state at 360 and 1280 px in English and Korean: axe clean, screenshots when SCREENSHOTS names a folder.
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from '@klama/contract';
import type { CDPSession, Page } from 'playwright-core';
import { api, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_LANGUAGES, SCREEN_SIZES, screenPage, violations } from './axe';
import { switchLanguage, untranslatedText } from './korean';

const [, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107; // 16 episodes

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

const entryOf = (page: Page) => api<Entry>(page, 'GET', `/user-show/entry/${SIGNAL}`);

/** The page's network on or off, as DevTools' "Offline" sets it (navigator.onLine and its events follow). */
async function network(cdp: CDPSession, online: boolean) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: !online, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The diary's own queue on the device: the changes kept, oldest first. */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ showId: number; patch: Record<string, unknown>; changedAt: string }[]>((resolve, reject) => {
        const open = indexedDB.open('klama-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const user = (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: { user?: { username?: string } } }).state?.user;
          const read = db
            .transaction('diary-queue')
            .objectStore('diary-queue')
            .get(`queue:${user?.username ?? ''}`);
          read.onsuccess = () => resolve(read.result ?? []);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** What the fan sees, not the whole page: a screenshot of the viewport when SCREENSHOTS names a folder. */
async function shoot(page: Page, file: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(process.env.SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(process.env.SCREENSHOTS, `${file}.png`) });
}

/** Puts a change in the account's queue on the device, as the app keeps one. */
const keepOnDevice = (page: Page, change: { id: string; showId: number; patch: object; changedAt: string }) =>
  page.evaluate(
    (change) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('klama-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const user = (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: { user?: { username?: string } } }).state?.user;
          const tx = open.result.transaction('diary-queue', 'readwrite');
          tx.objectStore('diary-queue').put([change], `queue:${user?.username ?? ''}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    change,
  );

const REFUSED = { en: 'A diary change made offline was not saved', kr: '오프라인에서 바꾼 다이어리 내용을 저장하지 못했어요' } as const;
const OLD = { en: 'must be within the last 30 days', kr: '30일이 지난 변경은 저장할 수 없어요' } as const;

const WAITING = { en: 'Waiting to sync', kr: '동기화 대기 중' } as const;

/** Offline on the loaded page: +1 episode, a status, a rating by the keyboard (saved as the slider rests). */
async function changeOffline(page: Page, language: 'en' | 'kr' = 'en') {
  const names = {
    en: { more: '+1: one more episode watched', status: 'Status', onHold: 'On Hold', rating: 'Your rating' },
    kr: { more: '+1: 한 회 더 봤어요', status: '상태', onHold: '잠시 멈춤', rating: '내 평점' },
  }[language];
  await page.getByRole('button', { name: names.more }).click();
  await page.getByRole('combobox', { name: names.status }).selectOption({ label: names.onHold });
  const slider = page.getByRole('slider', { name: names.rating });
  await slider.focus();
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight'); // 8 out of 10
  await slider.blur();
  await expect.poll(async () => await page.getByText(WAITING[language], { exact: true }).count(), SETTLE).toBe(3);
}

describe('the offline diary', () => {
  const open = useBrowser();

  it('keeps an episode, a status and a rating made offline, shows them waiting, and sends them when the network returns', async () => {
    const page = await open(DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    await signUpWelcomed(page, uniqueName('offline'));
    await page.goto(`/details/${SIGNAL}`);
    await page.getByText('0 / 16').waitFor();
    await entryOf(page); // the api helper's token, fetched while online

    await network(cdp, false);
    await expect.poll(() => page.evaluate(() => navigator.onLine), SETTLE).toBe(false);
    await page.getByText('Diary changes are kept on this device and sent when you are back online.').waitFor();
    await changeOffline(page);
    expect(await page.getByText('1 / 16').count()).toBe(1);
    // the controls say it in words, tied to each control
    expect(await page.getByRole('group', { name: 'Episodes' }).getAttribute('aria-describedby')).toBe('diary-episodes-pending');
    expect(await page.getByRole('combobox', { name: 'Status' }).getAttribute('aria-describedby')).toBe('diary-status-pending');
    expect(await page.getByRole('slider', { name: 'Your rating' }).getAttribute('aria-describedby')).toBe('diary-rating-pending');
    const kept = await keptOnDevice(page);
    expect(kept.map((c) => c.patch)).toEqual([{ episodesWatched: 1 }, { status: 'on_hold' }, { rating: 8 }]);
    expect(await page.getByText('3 diary changes waiting to sync').count()).toBe(1);

    await network(cdp, true);
    await expect.poll(async () => (await keptOnDevice(page)).length, SETTLE).toBe(0);
    expect(await entryOf(page)).toMatchObject({ episodesWatched: 1, status: 'on_hold', rating: 8, startedOn: expect.any(String) });
    await expect.poll(() => page.getByText('Waiting to sync', { exact: true }).count(), SETTLE).toBe(0);
    expect(await page.getByText(/Diary changes are kept on this device/).count()).toBe(0);
    // a reload reads the server's entry: what was kept is what was saved
    await page.reload();
    await page.getByText('1 / 16').waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('on_hold');
  });

  describe.each(SCREEN_SIZES)('at $width px', (size) => {
    for (const language of SCREEN_LANGUAGES)
      it(`in ${language}: the waiting changes, the offline notice and a refused change, axe clean`, { timeout: 150_000 }, async () => {
        const page = await screenPage(open, size);
        const cdp = await page.context().newCDPSession(page);
        await signUpWelcomed(page, uniqueName(`off${size.width}${language}`));
        await switchLanguage(page, new URL(page.url()).origin, language);
        await page.goto(`/details/${SIGNAL}`);
        await page.locator('.diary-panel h2').waitFor();
        await network(cdp, false);
        await expect.poll(() => page.evaluate(() => navigator.onLine), SETTLE).toBe(false);
        await changeOffline(page, language);
        // the panel in view, the notice at the bottom of the screen: what the fan sees (not the whole page)
        await page.locator('.diary-panel').evaluate((panel) => {
          panel.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80); // below the sticky header
        });
        await shoot(page, `offline-diary-${size.name}-${language}`);
        expect(await violations(page)).toEqual([]);
        if (language === 'kr') expect(await untranslatedText(page)).toEqual([]);
        await network(cdp, true);
        await expect.poll(async () => (await keptOnDevice(page)).length, SETTLE).toBe(0);

        // a change kept too long (40 days): the server refuses it, the fan is told why, with the drama's link
        await keepOnDevice(page, {
          id: 'old',
          showId: SIGNAL,
          patch: { rating: 3 },
          changedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
        });
        await page.reload();
        const refused = page.getByRole('alert').filter({ hasText: REFUSED[language] });
        await refused.waitFor();
        await expect.poll(async () => (await keptOnDevice(page)).length, SETTLE).toBe(0);
        expect(await refused.textContent()).toContain(OLD[language]);
        await shoot(page, `offline-diary-refused-${size.name}-${language}`);
        expect(await violations(page)).toEqual([]);
        if (language === 'kr') expect(await untranslatedText(page)).toEqual([]);
        expect((await entryOf(page)).rating).toBe(8);
      });
  });
});
