/**
 * Public profiles, follows and the feed in the browser (issue 26 items 3 and 4): a fan makes their profile public
 * in Settings, a second fan follows it from the profile page and sees the first fan's activity in the feed and on
 * the home page; a fan blocked from their profile is listed in Settings → Blocked fans and unblocked there. Then axe
 * (and, with SCREENSHOTS=<dir>, a PNG each) on the profile, the feed and Settings (the switch, a blocked fan) at 360
 * and 1280 px, in English and Korean.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseURL, SETTLE, signUp, signUpWelcomed, useBrowser, VIEWPORTS, watchProblems } from './browser';
import { switchLanguage } from './korean';
import { axeCleanScreen, SCREEN_LANGUAGES, SCREEN_SIZES, screenPage } from './axe';

const SIGNAL = 9000107;
const GOBLIN = 9000114; // Guardian: The Lonely and Great God
let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A fan whose profile is public (switched on in Settings), who started Signal and liked Goblin. */
async function publicFan(page: Page, name: string) {
  await signUp(page, name);
  const toggle = page.getByRole('switch', { name: 'Show my profile to other fans' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await page.getByRole('switch', { name: 'Show my profile to other fans', checked: true }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await api(page, 'PATCH', `/user-show/entry/${SIGNAL}`, { status: 'watching' });
  await api(page, 'POST', `/user-show/liked/${GOBLIN}`);
}

describe('public profiles, follows and the feed', () => {
  const open = useBrowser();

  it('make a profile public, follow it from a second account, and see its activity in the feed', async () => {
    const writer = await open(VIEWPORTS[1]);
    const writerName = uniqueName('writer');
    await publicFan(writer, writerName);
    // the switch stays on after a reload (saved on the server)
    await writer.reload();
    await expect.poll(() => writer.getByRole('switch', { name: 'Show my profile to other fans' }).isChecked(), SETTLE).toBe(true);

    const reader = await open(VIEWPORTS[0]);
    const problems = watchProblems(reader);
    await signUpWelcomed(reader, uniqueName('reader'));
    await reader.goto(`/profile/${writerName}`);
    await reader.getByRole('heading', { name: writerName, level: 1 }).waitFor();
    await reader.getByRole('heading', { name: 'Favourites' }).waitFor();
    await reader.getByRole('button', { name: 'Follow' }).click();
    await reader.getByRole('button', { name: 'Unfollow' }).waitFor();

    await reader.goto('/feed');
    const activity = reader.locator('.activity').filter({ hasText: writerName }).filter({ hasText: 'started watching Signal' });
    await activity.waitFor();
    expect(await activity.getByRole('link', { name: 'Signal' }).getAttribute('href')).toBe(`/details/${SIGNAL}`);

    await reader.goto('/');
    await reader.locator('#row-following').getByText('started watching Signal').waitFor();
    expect(problems).toEqual([]);

    // turned private: gone from the reader's feed and its profile is the Private Profile notice
    const toggle = writer.getByRole('switch', { name: 'Show my profile to other fans' });
    await toggle.uncheck();
    await expect.poll(() => toggle.isChecked(), SETTLE).toBe(false);
    await reader.goto('/feed');
    await reader.getByText('Nothing here yet.', { exact: false }).waitFor();
    await reader.goto(`/profile/${writerName}`);
    await reader.getByRole('heading', { name: 'Private Profile' }).waitFor();
  });

  it('block a fan from their profile, see them in Settings → Blocked fans, and unblock them there', async () => {
    const writer = await open(VIEWPORTS[1]);
    const writerName = uniqueName('blockw');
    await publicFan(writer, writerName);

    const reader = await open(VIEWPORTS[1]);
    const problems = watchProblems(reader);
    await signUpWelcomed(reader, uniqueName('blockr'));
    await reader.goto(`/profile/${writerName}`);
    const actions = reader.getByRole('group', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Block' }).click();
    await reader.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await reader.getByRole('heading', { name: 'Private Profile' }).waitFor();

    await reader.goto('/settings');
    const blocked = reader.getByRole('list', { name: 'Fans you blocked' });
    await blocked.getByText(writerName, { exact: true }).waitFor();
    await reader.getByRole('button', { name: `Unblock ${writerName}` }).click();
    const dialog = reader.getByRole('dialog', { name: 'Unblock this fan?' });
    // Keep blocked first: it has the focus
    await dialog.getByRole('button', { name: 'Unblock' }).click();
    await reader
      .getByRole('status')
      .filter({ hasText: `You unblocked ${writerName}.` })
      .waitFor();
    await reader.getByText('You have not blocked anyone.').waitFor();

    // the profile is back
    await reader.goto(`/profile/${writerName}`);
    await reader.getByRole('heading', { name: writerName, level: 1 }).waitFor();
    // once blocked, the profile's read answers 404 (the Private Profile notice), which the browser logs as a failed load
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});

// one public fan (made once) is followed, read and blocked by a new reader in each case
describe('public profiles, follows and the feed: axe', () => {
  const open = useBrowser();
  const writerName = uniqueName('axew');
  beforeAll(async () => {
    const writer = await open.lasting(VIEWPORTS[1]);
    await publicFan(writer, writerName);
    await api(writer, 'POST', '/lists', { name: 'Rainy days', visibility: 'public' });
  });

  for (const size of SCREEN_SIZES)
    for (const language of SCREEN_LANGUAGES)
      it(`axe on the profile, the feed and the settings switch at ${size.width} px in ${language}`, async () => {
        const reader = await screenPage(open, size);
        // signed up in English (the helper finds its fields by their English labels), then Korean chosen
        await signUpWelcomed(reader, uniqueName('axer'));
        await switchLanguage(reader, baseURL(), language);
        await api(reader, 'PUT', `/users/${writerName}/follow`);

        const check = async (screen: string) => expect(await axeCleanScreen(reader, `${screen}-${size.name}-${language}`)).toEqual([]);
        await reader.goto(`/profile/${writerName}`);
        await reader.locator('.public-profile__actions button[aria-pressed="true"]').waitFor();
        await check('profile-public');
        await reader.goto('/feed');
        await reader.locator('.activity').first().waitFor();
        await check('feed');
        // a fan blocked: Settings lists them under "Blocked fans"
        await api(reader, 'PUT', `/users/${writerName}/block`);
        await reader.goto('/settings');
        await reader.getByRole('switch').waitFor();
        await reader.getByRole('switch').check();
        await reader.locator('.profile-switch__status:not(:empty)').waitFor();
        await reader.locator('.blocked-fans__item').filter({ hasText: writerName }).waitFor();
        await check('settings-public-profile');
      });
});
