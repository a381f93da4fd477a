/**
 * Two-step sign-in in the browser (issue 25 item 6): turned on in Settings with a code computed from the key the
 * page shows (as an authenticator app would), then sign-in asks for the second step, which a computed code and a
 * recovery code each pass; new recovery codes made with the password; axe on the set-up (QR code), the recovery
 * codes, the new codes and the second step, at 360 and 1280 px, in English and Korean, each case signing in with a
 * code at the end. With TWO_FACTOR_SHOTS=<dir> each screen is also saved as a screenshot.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { baseURL, confirmIdentity, PASSWORD, signUp, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { violations } from './axe';
import { pagePath } from './korean';

const [MOBILE, DESKTOP] = VIEWPORTS;
const PHONE_360 = { name: 'phone-360', width: 360, height: 780 } as const;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The app's code `offsetSeconds` from now: 30 is the next step, which the server still takes (the set-up spent this one). */
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** The screen's part (the Settings section, the sign-in card), as a screenshot. */
async function shot(page: Page, name: string, selector: string) {
  const dir = process.env.TWO_FACTOR_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.locator(selector).screenshot({ path: join(dir, `${name}.png`) });
}

async function preferKorean(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'kr', url: baseURL() }]);
  await page.addInitScript(() => {
    if (!localStorage.getItem('general')) localStorage.setItem('general', JSON.stringify({ state: { language: 'kr' }, version: 0 }));
  });
}

