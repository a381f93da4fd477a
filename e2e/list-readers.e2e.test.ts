/**
 * A personal list as someone else reads it (issue 23, item 12): a public list shows its shows as poster cards,
 * rendered by the server and in the browser; the owner's name is plain text (profiles are private, so no link to
 * a "Private Profile" page); that page never offers "View My Profile" to a signed-out visitor; and a private or
 * missing list read without JavaScript is a readable not-found page answered with 404, not a blank shell.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, baseURL, SETTLE, signUpWelcomed, useBrowser, VIEWPORTS, watchProblems } from './browser';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SIGNAL = 9000107;
const GOBLIN = 9000114; // Guardian: The Lonely and Great God

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

async function listOf(page: Page, showIds: number[], visibility: 'public' | 'private') {
  const list = await api<{ id: number }>(page, 'POST', '/lists', { name: 'For readers', visibility });
  for (const id of showIds) await api(page, 'PUT', `/lists/${list.id}/items/${id}`, { note: id === GOBLIN ? 'Bring tissues' : '' });
  return list.id;
}

/** Each item of the list: the show it links to, whether it has a poster (the image, or the generated title card of a show without one) and its text. */
const cards = (page: Page) =>
  page
    .getByRole('list', { name: 'Shows in this list' })
    .locator('li[data-show]')
    .evaluateAll((items) =>
      items.map((li) => ({
        link: li.querySelector('a.show-card')?.getAttribute('href') ?? null,
        poster: li.querySelector('a.show-card .poster') !== null,
        text: li.textContent,
      })),
    );

describe('a list as others read it', () => {
  const open = useBrowser();

  it('a public list: poster cards in order with notes, rendered and hydrated; the owner is plain text', async () => {
    const owner = await open(DESKTOP);
    const username = uniqueName('cards');
    await signUpWelcomed(owner, username);
    const id = await listOf(owner, [SIGNAL, GOBLIN], 'public');
    const expected = [
      { link: `/details/${SIGNAL}`, poster: true, text: expect.stringContaining('Signal') },
      { link: `/details/${GOBLIN}`, poster: true, text: expect.stringContaining('Bring tissues') },
    ];

    // without JavaScript: the server's page
    const noScript = await open(MOBILE, { javaScriptEnabled: false });
    const rendered = await noScript.goto(`/lists/${id}`);
    expect(rendered?.status()).toBe(200);
    expect(await cards(noScript)).toEqual(expected);

    // hydrated in the browser (what the cards look like on a phone: narrow-screens and the axe suites)
    const page = await open(DESKTOP);
    const problems = watchProblems(page);
    await page.goto(`/lists/${id}`);
    await expect.poll(() => cards(page), SETTLE).toEqual(expected);
    await page.getByText(`By ${username}`).waitFor();
    // no link to the owner's (private) profile
    expect(await page.locator(`a[href^="/profile/"]`).count()).toBe(0);
    expect(await page.getByRole('link', { name: username }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a private profile offers "View My Profile" to a signed-in visitor only', async () => {
    const visitor = await open(MOBILE);
    await visitor.goto('/profile/someone');
    await visitor.getByRole('heading', { name: 'Private Profile' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'View My Profile' }).count()).toBe(0);

    const member = await open(MOBILE);
    await signUpWelcomed(member, uniqueName('member'));
    await member.goto('/profile/someone');
    await member.getByRole('button', { name: 'View My Profile' }).waitFor();
  });

  it('without JavaScript a private or missing list is a readable not-found page with 404', async () => {
    const owner = await open(DESKTOP);
    await signUpWelcomed(owner, uniqueName('hider'));
    const id = await listOf(owner, [SIGNAL], 'private');

    for (const [path, language] of [
      [`/lists/${id}`, 'en'],
      ['/lists/999999999', 'en'],
      [`/lists/${id}`, 'kr'],
    ] as const) {
      const page = await open(MOBILE, { javaScriptEnabled: false });
      if (language === 'kr') await page.context().addCookies([{ name: 'language', value: 'kr', url: baseURL() }]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = language === 'en' ? 'List not found' : '목록을 찾을 수 없어요';
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(`${heading} | K-lama`);
      await page.getByRole('link', { name: language === 'en' ? 'Back to Home' : '홈으로 돌아가기' }).waitFor();
      expect(await page.content()).not.toContain('For readers');
    }
  });
});
