/**
 * What issue 26 left open (decision 0048), in the browser at 360 and 1280 px, English and Korean: a list moderators
 * hid, as its owner sees it (the notice with the reasons, comments closed, the sort control by the K-lama score kept
 * in the address); the console's "Unhide" on the resolved item and its confirmation; the list public again after.
 * Axe clean and no English left in Korean; screenshots when SCREENSHOTS names a folder.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, baseURL, PHONE, signIn, signUp, useBrowser, VIEWPORTS } from './browser';
import { preferKorean, untranslatedText } from './korean';
import { axeCleanScreen, SCREEN_CASES } from './axe';

const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const [CLOY, AUTUMN, WINTER] = [9000001, 9000002, 9000003];

type Item = { id: number; kind: string; targetId: number };

describe.each(SCREEN_CASES)('a hidden list and unhiding it at $width px in $language', ({ name, width, height, language }) => {
  const open = useBrowser();
  const phone = width < 768;
  const kr = language === 'kr';

  const check = async (p: Page, screen: string, part?: Locator) => {
    expect(await axeCleanScreen(p, `${screen}-${name}-${language}`, part)).toEqual([]);
    // the list's name and the shows' titles are the owner's and the catalogue's words (the console's queue holds
    // other tests' user content, English too: its own words are found by their Korean names below)
    if (kr && screen.includes('list')) expect(await untranslatedText(p, [listName, ownerName])).toEqual([]);
  };
  let listName = '';
  let ownerName = '';

  async function opened(signInAs: (p: Page) => Promise<void>) {
    const p = await open(phone ? MOBILE : DESKTOP, { ...(phone ? PHONE : {}), bypassCSP: true });
    await p.setViewportSize({ width, height });
    await signInAs(p);
    if (kr) {
      await preferKorean(p.context(), baseURL());
      await p.evaluate(() => localStorage.setItem('general', JSON.stringify({ state: { language: 'kr' }, version: 0 })));
    }
    return p;
  }

  it('the owner sees the notice and sorts by the score; the admin unhides it', { timeout: 240_000 }, async () => {
    const owner = await opened(async (p) => {
      ownerName = uniqueName(`lo${width}`);
      await signUp(p, ownerName);
    });
    listName = kr ? `주말 드라마 ${ownerName.slice(-4)}` : `Weekend dramas ${ownerName.slice(-4)}`;
    const list = await api<{ id: number }>(owner, 'POST', '/lists', { name: listName, visibility: 'public' });
    for (const show of [CLOY, AUTUMN, WINTER]) await api(owner, 'PUT', `/lists/${list.id}/items/${show}`, {});

    const reporter = await open(DESKTOP);
    await signUp(reporter, uniqueName(`lr${width}`));
    await api(reporter, 'POST', '/reports', { kind: 'list', id: list.id, reason: 'spam' });

    const admin = await opened((p) => signIn(p, inject('admins').community));
    const queue = await api<{ results: Item[] }>(admin, 'GET', '/admin/reports?status=open');
    const item = queue.results.find((i) => i.kind === 'list' && i.targetId === list.id)!;
    await api(admin, 'POST', `/admin/reports/${item.id}/resolve`, { action: 'hide' });

    // the owner: the list with the notice, no comments but a sentence, no error
    await owner.goto(`/lists/${list.id}`);
    const notice = owner.locator('.user-list__hidden');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(kr ? '스팸 또는 광고' : 'spam or advertising');
    await owner.locator('.user-list__comments-closed').waitFor();
    expect(await owner.locator('[role="alert"]').count()).toBe(0);
    await check(owner, 'hidden-list');

    // sorted by the K-lama score, kept in the address
    const score = kr ? 'K-lama 점수순' : 'K-lama score';
    if (phone) {
      await owner.getByRole('button', { name: kr ? '정렬' : 'Sort by' }).click();
      const sheet = owner.getByRole('dialog');
      await check(owner, 'list-sort-sheet');
      await sheet.getByRole('button', { name: score }).click();
      await sheet.waitFor({ state: 'detached' });
    } else {
      await owner.getByRole('combobox', { name: kr ? '정렬' : 'Sort by' }).selectOption({ label: score });
    }
    await expect.poll(() => new URL(owner.url()).search).toBe('?sort=community_desc');
    await notice.waitFor();
    await check(owner, 'list-by-score');
    await owner.reload();
    await notice.waitFor();
    if (!phone) expect(await owner.getByRole('combobox', { name: kr ? '정렬' : 'Sort by' }).inputValue()).toBe('community_desc');

    // the console: the resolved item offers "Unhide", asked first
    await admin.goto('/admin/moderation');
    await admin.getByRole('button', { name: kr ? '처리됨' : 'Resolved' }).click();
    const entry = admin.locator('.admin-moderation__item', { hasText: listName });
    const unhide = entry.getByRole('button', { name: kr ? '숨김 해제' : 'Unhide' });
    await unhide.waitFor();
    await check(admin, 'moderation-resolved');
    await unhide.click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.waitFor();
    await check(admin, 'unhide-confirm');
    await confirm.getByRole('button', { name: kr ? '숨김 해제' : 'Unhide' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => unhide.count()).toBe(0);

    // the list is public again: anyone opens it, and its owner sees no notice and the comments
    const reader = await open(DESKTOP);
    expect((await reader.goto(`/lists/${list.id}`))!.status()).toBe(200);
    await owner.reload();
    await owner.locator('section.comments').waitFor();
    expect(await notice.count()).toBe(0);
  });
});
