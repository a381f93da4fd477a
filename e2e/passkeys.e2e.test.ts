/**
 * Passkeys in the browser (issue 25) with Chromium's virtual authenticator (DevTools protocol: WebAuthn.enable,
 * WebAuthn.addVirtualAuthenticator — CTAP2, internal, resident keys, user verification): add a passkey from
 * Settings, rename it, sign out, sign in with the "Sign in with a passkey" button and with the username field's
 * autofill, remove it after confirming; delete the account with the passkey as its confirmation, its public list
 * then gone. WebAuthn needs a host name, never an IP address: this file starts a server
 * of its own whose SITE_URL (and so relying party id) is http://localhost:<port>, and reaches it by that name.
 * The Settings section, the delete dialog offering the passkey and the sign-in screen are checked with axe at 360 and 1280 px in English and Korean; with
 * SCREENSHOTS=<dir> each is saved as a PNG.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, confirmIdentity, SETTLE, signUp, useBrowser, VIEWPORTS } from './browser';
import { freePort, startBuiltServer, stopServer } from './global-setup';
import { violations } from './axe';
import { pagePath } from './korean';

const SCREENSHOTS = process.env.SCREENSHOTS;
const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let server: ChildProcess;
let site: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'klama-e2e-passkeys-'));
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startBuiltServer(port, { DATA_DIR: dataDir, SITE_URL: site, DATABASE_URL: '', SMTP_URL: '' });
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A virtual platform authenticator on the page, answering every prompt with a verified user. While the page's
 * storage says `e2e-no-autofill`, the browser says it has no passkey autofill (as one without conditional mediation).
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  await page.context().addInitScript(() => {
    if (localStorage.getItem('e2e-no-autofill')) PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const storedUser = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: { user?: { username?: string } } }).state?.user?.username,
  );

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => storedUser(page), SETTLE).toBeUndefined();
}

async function chooseKorean(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'kr', url: site }]);
  await page.evaluate(() => {
    const general = JSON.parse(localStorage.getItem('general') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    general.state.language = 'kr';
    localStorage.setItem('general', JSON.stringify(general));
  });
  await page.reload();
}

/** The whole page, what the window shows (a dialog), or only a part (the Settings page is long: its passkeys section). */
async function shoot(page: Page, name: string, part: Locator | 'page' | 'window' = 'page') {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await (typeof part === 'string' ? page.screenshot({ path, fullPage: part === 'page' }) : part.screenshot({ path }));
}

