/**
 * "Forgot password?" in the browser (issue 25): from the sign-in screen to the mail (received by a real SMTP
 * server), through its link to a new password, and back in with it — the old password no longer works.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, signIn, signUpWelcomed, useBrowser, VIEWPORTS } from './browser';
import { mailTo } from './mailbox';

const [MOBILE, DESKTOP] = VIEWPORTS;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('resetting a forgotten password', () => {
  const open = useBrowser();

  it('mails a link that sets a new password once; the old one stops working', async () => {
    const username = uniqueName('forgot');
    const email = `${username}@example.com`;
    await signUpWelcomed(await open(DESKTOP), username, email);

    const page = await open(MOBILE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(email);

    // (the sign-up's confirmation mail went to the same address first)
    const mail = await mailTo(email, 'Reset your K-lama password');
    const link = /\bhttps?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // the token left the address bar once read
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();

    // the same link again (opened from the mail in a new tab): refused, with a way to ask for another
    const again = await open(MOBILE);
    await again.goto(link!);
    await again.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await again.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' }).waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    await signIn(page, { username, password: 'a-brand-new-password' });
    expect(new URL(page.url()).pathname).not.toBe('/login');

    const stale = await open(DESKTOP);
    await stale.goto('/login');
    await stale.locator('input[autocomplete^="username"]').fill(username);
    await stale.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await stale.locator('form button[type="submit"]').click();
    await stale.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  });
});
