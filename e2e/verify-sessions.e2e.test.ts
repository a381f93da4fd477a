/**
 * Email verification and sessions in the browser (issue 25, items 3 and 4): the sign-up mail's link (received by a
 * real SMTP server) confirms the address and the Settings reminder goes; a session ended from Settings in one browser
 * is signed out in the other at its next refresh. Settings and the confirmation page are checked with axe at 360 and
 * 1280 px in English and Korean (SCREENSHOTS=<dir> saves each).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { baseURL, confirmIdentity, PASSWORD, PHONE, signIn, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { mailTo } from './mailbox';
import { pagePath, preferKorean } from './korean';

const [MOBILE, DESKTOP] = VIEWPORTS;
const SCREENSHOTS = process.env.SCREENSHOTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const linkIn = (text: string | undefined) => /\bhttps?:\/\/\S+\/verify-email#token=[\w-]+/.exec(text ?? '')?.[0];

describe('confirming the email address', () => {
  const open = useBrowser();

  it('follows the sign-up mail’s link; the Settings reminder is gone after', async () => {
    const username = uniqueName('verify');
    const email = `${username}@example.com`;
    const page = await open(DESKTOP);
    await signUp(page, username, email);
    await page.getByText('Confirm your email address').waitFor();

    const mail = await mailTo(email, 'Confirm your email address for K-lama');
    const link = linkIn(mail.text);
    expect(link, mail.text).toBeDefined();
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');

    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.getByRole('heading', { name: 'Sessions and devices' }).waitFor();
    expect(await page.getByText('Confirm your email address').count()).toBe(0);

    // the same link again: refused, and said so
    const again = await open(MOBILE);
    await again.goto(link!);
    await again.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await again.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used.' }).waitFor();
  });
});

describe('sessions and devices', () => {
  const open = useBrowser();

  it('ends the other browser’s session from Settings; that browser is signed out at its next refresh', async () => {
    const username = uniqueName('devices');
    const laptop = await open(DESKTOP);
    await signUp(laptop, username);
    const phone = await open(MOBILE, PHONE);
    await signIn(phone, { username, password: PASSWORD });
    await phone.goto('/settings');
    await phone.getByRole('heading', { name: 'Sessions and devices' }).waitFor();

    await laptop.reload();
    const rows = laptop.locator('.session-list__item');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'This device' }).waitFor();
    const other = rows.filter({ hasNotText: 'This device' });
    expect(await other.textContent()).toContain('Android');
    await other.getByRole('button', { name: /^Sign out/ }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.waitFor();
    // the dialog opens on the button that keeps the session
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    // ending a session asks the owner to confirm first (decision 0043)
    await confirmIdentity(laptop);
    await laptop.getByText('That session has been signed out.').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await laptop.getByRole('heading', { name: 'Sessions and devices' }).evaluate((h) => h === document.activeElement)).toBe(true);

    // the phone's next page load refreshes its session: refused, so it is signed out and sent to sign in
    await phone.reload();
    await phone.waitForURL((url) => pagePath(url) === '/login');
  });
});

describe.each([
  { size: 360, language: 'en' as const },
  { size: 360, language: 'kr' as const },
  { size: 1280, language: 'en' as const },
  { size: 1280, language: 'kr' as const },
])('axe at $size px in $language', ({ size, language }) => {
  const open = useBrowser();

  async function check(p: Page, screen: string) {
    if (SCREENSHOTS) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await p.screenshot({ path: join(SCREENSHOTS, `${screen}-${size}-${language}.png`), fullPage: true });
    }
    expect(await violations(p)).toEqual([]);
  }

  it('Settings with the reminder and two sessions, the confirmation dialog, and the confirmation page', async () => {
    const username = uniqueName(`axe${size}${language}`);
    const email = `${username}@example.com`;
    const other = await open(DESKTOP, PHONE);
    await signUpWelcomed(other, username, email);
    const page = await open(size < 768 ? MOBILE : DESKTOP, { ...(size < 768 ? PHONE : {}), bypassCSP: true });
    await page.setViewportSize({ width: size, height: 800 });
    if (language === 'kr') await preferKorean(page.context(), baseURL());
    await signIn(page, { username, password: PASSWORD });
    await page.goto('/settings');
    await page.locator('.email-verification').waitFor();
    await expect.poll(() => page.locator('.session-list__item').count()).toBe(2);
    // a long address and a device name wrap: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size);
    await check(page, 'settings');
    await page.locator('.session-list__item button').first().click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'settings-confirm');
    await page.keyboard.press('Escape');

    const link = linkIn((await mailTo(email)).text);
    await page.goto(link!);
    await page
      .locator('.auth-card__lead[role="status"]')
      .filter({ hasNotText: /Checking|확인하는 중/ })
      .waitFor();
    await check(page, 'verify-email');
  });
});