describe('passkeys', () => {
  const open = useBrowser();

  it('added from Settings, renamed, then signing in with the button and with the autofill prompt; removed after confirming', async () => {
    const page = await open(DESKTOP, { baseURL: site, bypassCSP: true });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const username = uniqueName('passkey');
    await signUp(page, username);

    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByLabel('Name of the new passkey').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmIdentity(page);
    await section.getByRole('status').filter({ hasText: 'Passkey “Test laptop” added.' }).waitFor();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect
      .poll(() => list.locator('.passkeys__text').allInnerTexts(), SETTLE)
      .toEqual([expect.stringMatching(/^Test laptop\s+Added .+ · never used$/)]);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    // rename in place: the field takes the focus, Enter saves, the focus goes back to the row's button
    await list.getByRole('button', { name: 'Rename “Test laptop”' }).click();
    const field = list.getByLabel('New name for “Test laptop”');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement), SETTLE).toBe(true);
    await field.fill('Desk laptop');
    await field.press('Enter');
    await section.getByRole('status').filter({ hasText: 'Passkey renamed to “Desk laptop”.' }).waitFor();
    const renameButton = list.getByRole('button', { name: 'Rename “Desk laptop”' });
    await expect.poll(() => renameButton.evaluate((el) => el === document.activeElement), SETTLE).toBe(true);
    // Escape leaves a rename without saving
    await renameButton.press('Enter');
    await list.getByLabel('New name for “Desk laptop”').press('Escape');
    await renameButton.waitFor();
    expect(await violations(page)).toEqual([]);

    // signed out, the button signs in with the passkey (no username, no password). Chromium's virtual authenticator
    // answers an autofill (conditional) request by itself as soon as it is made, so for the button this browser is
    // one without the autofill prompt
    await page.evaluate(() => localStorage.setItem('e2e-no-autofill', '1'));
    await signOut(page, username);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => pagePath(url) !== '/login');
    await expect.poll(() => storedUser(page), SETTLE).toBe(username);

    // with the autofill prompt: focusing the username field starts the request, answered with the passkey, no button
    // pressed
    await page.evaluate(() => localStorage.removeItem('e2e-no-autofill'));
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.locator('input[autocomplete="username webauthn"]').focus();
    await page.waitForURL((url) => pagePath(url) !== '/login');
    await expect.poll(() => storedUser(page), SETTLE).toBe(username);

    // Settings shows the use; removing asks first, Keep changes nothing, Remove ends the passkey
    await page.goto('/settings');
    await expect
      .poll(() => list.locator('.passkeys__text').allInnerTexts(), SETTLE)
      .toEqual([expect.stringMatching(/^Desk laptop\s+Added .+ · last used .+$/)]);
    await list.getByRole('button', { name: 'Remove “Desk laptop”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => list.getByRole('listitem').count(), SETTLE).toBe(1);
    await list.getByRole('button', { name: 'Remove “Desk laptop”' }).click();
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await section.getByRole('status').filter({ hasText: 'Passkey “Desk laptop” removed.' }).waitFor();
    await section.getByText('You have no passkeys yet.').waitFor();
    await expect
      .poll(() => section.getByLabel('Name of the new passkey').evaluate((el) => el === document.activeElement), SETTLE)
      .toBe(true);

    // the authenticator still holds the credential, but the site no longer knows it
    await page.evaluate(() => localStorage.setItem('e2e-no-autofill', '1'));
    await signOut(page, username);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').filter({ hasText: 'This passkey could not sign you in' }).waitFor();
    expect(pagePath(page.url())).toBe('/login');
  });

  it('confirms the account’s deletion with the passkey: the account is erased and its public list answers 404', async () => {
    const page = await open(DESKTOP, { baseURL: site, bypassCSP: true });
    await virtualAuthenticator(page);
    const username = uniqueName('pkdel');
    await signUp(page, username);
    await page.getByLabel('Name of the new passkey').fill('Phone');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await confirmIdentity(page);
    await page.getByRole('status').filter({ hasText: 'Passkey “Phone” added.' }).waitFor();
    const list = await api<{ id: number }>(page, 'POST', '/lists', { name: 'Farewell dramas', visibility: 'public' });
    const reader = await open(DESKTOP, { baseURL: site, bypassCSP: true });
    expect((await reader.goto(`/lists/${list.id}`))?.status()).toBe(200);

    await page.locator('section.delete-account').getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Or confirm with one of your passkeys instead.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect(pagePath(page.url())).toBe('/account-deleted');
    expect(await storedUser(page)).toBeUndefined();
    expect((await reader.goto(`/lists/${list.id}`))?.status()).toBe(404);
  });

  describe.each([
    { size: MOBILE, width: 360, height: 740 },
    { size: DESKTOP, width: 1280, height: 800 },
  ])('screens at $width px', ({ size, width, height }) => {
    it.each(['en', 'kr'] as const)('Settings → Passkeys and the sign-in screen in %s: axe clean', async (language) => {
      const page = await open(size, { baseURL: site, bypassCSP: true });
      await page.setViewportSize({ width, height });
      await virtualAuthenticator(page);
      const username = uniqueName('pkshot');
      await signUp(page, username);
      await page.getByLabel('Name of the new passkey').fill(language === 'kr' ? '회사 노트북' : 'Work laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await confirmIdentity(page);
      await page.getByRole('status').filter({ hasText: 'added' }).waitFor();
      if (language === 'kr') await chooseKorean(page);
      const heading = page.getByRole('heading', { name: language === 'kr' ? '패스키' : 'Passkeys' });
      await heading.waitFor();
      await page.locator('.passkeys__item').first().waitFor();
      await heading.scrollIntoViewIfNeeded();
      expect(await violations(page)).toEqual([]);
      await shoot(page, `passkeys-settings-${width}-${language}`, page.locator('section.passkeys'));

      await page.locator('.passkeys__item .control-button').nth(1).click();
      await page.getByRole('dialog').waitFor();
      expect(await violations(page)).toEqual([]);
      await shoot(page, `passkeys-remove-${width}-${language}`, 'window');
      await page.keyboard.press('Escape');

      // the delete dialog offers the passkey beside the password
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.locator('.delete-account__open').click();
      await page.locator('.owner-proof__passkey').waitFor();
      expect(await violations(page)).toEqual([]);
      await shoot(page, `delete-dialog-passkey-${width}-${language}`, 'window');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // the sign-in screen, signed out (a fresh context), in the same language
      const signedOut = await open(size, { baseURL: site, bypassCSP: true });
      await signedOut.setViewportSize({ width, height });
      await virtualAuthenticator(signedOut);
      await signedOut.goto('/login');
      if (language === 'kr') await chooseKorean(signedOut);
      await signedOut.getByRole('button', { name: language === 'kr' ? '패스키로 로그인' : 'Sign in with a passkey' }).waitFor();
      expect(await violations(signedOut)).toEqual([]);
      await shoot(signedOut, `passkeys-login-${width}-${language}`);
    });
  });
});