/** Turns two-step sign-in on from Settings (the page is there); resolves with the key and the recovery codes. */
async function turnOn(page: Page, label: string, { axe }: { axe: boolean }) {
  await page.locator('#two-factor-heading').scrollIntoViewIfNeeded();
  await page.locator('.two-factor button.control-button--primary').click();
  // a stolen session must not turn it on with its own authenticator: the owner confirms first (decision 0043)
  await confirmIdentity(page);
  const secretInput = page.locator('#two-factor-secret');
  await secretInput.waitFor();
  const qr = page.locator('.two-factor__qr img');
  await qr.waitFor();
  // drawn (a data: image the page's Content-Security-Policy must allow, where it is enforced)
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // the code field has the focus, ready to type into
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('two-factor-code');
  if (axe) expect(await violations(page)).toEqual([]);
  await shot(page, `${label}-setup`, '.two-factor');
  const secret = (await secretInput.inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.locator('#two-factor-code').fill('000000' === (await codeAt(secret)) ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await page.locator('#two-factor-code-error').waitFor();
  await page.locator('#two-factor-code').fill(await codeAt(secret));
  await page.keyboard.press('Enter');
  const codes = page.locator('.two-factor__code-list code');
  await codes.first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
  if (axe) expect(await violations(page)).toEqual([]);
  await shot(page, `${label}-recovery-codes`, '.two-factor');
  const recoveryCodes = await codes.allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.locator('.two-factor__actions .control-button--primary').click();
  await page.locator('#two-factor-password').waitFor();
  await shot(page, `${label}-on`, '.two-factor');
  return { secret, recoveryCodes };
}

async function passwordStep(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[autocomplete^="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.locator('#two-factor-title').waitFor();
  // the code field takes the focus; nobody is signed in yet
  expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
  expect(pagePath(page.url())).toBe('/login');
}

describe('two-step sign-in', () => {
  const open = useBrowser();

  it('turns on in Settings, then sign-in takes a computed code, and a recovery code once', async () => {
    const username = uniqueName('twostep');
    const page = await open(DESKTOP);
    await signUp(page, username);
    // the Content-Security-Policy enforced here (axe, injected, needs it bypassed: the other pages)
    const { secret, recoveryCodes } = await turnOn(page, 'en-1280', { axe: false });

    const mobile = await open(MOBILE, { bypassCSP: true });
    await passwordStep(mobile, username);
    expect(await violations(mobile)).toEqual([]);
    await shot(mobile, 'en-375-second-step', '.auth-card');
    await mobile.getByLabel('Authenticator code').fill(await codeAt(secret, 30));
    await mobile.getByRole('button', { name: 'Sign in', exact: true }).click();
    await mobile.waitForURL((url) => pagePath(url) !== '/login');
    await mobile.goto('/settings');
    await mobile.getByRole('heading', { name: 'Two-step sign-in', exact: true }).waitFor();
    await expect.poll(() => mobile.getByText('Recovery codes left: 10.').count()).toBe(1);

    const recovery = await open(DESKTOP);
    await passwordStep(recovery, username);
    await recovery.getByRole('button', { name: 'Use a recovery code' }).click();
    await recovery.getByLabel('Recovery code').fill(recoveryCodes[2]!);
    await recovery.keyboard.press('Enter');
    await recovery.waitForURL((url) => pagePath(url) !== '/login');

    // the same recovery code again: refused, the step stays
    const again = await open(DESKTOP);
    await passwordStep(again, username);
    await again.getByRole('button', { name: 'Use a recovery code' }).click();
    await again.getByLabel('Recovery code').fill(recoveryCodes[2]!);
    await again.keyboard.press('Enter');
    await again.getByRole('alert').filter({ hasText: 'That recovery code is not right or was already used' }).waitFor();
    expect(pagePath(again.url())).toBe('/login');

    // off with the password: sign-in takes the password alone again
    await mobile.locator('#two-factor-password').fill(PASSWORD);
    await mobile.locator('#two-factor-password').press('Enter');
    await expect.poll(() => mobile.getByText('Two-step sign-in is off.').count()).toBeGreaterThan(0);
  });

  it.each([
    { viewport: PHONE_360, language: 'en' },
    { viewport: PHONE_360, language: 'ko' },
    { viewport: DESKTOP, language: 'en' },
    { viewport: DESKTOP, language: 'ko' },
  ] as const)(
    'set-up, recovery codes, new codes and the second step at $viewport.width px in $language: axe clean; sign-in with a code',
    async ({ viewport, language }) => {
      const label = `${language}-${viewport.width}`;
      const username = uniqueName('twoshot');
      await signUpWelcomed(await open(DESKTOP), username);
      const page = await open(viewport, { bypassCSP: true });
      if (language === 'ko') await preferKorean(page);
      await page.goto('/login');
      await page.locator('input[autocomplete^="username"]').fill(username);
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => pagePath(url) !== '/login');
      await page.goto('/settings');
      await page.locator('#two-factor-heading').waitFor();
      if (language === 'ko') await page.getByRole('heading', { name: '2단계 로그인' }).waitFor();
      const { secret, recoveryCodes } = await turnOn(page, label, { axe: true });

      // new codes with the password: the old ones are replaced, shown once
      await page.locator('#two-factor-new-codes-confirm').fill(PASSWORD);
      await page.locator('#two-factor-new-codes-confirm').press('Enter');
      const codes = page.locator('.two-factor__code-list code');
      await codes.first().waitFor();
      const fresh = await codes.allTextContents();
      expect(fresh).toHaveLength(10);
      expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
      expect(await violations(page)).toEqual([]);
      await shot(page, `${label}-new-codes`, '.two-factor');
      await page.locator('.two-factor__actions .control-button--primary').click();
      await page.locator('#two-factor-new-codes-confirm').waitFor();
      expect(await violations(page)).toEqual([]);
      await shot(page, `${label}-on-with-new-codes`, '.two-factor');

      const second = await open(viewport, { bypassCSP: true });
      if (language === 'ko') await preferKorean(second);
      await passwordStep(second, username);
      await second
        .getByText(language === 'ko' ? '인증 앱에 표시된 6자리 코드를 입력하세요.' : 'Enter the 6-digit code from your authenticator app.')
        .waitFor();
      expect(await violations(second)).toEqual([]);
      await shot(second, `${label}-second-step`, '.auth-card');
      // an old recovery code is refused at once
      await second.getByRole('button', { name: language === 'ko' ? '복구 코드 사용하기' : 'Use a recovery code' }).click();
      await second.getByLabel(language === 'ko' ? '복구 코드' : 'Recovery code', { exact: true }).fill(recoveryCodes[0]!);
      await second.keyboard.press('Enter');
      await second.getByRole('alert').waitFor();
      expect(pagePath(second.url())).toBe('/login');
      // back to the app's code, which signs in
      await second.getByRole('button', { name: language === 'ko' ? '인증 앱 사용하기' : 'Use the authenticator app' }).click();
      await second.getByLabel(language === 'ko' ? '인증 코드' : 'Authenticator code').fill(await codeAt(secret, 30));
      await second.locator('form button[type="submit"]').click();
      await second.waitForURL((url) => pagePath(url) !== '/login');
    },
  );
});
